// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EntityListResult } from "../../../api/contract";
import { makeEntity, makeTag, makeType } from "../../../testing/entity-fixture";
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
    await renderApp(`/?tag=${tag.id}&sort=quantity&order=desc&page=2`, { api });
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
    const { router } = await renderApp("/?page=2", { api: fakeService() });
    const type = await screen.findByRole("combobox", { name: "Type" });
    await screen.findByRole("option", { name: "Tool" });
    fireEvent.change(type, { target: { value: toolType.id } });
    await waitFor(() => expect(router.state.location.search).toBe(`?type=${toolType.id}`));
    fireEvent.click(await screen.findByRole("button", { name: "Next page" }));
    await waitFor(() => expect(router.state.location.search).toBe(`?type=${toolType.id}&page=2`));
  });
});
