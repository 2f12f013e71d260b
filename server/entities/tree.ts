import type { Kysely } from "kysely";
import type { TreeNode } from "../../contract";
import type { Database } from "../db/schema";

/**
 * `GET /v1/entities/tree`: top-level locations with the locations under them and, with `withItems`,
 * the items (and items in items) under those. Sorted: locations first, then by name.
 */
export async function entityTree(db: Kysely<Database>, groupId: string, withItems: boolean): Promise<TreeNode[]> {
  const rows = await db
    .selectFrom("entities as e")
    .innerJoin("entity_types as t", "t.id", "e.entity_type_id")
    .select(["e.id", "e.name", "e.parent_id", "t.is_location"])
    .where("e.group_id", "=", groupId)
    .where("e.archived", "=", 0)
    // Locations only: named by their types, so the (group, type) index finds them without a pass over the items.
    .$if(!withItems, (q) =>
      q.where("e.entity_type_id", "in", (types) =>
        types.selectFrom("entity_types").select("id").where("group_id", "=", groupId).where("is_location", "=", 1),
      ),
    )
    .execute();
  const nodes = new Map<string, TreeNode & { parentId: string | null }>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      name: r.name,
      type: r.is_location ? "location" : "item",
      children: [],
      parentId: r.parent_id,
    });
  }
  const roots: TreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else if (!node.parentId && node.type === "location") roots.push(node);
  }
  const strip = (n: TreeNode & { parentId?: string | null }): TreeNode => ({
    id: n.id,
    name: n.name,
    type: n.type,
    children: n.children.sort(byTypeThenName).map(strip),
  });
  return roots.sort(byTypeThenName).map(strip);
}

function byTypeThenName(a: TreeNode, b: TreeNode) {
  if (a.type !== b.type) return a.type === "location" ? -1 : 1;
  return a.name.localeCompare(b.name, undefined, { sensitivity: "base" });
}
