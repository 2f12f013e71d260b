// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ids, ITEM_TYPE, LOCATION_TYPE, makeDrill, makeEntity } from "../../../testing/entity-fixture";
import { renderApp } from "../../../testing/render-app";

/** Two rooms with a "Shelf A" each, and the drill in a toolbox in the garage (ids apart from fakeId's). */
const location = (id: string, name: string, parentId: string | null = null) =>
  makeEntity({ id, name, entityType: LOCATION_TYPE, entityTypeId: LOCATION_TYPE.id, parentId });
const cellar = "00000000-0000-4000-8000-0000000000c1";
const entities = [
  location(ids.garage, "Garage"),
  location(cellar, "Cellar"),
  location("00000000-0000-4000-8000-0000000000c2", "Shelf A", ids.garage),
  location("00000000-0000-4000-8000-0000000000c3", "Shelf A", cellar),
  makeEntity({
    id: ids.toolbox,
    name: "Toolbox",
    entityType: ITEM_TYPE,
    entityTypeId: ITEM_TYPE.id,
    parentId: ids.garage,
  }),
  makeDrill(),
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the move dialog", () => {
  it("says where the entity is now, and what is chosen, by the path", async () => {
    const user = userEvent.setup();
    await renderApp(`/entities/${ids.entity}`, { entities, types: [ITEM_TYPE, LOCATION_TYPE] });
    await user.click(await screen.findByRole("button", { name: "Move…" }));
    const dialog = await screen.findByRole("dialog", { name: "Move Drill" });
    expect(await within(dialog).findByText("Now in: Garage › Toolbox")).toBeVisible();
    await user.type(within(dialog).getByRole("combobox", { name: "New parent" }), "Shelf");
    const shelves = await within(dialog).findAllByRole("option", { name: /^Shelf A/ });
    fireEvent.mouseDown(shelves[1]!);
    expect(await within(dialog).findByText("Cellar › Shelf A")).toBeVisible();
    expect(within(dialog).getByText(/^Chosen:/)).toHaveTextContent("Chosen: Cellar › Shelf A");
  });
});
