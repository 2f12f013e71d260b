import { describe, expect, it } from "vitest";
import { previewLocationId, previewPlacement, previewReason, syncChildrenLabel } from "./placement";

const toolbox = { id: "t", name: "Toolbox", isLocation: false };
const garage = { id: "g", name: "Garage", isLocation: true };
const shelf = { id: "s", name: "Shelf", isLocation: true };

describe("location preview", () => {
  it("top level: no location", () => {
    const p = previewPlacement({ parent: null, storedElsewhere: false, location: null, parentLocation: null });
    expect(p.kind).toBe("top-level");
    expect(previewLocationId(p)).toBeNull();
  });

  it("a location parent is the location, whatever the own-location box says", () => {
    const p = previewPlacement({ parent: garage, storedElsewhere: true, location: shelf, parentLocation: null });
    expect(p).toEqual({ kind: "parent-location", location: garage });
    expect(previewReason(p)).toBe("(its parent)");
  });

  it("under an item: inherited from it, or its own when stored elsewhere", () => {
    const inherited = previewPlacement({
      parent: toolbox,
      storedElsewhere: false,
      location: shelf,
      parentLocation: garage,
    });
    expect(previewReason(inherited)).toBe("(inherited from Toolbox)");
    expect(previewLocationId(inherited)).toBe("g");
    const own = previewPlacement({ parent: toolbox, storedElsewhere: true, location: shelf, parentLocation: garage });
    expect(own).toEqual({ kind: "own", location: shelf });
    expect(previewReason(own)).toBe("(its own location)");
  });

  it("an own location equal to the parent's is inherited (docs/spec/contract.md)", () => {
    const p = previewPlacement({ parent: toolbox, storedElsewhere: true, location: garage, parentLocation: garage });
    expect(p.kind).toBe("inherited");
  });

  it("says so while the parent's location is loading or when it has none", () => {
    expect(
      previewPlacement({ parent: toolbox, storedElsewhere: false, location: null, parentLocation: undefined }).kind,
    ).toBe("pending");
    const none = previewPlacement({ parent: toolbox, storedElsewhere: false, location: null, parentLocation: null });
    expect(previewReason(none)).toBe("Toolbox is in no location, so neither is this");
  });
});

describe("sync-children label", () => {
  it("counts the direct children with their own location", () => {
    expect(syncChildrenLabel([{ locationId: "x" }, { locationId: null }, { locationId: "y" }])).toBe(
      "Move the 2 children that have their own location along with it",
    );
    expect(syncChildrenLabel([{ locationId: "x" }])).toBe("Move the 1 child that has its own location along with it");
    expect(syncChildrenLabel([{ locationId: null }])).toMatch(/further down/);
  });
});
