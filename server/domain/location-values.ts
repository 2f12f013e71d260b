/** A location as the value roll-up needs it: its nearest containing location and what sits at it directly. */
export interface LocationNode {
  id: string;
  parentId: string | null;
  direct: number;
}

/**
 * The value of each location at any depth: its direct value plus every location's below it. Each direct
 * value is added to the location and its ancestors; a cycle (never stored, but cheap to survive) stops the walk.
 */
export function rollUpValues(nodes: readonly LocationNode[]): Map<string, number> {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const totals = new Map(nodes.map((n) => [n.id, 0]));
  for (const node of nodes) {
    if (node.direct === 0) continue;
    const seen = new Set<string>();
    for (let at: LocationNode | undefined = node; at && !seen.has(at.id); at = byId.get(at.parentId ?? "")) {
      seen.add(at.id);
      totals.set(at.id, (totals.get(at.id) ?? 0) + node.direct);
    }
  }
  return totals;
}

/** Months `YYYY-MM` from `count - 1` months before `last` up to `last`, oldest first. */
export function monthsEnding(last: string, count: number): string[] {
  const [year, month] = last.split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}
