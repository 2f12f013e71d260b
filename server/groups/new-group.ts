import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Role } from "../http/api";
import type { Database } from "../db/schema";

/** What Homebox seeds a self-registered user's new group with (homebox-features.md §1.6). */
export const DEFAULT_TAGS = ["Appliances", "IOT", "Electronics", "Servers", "General", "Important"] as const;
export const DEFAULT_LOCATIONS = [
  "Living Room",
  "Garage",
  "Kitchen",
  "Bedroom",
  "Bathroom",
  "Office",
  "Attic",
  "Basement",
] as const;

/** Top-level locations and root tags of a registration's new group; the group already has its two entity types. */
export async function seedNewGroup(db: Kysely<Database>, groupId: string, now: string): Promise<void> {
  const locationType = await db
    .selectFrom("entity_types")
    .select("id")
    .where("group_id", "=", groupId)
    .where("is_location", "=", 1)
    .executeTakeFirstOrThrow();
  const stamps = { created_at: now, updated_at: now };
  await db
    .insertInto("tags")
    .values(
      DEFAULT_TAGS.map((name) => ({
        id: randomUUID(),
        group_id: groupId,
        parent_id: null,
        name,
        description: "",
        color: "",
        icon: "",
        ...stamps,
      })),
    )
    .execute();
  await db
    .insertInto("entities")
    .values(
      DEFAULT_LOCATIONS.map((name) => ({
        ...BLANK_ENTITY,
        id: randomUUID(),
        group_id: groupId,
        entity_type_id: locationType.id,
        name,
        ...stamps,
      })),
    )
    .execute();
}

/** A top-level entity with every optional field empty, as a create without those fields stores it. */
const BLANK_ENTITY = {
  parent_id: null,
  location_id: null,
  resolved_location_id: null,
  asset_id: null,
  description: "",
  quantity: 1,
  archived: 0,
  insured: 0,
  lifetime_warranty: 0,
  sync_child_entity_locations: 0,
  manufacturer: "",
  model_number: "",
  serial_number: "",
  purchase_date: "",
  purchase_from: "",
  purchase_price: 0,
  sold_date: "",
  sold_notes: "",
  sold_price: 0,
  sold_to: "",
  warranty_details: "",
  warranty_expires: "",
  notes: "",
  version: 1,
};

export async function addMembership(db: Kysely<Database>, groupId: string, userId: string, role: Role, now: string) {
  await db.insertInto("memberships").values({ group_id: groupId, user_id: userId, role, created_at: now }).execute();
}
