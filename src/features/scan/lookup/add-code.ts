import type { QueryClient } from "@tanstack/react-query";
import { callWithEtag } from "../../../api/client";
import { entityQueries } from "../../../api/entity-queries";
import { isBarcodeFieldName } from "../../../components/form/code-field";
import type { EntityOut, EntityUpdateInput } from "../../../../contract/entity";
import { entityEndpoints } from "../../../../contract/entity-endpoints";
import { BARCODE_FIELD } from "./scan-api";

/**
 * The entity's custom fields as a PUT sends them, with `code` stored: in its empty Barcode field if it has
 * one, else in a new one (without an id: the service creates it).
 */
export function fieldsWithCode(fields: EntityOut["fields"], code: string): NonNullable<EntityUpdateInput["fields"]> {
  const empty = fields.findIndex((f) => f.type === "text" && isBarcodeFieldName(f.name) && !f.textValue.trim());
  if (empty >= 0) return fields.map((f, i) => (i === empty ? { ...f, textValue: code } : f));
  return [...fields, { name: BARCODE_FIELD, type: "text", textValue: code }];
}

/**
 * Stores a scanned code on an existing entity, where a create from a scan stores it (a Barcode field), so
 * the next scan of the code finds it. A full PUT with the ETag just loaded: nobody's change is overwritten.
 */
export async function addCodeToEntity(qc: QueryClient, id: string, code: string): Promise<EntityOut> {
  const { data, etag } = await qc.fetchQuery({ ...entityQueries.detail(id), staleTime: 0 });
  const result = await callWithEtag(entityEndpoints.replace, {
    params: { id },
    body: { ...data, fields: fieldsWithCode(data.fields, code) },
    ifMatch: etag ?? undefined,
  });
  qc.setQueryData(entityQueries.detail(id).queryKey, result);
  await qc.invalidateQueries({
    queryKey: entityQueries.all,
    predicate: (q) => !entityQueries.isDetail(q.queryKey, id),
  });
  return result.data;
}
