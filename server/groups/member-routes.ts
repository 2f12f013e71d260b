import { z } from "zod";
import { MemberOut, MemberUpdate } from "../../contract";
import { assertOwner } from "../auth/roles";
import { sessionCacheFor } from "../auth/session-cache";
import { ApiError, notFound } from "../http/errors";
import { auth, type Api } from "../http/api";
import { parseJsonBody, pathId } from "../http/validate";
import { ownerCount, removeMembership } from "./store";

/**
 * Members and roles (docs/api.md, "Groups and members"): owners remove members and change roles, anyone may
 * leave; the last owner can neither leave nor be removed nor stop being an owner. Every change clears the
 * session cache, so a removed member's next request is already refused.
 */
export function registerMemberRoutes(api: Api) {
  const { db } = api.deps;

  api.route(
    {
      method: "get",
      path: "/v1/groups/members",
      tag: "groups",
      summary: "The group's members with their roles, in the order they joined",
      responses: { 200: { description: "Members", schema: z.array(MemberOut) } },
    },
    async (c) => {
      const rows = await db.reader
        .selectFrom("memberships as m")
        .innerJoin("users as u", "u.id", "m.user_id")
        .select(["u.id", "u.name", "u.email", "m.role"])
        .where("m.group_id", "=", auth(c).groupId)
        .orderBy("m.created_at")
        .orderBy("u.id")
        .execute();
      return c.json(rows);
    },
  );

  const lastOwner = () => new ApiError(409, "The group's last owner cannot leave or stop being an owner.");

  api.route(
    {
      method: "put",
      path: "/v1/groups/members/:userId",
      tag: "groups",
      summary: "Change a member's role (owners)",
      body: { schema: MemberUpdate },
      responses: { 200: { description: "Member", schema: MemberOut }, 409: { description: "The last owner" } },
    },
    async (c) => {
      assertOwner(c);
      const memberId = pathId(c, "userId");
      const { role } = await parseJsonBody(c, MemberUpdate);
      const { groupId } = auth(c);
      const member = await db.kysely.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("memberships")
          .select("role")
          .where("group_id", "=", groupId)
          .where("user_id", "=", memberId)
          .executeTakeFirst();
        if (!row) throw notFound("member");
        if (
          row.role === "owner" &&
          role !== "owner" &&
          (await ownerCount(trx, groupId, db.dialect === "postgres")) <= 1
        )
          throw lastOwner();
        await trx
          .updateTable("memberships")
          .set({ role })
          .where("group_id", "=", groupId)
          .where("user_id", "=", memberId)
          .execute();
        return trx
          .selectFrom("memberships as m")
          .innerJoin("users as u", "u.id", "m.user_id")
          .select(["u.id", "u.name", "u.email", "m.role"])
          .where("m.group_id", "=", groupId)
          .where("m.user_id", "=", memberId)
          .executeTakeFirstOrThrow();
      });
      sessionCacheFor(db).clear();
      return c.json(member);
    },
  );

  api.route(
    {
      method: "delete",
      path: "/v1/groups/members/:userId",
      tag: "groups",
      summary: "Remove a member (owners), or leave the group (one's own id)",
      responses: {
        204: { description: "Removed" },
        404: { description: "Not a member" },
        409: { description: "The last owner" },
      },
    },
    async (c) => {
      const memberId = pathId(c, "userId");
      const { groupId, userId } = auth(c);
      if (memberId !== userId) assertOwner(c);
      await db.kysely.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("memberships")
          .select("role")
          .where("group_id", "=", groupId)
          .where("user_id", "=", memberId)
          .executeTakeFirst();
        if (!row) throw notFound("member");
        if (row.role === "owner" && (await ownerCount(trx, groupId, db.dialect === "postgres")) <= 1) throw lastOwner();
        await removeMembership(trx, groupId, memberId);
      });
      sessionCacheFor(db).clear();
      return c.body(null, 204);
    },
  );
}
