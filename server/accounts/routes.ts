import { ChangePasswordBody, SelfResult, SelfUpdate, Settings, SettingsResult } from "../../contract";
import { removeBlobs } from "../attachments/cleanup";
import { hashPassword, hashToken, verifyPassword } from "../auth/passwords";
import { admitAttempt, clearAttempts } from "../auth/rate-limit";
import { loadSelf } from "../auth/self";
import { sessionCacheFor } from "../auth/session-cache";
import { clientAddress } from "../http/client-address";
import { ApiError, tooManyRequests } from "../http/errors";
import { auth, type Api, type Ctx } from "../http/api";
import { parseJsonBody } from "../http/validate";
import { deleteAccount } from "./delete-account";
import { revokeOtherSessions } from "./sessions";

const SETTINGS_MAX_BYTES = 64 * 1024;

/** The caller's own account (docs/api.md, "Accounts"); a viewer may use all of these. */
export function registerAccountRoutes(api: Api) {
  const { db } = api.deps;

  const changePassword = async (c: Ctx) => {
    const body = await parseJsonBody(c, ChangePasswordBody);
    const { userId, tokenHash, kind } = auth(c);
    // Counted like a sign-in, so a stolen session cannot guess the password to lock its owner out.
    const key = hashToken(`${clientAddress(c)}|password|${userId}`);
    const wait = await admitAttempt(db.kysely, key);
    if (wait > 0) {
      throw tooManyRequests("Too many attempts; wait and try again.", wait);
    }
    const user = await db.kysely
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(body.current, user.password_hash))) {
      throw new ApiError(422, "The current password is wrong.", { current: "is not your current password" });
    }
    await clearAttempts(db.kysely, key);
    const passwordHash = await hashPassword(body.new);
    await db.kysely.transaction().execute(async (trx) => {
      await trx
        .updateTable("users")
        .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
        .where("id", "=", userId)
        .execute();
      await revokeOtherSessions(trx, userId, kind === "session" ? tokenHash : undefined);
    });
    sessionCacheFor(db).clear();
    return c.body(null, 204);
  };
  for (const path of ["/v1/users/self/change-password", "/v1/users/change-password"]) {
    api.route(
      {
        method: "put",
        path,
        tag: "auth",
        summary: "Change the password; every other session of the user is signed out (API keys stay)",
        body: { schema: ChangePasswordBody },
        responses: {
          204: { description: "Changed" },
          422: { description: "Wrong current password, or a new one that breaks the rules" },
          429: { description: "More than 5 attempts in 60 s" },
        },
      },
      changePassword,
    );
  }

  api.route(
    {
      method: "post",
      path: "/v1/users/logout/all",
      tag: "auth",
      summary: "Sign out every session of the user, this one included (API keys stay)",
      responses: { 204: { description: "Signed out" } },
    },
    async (c) => {
      await revokeOtherSessions(db.kysely, auth(c).userId);
      sessionCacheFor(db).clear();
      return c.body(null, 204);
    },
  );

  api.route(
    {
      method: "put",
      path: "/v1/users/self",
      tag: "auth",
      summary: "Change one's own name and e-mail",
      body: { schema: SelfUpdate },
      responses: { 200: { description: "User", schema: SelfResult }, 409: { description: "E-mail taken" } },
    },
    async (c) => {
      const body = await parseJsonBody(c, SelfUpdate);
      const { userId } = auth(c);
      const taken = await db.kysely
        .selectFrom("users")
        .select("id")
        .where("email", "=", body.email)
        .where("id", "!=", userId)
        .executeTakeFirst();
      if (taken) throw new ApiError(409, "Another account has this e-mail.");
      await db.kysely
        .updateTable("users")
        .set({ name: body.name, email: body.email, updated_at: new Date().toISOString() })
        .where("id", "=", userId)
        .execute()
        .catch((err: unknown) => {
          if (/unique|duplicate/i.test(String(err))) throw new ApiError(409, "Another account has this e-mail.");
          throw err;
        });
      sessionCacheFor(db).clear();
      return c.json(await loadSelf(db.kysely, auth(c)));
    },
  );

  const settingsOf = async (userId: string) => {
    const row = await db.kysely
      .selectFrom("users")
      .select("settings")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    return JSON.parse(row.settings) as Record<string, unknown>;
  };
  api.route(
    {
      method: "get",
      path: "/v1/users/self/settings",
      tag: "auth",
      summary: "The user's own settings object",
      responses: { 200: { description: "Settings", schema: SettingsResult } },
    },
    async (c) => c.json({ item: await settingsOf(auth(c).userId) }, 200, { "Cache-Control": "no-store" }),
  );
  api.route(
    {
      method: "put",
      path: "/v1/users/self/settings",
      tag: "auth",
      summary: "Replace the user's settings object (at most 64 KiB; unknown keys are kept as sent)",
      body: { schema: Settings },
      responses: { 200: { description: "Settings", schema: SettingsResult }, 413: { description: "Over 64 KiB" } },
    },
    async (c) => {
      const body = await parseJsonBody(c, Settings);
      const text = JSON.stringify(body);
      if (Buffer.byteLength(text) > SETTINGS_MAX_BYTES) throw new ApiError(413, "Settings may take at most 64 KiB.");
      const { userId } = auth(c);
      await db.kysely.updateTable("users").set({ settings: text }).where("id", "=", userId).execute();
      return c.json({ item: await settingsOf(userId) }, 200, { "Cache-Control": "no-store" });
    },
  );

  api.route(
    {
      method: "delete",
      path: "/v1/users/self",
      tag: "auth",
      summary:
        "Delete one's account; groups where the user is the only member go with it, with their files. Refused while the user is the last owner of a shared group",
      responses: { 204: { description: "Deleted" }, 409: { description: "Last owner of a shared group" } },
    },
    async (c) => {
      const keys = await deleteAccount(db, auth(c).userId);
      sessionCacheFor(db).clear();
      await removeBlobs(db.kysely, api.deps.blobs, keys);
      return c.body(null, 204);
    },
  );
}
