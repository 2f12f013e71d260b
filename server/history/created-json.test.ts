import { describe, expect, it } from "vitest";
import { diffSnapshots } from "../domain/history-diff";
import { createdChangesJson } from "./created-json";

describe("createdChangesJson", () => {
  it("writes what JSON.stringify of a create's field changes writes", () => {
    const after = {
      name: 'Vase "Ming" – 花瓶\n',
      quantity: 2.5,
      minQuantity: null,
      archived: false,
      tagIds: ["b", "a"],
      fields: [{ name: "Colour", type: "text", textValue: "Blue", numberValue: 0, booleanValue: false }],
      gone: undefined,
    };
    expect(createdChangesJson(after)).toBe(JSON.stringify(diffSnapshots(undefined, after)));
    expect(createdChangesJson({})).toBe("[]");
  });
});
