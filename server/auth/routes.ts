import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { LoginBody, LoginResult, RegisterBody, SelfResult, StatusResult } from "../../contract";
import { clientAddress } from "../http/client-address";
import { ApiError, tooManyRequests } from "../http/errors";
import { auth, type Api } from "../http/api";
import { parseJsonBody } from "../http/validate";
import { DUMMY_HASH, hashPassword, hashToken, newToken, verifyPassword } from "./passwords";
import { admitAttempt, clearAttempts } from "./rate-limit";
import { enabledProviders } from "../barcode/providers";
import { VERSION } from "../version";
import { createGroup } from "./groups";
import { addMembership, seedNewGroup } from "../groups/new-group";
import { redeemInvitation } from "../groups/invitation-tokens";
import { sessionCacheFor } from "./session-cache";
import { loadSelf } from "./self";

const DAY = 24 * 60 * 60 * 1000;

export function registerAuthRoutes(api: Api) {
  const { db, config } = api.deps;

  const registrationOpen = async (reader = db.kysely) => {
    if (config.allowRegistration) return true;
    const anyUser = await reader.selectFrom("users").select("id").limit(1).executeTakeFirst();
    return !anyUser;
  };

  api.route(
    {
      method: "get",
      path: "/v1/status",
      tag: "auth",
      auth: false,
      summary: "Service status (public)",
      responses: { 200: { description: "Status", schema: StatusResult } },
    },
    async (c) =>
      c.json({
        health: true,
        version: VERSION,
        // A liveness probe polls this route: it must not wait for a busy connection (db.quickReader).
        allowRegistration: await registrationOpen(db.quickReader),
        onlineProductSearch: enabledProviders(config.barcode).length > 0,
      }),
  );

  api.route(
    {
      method: "post",
      path: "/v1/users/register",
      tag: "auth",
      auth: false,
      summary:
        "Create an account and its group, or with an invitation token join that group. Without a token open while there is no user, afterwards only with ALLOW_REGISTRATION=true",
      body: { schema: RegisterBody },
      responses: {
        204: { description: "Registered" },
        403: { description: "Registration is closed" },
        409: { description: "E-mail already registered" },
        422: {
          description: "Invalid body, or an unknown, revoked, expired or used-up invitation token (nothing is created)",
        },
      },
    },
    async (c) => {
      const body = await parseJsonBody(c, RegisterBody);
      const closed = () => new ApiError(403, "Registration is closed on this instance.");
      // An invitation opens the door even when open registration is off (docs/api.md, "Invitations").
      if (!body.token && !(await registrationOpen())) throw closed();
      const passwordHash = await hashPassword(body.password);
      await db.kysely
        .transaction()
        .execute(async (trx) => {
          const now = new Date().toISOString();
          if (!body.token && !config.allowRegistration) {
            // Only the first account may be created: parallel first registrations must take turns so
            // that each sees whether another has won. SQLite runs one transaction at a time anyway.
            if (db.dialect === "postgres") await sql`LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
            const anyUser = await trx.selectFrom("users").select("id").limit(1).executeTakeFirst();
            if (anyUser) throw closed();
          }
          const taken = await trx.selectFrom("users").select("id").where("email", "=", body.email).executeTakeFirst();
          if (taken) throw new ApiError(409, "An account with this e-mail already exists.");
          // A bad token throws before anything is written, and the transaction undoes the use it took otherwise.
          const joined = body.token ? await redeemInvitation(trx, body.token, now) : undefined;
          if (joined && "error" in joined)
            throw new ApiError(422, "The invitation cannot be used.", { token: joined.error });
          const groupId = joined?.groupId ?? (await createGroup(trx, `${body.name}'s Home`, now));
          if (!joined && config.seedNewGroups) await seedNewGroup(trx, groupId, now);
          const userId = randomUUID();
          await trx
            .insertInto("users")
            .values({
              id: userId,
              group_id: groupId,
              name: body.name,
              email: body.email,
              password_hash: passwordHash,
              is_superuser: 0,
              created_at: now,
              updated_at: now,
            })
            .execute();
          await addMembership(trx, groupId, userId, joined?.role ?? "owner", now);
        })
        .catch((err: unknown) => {
          // Two registrations racing for one e-mail: the unique index decides, the loser gets the 409.
          if (err instanceof ApiError) throw err;
          if (/unique|duplicate/i.test(String(err)))
            throw new ApiError(409, "An account with this e-mail already exists.");
          throw err;
        });
      return c.body(null, 204);
    },
  );

  api.route(
    {
      method: "post",
      path: "/v1/users/login",
      tag: "auth",
      auth: false,
      summary: "Sign in with e-mail and password",
      body: { schema: LoginBody },
      responses: {
        200: { description: "Signed in", schema: LoginResult },
        429: { description: "More than 5 attempts in 60 s for this address and e-mail" },
      },
    },
    async (c) => {
      const body = await parseJsonBody(c, LoginBody);
      const address = clientAddress(c);
      const key = hashToken(`${address}|${body.username}`);
      const wait = await admitAttempt(db.kysely, key);
      if (wait > 0) {
        throw tooManyRequests("Too many sign-in attempts; wait and try again.", wait);
      }
      const user = await db.kysely
        .selectFrom("users")
        .selectAll()
        .where("email", "=", body.username)
        .executeTakeFirst();
      const ok = await verifyPassword(body.password, user?.password_hash ?? DUMMY_HASH);
      if (!user || !ok) throw new ApiError(401, "The e-mail or the password is wrong.");
      await clearAttempts(db.kysely, key);
      const now = new Date();
      const expiresAt = new Date(now.getTime() + (body.stayLoggedIn ? 28 : 7) * DAY).toISOString();
      const token = newToken();
      const attachmentToken = newToken();
      await db.kysely
        .insertInto("auth_tokens")
        .values([
          {
            token_hash: hashToken(token),
            user_id: user.id,
            kind: "session",
            expires_at: expiresAt,
            created_at: now.toISOString(),
          },
          {
            token_hash: hashToken(attachmentToken),
            user_id: user.id,
            kind: "attachment",
            expires_at: expiresAt,
            created_at: now.toISOString(),
          },
        ])
        .execute();
      await db.kysely.deleteFrom("auth_tokens").where("expires_at", "<", now.toISOString()).execute();
      return c.json({ token: `Bearer ${token}`, expiresAt, attachmentToken });
    },
  );

  api.route(
    {
      method: "post",
      path: "/v1/users/logout",
      tag: "auth",
      summary: "Sign out: revokes this token",
      responses: { 204: { description: "Signed out" } },
    },
    async (c) => {
      const { tokenHash, userId, kind } = auth(c);
      if (kind === "apikey") throw new ApiError(400, "An API key cannot sign out; delete the key instead.");
      await db.kysely.transaction().execute(async (trx) => {
        const session = await trx
          .selectFrom("auth_tokens")
          .select(["created_at", "expires_at"])
          .where("token_hash", "=", tokenHash)
          .executeTakeFirst();
        await trx.deleteFrom("auth_tokens").where("token_hash", "=", tokenHash).execute();
        if (!session) return;
        // The attachment token of this sign-in goes too (an <img> URL must not outlive the session). Login
        // writes both rows in one statement, so they share both timestamps; that pairs them.
        await trx
          .deleteFrom("auth_tokens")
          .where("user_id", "=", userId)
          .where("kind", "=", "attachment")
          .where("created_at", "=", session.created_at)
          .where("expires_at", "=", session.expires_at)
          .execute();
      });
      // Signed out means signed out now, not when this process's cached session would have lapsed.
      sessionCacheFor(db).clear();
      return c.body(null, 204);
    },
  );

  api.route(
    {
      method: "get",
      path: "/v1/users/self",
      tag: "auth",
      summary: "The signed-in user",
      responses: { 200: { description: "User", schema: SelfResult } },
    },
    async (c) => {
      return c.json(await loadSelf(db.reader, auth(c)));
    },
  );
}
