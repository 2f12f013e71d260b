import { describe, expect, it } from "vitest";
import { homeboxMessages } from "./homebox-messages";

const by = { id: "00000000-0000-4000-8000-000000000001", name: "Dana" };

describe("Homebox's WebSocket messages", () => {
  it("name the kind of change as Homebox's app listens for it, without ids or author", () => {
    const said = (type: "entity" | "tag" | "entity-type" | "group") =>
      homeboxMessages({ type, ids: [by.id], by }).map((m) => JSON.parse(m) as unknown);
    expect(said("entity")).toEqual([{ event: "entity.mutation" }]);
    expect(said("entity-type")).toEqual([{ event: "entity.mutation" }]);
    expect(said("tag")).toEqual([{ event: "tag.mutation" }]);
    expect(said("group")).toEqual([{ event: "entity.mutation" }, { event: "tag.mutation" }]);
  });
});
