import {
  DuplicateOptions,
  EntityCreate,
  EntityListQuery,
  EntityListResult,
  EntityOut,
  EntityPatch,
  EntityPath,
  EntityUpdate,
  TreeNode,
  TreeQuery,
} from "../../contract";
import { z } from "zod";
import { removeBlobs } from "../attachments/cleanup";
import { auth, changeMarkOf, type Api, type Ctx } from "../http/api";
import { exactJson } from "../http/compress-json";
import { notFound } from "../http/errors";
import { parseJsonBody, parseQuery, pathId } from "../http/validate";
import { deleteEntity } from "./delete";
import { duplicateEntity } from "./duplicate";
import { listEntities } from "./list";
import { entityAnswers } from "./entity-answers";
import { loadEntityOut } from "./output";
import { entityTree } from "./tree";
import { createEntity, etag, patchEntity, replaceEntity } from "./write";
import { entityPath } from "./path";
import { requestHeader } from "../http/request-header";

const ARRAY_KEYS = ["entityTypeIds", "tags", "parentIds", "locationIds"] as const;

const withEtag = (c: Ctx, result: { entity: EntityOut; version: number }, status: 200 | 201 = 200) => {
  c.header("ETag", etag(result.version));
  return c.json(result.entity, status);
};

const ENTITY = { description: "The entity", schema: EntityOut };
const PRECONDITION = { description: "If-Match did not match; body has `current`" };

export function registerEntityRoutes(api: Api) {
  const { db } = api.deps;
  const keptAnswer = entityAnswers(() => db.changeMark());

  api.route(
    {
      method: "get",
      path: "/v1/entities",
      tag: "entities",
      summary: "List and search entities",
      query: EntityListQuery,
      responses: { 200: { description: "A page of entities", schema: EntityListResult } },
    },
    async (c) => c.json(await listEntities(db.reader, auth(c).groupId, parseQuery(c, EntityListQuery, ARRAY_KEYS))),
  );

  api.route(
    {
      method: "get",
      path: "/v1/entities/tree",
      tag: "entities",
      summary: "Locations (and items) as a tree",
      query: TreeQuery,
      responses: { 200: { description: "Tree", schema: z.array(TreeNode) } },
    },
    async (c) => c.json(await entityTree(db.reader, auth(c).groupId, parseQuery(c, TreeQuery).withItems)),
  );

  api.route(
    {
      method: "post",
      path: "/v1/entities",
      tag: "entities",
      summary: "Create an entity (every field of the update body)",
      body: { schema: EntityCreate },
      responses: { 201: { description: "Created", schema: EntityOut } },
    },
    async (c) => withEtag(c, await createEntity(db, auth(c).groupId, await parseJsonBody(c, EntityCreate)), 201),
  );

  api.route(
    { method: "get", path: "/v1/entities/:id", tag: "entities", summary: "One entity", responses: { 200: ENTITY } },
    async (c) => {
      const { groupId } = auth(c);
      const id = pathId(c);
      const answer = await keptAnswer(groupId, id, await changeMarkOf(c, db), async () => {
        const found = await loadEntityOut(db.reader, groupId, id);
        return found && { etag: etag(found.version), body: Buffer.from(JSON.stringify(found.entity)) };
      });
      if (!answer) throw notFound();
      return exactJson(c, answer.body, answer.etag);
    },
  );

  api.route(
    {
      method: "put",
      path: "/v1/entities/:id",
      tag: "entities",
      summary: "Replace every editable field (omitted = a new entity's value)",
      body: { schema: EntityUpdate },
      responses: { 200: ENTITY, 412: PRECONDITION },
    },
    async (c) => {
      const id = pathId(c);
      const body = await parseJsonBody(c, EntityUpdate);
      return withEtag(c, await replaceEntity(db, auth(c).groupId, id, body, requestHeader(c, "if-match")));
    },
  );

  api.route(
    {
      method: "patch",
      path: "/v1/entities/:id",
      tag: "entities",
      summary: "Change type, parent, location, quantity or tags (absent = unchanged, null = reset)",
      body: { schema: EntityPatch },
      responses: { 200: ENTITY, 412: PRECONDITION },
    },
    async (c) => {
      const id = pathId(c);
      const body = await parseJsonBody(c, EntityPatch);
      return withEtag(c, await patchEntity(db, auth(c).groupId, id, body, requestHeader(c, "if-match")));
    },
  );

  api.route(
    {
      method: "delete",
      path: "/v1/entities/:id",
      tag: "entities",
      summary: "Delete; children keep their resolved location",
      responses: { 204: { description: "Deleted" } },
    },
    async (c) => {
      const keys = await deleteEntity(db, auth(c).groupId, pathId(c));
      await removeBlobs(db.kysely, api.deps.blobs, keys);
      return c.body(null, 204);
    },
  );

  api.route(
    {
      method: "post",
      path: "/v1/entities/:id/duplicate",
      tag: "entities",
      summary: "Copy an entity (new asset id; attachments, custom fields and maintenance as asked)",
      body: { schema: DuplicateOptions },
      responses: { 201: { description: "The copy", schema: EntityOut } },
    },
    async (c) => {
      const id = pathId(c);
      const options = await parseJsonBody(c, DuplicateOptions);
      return withEtag(c, await duplicateEntity(db, auth(c).groupId, id, options), 201);
    },
  );

  api.route(
    {
      method: "get",
      path: "/v1/entities/:id/path",
      tag: "entities",
      summary: "Ancestors, root first, the entity last",
      responses: { 200: { description: "Path", schema: EntityPath } },
    },
    async (c) => c.json(await entityPath(db.reader, auth(c).groupId, pathId(c))),
  );
}
