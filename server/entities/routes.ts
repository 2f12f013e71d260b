import { entityEndpoints as entities, reportingEndpoints as reporting, type EntityOut } from "../../contract";
import { removeBlobs } from "../attachments/cleanup";
import { notFound } from "../domain/errors";
import { auth, changeMarkOf, type Api, type Ctx } from "../http/api";
import { exactJson } from "../http/compress-json";
import { requestHeader } from "../http/request-header";
import { csvStream } from "../csv/csv-line";
import { billOfMaterials } from "./bill-of-materials";
import { entitiesByAssetId } from "./by-asset-id";
import { deleteEntity } from "./delete";
import { duplicateEntity } from "./duplicate";
import { entityAnswers } from "./entity-answers";
import { fieldNames, fieldValues } from "./field-catalog";
import { listEntities } from "./list";
import { loadEntityOut } from "./output";
import { entityPath } from "./path";
import { entityTree } from "./tree";
import { createEntity, etag, patchEntity, replaceEntity } from "./write";

/** The entity as the answer, its version as the ETag that a later If-Match names. */
const withEtag = (c: Ctx, result: { entity: EntityOut; version: number }) => {
  c.header("ETag", etag(result.version));
  return result.entity;
};

export function registerEntityRoutes(api: Api) {
  const { db } = api.deps;
  const keptAnswer = entityAnswers(() => db.changeMark());

  api.handle(entities.list, async (c, { query }) => listEntities(db.reader, auth(c).groupId, query));
  api.handle(entities.tree, async (c, { query }) => entityTree(db.reader, auth(c).groupId, query.withItems));
  // Before `/v1/entities/{id}`, which would read `fields` as an id.
  api.handle(entities.fieldNames, (c) => fieldNames(db.reader, auth(c).groupId));
  api.handle(entities.fieldValues, (c, { query }) => fieldValues(db.reader, auth(c).groupId, query.field));
  api.handle(entities.byAssetId, (c, { params, query }) =>
    entitiesByAssetId(db.reader, auth(c).groupId, params.assetId, query),
  );
  api.handle(reporting.billOfMaterials, (c) =>
    c.body(csvStream(billOfMaterials(db.reader, auth(c).groupId)), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="bill-of-materials.csv"',
      "Cache-Control": "no-store",
    }),
  );
  api.handle(entities.create, async (c, { body }) => withEtag(c, await createEntity(db, auth(c).groupId, body)));
  api.handle(entities.get, async (c, { params: { id } }) => {
    const { groupId } = auth(c);
    const answer = await keptAnswer(groupId, id, await changeMarkOf(c, db), async () => {
      const found = await loadEntityOut(db.reader, groupId, id);
      return found && { etag: etag(found.version), body: Buffer.from(JSON.stringify(found.entity)) };
    });
    if (!answer) throw notFound();
    return exactJson(c, answer.body, answer.etag);
  });
  api.handle(entities.replace, async (c, { params, body }) =>
    withEtag(c, await replaceEntity(db, auth(c).groupId, params.id, body, requestHeader(c, "if-match"))),
  );
  api.handle(entities.patch, async (c, { params, body }) =>
    withEtag(c, await patchEntity(db, auth(c).groupId, params.id, body, requestHeader(c, "if-match"))),
  );
  api.handle(entities.remove, async (c, { params }) => {
    const keys = await deleteEntity(db, auth(c).groupId, params.id);
    await removeBlobs(db.kysely, api.deps.blobs, keys);
  });
  api.handle(entities.duplicate, async (c, { params, body }) =>
    withEtag(c, await duplicateEntity(db, auth(c).groupId, params.id, body)),
  );
  api.handle(entities.path, async (c, { params }) => entityPath(db.reader, auth(c).groupId, params.id));
}
