import { describe, expect, it } from "vitest";
import { jsonPathToFormPath, placeServerErrors } from "./server-errors";

describe("JSON path → form path", () => {
  it.each([
    ["name", "name"],
    ["serialNumber", "serialNumber"],
    ["parentId", "parent"],
    ["locationId", "location"],
    ["tagIds[3]", "tagIds"],
    ["fields[2].textValue", "fields.2.textValue"],
    ["fields[0].numberValue", "fields.0.numberValue"],
    ["fields[1].id", "fields.1.name"],
    ["fields[4]", "fields.4.name"],
    ["fields", "fields.root"],
  ])("%s → %s", (json, form) => expect(jsonPathToFormPath(json)).toBe(form));

  it("has no form path for what the form cannot show", () => {
    expect(jsonPathToFormPath("id")).toBeNull();
    expect(jsonPathToFormPath("")).toBeNull();
    expect(jsonPathToFormPath("nonsense.deep")).toBeNull();
  });
});

describe("placing a 422", () => {
  it("puts each message on its field and lists the sections to open in page order", () => {
    const placed = placeServerErrors({
      "fields[1].textValue": "must be at most 500 characters",
      purchasePrice: "must not be negative",
      parentId: "must not be one of its own descendants",
      id: "must match the path",
    });
    expect(placed.errors).toEqual([
      { path: "fields.1.textValue", message: "must be at most 500 characters" },
      { path: "purchasePrice", message: "must not be negative" },
      { path: "parent", message: "must not be one of its own descendants" },
      { path: null, message: "id: must match the path" },
    ]);
    expect(placed.sections).toEqual(["custom-fields", "purchase", "details"]);
  });
});
