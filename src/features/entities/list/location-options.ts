import type { TreeNode } from "../../../../contract/entity";
import { pathLine } from "../../../components/form/location-path";

/**
 * Every location of the tree as a filter option, by name. The tree is the cheap list of locations: the list
 * endpoint's locations carry item counts and worth, which cost a pass over the whole inventory. A name that
 * two locations share is followed by each one's path, so the two can be told apart.
 */
export function locationOptions(roots: TreeNode[]): { id: string; name: string }[] {
  const all: { id: string; name: string; above: string[] }[] = [];
  const visit = (node: TreeNode, above: string[]) => {
    all.push({ id: node.id, name: node.name, above });
    node.children.forEach((child) => visit(child, [...above, node.name]));
  };
  roots.forEach((root) => visit(root, []));
  const seen = new Map<string, number>();
  for (const { name } of all) seen.set(name, (seen.get(name) ?? 0) + 1);
  return all
    .sort((a, b) => a.name.localeCompare(b.name) || pathLine(a.above).localeCompare(pathLine(b.above)))
    .map(({ id, name, above }) => ({
      id,
      name: (seen.get(name) ?? 0) > 1 && above.length ? `${name} (${pathLine(above)})` : name,
    }));
}
