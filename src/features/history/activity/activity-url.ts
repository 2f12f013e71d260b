import { BatchId, ChangeAction, type ChangeOut } from "../../../../contract/history";
import { Id } from "../../../../contract/common";
import type { FeedFilters } from "../queries";

/** The Activity page's state as its URL holds it: dates as calendar days, the rest as the feed takes them. */
export interface ActivityUrl {
  actor?: string;
  action?: ChangeOut["action"];
  entity?: string;
  batch?: string;
  /** First day shown, `YYYY-MM-DD`. */
  from?: string;
  /** Last day shown (inclusive), `YYYY-MM-DD`. */
  to?: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const valid = <T>(schema: { safeParse: (v: unknown) => { success: boolean; data?: T } }, value: string | null) =>
  value === null ? undefined : schema.safeParse(value).data;

/** What a URL asks for; a value the feed would refuse (hand-edited URL) is left out rather than shown as an error. */
export function readActivityUrl(search: URLSearchParams): ActivityUrl {
  const day = (key: string) => (DAY.test(search.get(key) ?? "") ? (search.get(key) ?? undefined) : undefined);
  return {
    actor: search.get("actor")?.slice(0, 64) || undefined,
    action: valid(ChangeAction, search.get("action")),
    entity: valid(Id, search.get("entity")),
    batch: valid(BatchId, search.get("batch")),
    from: day("from"),
    to: day("to"),
    page: Math.max(1, Math.floor(Number(search.get("page"))) || 1),
  };
}

/** The URL's search part for `state`: only what is set, page 1 left out. */
export function activitySearch(state: ActivityUrl): URLSearchParams {
  const { page, ...filters } = state;
  const search = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => !!e[1]));
  if (page > 1) search.set("page", String(page));
  return search;
}

/** The start of a calendar day in the browser's zone, as an instant; `days` later for an exclusive end. */
function startOfDay(day: string, days = 0): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d + days).toISOString();
}

/** The feed's filters: the days the user picked, in their own zone, from the first's start to the last's end. */
export function feedFilters({ page: _page, from, to, ...rest }: ActivityUrl): FeedFilters {
  return {
    ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v)),
    ...(from && { from: startOfDay(from) }),
    ...(to && { to: startOfDay(to, 1) }),
  };
}
