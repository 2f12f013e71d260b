import { z } from "zod";
import { ENTITY_ORDER_BY } from "../../../../contract/entity";
import type { EntityListParams } from "../../../api/entity-queries";

export const PAGE_SIZE = 50;

/** What the list shows: items unless asked otherwise, since locations have a view of their own. */
export const SHOWN_KINDS = ["items", "locations", "all"] as const;

const Ids = z.array(z.uuid()).catch([]);

/**
 * The inventory list's whole state lives in the URL, so a link reproduces the view. Short, readable
 * keys (`show`, `type`, `tag`, `location`, `archived`, `sort`); defaults are left out of the URL.
 * A hand-edited or outdated URL never breaks the page: each bad value falls back to its default.
 */
const UrlFilters = z
  .object({
    q: z.string().max(255).catch(""),
    show: z.enum(SHOWN_KINDS).catch("items"),
    type: Ids,
    tag: Ids,
    location: Ids,
    archived: z.literal("1").optional().catch(undefined),
    lent: z.enum(["out", "overdue"]).optional().catch(undefined),
    lowStock: z.literal("true").optional().catch(undefined),
    sort: z.enum(ENTITY_ORDER_BY).catch("name"),
    order: z.enum(["asc", "desc"]).catch("asc"),
    page: z.coerce.number().int().min(1).catch(1),
  })
  .transform((raw) => ({
    q: raw.q,
    show: raw.show,
    entityTypeIds: raw.type,
    tags: raw.tag,
    locationIds: raw.location,
    includeArchived: raw.archived === "1",
    /** Only what is lent out, or only what is overdue ("" for everything). */
    lent: raw.lent ?? ("" as const),
    lowStock: raw.lowStock === "true",
    orderBy: raw.sort,
    order: raw.order,
    page: raw.page,
  }));

/** The list's whole state, as the URL schema above reads it. */
export type ListFilters = z.output<typeof UrlFilters>;

export function filtersFromSearch(search: URLSearchParams): ListFilters {
  // The single-valued keys as one object (a missing key reads as its default); the lists as every value.
  const lists = { type: search.getAll("type"), tag: search.getAll("tag"), location: search.getAll("location") };
  return UrlFilters.parse({ ...Object.fromEntries(search), ...lists });
}

/** The view of a URL without parameters. */
export const DEFAULT_FILTERS = filtersFromSearch(new URLSearchParams());

export function searchFromFilters(f: ListFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (f.q.trim()) search.set("q", f.q);
  if (f.show !== DEFAULT_FILTERS.show) search.set("show", f.show);
  for (const id of f.entityTypeIds) search.append("type", id);
  for (const id of f.tags) search.append("tag", id);
  for (const id of f.locationIds) search.append("location", id);
  if (f.includeArchived) search.set("archived", "1");
  if (f.lent) search.set("lent", f.lent);
  if (f.lowStock) search.set("lowStock", "true");
  if (f.orderBy !== DEFAULT_FILTERS.orderBy) search.set("sort", f.orderBy);
  if (f.order !== DEFAULT_FILTERS.order) search.set("order", f.order);
  if (f.page > 1) search.set("page", String(f.page));
  return search;
}

/** A filter change shows the first page again; only paging itself keeps the page number. */
export function changeFilters(current: ListFilters, change: Partial<ListFilters>): ListFilters {
  return { ...current, page: 1, ...change };
}

const IS_LOCATION = { items: false, locations: true, all: "any" } as const;

/** What the list query asks the service for: a search by words, and rows that tell equal names apart. */
export function toListParams(f: ListFilters, page = f.page): EntityListParams {
  return {
    q: f.q.trim() || undefined,
    match: "words",
    withPaths: true,
    isLocation: IS_LOCATION[f.show],
    entityTypeIds: f.entityTypeIds,
    tags: f.tags,
    locationIds: f.locationIds,
    includeArchived: f.includeArchived || undefined,
    checkedOut: f.lent === "out" || undefined,
    overdue: f.lent === "overdue" || undefined,
    lowStock: f.lowStock || undefined,
    orderBy: f.orderBy,
    order: f.order,
    page,
    pageSize: PAGE_SIZE,
  };
}
