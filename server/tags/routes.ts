import { randomUUID } from "node:crypto";
import { z } from "zod";
import { TagInput, TagSummary, type TagInput as TagBody } from "../../src/api/contract";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { tagOut } from "../entities/output";
import { auth, type Api } from "../http/api";
import { invalid, notFound } from "../http/errors";
import { parseJsonBody, pathId } from "../http/validate";

const TAG = { description: "The tag", schema: TagSummary };
const MAX_DEPTH = 5;

/** The parent must be a tag of the group, not the tag itself nor below it, and the tree at most 5 deep. */
async function checkParent(db: Kysely<Database>, groupId: string, selfId: string | null, body: TagBody) {
  if (!body.parentId) return;
  const chain: string[] = [];
  let cursor: string | null = body.parentId;
  while (cursor) {
    const row: { id: string; parent_id: string | null } | undefined = await db
      .selectFrom("tags")
      .select(["id", "parent_id"])
      .where("id", "=", cursor)
      .where("group_id", "=", groupId)
      .executeTakeFirst();
    if (!row) throw invalid({ parentId: "not found: no tag with this id in your group" });
    if (row.id === selfId) throw invalid({ parentId: "must not be the tag itself or one of its descendants" });
    chain.push(row.id);
    if (chain.length >= MAX_DEPTH) throw invalid({ parentId: `tags nest at most ${MAX_DEPTH} levels deep` });
    cursor = row.parent_id;
  }
}

export function registerTagRoutes(api: Api) {
  const { db } = api.deps;
  const find = async (groupId: string, id: string) => {
    const row = await db.kysely
      .selectFrom("tags")
      .selectAll()
      .where("id", "=", id)
      .where("group_id", "=", groupId)
      .executeTakeFirst();
    if (!row) throw notFound("tag");
    return row;
  };

  api.route(
    {
      method: "get",
      path: "/v1/tags",
      tag: "tags",
      summary: "Tags of the group, by name",
      responses: { 200: { description: "Tags", schema: z.array(TagSummary) } },
    },
    async (c) => {
      const rows = await db.reader
        .selectFrom("tags")
        .selectAll()
        .where("group_id", "=", auth(c).groupId)
        .orderBy("name")
        .orderBy("id")
        .execute();
      return c.json(rows.map(tagOut));
    },
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
      const { groupId } = auth(c);
      await checkParent(db.kysely, groupId, null, body);
      const now = new Date().toISOString();
      const row = {
        id: randomUUID(),
        group_id: groupId,
        parent_id: body.parentId,
        name: body.name,
        description: body.description,
        color: body.color,
        icon: body.icon,
        created_at: now,
        updated_at: now,
      };
      await db.kysely.insertInto("tags").values(row).execute();
      return c.json(tagOut(row), 201);
    },
  );

  api.route(
    { method: "get", path: "/v1/tags/:id", tag: "tags", summary: "One tag", responses: { 200: TAG } },
    async (c) => c.json(tagOut(await find(auth(c).groupId, pathId(c)))),
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
      const { groupId } = auth(c);
      const current = await find(groupId, id);
      await checkParent(db.kysely, groupId, id, body);
      const next = {
        ...current,
        parent_id: body.parentId,
        name: body.name,
        description: body.description,
        color: body.color,
        icon: body.icon,
        updated_at: new Date().toISOString(),
      };
      await db.kysely.updateTable("tags").set(next).where("id", "=", id).execute();
      return c.json(tagOut(next));
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
      const id = pathId(c);
      await find(auth(c).groupId, id);
      await db.kysely.transaction().execute(async (trx) => {
        await trx.updateTable("tags").set({ parent_id: null }).where("parent_id", "=", id).execute();
        await trx.deleteFrom("tags").where("id", "=", id).execute();
      });
      return c.body(null, 204);
    },
  );
}
