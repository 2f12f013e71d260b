import { t } from "@lingui/core/macro";
import type { QueryClient } from "@tanstack/react-query";
import { entityEndpoints } from "../../../contract/entity-endpoints";
import type { StocktakeOut } from "../../../contract/stocktake";
import { call } from "../../api/client";
import { entityQueries } from "../../api/entity-queries";
import { errorMessage } from "../../components/ui/error-text";
import { feedbackStore } from "../scan";
import { stocktakeQueries } from "./queries";

/**
 * "Move it here": an unexpected entity is put into the counted location at once, the same move as anywhere
 * else (history records it); the stock-take then shows it as moved here, and its finish leaves it alone.
 */
export async function moveInto(qc: QueryClient, entity: { entityId: string; name: string }, view: StocktakeOut) {
  try {
    await call(entityEndpoints.patch, { params: { id: entity.entityId }, body: { parentId: view.locationId } });
    feedbackStore.signal("success", t`Moved ${entity.name} into ${view.locationName}.`);
  } catch (error) {
    feedbackStore.signal("error", errorMessage(error));
  }
  await Promise.all([
    qc.invalidateQueries({ queryKey: stocktakeQueries.views(view.id) }),
    qc.invalidateQueries({ queryKey: entityQueries.all }),
  ]);
}
