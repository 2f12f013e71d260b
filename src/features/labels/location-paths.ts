import type { TreeNode } from "../../../contract/entity";

/** Each location's names from the root down to itself, from the location tree. */
export function locationPaths(roots: readonly TreeNode[]): Map<string, string[]> {
  const paths = new Map<string, string[]>();
  const walk = (nodes: readonly TreeNode[], above: string[]) => {
    for (const node of nodes) {
      const path = [...above, node.name];
      paths.set(node.id, path);
      walk(node.children, path);
    }
  };
  walk(roots, []);
  return paths;
}
