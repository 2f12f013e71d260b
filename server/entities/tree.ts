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
  const placed = rows.map((r) => {
    const node: TreeNode = { id: r.id, name: r.name, type: r.is_location ? "location" : "item", children: [] };
    return { node, parentId: r.parent_id };
  });
  const byId = new Map(placed.map(({ node }) => [node.id, node]));
  const roots: TreeNode[] = [];
  for (const { node, parentId } of placed) {
    const parent = parentId ? byId.get(parentId) : undefined;
    if (parent) parent.children.push(node);
    else if (!parentId && node.type === "location") roots.push(node);
  }
  const sorted = (nodes: TreeNode[]): TreeNode[] => {
    for (const n of nodes) sorted(n.children);
    return nodes.sort(byTypeThenName);
  };
  return sorted(roots);
}

function byTypeThenName(a: TreeNode, b: TreeNode) {
  if (a.type !== b.type) return a.type === "location" ? -1 : 1;
  return a.name.localeCompare(b.name, undefined, { sensitivity: "base" });
}
