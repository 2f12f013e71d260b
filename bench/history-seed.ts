import { sql } from "kysely";
import type { Db } from "../server/db/database";

/** Most changes are a PATCH of a field or two; every tenth is a create, which carries every field (about 1 KB). */
const PATCH = JSON.stringify([
  { field: "quantity", from: 1, to: 2 },
  { field: "notes", from: "", to: "checked on the shelf" },
]);
const CREATE = JSON.stringify(
  Object.entries({
    name: "Cordless drill 18 V",
    description: "With two batteries and the charger",
    quantity: 1,
    archived: false,
    assetId: 1234,
    entityTypeId: "7f1c5a52-31c4-4c38-9d61-0b1f3a8e5c11",
    parentId: "0c6b1f0e-4d1a-4f58-8a8e-2e4f4f3b9a01",
    locationId: "0c6b1f0e-4d1a-4f58-8a8e-2e4f4f3b9a01",
    tagIds: ["5b8e0c3e-4c1a-4a6e-9b4e-0f7c2d1e3a45"],
    fields: [{ name: "Colour", type: "text", textValue: "Blue", numberValue: 0, booleanValue: false }],
    manufacturer: "Makita",
    modelNumber: "DDF485",
    serialNumber: "SN-0042-1177",
    purchaseDate: "2024-03-14",
    purchaseFrom: "Hardware store",
    purchasePrice: 129.9,
    insured: false,
    lifetimeWarranty: false,
    warrantyDetails: "",
    notes: "",
    attachments: [],
  }).map(([field, to]) => ({ field, from: null, to })),
);

/**
 * Inserts `count` changes of the group in one set-based statement (no HTTP, no per-row round trip): spread
 * over `entities` made-up entity ids, or all of one `entityId`; an actor in seven is an API key, a change in
 * ten a move. `series` keeps ids unique across calls; times ascend with `seq` from `startSecond`.
 */
export async function seedChanges(
  db: Db,
  at: { groupId: string; series: number; count: number; startSecond: number },
  who: { entityId?: string; entities?: number },
): Promise<void> {
  const { groupId, series, count, startSecond } = at;
  const spread = who.entities ?? 1;
  const pg = db.dialect === "postgres";
  const id = pg
    ? sql`lpad(to_hex(${series}::int), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(i), 12, '0')`
    : sql`printf('%08x-0000-4000-8000-%012x', ${series}, i)`;
  const entity = who.entityId
    ? sql`${who.entityId}`
    : pg
      ? sql`'00000000-0000-4000-8000-' || lpad(to_hex(i % ${spread}), 12, '0')`
      : sql`printf('00000000-0000-4000-8000-%012x', i % ${spread})`;
  const time = pg
    ? sql`to_char(to_timestamp(${startSecond}::bigint + i) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%S.000Z', ${startSecond} + i, 'unixepoch')`;
  const numbers = pg ? sql`generate_series(0, ${count - 1}::int) AS n(i)` : sql`n`;
  const recursive = pg
    ? sql``
    : sql`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ${count}) `;
  await sql`${recursive}INSERT INTO entity_changes
      (id, group_id, entity_id, at, actor_id, actor_kind, actor_name, action, batch_id, changes)
    SELECT ${id}, ${groupId}, ${entity}, ${time},
      CASE WHEN i % 7 = 0 THEN 'bench-key' ELSE 'bench-user' END,
      CASE WHEN i % 7 = 0 THEN 'apiKey' ELSE 'user' END, 'Bench',
      CASE WHEN i % 10 = 0 THEN 'create' WHEN i % 10 = 1 THEN 'move' ELSE 'update' END,
      CASE WHEN i % 10 = 0 THEN 'bench-import-' || (i / 10000) ELSE NULL END,
      CASE WHEN i % 10 = 0 THEN ${CREATE} ELSE ${PATCH} END
    FROM ${numbers}`.execute(db.kysely);
}
