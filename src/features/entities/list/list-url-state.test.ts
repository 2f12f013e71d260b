import { describe, expect, it } from "vitest";
import {
  changeFilters,
  DEFAULT_FILTERS,
  filtersFromSearch,
  searchFromFilters,
  toListParams,
  type ListFilters,
} from "./list-url-state";

const A = "0b8a3f1e-6a53-4a39-9d0c-2f1f4c7a9e01";
const B = "5d2c1b7a-1f3e-4c8b-8a6d-3e2f1a0b9c02";

describe("list URL state", () => {
  it("reads an empty URL as the defaults", () => {
    expect(DEFAULT_FILTERS).toEqual({
      q: "",
      show: "items",
      entityTypeIds: [],
      tags: [],
      locationIds: [],
      includeArchived: false,
      lowStock: false,
      lent: "",
      orderBy: "name",
      order: "asc",
      page: 1,
    });
  });

  it("leaves defaults out of the URL", () => {
    expect(searchFromFilters(DEFAULT_FILTERS).toString()).toBe("");
  });

  it("round-trips every filter, so a link reproduces the view", () => {
    const filters: ListFilters = {
      q: "drill bit",
      show: "all",
      entityTypeIds: [A],
      tags: [A, B],
      locationIds: [B],
      includeArchived: true,
      lent: "overdue",
      lowStock: true,
      orderBy: "updatedAt",
      order: "desc",
      page: 3,
    };
    const url = searchFromFilters(filters).toString();
    expect(url).toBe(
      `q=drill+bit&show=all&type=${A}&tag=${A}&tag=${B}&location=${B}&archived=1&lent=overdue&lowStock=true&sort=updatedAt&order=desc&page=3`,
    );
    expect(filtersFromSearch(new URLSearchParams(url))).toEqual(filters);
  });

  it("falls back per value on a hand-edited URL", () => {
    const f = filtersFromSearch(
      new URLSearchParams("show=rooms&sort=colour&order=up&page=-2&type=nope&archived=yes&lent=maybe&q=ok"),
    );
    expect(f).toEqual({ ...DEFAULT_FILTERS, q: "ok" });
  });

  it("goes back to the first page when a filter changes", () => {
    const onPage4 = { ...DEFAULT_FILTERS, page: 4 };
    expect(changeFilters(onPage4, { tags: [A] })).toEqual({ ...DEFAULT_FILTERS, tags: [A], page: 1 });
    expect(changeFilters(onPage4, { page: 5 }).page).toBe(5);
  });

  it("asks the service for one page with the filters", () => {
    const params = toListParams({ ...DEFAULT_FILTERS, q: "  ", locationIds: [A] }, 2);
    expect(params).toMatchObject({ q: undefined, locationIds: [A], page: 2, pageSize: 50, orderBy: "name" });
    expect(params.includeArchived).toBeUndefined();
  });

  it("asks for items by default, for locations or for both when shown, searching by words with paths", () => {
    expect(toListParams(DEFAULT_FILTERS)).toMatchObject({ isLocation: false, match: "words", withPaths: true });
    expect(toListParams({ ...DEFAULT_FILTERS, show: "locations" }).isLocation).toBe(true);
    expect(toListParams({ ...DEFAULT_FILTERS, show: "all" }).isLocation).toBe("any");
  });
});
