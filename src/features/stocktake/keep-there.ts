import { t } from "@lingui/core/macro";
import type { QueryClient } from "@tanstack/react-query";
import { stocktakeEndpoints, type StocktakeOut } from "../../../contract/stocktake";
import { call } from "../../api/client";
import { errorMessage } from "../../components/ui/error-text";
import { feedbackStore } from "../scan";
import { withKept } from "./apply-answers";
import { stocktakeQueries } from "./queries";

/**
 * "It belongs there": the unexpected entity is recorded to stay where it belongs, so the finish does not move
 * it. Shown at once; the service's refusal (a closed stock-take, no connection) takes it back.
 */
export async function keepThere(qc: QueryClient, entity: { entityId: string; name: string }, view: StocktakeOut) {
  const mark = (keep: boolean) =>
    qc.setQueriesData<StocktakeOut>({ queryKey: stocktakeQueries.views(view.id) }, (v) =>
      v ? withKept(v, entity.entityId, keep) : v,
    );
  mark(true);
  try {
    const params = { id: view.id, entityId: entity.entityId };
    await call(stocktakeEndpoints.keep, { params, body: { keep: true } });
    feedbackStore.signal("success", t`${entity.name} stays where it belongs.`);
  } catch (error) {
    mark(false);
    feedbackStore.signal("error", errorMessage(error));
  }
}
