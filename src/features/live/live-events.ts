import type { QueryClient } from "@tanstack/react-query";
import { getSession } from "../../api/session";
import { callPath } from "../../../contract/endpoint";
import { eventEndpoints, LiveEvent, StocktakeEvent, StreamAccess } from "../../../contract/events";
import { applyRole, shownRole } from "../auth";
import { historyQueries } from "../history";
import { getTenant } from "../../api/tenant";
import { noteChanges } from "./change-store";
import { appPath } from "../../api/base-path";
import { refreshStocktakes } from "../stocktake";

/** The queries each kind of change makes stale (the features' key factories' roots). */
const STALE: Record<LiveEvent["type"], readonly (readonly string[])[]> = {
  entity: [["entities"]],
  // Entities show their tags' and types' names, so those changes refresh them too.
  tag: [["tags"], ["entities"]],
  "entity-type": [["entity-types"], ["entities"]],
  group: [],
};

/**
 * Keeps this tab's data current (docs/events.md): each change on the EventSource marks the affected queries
 * stale; it reconnects with Last-Event-ID by itself, and `resync` refreshes everything. Returns the disconnect.
 */
export function connectLiveEvents(queryClient: QueryClient): () => void {
  const session = getSession();
  if (!session || typeof EventSource === "undefined") return () => {};
  const query = new URLSearchParams({ access_token: session.attachmentToken });
  const tenant = getTenant();
  if (tenant) query.set("tenant", tenant);
  // The role the controls are shown by: the stream corrects it at once when it is no longer the user's.
  const role = shownRole(queryClient);
  if (role) query.set("role", role);
  const source = new EventSource(appPath(`/api${callPath(eventEndpoints.stream, undefined)}?${query.toString()}`));
  source.onmessage = (message: MessageEvent<string>) => {
    const data: unknown = JSON.parse(message.data);
    // Someone scanned, finished or cancelled (a finish's entity changes come as entity events of their own).
    const stocktake = StocktakeEvent.safeParse(data);
    if (stocktake.success) return refreshStocktakes(queryClient, stocktake.data);
    const parsed = LiveEvent.safeParse(data);
    if (!parsed.success) return;
    const { type, ids, by } = parsed.data;
    noteChanges(ids, { by, at: Date.now() });
    if (type === "group") void queryClient.invalidateQueries();
    // What this tab is deleting (or has deleted) would only answer 404: its own queries are left alone,
    // also when the change's event arrives before the DELETE's answer.
    const deleting = deletedHere(queryClient);
    const refresh = (q: { queryKey: readonly unknown[] }) => !q.queryKey.some((part) => deleting.has(part));
    for (const queryKey of STALE[type]) void queryClient.invalidateQueries({ queryKey, predicate: refresh });
    if (type === "entity") refreshHistory(queryClient, ids);
  };
  source.addEventListener("resync", () => void queryClient.invalidateQueries());
  source.addEventListener("access", (message: MessageEvent<string>) => {
    const access = StreamAccess.safeParse(JSON.parse(message.data));
    if (access.success) applyRole(queryClient, access.data.role);
  });
  return () => source.close();
}

/** The changed entities' histories and the group's feed have new entries (all histories when ids are left out). */
function refreshHistory(queryClient: QueryClient, ids: readonly string[]) {
  const keys = ids.length === 0 ? [historyQueries.all] : [...ids.map(historyQueries.ofEntity), historyQueries.feeds()];
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** The entity ids of this tab's delete mutations that have not failed (the mutation cache keeps them a while). */
function deletedHere(queryClient: QueryClient): Set<unknown> {
  const deletes = queryClient.getMutationCache().findAll({ predicate: (m) => m.meta?.deletesEntity === true });
  // Their variables are `{ id, name }` (useDeleteEntity).
  const ids = deletes.filter((m) => m.state.status !== "error").map((m) => (m.state.variables as { id?: string }).id);
  return new Set(ids);
}
