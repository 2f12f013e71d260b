import { randomUUID } from "node:crypto";
import { z } from "zod";
import { InvitationCreate, InvitationCreated, InvitationOut, InvitationPreview } from "../../contract";
import { hashToken } from "../auth/passwords";
import { assertOwner } from "../auth/roles";
import { sessionCacheFor } from "../auth/session-cache";
import { ApiError, notFound } from "../http/errors";
import { auth, type Api } from "../http/api";
import { parseJsonBody, pathId } from "../http/validate";
import { invitationPreview, newInvitationToken, redeemInvitation } from "./invitation-tokens";
import { addMembership } from "./new-group";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Invitations (docs/api.md, "Invitations"): owners create and revoke them, anyone with the token joins. */
export function registerInvitationRoutes(api: Api) {
  const { db } = api.deps;

  const list = (groupId: string) =>
    db.reader
      .selectFrom("invitations as i")
      .innerJoin("groups as g", "g.id", "i.group_id")
      .select(["i.id", "i.expires_at", "i.uses_left", "i.role", "g.id as group_id", "g.name"])
      .where("i.group_id", "=", groupId)
      .orderBy("i.created_at", "desc")
      .execute();
  type Row = Awaited<ReturnType<typeof list>>[number];
  const out = (r: Row) => ({
    id: r.id,
    expiresAt: r.expires_at,
    uses: r.uses_left,
    role: r.role,
    group: { id: r.group_id, name: r.name },
  });

  api.route(
    {
      method: "post",
      path: "/v1/groups/invitations",
      tag: "groups",
      summary: "Invite people to the group (owners): the token is shown in this answer only",
      body: { schema: InvitationCreate },
      responses: { 201: { description: "Created", schema: InvitationCreated } },
    },
    async (c) => {
      assertOwner(c);
      const body = await parseJsonBody(c, InvitationCreate);
      const { groupId } = auth(c);
      const now = new Date();
      const token = newInvitationToken();
      const id = randomUUID();
      await db.kysely
        .insertInto("invitations")
        .values({
          id,
          group_id: groupId,
          token_hash: hashToken(token),
          role: body.role,
          uses_left: body.uses,
          expires_at: new Date(body.expiresAt ? Date.parse(body.expiresAt) : now.getTime() + DAY_MS).toISOString(),
          created_at: now.toISOString(),
        })
        .execute();
      const row = (await list(groupId)).find((r) => r.id === id);
      if (!row) throw notFound("invitation");
      return c.json({ ...out(row), token }, 201);
    },
  );

  api.route(
    {
      method: "get",
      path: "/v1/groups/invitations",
      tag: "groups",
      summary: "The group's invitations, newest first (owners); `uses` counts the uses left",
      responses: { 200: { description: "Invitations", schema: z.array(InvitationOut) } },
    },
    async (c) => {
      assertOwner(c);
      return c.json((await list(auth(c).groupId)).map(out));
    },
  );

  api.route(
    {
      method: "delete",
      path: "/v1/groups/invitations/:id",
      tag: "groups",
      summary: "Revoke an invitation (owners)",
      responses: { 204: { description: "Revoked" }, 404: { description: "No such invitation in this group" } },
    },
    async (c) => {
      assertOwner(c);
      const id = pathId(c);
      const gone = await db.kysely
        .deleteFrom("invitations")
        .where("id", "=", id)
        .where("group_id", "=", auth(c).groupId)
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) throw notFound("invitation");
      return c.body(null, 204);
    },
  );

  api.route(
    {
      method: "post",
      path: "/v1/groups/invitations/:token",
      tag: "groups",
      summary: "Join the invitation's group as the signed-in user (the default group stays as it is)",
      responses: {
        200: { description: "Joined", schema: z.object({ id: z.string(), name: z.string() }) },
        409: { description: "Already a member" },
        422: { description: "Unknown, revoked, expired or used-up token" },
      },
    },
    async (c) => {
      const { userId } = auth(c);
      const raw = c.req.param("token") ?? "";
      const joined = await db.kysely.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        const taken = await redeemInvitation(trx, raw, now);
        if ("error" in taken) throw new ApiError(422, "The invitation cannot be used.", { token: taken.error });
        const already = await trx
          .selectFrom("memberships")
          .select("role")
          .where("group_id", "=", taken.groupId)
          .where("user_id", "=", userId)
          .executeTakeFirst();
        if (already) throw new ApiError(409, "You are already a member of this group.");
        await addMembership(trx, taken.groupId, userId, taken.role, now);
        await trx
          .updateTable("users")
          .set({ group_id: taken.groupId })
          .where("id", "=", userId)
          .where("group_id", "is", null)
          .execute();
        return trx
          .selectFrom("groups")
          .select(["id", "name"])
          .where("id", "=", taken.groupId)
          .executeTakeFirstOrThrow();
      });
      sessionCacheFor(db).clear();
      return c.json(joined);
    },
  );

  api.route(
    {
      method: "get",
      path: "/v1/invitations/preview",
      tag: "groups",
      auth: false,
      summary: "The group an invitation token joins, for the join page (public; needs the token)",
      responses: { 200: { description: "Preview", schema: InvitationPreview }, 404: { description: "Not usable" } },
    },
    async (c) => {
      const token = c.req.query("token") ?? "";
      const row = token ? await invitationPreview(db.reader, token, new Date().toISOString()) : undefined;
      if (!row) throw new ApiError(404, "This invitation is unknown, revoked, expired or used up.");
      return c.json({ groupName: row.name, role: row.role, expiresAt: row.expires_at });
    },
  );
}
