import type { TreeNode } from "../../../../contract/entity";

/** A node as the tree shows it: only nodes whose ancestors are all expanded are visible. */
export interface VisibleNode {
  node: TreeNode;
  level: number;
  parentId: string | null;
  posInSet: number;
  setSize: number;
}

export function visibleNodes(roots: TreeNode[], expanded: ReadonlySet<string>): VisibleNode[] {
  const out: VisibleNode[] = [];
  const walk = (nodes: TreeNode[], level: number, parentId: string | null) => {
    nodes.forEach((node, i) => {
      out.push({ node, level, parentId, posInSet: i + 1, setSize: nodes.length });
      if (expanded.has(node.id)) walk(node.children, level + 1, node.id);
    });
  };
  walk(roots, 1, null);
  return out;
}

export interface TreeMove {
  focus?: string;
  expand?: string;
  collapse?: string;
}

/**
 * The WAI-ARIA tree keyboard pattern: Up/Down move through visible nodes, Right expands or enters,
 * Left collapses or goes to the parent, Home/End jump. Returns null for keys the tree does not use.
 */
export function treeKeyMove(
  key: string,
  visible: VisibleNode[],
  focusedId: string,
  expanded: ReadonlySet<string>,
): TreeMove | null {
  const index = visible.findIndex((v) => v.node.id === focusedId);
  const current = visible[index];
  if (!current) return null;
  const hasChildren = current.node.children.length > 0;
  switch (key) {
    case "ArrowDown":
      return { focus: visible[Math.min(index + 1, visible.length - 1)]?.node.id };
    case "ArrowUp":
      return { focus: visible[Math.max(index - 1, 0)]?.node.id };
    case "Home":
      return { focus: visible[0]?.node.id };
    case "End":
      return { focus: visible[visible.length - 1]?.node.id };
    case "ArrowRight":
      if (!hasChildren) return {};
      return expanded.has(current.node.id) ? { focus: current.node.children[0]?.id } : { expand: current.node.id };
    case "ArrowLeft":
      if (hasChildren && expanded.has(current.node.id)) return { collapse: current.node.id };
      return current.parentId ? { focus: current.parentId } : {};
    default:
      return null;
  }
}
