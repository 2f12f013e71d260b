// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EntityOut } from "../../../../contract/entity";
import { ids, ITEM_TYPE, LOCATION_TYPE, makeDrill, makeEntity } from "../../../testing/entity-fixture";
import { answer, errorAnswer, fakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";

type Put = (body: Record<string, unknown>, ifMatch: string | null) => Response;
let stored: { entity: EntityOut; etag: string };
let onPut: Put;
const puts: { body: Record<string, unknown>; ifMatch: string | null }[] = [];

/** What the pickers find: a toolbox (an item) and a garage (a location). */
const pickable = [
  makeEntity({ id: ids.toolbox, name: "Toolbox", entityType: ITEM_TYPE, entityTypeId: ITEM_TYPE.id }),
  makeEntity({ id: ids.garage, name: "Garage", entityType: LOCATION_TYPE, entityTypeId: LOCATION_TYPE.id }),
];

/** The fake API as the edit page needs it: the stored drill (with its ETag), recording every PUT. */
async function renderPage() {
  const api = fakeApi({ types: [ITEM_TYPE, LOCATION_TYPE], entities: pickable })
    .on("GET", "/v1/entities/:id", ({ params }) =>
      params.id === ids.entity
        ? answer(EntityOut, stored.entity, { headers: { etag: stored.etag } })
        : // Any other entity (the parent, to preview its location): an item at the top level.
          answer(EntityOut, { ...makeDrill(), id: params.id!, location: undefined, locationId: null }),
    )
    .on("PUT", "/v1/entities/:id", ({ body, headers }) => {
      const ifMatch = headers.get("if-match");
      puts.push({ body: body as Record<string, unknown>, ifMatch });
      return onPut(body as Record<string, unknown>, ifMatch);
    });
  return (await renderApp(`/entities/${ids.entity}/edit`, { api })).router;
}

const saved = (entity: EntityOut, etag: string) => {
  stored = { entity, etag };
  return answer(EntityOut, entity, { headers: { etag } });
};

/** The save went through: the app is on the entity's own page. */
async function onEntityPage(router: Awaited<ReturnType<typeof renderPage>>) {
  await waitFor(() => expect(router.state.location.pathname).toBe(`/entities/${ids.entity}`));
}

beforeEach(() => {
  localStorage.clear();
  puts.length = 0;
  stored = { entity: makeDrill(), etag: '"1"' };
  onPut = (body) => saved({ ...stored.entity, name: String(body.name) }, '"2"');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("entity edit page", () => {
  it("saves the full body with If-Match and returns to the entity page", async () => {
    const user = userEvent.setup();
    const router = await renderPage();
    const name = await screen.findByLabelText("Name", { selector: "input:not([id^=cf-])" });
    await user.clear(name);
    await user.type(name, "Hammer drill");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await onEntityPage(router);
    expect(puts).toHaveLength(1);
    expect(puts[0]!.ifMatch).toBe('"1"');
    expect(puts[0]!.body).toMatchObject({
      name: "Hammer drill",
      parentId: ids.toolbox,
      locationId: ids.shelf,
      assetId: "000-042",
      minQuantity: null,
      unit: "",
    });
    expect(Object.keys(puts[0]!.body)).toHaveLength(29);
  });

  it("offers no quantity once the type is a location type, and offers it again for an item type", async () => {
    const user = userEvent.setup();
    await renderPage();
    expect(await screen.findByRole("spinbutton", { name: "Quantity" })).toBeVisible();
    // The entity's type comes first; each custom field has a "Type" of its own further down.
    const type = screen.getAllByRole("combobox", { name: "Type" })[0]!;
    await user.hover(type);
    await screen.findByRole("option", { name: "Location" });
    await user.selectOptions(type, "Location");
    await waitFor(() => expect(screen.queryByRole("spinbutton", { name: "Quantity" })).toBeNull());
    await user.selectOptions(type, "Item");
    expect(await screen.findByRole("spinbutton", { name: "Quantity" })).toBeVisible();
  });

  it("puts a 422 on its field and opens its closed section", async () => {
    const user = userEvent.setup();
    onPut = () => errorAnswer(422, "Some fields are not valid.", { soldTo: "must be at most 255 characters" });
    await renderPage();
    const soldTrigger = await screen.findByRole("button", { name: /^Sold/ });
    expect(soldTrigger).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByLabelText("Sold to")).not.toBeVisible();
    await user.click(screen.getByRole("button", { name: "Save and keep editing" }));
    expect(await screen.findByText("Sold to must be at most 255 characters.")).toBeVisible();
    await waitFor(() => expect(soldTrigger).toHaveAttribute("aria-expanded", "true"));
    expect(soldTrigger).toHaveTextContent("1 error");
    expect(screen.getByLabelText("Sold to")).toHaveAttribute("aria-invalid", "true");
  });

  it("hides a collapsed section's fields and keeps their values", async () => {
    const user = userEvent.setup();
    await renderPage();
    const sold = await screen.findByRole("button", { name: /^\W*Sold/ });
    expect(sold).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByLabelText("Sold to")).not.toBeVisible();
    await user.click(sold);
    expect(sold).toHaveAttribute("aria-expanded", "true");
    await user.type(screen.getByLabelText("Sold to"), "Neighbour");
    await user.click(sold);
    expect(sold).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByLabelText("Sold to")).not.toBeVisible();
    expect(sold).toHaveTextContent("changed");
    await user.click(screen.getByRole("button", { name: "Save and keep editing" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toMatchObject({ soldTo: "Neighbour" });
  });

  it("shows a conflict field by field and saves again with the fresh ETag", async () => {
    const user = userEvent.setup();
    onPut = (_body, ifMatch) => {
      if (ifMatch === '"1"') {
        stored = { entity: makeDrill({ quantity: 7 }), etag: '"5"' };
        return new Response(JSON.stringify({ error: "The entity changed.", current: stored.entity }), { status: 412 });
      }
      return saved(stored.entity, '"6"');
    };
    const router = await renderPage();
    const notes = await screen.findByLabelText("Notes");
    await user.type(notes, "oiled");
    await user.keyboard("{Control>}s{/Control}");
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByRole("group", { name: /Quantity/ })).toBeVisible();
    expect(within(dialog).getByRole("radio", { name: /Take theirs: “?7/ })).toBeChecked();
    expect(within(dialog).getByRole("radio", { name: /Keep mine: “?oiled/ })).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Save again" }));
    await onEntityPage(router);
    expect(puts.map((p) => p.ifMatch)).toEqual(['"1"', '"5"']);
    expect(puts[1]!.body).toMatchObject({ notes: "oiled", quantity: 7 });
  });

  it("keeps a draft while editing and offers it back after a reload", async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(await screen.findByLabelText("Serial number"), "-B");
    await waitFor(() => expect(localStorage.getItem(`inventory.entity-draft.${ids.entity}`)).toContain("SN1-B"), {
      timeout: 2000,
    });
    cleanup();
    await renderPage();
    await user.click(await screen.findByRole("button", { name: "Restore draft" }));
    expect(screen.getByLabelText("Serial number")).toHaveValue("SN1-B");
    expect(screen.getByText("Unsaved changes")).toBeVisible();
  });

  it("reorders custom fields with the keyboard and keeps the focus on the button", async () => {
    const user = userEvent.setup();
    await renderPage();
    const first = await screen.findByRole("group", { name: "Field 1" });
    const down = within(first).getByRole("button", { name: /Move down/ });
    down.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("button", { name: "Move down: Colour" })).toHaveFocus());
    expect(within(screen.getByRole("group", { name: "Field 2" })).getByLabelText("Name")).toHaveValue("Colour");
  });

  it("Enter in a picker takes the typed text's result, never one still shown from the previous text", async () => {
    const user = userEvent.setup();
    await renderPage();
    const inside = await screen.findByRole("combobox", { name: "Inside" });
    await user.click(inside);
    await user.type(inside, "Tool");
    expect(await screen.findByRole("option", { name: /^Toolbox/ })).toBeVisible();
    // Typed over and Enter at once: the Toolbox row is still on screen, the search for "Gar" not answered yet.
    await user.clear(inside);
    await user.type(inside, "Gar{Enter}");
    await waitFor(() => expect(inside).toHaveValue("Garage"));
    expect(inside).toHaveAttribute("aria-expanded", "false");
  });
});
