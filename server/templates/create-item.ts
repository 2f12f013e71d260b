import type { TemplateCreateItem } from "../../contract";
import type { Db } from "../db/database";
import { inTreeTransaction } from "../db/transaction";
import { DomainError, invalid } from "../domain/errors";
import { blameTemplate, entityFromTemplate } from "../domain/template-defaults";
import { insertEntity } from "../entities/write";
import { findTemplate } from "./store";

/**
 * The template's defaults plus the request's overrides, inserted in one transaction, so a refused default
 * leaves nothing behind and answers 422 naming the template's field.
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

/** The fields of an insert refused as invalid. */
function refusedFields(err: unknown): Record<string, string> | undefined {
  return err instanceof DomainError && err.failure === "invalid" ? err.details.fields : undefined;
}
