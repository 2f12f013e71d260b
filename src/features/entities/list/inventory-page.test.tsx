// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EntityListItem } from "../../../api/contract";
import { makeEntity, makeTag, makeType } from "../../../testing/entity-fixture";
import { InventoryPage } from "./inventory-page";

const itemType = makeType({ name: "Item" });
const toolType = makeType({ name: "Tool" });
const tag = makeTag({ name: "Fragile" });

function listItem(name: string): EntityListItem {
  const e = makeEntity({ name, entityType: itemType, entityTypeId: itemType.id });
  return { ...e, isLocation: false, imageId: null, thumbnailId: null, entityType: itemType, tags: [] };
}

/** The service, as far as the list page asks it: lists, types, tags. Records every list request. */
function fakeService(total = 120) {
  const listUrls: URL[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) => {
      const url = new URL(path, "http://app.test");
      const body =
        url.pathname === "/api/v1/entity-types"
          ? [itemType, toolType]
          : url.pathname === "/api/v1/tags"
            ? [tag]
            : (listUrls.push(url),
              { items: [listItem(`Row of page ${url.searchParams.get("page")}`)], page: 1, pageSize: 50, total });
      return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
    }),
  );
  return listUrls;
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: "/", element: <InventoryPage /> }], { initialEntries: [url] });
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("inventory page and its URL", () => {
  it("asks the service for exactly what the URL says, and prefetches the next page", async () => {
    const requests = fakeService();
    renderAt(`/?tag=${tag.id}&sort=quantity&order=desc&page=2`);
    expect(await screen.findByRole("link", { name: "Row of page 2" })).toBeTruthy();
    const first = requests.find((u) => u.searchParams.get("page") === "2")!;
    expect(first.searchParams.getAll("tags")).toEqual([tag.id]);
    expect(first.searchParams.get("orderBy")).toBe("quantity");
    expect(first.searchParams.get("order")).toBe("desc");
    await waitFor(() => expect(requests.some((u) => u.searchParams.get("page") === "3")).toBe(true));
    expect(screen.getByText(/Page 2 of 3/)).toBeTruthy();
  });

  it("writes a filter change into the URL and goes back to the first page", async () => {
    fakeService();
    const router = renderAt("/?page=2");
    const type = await screen.findByRole("combobox", { name: "Type" });
    await screen.findByRole("option", { name: "Tool" });
    fireEvent.change(type, { target: { value: toolType.id } });
    await waitFor(() => expect(router.state.location.search).toBe(`?type=${toolType.id}`));
    fireEvent.click(await screen.findByRole("button", { name: "Next page" }));
    await waitFor(() => expect(router.state.location.search).toBe(`?type=${toolType.id}&page=2`));
  });
});
