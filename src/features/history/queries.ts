import { endpointQuery } from "../../api/endpoint-query";
import { historyEndpoints, type HistoryFeedQuery } from "../../../contract/history";

/** Filters of the Activity page, as the URL holds them (paging separate). */
export type FeedFilters = Partial<Omit<HistoryFeedQuery, "page" | "pageSize">>;

/** The query-key factory of the history feature: an entity's changes and the group's activity feed. */
export const historyQueries = {
  all: ["history"] as const,
  /** Every page of one entity's changes. */
  ofEntity: (entityId: string) => [...historyQueries.all, "entity", entityId] as const,
  entity: (entityId: string, page = 1) =>
    endpointQuery([...historyQueries.ofEntity(entityId), page], historyEndpoints.entity, {
      params: { id: entityId },
      query: { page, pageSize: 20 },
    }),
  /** Every page of the feed, under any filters. */
  feeds: () => [...historyQueries.all, "feed"] as const,
  feed: (filters: FeedFilters, page = 1) =>
    endpointQuery([...historyQueries.feeds(), filters, page], historyEndpoints.feed, {
      query: { ...filters, page, pageSize: 50 },
    }),
  settings: () => endpointQuery([...historyQueries.all, "settings"], historyEndpoints.settings),
};
