import { randomBytes, randomUUID } from "node:crypto";
import { z } from "zod";
import { ApiKeyCreate, ApiKeyCreated, ApiKeyOut } from "../../contract";
import { hashToken } from "../auth/passwords";
import { sessionCacheFor } from "../auth/session-cache";
import { API_KEY_PREFIX } from "../auth/token-lookup";
import type { Database } from "../db/schema";
import { notFound } from "../http/errors";
import { auth, type Api } from "../http/api";
import { parseJsonBody, pathId } from "../http/validate";

const out = (k: Database["api_keys"]) => ({
  id: k.id,
  name: k.name,
  createdAt: k.created_at,
  expiresAt: k.expires_at,
  lastUsedAt: k.last_used_at,
});

/**
 * API keys (docs/api.md, "API keys"): `Authorization: Bearer hb_…` acts as the user, in any of their groups with
 * their role there. Only the key's SHA-256 is stored; the key itself is in the create's answer and nowhere else.
 */
export function registerApiKeyRoutes(api: Api) {
  const { db } = api.deps;

  api.route(
    {
      method: "get",
      path: "/v1/users/self/api-keys",
      tag: "auth",
      summary: "The user's API keys, newest first, with their last use",
      responses: { 200: { description: "Keys", schema: z.array(ApiKeyOut) } },
    },
    async (c) => {
      const rows = await db.reader
        .selectFrom("api_keys")
        .selectAll()
        .where("user_id", "=", auth(c).userId)
        .orderBy("created_at", "desc")
        .orderBy("id")
        .execute();
      return c.json(rows.map(out));
    },
  );

  api.route(
    {
      method: "post",
      path: "/v1/users/self/api-keys",
      tag: "auth",
      summary: "Create an API key: the key is shown in this answer only",
      body: { schema: ApiKeyCreate },
      responses: { 201: { description: "Created", schema: ApiKeyCreated } },
    },
    async (c) => {
      const body = await parseJsonBody(c, ApiKeyCreate);
      const token = API_KEY_PREFIX + randomBytes(32).toString("base64url");
      const row = {
        id: randomUUID(),
        user_id: auth(c).userId,
        name: body.name,
        key_hash: hashToken(token),
        expires_at: body.expiresAt ? new Date(body.expiresAt).toISOString() : null,
        last_used_at: null,
        created_at: new Date().toISOString(),
      };
      await db.kysely.insertInto("api_keys").values(row).execute();
      return c.json({ ...out(row), token }, 201);
    },
  );

  api.route(
    {
      method: "delete",
      path: "/v1/users/self/api-keys/:id",
      tag: "auth",
      summary: "Revoke an API key at once",
      responses: { 204: { description: "Revoked" }, 404: { description: "No such key of yours" } },
    },
    async (c) => {
      const gone = await db.kysely
        .deleteFrom("api_keys")
        .where("id", "=", pathId(c))
        .where("user_id", "=", auth(c).userId)
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) throw notFound("API key");
      sessionCacheFor(db).clear();
      return c.body(null, 204);
    },
  );
}
