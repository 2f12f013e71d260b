import type { Kysely } from "kysely";
import type { ReportScope } from "../../contract";
import type { Database } from "../db/schema";
import { loadSnapshot, locationPath, type SnapshotEntity } from "../data-transfer/group-snapshot";
import { invalid } from "../domain/errors";

type Q = Kysely<Database>;

/** Items read per query: memory holds one page of rows. */
export const PAGE = 250;

/** One location's part of the report: its path (empty for items with no location) and how to read its items. */
export interface Section {
  locationId: string | null;
  path: string[];
}

/** The locations a report goes through, in the order of their paths; the items of each are read a page at a time. */
export interface ReportPlan {
  sections: Section[];
  items: number;
  /** Only these entities (a selection); undefined: every item of each section. */
  only?: readonly string[];
}

const byPath = (a: Section, b: Section) => {
  if (a.locationId === null) return 1;
  if (b.locationId === null) return -1;
  const x = a.path.join("\u0000").toLowerCase();
  const y = b.path.join("\u0000").toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/** The location and every location beneath it, from the snapshot's parent links. */
function underOf(locations: ReadonlyMap<string, SnapshotEntity>, rootId: string): string[] {
  const children = new Map<string, string[]>();
  for (const l of locations.values()) {
    if (!l.parentId) continue;
    children.set(l.parentId, [...(children.get(l.parentId) ?? []), l.id]);
  }
  const out: string[] = [];
  const seen = new Set<string>();
  for (let todo = [rootId]; todo.length > 0;) {
    const id = todo.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(id);
    todo = todo.concat(children.get(id) ?? []);
  }
  return out;
}

/** Items (not locations) of the group, narrowed as the plan says. */
export function itemQuery(db: Q, groupId: string) {
  return db
    .selectFrom("entities as e")
    .innerJoin("entity_types as t", "t.id", "e.entity_type_id")
    .where("e.group_id", "=", groupId)
    .where("t.is_location", "=", 0);
}

/** Checks the scope (422 for a location or entities the group lacks) and lists its sections. */
export async function planReport(db: Q, groupId: string, scope: ReportScope): Promise<ReportPlan> {
  const snap = await loadSnapshot(db, groupId, { locationsOnly: true });
  const sectionOf = (id: string | null): Section => ({ locationId: id, path: locationPath(snap.entities, id) });
  if ("locationId" in scope) {
    if (!snap.entities.has(scope.locationId)) throw invalid({ "scope.locationId": "must be a location of your group" });
    const ids = underOf(snap.entities, scope.locationId);
    const n = await itemQuery(db, groupId)
      .where("e.resolved_location_id", "in", ids)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return { sections: ids.map(sectionOf).sort(byPath), items: Number(n.n) };
  }
  if ("entityIds" in scope) {
    const ids = [...new Set(scope.entityIds)];
    const found = await itemQuery(db, groupId)
      .where("e.id", "in", ids)
      .select(["e.id", "e.resolved_location_id"])
      .execute();
    if (found.length === 0) throw invalid({ "scope.entityIds": "must name items of your group" });
    const places = [...new Set(found.map((f) => f.resolved_location_id))];
    return { sections: places.map(sectionOf).sort(byPath), items: found.length, only: found.map((f) => f.id) };
  }
  const n = await itemQuery(db, groupId)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return { sections: [...snap.entities.keys(), null].map(sectionOf).sort(byPath), items: Number(n.n) };
}

export type ReportItem = Pick<
  Database["entities"],
  | "id"
  | "name"
  | "asset_id"
  | "manufacturer"
  | "model_number"
  | "serial_number"
  | "purchase_date"
  | "purchase_price"
  | "quantity"
  | "lifetime_warranty"
  | "warranty_expires"
  | "warranty_details"
> & { thumbnail_key: string | null };

/** The columns a report line shows, with the primary photo's thumbnail when the item has one. */
export async function* sectionItems(
  db: Q,
  groupId: string,
  plan: ReportPlan,
  section: Section,
): AsyncGenerator<ReportItem[]> {
  for (let offset = 0; ; offset += PAGE) {
    let query = itemQuery(db, groupId)
      .leftJoin("attachments as p", (j) =>
        j
          .onRef("p.entity_id", "=", "e.id")
          .on("p.kind", "=", "file")
          .on("p.type", "=", "photo")
          .on("p.primary", "=", 1),
      )
      .leftJoin("attachments as th", "th.id", "p.thumbnail_id")
      .select(["e.id", "e.name", "e.asset_id", "e.manufacturer", "e.model_number", "e.serial_number"])
      .select(["e.purchase_date", "e.purchase_price", "e.quantity", "e.lifetime_warranty", "e.warranty_expires"])
      .select(["e.warranty_details", "th.storage_key as thumbnail_key"])
      .orderBy("e.name")
      .orderBy("e.id")
      .limit(PAGE)
      .offset(offset);
    query =
      section.locationId === null
        ? query.where("e.resolved_location_id", "is", null)
        : query.where("e.resolved_location_id", "=", section.locationId);
    if (plan.only) query = query.where("e.id", "in", plan.only);
    const page = await query.execute();
    if (page.length > 0) yield page;
    if (page.length < PAGE) return;
  }
}

/** Every item of the plan with its section, section after section, in the order the report lists them. */
export async function* planItems(
  db: Q,
  groupId: string,
  plan: ReportPlan,
): AsyncGenerator<{ section: Section; item: ReportItem }> {
  for (const section of plan.sections)
    for await (const page of sectionItems(db, groupId, plan, section)) for (const item of page) yield { section, item };
}
