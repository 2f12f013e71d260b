import { z } from "zod";
import { TagInput, TagSummary } from "../../src/api/contract";
import { auth, type Api } from "../http/api";
import { parseJsonBody, pathId } from "../http/validate";
import { tagOut } from "./output";
import { createTag, deleteTag, findTag, listTags, replaceTag } from "./store";

const TAG = { description: "The tag", schema: TagSummary };

export function registerTagRoutes(api: Api) {
  const { db } = api.deps;
  api.route(
    {
      method: "get",
      path: "/v1/tags",
      tag: "tags",
      summary: "Tags of the group, by name",
      responses: { 200: { description: "Tags", schema: z.array(TagSummary) } },
    },
    async (c) => c.json((await listTags(db.reader, auth(c).groupId)).map(tagOut)),
  );

  api.route(
    {
      method: "post",
      path: "/v1/tags",
      tag: "tags",
      summary: "Create a tag",
      body: { schema: TagInput },
      responses: { 201: TAG },
    },
    async (c) => {
      const body = await parseJsonBody(c, TagInput);
      const row = await createTag(db, auth(c).groupId, body);
      return c.json(tagOut(row), 201);
    },
  );

  api.route(
    { method: "get", path: "/v1/tags/:id", tag: "tags", summary: "One tag", responses: { 200: TAG } },
    async (c) => c.json(tagOut(await findTag(db.kysely, auth(c).groupId, pathId(c)))),
  );

  api.route(
    {
      method: "put",
      path: "/v1/tags/:id",
      tag: "tags",
      summary: "Replace a tag (omitted parentId = root)",
      body: { schema: TagInput },
      responses: { 200: TAG },
    },
    async (c) => {
      const id = pathId(c);
      const body = await parseJsonBody(c, TagInput);
      return c.json(tagOut(await replaceTag(db, auth(c).groupId, id, body)));
    },
  );

  api.route(
    {
      method: "delete",
      path: "/v1/tags/:id",
      tag: "tags",
      summary: "Delete a tag; its children move to the root",
      responses: { 204: { description: "Deleted" } },
    },
    async (c) => {
      await deleteTag(db, auth(c).groupId, pathId(c));
      return c.body(null, 204);
    },
  );
}
