import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createGroup } from "../server/auth/groups";
import { addMembership } from "../server/groups/new-group";
import { hashPassword } from "../server/auth/passwords";
import { migrateToLatest, openDatabase, type Db } from "../server/db/database";
import type { Database, EntityRow } from "../server/db/schema";
import { resolveLocation } from "../server/domain/topology";
import { mulberry32 } from "../test/faults/seeded-random";

/**
 * Seeds a realistic inventory straight into a fresh database with batched Kysely inserts: nested
 * locations, items inside items (some with a location of their own), tags and custom fields.
 * `resolved_location_id` is computed with the domain's own resolveLocation, parents before children,
 * exactly as the service stores it. Run alone: `npx tsx bench/seed.ts [count] [dataDir]`.
 */
export const SEED_USER = { email: "bench@example.com", password: "bench password 1" };
/** In about one name in twenty: the "common word" the search figure looks for. */
export const COMMON_WORD = "cable";

const ADJECTIVES = [
  "red",
  "old",
  "spare",
  "large",
  "small",
  "blue",
  "steel",
  "wooden",
  "broken",
  "new",
  "usb",
  "garden",
];
const NOUNS = ["box", "drill", "lamp", "charger", "hammer", "jar", "book", "router", "kettle", "saw", "tent", "mug"];

export interface Seeded {
  groupId: string;
  /** A top-level location with sub-locations (for "everything under one location"). */
  topLocationId: string;
  /** Any item (for GET and PATCH of one entity). */
  itemId: string;
  entities: number;
}

type Node = Pick<EntityRow, "id" | "parent_id" | "location_id" | "resolved_location_id"> & { isLocation: boolean };

export async function seedEntities(db: Db, count: number, seed = 1): Promise<Seeded> {
  const rand = mulberry32(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const now = new Date().toISOString();
  const k = db.kysely;
  const groupId = await createGroup(k, "Bench Home", now);
  const userId = randomUUID();
  await k
    .insertInto("users")
    .values({
      id: userId,
      group_id: groupId,
      name: "Bench",
      email: SEED_USER.email,
      password_hash: await hashPassword(SEED_USER.password),
      is_superuser: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await addMembership(k, groupId, userId, "owner", now);
  const types = await k
    .selectFrom("entity_types")
    .select(["id", "is_location"])
    .where("group_id", "=", groupId)
    .execute();
  const itemType = types.find((t) => t.is_location === 0)!.id;
  const locationType = types.find((t) => t.is_location === 1)!.id;
  const tagIds = Array.from({ length: 30 }, () => randomUUID());
  await k
    .insertInto("tags")
    .values(
      tagIds.map((id, i) => ({
        id,
        group_id: groupId,
        parent_id: null,
        name: `tag ${i}`,
        description: "",
        color: "",
        icon: "",
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();

  // Locations: 10 rooms × 5 shelves × 4 boxes (fewer when the count is small); then the items.
  const nodes: Node[] = [];
  const locations: Node[] = [];
  const add = (parent: Node | null, isLocation: boolean, ownLocation: string | null) => {
    const own =
      ownLocation && parent && !parent.isLocation && parent.resolved_location_id !== ownLocation ? ownLocation : null;
    const parentTopo = parent
      ? { id: parent.id, isLocation: parent.isLocation, resolvedLocationId: parent.resolved_location_id }
      : null;
    const node: Node = {
      id: randomUUID(),
      parent_id: parent?.id ?? null,
      location_id: own,
      resolved_location_id: resolveLocation(own, parentTopo),
      isLocation,
    };
    nodes.push(node);
    if (isLocation) locations.push(node);
    return node;
  };
  const rooms = Math.max(1, Math.min(10, Math.floor(count / 1000)));
  for (let r = 0; r < rooms && nodes.length < count; r++) {
    const room = add(null, true, null);
    for (let s = 0; s < 5 && nodes.length < count; s++) {
      const shelf = add(room, true, null);
      for (let b = 0; b < 4 && nodes.length < count; b++) add(shelf, true, null);
    }
  }
  const items: Node[] = [];
  while (nodes.length < count) {
    const inItem = items.length > 0 && rand() < 0.3;
    const parent = inItem ? pick(items) : pick(locations);
    const own = inItem && rand() < 0.2 ? pick(locations).id : null;
    items.push(add(parent, false, own));
  }

  const dated = datesFor(nodes, seed);
  const rows = nodes.map((n, i) => ({
    id: n.id,
    group_id: groupId,
    entity_type_id: n.isLocation ? locationType : itemType,
    parent_id: n.parent_id,
    location_id: n.location_id,
    resolved_location_id: n.resolved_location_id,
    asset_id: i + 1,
    name: n.isLocation
      ? `${pick(ADJECTIVES)} place ${i}`
      : `${pick(ADJECTIVES)} ${rand() < 0.05 ? COMMON_WORD : pick(NOUNS)} ${i}`,
    description: `${pick(ADJECTIVES)} ${pick(NOUNS)} for the ${pick(NOUNS)}`,
    quantity: 1 + Math.floor(rand() * 5),
    purchase_price: Math.round(rand() * 10000) / 100,
    ...dated[i],
    version: 1,
    created_at: now,
    updated_at: now,
  }));
  const tagRows = items.flatMap((n) =>
    Array.from(new Set([pick(tagIds), pick(tagIds)]))
      .slice(0, Math.floor(rand() * 3))
      .map((tag_id) => ({ entity_id: n.id, tag_id })),
  );
  const fieldRows = items.flatMap((n) =>
    rand() < 0.5
      ? []
      : [
          {
            id: randomUUID(),
            entity_id: n.id,
            position: 0,
            name: "Serial",
            type: "text" as const,
            text_value: `SN-${Math.floor(rand() * 1e9)}`,
            created_at: now,
            updated_at: now,
          },
        ],
  );

  // Batches stay under both databases' limits on bound parameters; one transaction keeps SQLite fast.
  await k.transaction().execute(async (trx) => {
    const insert = async <T extends keyof Database>(table: T, values: readonly object[], size: number) => {
      for (let i = 0; i < values.length; i += size)
        await trx
          .insertInto(table)
          .values(values.slice(i, i + size) as never)
          .execute();
    };
    await insert("entities", rows, 500);
    await insert("entity_tags", tagRows, 2000);
    await insert("entity_fields", fieldRows, 1000);
  });
  return { groupId, topLocationId: locations[0]!.id, itemId: (items[0] ?? nodes[0]!).id, entities: nodes.length };
}

/** `npx tsx bench/seed.ts 100000 ./data-bench`: a fresh SQLite database to run the service against. */
async function main() {
  const count = Number(process.argv[2] ?? 100_000);
  const dataDir = path.resolve(process.argv[3] ?? mkdtempSync(path.join(tmpdir(), "inv-seed-")));
  const db = openDatabase({ dataDir });
  await migrateToLatest(db);
  const started = performance.now();
  const seeded = await seedEntities(db, count);
  await db.close();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Seeded ${seeded.entities} entities in ${seconds} s into ${dataDir} (sign in as ${SEED_USER.email} / ${SEED_USER.password}).`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();

const DAY_MS = 86_400_000;

/**
 * Purchase dates and warranties as an inventory kept for years has them, from a generator of their own
 * (the names and places stay those of earlier runs): seven items in ten bought on a day of the last ten
 * years, three in ten of those with a warranty of 1, 2, 3 or 5 years, one item in fifty with a lifetime one.
 */
function datesFor(nodes: readonly Node[], seed: number) {
  const rand = mulberry32(seed + 1);
  const today = Date.now();
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const none = { purchase_date: "", lifetime_warranty: 0, warranty_expires: "" };
  return nodes.map((n) => {
    if (n.isLocation || rand() >= 0.7) return none;
    const bought = today - Math.floor(rand() * 3650) * DAY_MS;
    const warranty = rand();
    if (warranty < 0.02) return { ...none, purchase_date: day(bought), lifetime_warranty: 1 };
    if (warranty >= 0.3) return { ...none, purchase_date: day(bought) };
    const years = [1, 2, 3, 5][Math.floor(rand() * 4)]!;
    return { ...none, purchase_date: day(bought), warranty_expires: day(bought + years * 365 * DAY_MS) };
  });
}
