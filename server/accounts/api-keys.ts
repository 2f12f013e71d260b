import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { ApiKeyCreated, ApiKeyOut, ApiKeyScope } from "../../contract";
import { hashToken } from "../auth/passwords";
import { sessionCacheFor } from "../auth/session-cache";
import { API_KEY_PREFIX } from "../auth/token-lookup";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { notFound } from "../domain/errors";

/* API keys (docs/api.md, "API keys"): only the key's SHA-256 is stored. */

const out = (k: Database["api_keys"]): ApiKeyOut => ({
  id: k.id,
  name: k.name,
  createdAt: k.created_at,
  expiresAt: k.expires_at,
  lastUsedAt: k.last_used_at,
  scope: k.scope,
});

export async function listApiKeys(db: Kysely<Database>, userId: string): Promise<ApiKeyOut[]> {
  const rows = await db
    .selectFrom("api_keys")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(out);
}

export async function createApiKey(
  db: Db,
  userId: string,
  body: { name: string; expiresAt?: string | null; scope: ApiKeyScope },
): Promise<ApiKeyCreated> {
  const token = API_KEY_PREFIX + randomBytes(32).toString("base64url");
  const row = {
    id: randomUUID(),
    user_id: userId,
    name: body.name,
    key_hash: hashToken(token),
    expires_at: body.expiresAt ? new Date(body.expiresAt).toISOString() : null,
    last_used_at: null,
    created_at: new Date().toISOString(),
    scope: body.scope,
  };
  await db.kysely.insertInto("api_keys").values(row).execute();
  return { ...out(row), token };
}

/** Revoked at once: the session cache forgets the key too. */
export async function deleteApiKey(db: Db, userId: string, id: string): Promise<void> {
  const gone = await db.kysely
    .deleteFrom("api_keys")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) throw notFound("API key");
  sessionCacheFor(db).clear();
}
