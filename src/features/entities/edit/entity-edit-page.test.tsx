// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EntityOut } from "../../../api/contract";
import { EntityEditPage } from "./entity-edit-page";
import { ids, ITEM_TYPE, LOCATION_TYPE, makeEntity } from "./test-fixtures";

type Put = (body: Record<string, unknown>, ifMatch: string | null) => Response;
let stored: { entity: EntityOut; etag: string };
let onPut: Put;
const puts: { body: Record<string, unknown>; ifMatch: string | null }[] = [];

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

/** A stand-in for the service: enough of the API for the edit page, recording every PUT. */
function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(String(input), "http://localhost");
  const path = url.pathname;
  if (init.method === "PUT") {
    const ifMatch = new Headers(init.headers).get("if-match");
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    puts.push({ body, ifMatch });
    return Promise.resolve(onPut(body, ifMatch));
  }
  if (path === `/api/v1/entities/${ids.entity}`)
    return Promise.resolve(json(stored.entity, 200, { etag: stored.etag }));
  if (path.endsWith("/path")) return Promise.resolve(json([{ id: ids.shelf, name: "Shelf", type: "location" }]));
  if (path === "/api/v1/entity-types") return Promise.resolve(json([ITEM_TYPE, LOCATION_TYPE]));
  if (path === "/api/v1/tags") return Promise.resolve(json([]));
  if (path === "/api/v1/entities") return Promise.resolve(json({ items: [], page: 1, pageSize: 20, total: 0 }));
  if (path.startsWith("/api/v1/entities/"))
    return Promise.resolve(
      json({ ...makeEntity(), id: path.split("/")[4], location: undefined, locationId: null }, 200, { etag: '"9"' }),
    );
  return Promise.resolve(json({ error: `no fake for ${path}` }, 404));
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/entities/:id/edit", element: <EntityEditPage /> },
      { path: "/entities/:id", element: <h1>Entity page</h1> },
    ],
    { initialEntries: [`/entities/${ids.entity}/edit`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const saved = (entity: EntityOut, etag: string) => {
  stored = { entity, etag };
  return json(entity, 200, { etag });
};

beforeEach(() => {
  localStorage.clear();
  puts.length = 0;
  stored = { entity: makeEntity(), etag: '"1"' };
  onPut = (body) => saved({ ...stored.entity, name: String(body.name) }, '"2"');
  vi.stubGlobal("fetch", vi.fn(fakeFetch));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("entity edit page", () => {
  it("saves the full body with If-Match and returns to the entity page", async () => {
    const user = userEvent.setup();
    const router = renderPage();
    const name = await screen.findByLabelText("Name", { selector: "input:not([id^=cf-])" });
    await user.clear(name);
    await user.type(name, "Hammer drill");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByRole("heading", { name: "Entity page" });
    expect(router.state.location.pathname).toBe(`/entities/${ids.entity}`);
    expect(puts).toHaveLength(1);
    expect(puts[0]!.ifMatch).toBe('"1"');
    expect(puts[0]!.body).toMatchObject({
      name: "Hammer drill",
      parentId: ids.toolbox,
      locationId: ids.shelf,
      assetId: "000-042",
    });
    expect(Object.keys(puts[0]!.body)).toHaveLength(27);
  });

  it("puts a 422 on its field and opens its closed section", async () => {
    const user = userEvent.setup();
    onPut = () =>
      json({ error: "Some fields are not valid.", fields: { soldTo: "must be at most 255 characters" } }, 422);
    renderPage();
    const soldTrigger = await screen.findByRole("button", { name: /^Sold/ });
    expect(soldTrigger).toHaveProperty("ariaExpanded", "false");
    await user.click(screen.getByRole("button", { name: "Save and keep editing" }));
    expect(await screen.findByText("Sold to must be at most 255 characters.")).toBeTruthy();
    await waitFor(() => expect(soldTrigger).toHaveProperty("ariaExpanded", "true"));
    expect(soldTrigger.textContent).toContain("1 error");
    expect(screen.getByLabelText("Sold to").getAttribute("aria-invalid")).toBe("true");
  });

  it("shows a conflict field by field and saves again with the fresh ETag", async () => {
    const user = userEvent.setup();
    onPut = (_body, ifMatch) => {
      if (ifMatch === '"1"') {
        stored = { entity: makeEntity({ quantity: 7 }), etag: '"5"' };
        return json({ error: "The entity changed.", current: stored.entity }, 412);
      }
      return saved(stored.entity, '"6"');
    };
    renderPage();
    const notes = await screen.findByLabelText("Notes");
    await user.type(notes, "oiled");
    await user.keyboard("{Control>}s{/Control}");
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByRole("group", { name: /Quantity/ })).toBeTruthy();
    expect(within(dialog).getByRole("radio", { name: /Take theirs: “?7/ })).toHaveProperty("checked", true);
    expect(within(dialog).getByRole("radio", { name: /Keep mine: “?oiled/ })).toHaveProperty("checked", true);
    await user.click(within(dialog).getByRole("button", { name: "Save again" }));
    await screen.findByRole("heading", { name: "Entity page" });
    expect(puts.map((p) => p.ifMatch)).toEqual(['"1"', '"5"']);
    expect(puts[1]!.body).toMatchObject({ notes: "oiled", quantity: 7 });
  });

  it("keeps a draft while editing and offers it back after a reload", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText("Serial number"), "-B");
    await waitFor(() => expect(localStorage.getItem(`inventory.entity-draft.${ids.entity}`)).toContain("SN1-B"), {
      timeout: 2000,
    });
    cleanup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Restore draft" }));
    expect(screen.getByLabelText("Serial number")).toHaveProperty("value", "SN1-B");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
  });

  it("reorders custom fields with the keyboard and keeps the focus on the button", async () => {
    const user = userEvent.setup();
    renderPage();
    const first = await screen.findByRole("group", { name: "Field 1" });
    const down = within(first).getByRole("button", { name: /Move down/ });
    down.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(document.activeElement?.getAttribute("aria-label")).toBe("Move down: Colour"));
    expect(within(screen.getByRole("group", { name: "Field 2" })).getByLabelText("Name")).toHaveProperty(
      "value",
      "Colour",
    );
  });
});
