// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ITEM_TYPE, LOCATION_TYPE } from "../../../testing/entity-fixture";
import { renderApp } from "../../../testing/render-app";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the create dialog's quantity", () => {
  it("is offered for an item and not for a location, following the chosen type", async () => {
    const user = userEvent.setup();
    await renderApp("/inventory", { types: [ITEM_TYPE, LOCATION_TYPE] });
    await user.click(await screen.findByRole("button", { name: "New location" }));
    const dialog = await screen.findByRole("dialog");
    const type = within(dialog).getByRole("combobox", { name: "Type" });
    await within(dialog).findByRole("option", { name: "Location" });
    expect(type).toHaveValue(LOCATION_TYPE.id);
    expect(within(dialog).queryByRole("spinbutton", { name: "Quantity" })).toBeNull();
    await user.selectOptions(type, ITEM_TYPE.id);
    expect(within(dialog).getByRole("spinbutton", { name: "Quantity" })).toHaveValue(1);
  });
});
