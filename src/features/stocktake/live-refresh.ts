import type { QueryClient } from "@tanstack/react-query";
import type { LiveEvent } from "../../../contract/events";
import { stocktakeQueries } from "./queries";

/** A stock-take event as the stream carries it: `ids` names the stock-take. */
type StocktakeEvent = Pick<LiveEvent, "ids" | "by">;

/** How long an answer applied here waits for its own live event; later, an event is taken as someone else's. */
const ECHO_MS = 3000;
const echoes: Array<{ stocktakeId: string; by: string; at: number }> = [];

/** This tab applied the answer of its write to the stock-take to its cached view: the write's live event is an echo. */
export function expectEcho(stocktakeId: string, by: string) {
  echoes.push({ stocktakeId, by, at: Date.now() });
}

/** Takes the echo the event is, if any: the same person's write to the same stock-take, recently answered here. */
function takeEcho(event: StocktakeEvent): boolean {
  const now = Date.now();
  while (echoes[0] && now - echoes[0].at > ECHO_MS) echoes.shift();
  const i = echoes.findIndex((e) => e.by === event.by.id && event.ids.includes(e.stocktakeId));
  if (i >= 0) echoes.splice(i, 1);
  return i >= 0;
}

/**
 * A stock-take changed (someone's scan, finish or cancel): its views are refetched, unless the change is this
 * tab's own answered write, already applied. What was expected never changes, so it is never refetched.
 */
export function refreshStocktakes(qc: QueryClient, event: StocktakeEvent) {
  if (takeEcho(event)) return void qc.invalidateQueries({ queryKey: stocktakeQueries.list().queryKey });
  void qc.invalidateQueries({ queryKey: stocktakeQueries.all, predicate: (q) => q.queryKey[1] !== "expected" });
}
