import { describe, expect, it } from "vitest";
import type { TreeNode } from "../../../../contract/entity";
import { locationOptions } from "./location-options";

const node = (id: string, name: string, children: TreeNode[] = []): TreeNode => ({
  id,
  name,
  type: "location",
  children,
});

describe("location filter options", () => {
  it("lists every location by name, with the path only where two share a name", () => {
    const tree = [
      node("g", "Garage", [node("ga", "Shelf A"), node("gb", "Shelf B")]),
      node("c", "Cellar", [node("ca", "Shelf A")]),
    ];
    expect(locationOptions(tree).map((o) => o.name)).toEqual([
      "Cellar",
      "Garage",
      "Shelf A (Cellar)",
      "Shelf A (Garage)",
      "Shelf B",
    ]);
  });
});
