import { entityEndpoints, type EntityCreateInput, type EntityListResult, type EntityOut } from "../../contract";
import type { Account } from "./session";

/** The fields of a new entity, and optionally the custom text field Barcode that a scan finds. */
export type NewEntity = EntityCreateInput & { barcode?: string };

/** Creates an entity through the API. */
export function createEntity(account: Account, { barcode, ...body }: NewEntity): Promise<EntityOut> {
  const fields = barcode ? [{ name: "Barcode", type: "text" as const, textValue: barcode }] : body.fields;
  return account.api.call(entityEndpoints.create, { body: { ...body, fields } });
}

export const getEntity = (account: Account, id: string): Promise<EntityOut> =>
  account.api.call(entityEndpoints.get, { params: { id } });

/** The first page of the list's search for `q`. */
export const findEntities = (account: Account, q: string): Promise<EntityListResult> =>
  account.api.call(entityEndpoints.list, { query: { q } });
