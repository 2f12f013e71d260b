import { setImmediate as nextTurn } from "node:timers/promises";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

type Q = Kysely<Database>;

/** What the CSV import and export need to know of each entity: its place in the tree and its keys. */
export interface SnapshotEntity {
  id: string;
  parentId: string | null;
  name: string;
  isLocation: boolean;
  importRef: string;
  assetId: number | null;
  typeId: string;
  /** The entity's own location (set only under an item parent) and the one it resolves to. */
  locationId: string | null;
  resolvedLocationId: string | null;
}

export interface GroupSnapshot {
  entities: Map<string, SnapshotEntity>;
  types: Array<{ id: string; name: string; isLocation: boolean }>;
  tags: Array<{ id: string; name: string }>;
}

/** Entities per query of the snapshot: each page is a short query, and the event loop turns between two. */
const SNAPSHOT_PAGE = 2000;

/** The group's tree in memory, a few narrow columns per entity, so paths resolve without a query per row. */
export async function loadSnapshot(
  db: Q,
  groupId: string,
  /** Only the locations: enough for location paths, a fraction of the memory at 100k items (the export). */
  opts: { locationsOnly?: boolean } = {},
): Promise<GroupSnapshot> {
  const [types, tags] = await Promise.all([
    db
      .selectFrom("entity_types")
      .where("group_id", "=", groupId)
      .select(["id", "name", "is_location"])
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    db.selectFrom("tags").where("group_id", "=", groupId).select(["id", "name"]).orderBy("created_at").execute(),
  ]);
  const locationTypes = new Set(types.filter((t) => t.is_location === 1).map((t) => t.id));
  const entities = new Map<string, SnapshotEntity>();
  if (opts.locationsOnly && locationTypes.size === 0) return snapshotOf(entities, types, tags);
  const pages = inIdPages(SNAPSHOT_PAGE, (after) =>
    db
      .selectFrom("entities")
      .where("group_id", "=", groupId)
      .where("id", ">", after)
      .$if(opts.locationsOnly === true, (q) => q.where("entity_type_id", "in", [...locationTypes]))
      .select([
        "id",
        "parent_id",
        "name",
        "import_ref",
        "asset_id",
        "entity_type_id",
        "location_id",
        "resolved_location_id",
      ])
      .orderBy("id")
      .limit(SNAPSHOT_PAGE)
      .execute(),
  );
  for await (const page of pages) {
    for (const e of page) {
      entities.set(e.id, {
        id: e.id,
        parentId: e.parent_id,
        name: e.name,
        isLocation: locationTypes.has(e.entity_type_id),
        importRef: e.import_ref,
        assetId: e.asset_id,
        typeId: e.entity_type_id,
        locationId: e.location_id,
        resolvedLocationId: e.resolved_location_id,
      });
    }
  }
  return snapshotOf(entities, types, tags);
}

/** Rows a page at a time in id order, so other requests have their turn between two pages. */
export async function* inIdPages<T extends { id: string }>(
  pageSize: number,
  readPage: (after: string) => Promise<T[]>,
): AsyncGenerator<T[]> {
  for (let after = ""; ; await nextTurn()) {
    const page = await readPage(after);
    const last = page.at(-1);
    if (!last) return;
    yield page;
    if (page.length < pageSize) return;
    after = last.id;
  }
}

const snapshotOf = (
  entities: Map<string, SnapshotEntity>,
  types: ReadonlyArray<{ id: string; name: string; is_location: number }>,
  tags: GroupSnapshot["tags"],
): GroupSnapshot => ({
  entities,
  types: types.map((t) => ({ id: t.id, name: t.name, isLocation: t.is_location === 1 })),
  tags,
});

/** How deep a walk up the tree goes at most (the nesting limit, docs/api.md "Nesting depth"). */
export const MAX_WALK = 100;

/** The names of a location and the locations above it, root first, stopping at the first non-location. */
export function locationPath(entities: ReadonlyMap<string, SnapshotEntity>, id: string | null): string[] {
  const names: string[] = [];
  let at = id ? entities.get(id) : undefined;
  for (let steps = 0; at?.isLocation && steps < MAX_WALK; steps++) {
    names.unshift(at.name);
    at = at.parentId ? entities.get(at.parentId) : undefined;
  }
  return names;
}
