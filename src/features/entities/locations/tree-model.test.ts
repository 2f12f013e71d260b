import { describe, expect, it } from "vitest";
import type { TreeNode } from "../../../../contract/entity";
import { treeKeyMove, visibleNodes } from "./tree-model";

const leaf = (id: string): TreeNode => ({ id, name: id, type: "location", children: [] });
const tree: TreeNode[] = [
  {
    id: "house",
    name: "house",
    type: "location",
    children: [{ ...leaf("kitchen"), children: [leaf("drawer")] }, leaf("attic")],
  },
  leaf("garage"),
];

describe("location tree model", () => {
  it("shows only children of expanded nodes, with level and position", () => {
    const visible = visibleNodes(tree, new Set(["house"]));
    expect(visible.map((v) => [v.node.id, v.level, v.posInSet, v.setSize])).toEqual([
      ["house", 1, 1, 2],
      ["kitchen", 2, 1, 2],
      ["attic", 2, 2, 2],
      ["garage", 1, 2, 2],
    ]);
  });

  it("moves with Up/Down/Home/End through visible nodes only", () => {
    const expanded = new Set(["house"]);
    const visible = visibleNodes(tree, expanded);
    expect(treeKeyMove("ArrowDown", visible, "attic", expanded)).toEqual({ focus: "garage" });
    expect(treeKeyMove("ArrowUp", visible, "kitchen", expanded)).toEqual({ focus: "house" });
    expect(treeKeyMove("ArrowDown", visible, "garage", expanded)).toEqual({ focus: "garage" });
    expect(treeKeyMove("End", visible, "house", expanded)).toEqual({ focus: "garage" });
    expect(treeKeyMove("Home", visible, "garage", expanded)).toEqual({ focus: "house" });
  });

  it("expands, enters, collapses and climbs with Right/Left", () => {
    const expanded = new Set(["house"]);
    const visible = visibleNodes(tree, expanded);
    expect(treeKeyMove("ArrowRight", visible, "kitchen", expanded)).toEqual({ expand: "kitchen" });
    expect(treeKeyMove("ArrowRight", visible, "house", expanded)).toEqual({ focus: "kitchen" });
    expect(treeKeyMove("ArrowLeft", visible, "house", expanded)).toEqual({ collapse: "house" });
    expect(treeKeyMove("ArrowLeft", visible, "attic", expanded)).toEqual({ focus: "house" });
    expect(treeKeyMove("ArrowRight", visible, "garage", expanded)).toEqual({});
    expect(treeKeyMove("a", visible, "garage", expanded)).toBeNull();
  });
});
