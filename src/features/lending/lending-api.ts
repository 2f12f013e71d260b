import type { QueryClient } from "@tanstack/react-query";
import { callWithEtag } from "../../api/client";
import { entityQueries } from "../../api/entity-queries";
import type { CheckoutInputValues } from "../../../contract/checkout";
import type { EntityOut } from "../../../contract/entity";
import { lendingEndpoints } from "../../../contract/lending";

/** The answer (the entity with its check-out) goes into the cache; every list and the home page refresh. */
async function settle(qc: QueryClient, id: string, result: { data: EntityOut; etag: string | null }) {
  qc.setQueryData(entityQueries.detail(id).queryKey, result);
  await Promise.all([
    qc.invalidateQueries({ queryKey: entityQueries.all, predicate: (q) => !entityQueries.isDetail(q.queryKey, id) }),
    qc.invalidateQueries({ queryKey: ["home"] }),
  ]);
  return result.data;
}

export async function lendEntity(qc: QueryClient, id: string, body: CheckoutInputValues): Promise<EntityOut> {
  return settle(qc, id, await callWithEtag(lendingEndpoints.checkout, { params: { id }, body }));
}

export async function takeBack(qc: QueryClient, id: string, note = ""): Promise<EntityOut> {
  return settle(qc, id, await callWithEtag(lendingEndpoints.return, { params: { id }, body: { note } }));
}
