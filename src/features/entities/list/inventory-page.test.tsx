// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EntityListResult } from "../../../../contract/entity";
import { LIST_SEARCH_SUBMIT } from "../../../components/ui/keyboard";
import { ITEM_TYPE, LOCATION_TYPE, makeEntity, makeTag, makeType } from "../../../testing/entity-fixture";
import { answer, fakeApi, listItemOf } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";

const itemType = makeType({ name: "Item" });
const toolType = makeType({ name: "Tool" });
const tag = makeTag({ name: "Fragile" });

/** The service, as far as the list page asks it: one row per page (named after it), types, tags. */
function fakeService(total = 120) {
  return fakeApi({ types: [itemType, toolType], tags: [tag] }).on("GET", "/v1/entities", ({ url }) => {
    const row = makeEntity({ name: `Row of page ${url.searchParams.get("page")}`, entityType: itemType });
    return answer(EntityListResult, { items: [listItemOf(row)], page: 1, pageSize: 50, total });
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("inventory page and its URL", () => {
  it("asks the service for exactly what the URL says, and prefetches the next page", async () => {
    const api = fakeService();
    await renderApp(`/inventory?tag=${tag.id}&sort=quantity&order=desc&page=2`, { api });
    expect(await screen.findByRole("link", { name: "Row of page 2" })).toBeVisible();
    const requests = () => api.calls("GET", "/v1/entities").map((r) => r.url);
    const first = requests().find((u) => u.searchParams.get("page") === "2")!;
    expect(first.searchParams.getAll("tags")).toEqual([tag.id]);
    expect(first.searchParams.get("orderBy")).toBe("quantity");
    expect(first.searchParams.get("order")).toBe("desc");
    await waitFor(() => expect(requests().some((u) => u.searchParams.get("page") === "3")).toBe(true));
    expect(screen.getByText(/Page 2 of 3/)).toBeVisible();
  });

  it("writes a filter change into the URL and goes back to the first page", async () => {
    const { router } = await renderApp("/inventory?page=2", { api: fakeService() });
    const type = await screen.findByRole("combobox", { name: "Type" });
    await screen.findByRole("option", { name: "Tool" });
    fireEvent.change(type, { target: { value: toolType.id } });
    await waitFor(() => expect(router.state.location.search).toBe(`?type=${toolType.id}`));
    // The pager shows the first page before a person could click it (on a loaded machine it lags the URL).
    await waitFor(() => expect(screen.getByRole("button", { name: "Previous page" })).toHaveProperty("disabled", true));
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(router.state.location.search).toBe(`?type=${toolType.id}&page=2`));
  });
});

describe("an empty inventory", () => {
  it("offers the first steps once, instead of the title's buttons", async () => {
    await renderApp("/inventory", { api: fakeService(0) });
    expect(await screen.findByText(/^Nothing here yet\./)).toBeVisible();
    expect(screen.getByText(/Got a barcode\?/)).toBeVisible();
    expect(await screen.findAllByRole("button", { name: "New location" })).toHaveLength(1);
    expect(screen.getAllByRole("button", { name: "New item" })).toHaveLength(1);
  });

  it("says that a group with only locations has no items yet, offering an item and the Locations view", async () => {
    const garage = makeEntity({ name: "Garage", entityType: LOCATION_TYPE, entityTypeId: LOCATION_TYPE.id });
    await renderApp("/inventory", { entities: [garage], types: [ITEM_TYPE, LOCATION_TYPE] });
    expect(await screen.findByText(/^There are locations, but no items yet\./)).toBeVisible();
    expect(screen.getByRole("link", { name: "Locations view" })).toHaveAttribute("href", "/locations");
    expect(await screen.findAllByRole("button", { name: "New item" })).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "New location" })).toBeNull();
    expect(screen.queryByText(/^Nothing here yet\./)).toBeNull();
  });

  it("says nothing matches when a filter finds nothing, keeping the title's buttons", async () => {
    await renderApp(`/inventory?tag=${tag.id}`, { api: fakeService(0) });
    expect(await screen.findByText("Nothing matches these filters.")).toBeVisible();
    expect(screen.queryByText(/Got a barcode\?/)).toBeNull();
    expect(await screen.findByRole("button", { name: "New item" })).toBeVisible();
  });
});

describe("inventory list from the keyboard", () => {
  /** Rows named after the search text's matches: "one" finds a single row, anything else three. */
  function rows() {
    const names = ["Anvil", "Bucket", "Chisel"];
    return fakeApi({ types: [itemType] }).on("GET", "/v1/entities", ({ url }) => {
      const found = url.searchParams.get("q") === "one" ? ["Bucket"] : names;
      const items = found.map((name) => listItemOf(makeEntity({ name, entityType: itemType })));
      return answer(EntityListResult, { items, page: 1, pageSize: 50, total: items.length });
    });
  }

  it("moves between rows with ↑/↓; Enter in the search sends the focus to the first row", async () => {
    const user = userEvent.setup();
    await renderApp("/inventory", { api: rows() });
    await screen.findByRole("link", { name: "Chisel" });
    act(() => void window.dispatchEvent(new CustomEvent(LIST_SEARCH_SUBMIT, { detail: { q: "" } })));
    await waitFor(() => expect(screen.getByRole("link", { name: "Anvil" })).toHaveFocus());
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(screen.getByRole("link", { name: "Chisel" })).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowUp}");
    expect(screen.getByRole("link", { name: "Bucket" })).toHaveFocus();
  });

  it("opens the only match on Enter in the search, once the list shows that search", async () => {
    const { router } = await renderApp("/inventory?q=one", { api: rows() });
    await screen.findByRole("link", { name: "Bucket" });
    act(() => void window.dispatchEvent(new CustomEvent(LIST_SEARCH_SUBMIT, { detail: { q: "one " } })));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/entities\//));
  });
});
