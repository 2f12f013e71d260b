import { z } from "zod";
import { CurrencyOut, GroupCreate, GroupOut, GroupUpdate } from "../../contract";
import { removeBlobs } from "../attachments/cleanup";
import { createGroup } from "../auth/groups";
import { assertOwner } from "../auth/roles";
import { sessionCacheFor } from "../auth/session-cache";
import { ApiError } from "../http/errors";
import { auth, type Api } from "../http/api";
import { parseJsonBody } from "../http/validate";
import { currencies, isCurrency } from "./currencies";
import { addMembership } from "./new-group";
import { deleteGroupData, groupOut, groupsOf } from "./store";

/** Homebox's group endpoints (docs/api.md, "Groups and members"); the group is the one X-Tenant selects. */
export function registerGroupRoutes(api: Api) {
  const { db } = api.deps;

  api.route(
    {
      method: "get",
      path: "/v1/currencies",
      tag: "groups",
      auth: false,
      summary: "The ISO 4217 currencies a group may use (public)",
      responses: { 200: { description: "Currencies sorted by name", schema: z.array(CurrencyOut) } },
    },
    (c) => c.json(currencies(), 200, { "Cache-Control": "max-age=600" }),
  );

  const current = async (groupId: string) =>
    db.reader.selectFrom("groups").selectAll().where("id", "=", groupId).executeTakeFirstOrThrow();

  api.route(
    {
      method: "get",
      path: "/v1/groups",
      tag: "groups",
      summary: "The selected group",
      responses: { 200: { description: "Group", schema: GroupOut } },
    },
    async (c) => c.json(groupOut(await current(auth(c).groupId), auth(c).role)),
  );

  api.route(
    {
      method: "get",
      path: "/v1/groups/all",
      tag: "groups",
      summary: "Every group the caller belongs to, oldest first",
      responses: { 200: { description: "Groups", schema: z.array(GroupOut) } },
    },
    async (c) => c.json(await groupsOf(db.reader, auth(c).userId)),
  );

  api.route(
    {
      method: "post",
      path: "/v1/groups",
      tag: "groups",
      summary: "A new group the caller owns (the default group stays as it is)",
      body: { schema: GroupCreate },
      responses: { 201: { description: "Created", schema: GroupOut } },
    },
    async (c) => {
      const body = await parseJsonBody(c, GroupCreate);
      const { userId } = auth(c);
      const now = new Date().toISOString();
      const id = await db.kysely.transaction().execute(async (trx) => {
        const groupId = await createGroup(trx, body.name, now);
        await addMembership(trx, groupId, userId, "owner", now);
        // A user whose last group went away gets this one as default.
        await trx
          .updateTable("users")
          .set({ group_id: groupId })
          .where("id", "=", userId)
          .where("group_id", "is", null)
          .execute();
        return groupId;
      });
      sessionCacheFor(db).clear();
      return c.json(groupOut(await current(id), "owner"), 201);
    },
  );

  api.route(
    {
      method: "put",
      path: "/v1/groups",
      tag: "groups",
      summary: "Rename the group and set its currency (owners)",
      body: { schema: GroupUpdate },
      responses: { 200: { description: "Group", schema: GroupOut }, 403: { description: "Not an owner" } },
    },
    async (c) => {
      assertOwner(c);
      const body = await parseJsonBody(c, GroupUpdate);
      if (!isCurrency(body.currency)) {
        throw new ApiError(422, "The currency is not supported.", {
          currency: `${body.currency} is not one of GET /v1/currencies`,
        });
      }
      const { groupId } = auth(c);
      await db.kysely
        .updateTable("groups")
        .set({ name: body.name, currency: body.currency.toLowerCase(), updated_at: new Date().toISOString() })
        .where("id", "=", groupId)
        .execute();
      return c.json(groupOut(await current(groupId), "owner"));
    },
  );

  api.route(
    {
      method: "delete",
      path: "/v1/groups",
      tag: "groups",
      summary: "Delete the group with its inventory and files (owners; only when no other member is left)",
      responses: {
        204: { description: "Deleted" },
        400: { description: "Your only group" },
        409: { description: "Other members still belong to it" },
      },
    },
    async (c) => {
      assertOwner(c);
      const { groupId, userId } = auth(c);
      const keys = await db.kysely.transaction().execute(async (trx) => {
        const members = await trx.selectFrom("memberships").select("user_id").where("group_id", "=", groupId).execute();
        if (members.some((m) => m.user_id !== userId)) {
          throw new ApiError(409, "Other members still belong to this group; remove them first.");
        }
        const other = await trx
          .selectFrom("memberships")
          .select("group_id")
          .where("user_id", "=", userId)
          .where("group_id", "!=", groupId)
          .orderBy("created_at")
          .executeTakeFirst();
        if (!other) throw new ApiError(400, "This is your only group; delete your account instead.");
        await trx
          .updateTable("users")
          .set({ group_id: other.group_id })
          .where("id", "=", userId)
          .where("group_id", "=", groupId)
          .execute();
        return deleteGroupData(trx, groupId);
      });
      sessionCacheFor(db).clear();
      await removeBlobs(db.kysely, api.deps.blobs, keys);
      return c.body(null, 204);
    },
  );
}
