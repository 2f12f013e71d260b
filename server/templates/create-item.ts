import type { TemplateCreateItem } from "../../contract";
import type { Db } from "../db/database";
import { inTreeTransaction } from "../db/transaction";
import { DomainError, invalid } from "../domain/errors";
import { blameTemplate, entityFromTemplate } from "../domain/template-defaults";
import { ApiError } from "../http/errors";
import { insertEntity } from "../entities/write";
import { findTemplate } from "./store";

/**
 * `POST /v1/templates/{id}/create-item`: the template's defaults plus the request's overrides, created by
 * the same insert as `POST /v1/entities` in one transaction, so a refused value (a default location that no
 * longer exists) leaves nothing behind and answers 422 naming the template's field.
 */
export function createFromTemplate(db: Db, groupId: string, templateId: string, sent: TemplateCreateItem) {
  return inTreeTransaction(db, groupId, async (trx) => {
    const template = await findTemplate(trx, groupId, templateId);
    try {
      return await insertEntity(trx, groupId, entityFromTemplate(template, sent));
    } catch (err) {
      const fields = refusedFields(err);
      if (fields) throw invalid(blameTemplate(fields, sent));
      throw err;
    }
  });
}

/**
 * The fields of an insert refused as invalid. The entity store (server/entities) throws the HTTP layer's 422
 * until it moves to the domain's errors; the ApiError arm goes with that move.
 */
function refusedFields(err: unknown): Record<string, string> | undefined {
  if (err instanceof DomainError) return err.failure === "invalid" ? err.details.fields : undefined;
  if (err instanceof ApiError) return err.status === 422 ? err.fields : undefined;
  return undefined;
}
