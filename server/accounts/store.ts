import type { z } from "zod";
import type { ChangePasswordBody, SelfUpdate } from "../../contract";
import { removeBlobs } from "../attachments/cleanup";
import type { BlobStore } from "../attachments/blob-store";
import { hashPassword, hashToken, verifyPassword } from "../auth/passwords";
import { clearAttempts, takeAttempt } from "../auth/rate-limit";
import { sessionCacheFor } from "../auth/session-cache";
import type { Db } from "../db/database";
import { inTransaction } from "../db/transaction";
import { withCode } from "../../contract/error-codes";
import { conflict, DomainError } from "../domain/errors";
import type { AuthInfo } from "../http/api";
import { deleteGroupData, ownerCount } from "../groups/store";
import { revokeOtherSessions } from "./sessions";

const SETTINGS_MAX_BYTES = 64 * 1024;

/**
 * Checks the user's password, in the body's `field`; counted like a sign-in, so a stolen session cannot
 * guess the password.
 */
async function checkPassword(db: Db, userId: string, clientAddress: string, password: string, field: string) {
  const key = hashToken(`${clientAddress}|password|${userId}`);
  await takeAttempt(db.kysely, key, "Too many attempts; wait and try again.");
  const user = await db.kysely
    .selectFrom("users")
    .select("password_hash")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(password, user.password_hash))) {
    const fields = { [field]: "is not your current password" };
    throw new DomainError("invalid", "The current password is wrong.", { fields, extra: withCode("wrong_password") });
  }
  await clearAttempts(db.kysely, key);
}

/** Signs out every other session of the user. */
export async function changePassword(db: Db, caller: AuthInfo, clientAddress: string, body: ChangePasswordBody) {
  const { userId, tokenHash, kind } = caller;
  await checkPassword(db, userId, clientAddress, body.current, "current");
  const passwordHash = await hashPassword(body.new);
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
      .where("id", "=", userId)
      .execute();
    await revokeOtherSessions(trx, userId, kind === "session" ? tokenHash : undefined);
  });
  sessionCacheFor(db).clear();
}

export async function signOutEverywhere(db: Db, userId: string) {
  await revokeOtherSessions(db.kysely, userId);
  sessionCacheFor(db).clear();
}

export async function updateSelf(db: Db, userId: string, body: z.output<typeof SelfUpdate>) {
  const emailTaken = () => conflict("Another account has this e-mail.", withCode("email_taken"));
  const taken = await db.kysely
    .selectFrom("users")
    .select("id")
    .where("email", "=", body.email)
    .where("id", "!=", userId)
    .executeTakeFirst();
  if (taken) throw emailTaken();
  await db.kysely
    .updateTable("users")
    .set({ name: body.name, email: body.email, updated_at: new Date().toISOString() })
    .where("id", "=", userId)
    .execute()
    .catch((err: unknown) => {
      // Two accounts racing for one e-mail: the unique index decides.
      throw /unique|duplicate/i.test(String(err)) ? emailTaken() : err;
    });
  sessionCacheFor(db).clear();
}

export async function settingsOf(db: Db, userId: string): Promise<Record<string, unknown>> {
  const row = await db.kysely.selectFrom("users").select("settings").where("id", "=", userId).executeTakeFirstOrThrow();
  return JSON.parse(row.settings) as Record<string, unknown>;
}

export async function replaceSettings(db: Db, userId: string, settings: Record<string, unknown>) {
  const text = JSON.stringify(settings);
  if (Buffer.byteLength(text) > SETTINGS_MAX_BYTES) {
    throw new DomainError("too-large", "Settings may take at most 64 KiB.");
  }
  await db.kysely.updateTable("users").set({ settings: text }).where("id", "=", userId).execute();
  return settingsOf(db, userId);
}

/**
 * Deletes a user and every group they alone belong to; being the last owner of a shared group blocks it.
 * A password, when given, must be the user's (Homebox's clients send none).
 */
export async function deleteAccount(
  db: Db,
  blobs: BlobStore,
  userId: string,
  confirm: { clientAddress: string; password?: string },
): Promise<void> {
  if (confirm.password !== undefined) {
    await checkPassword(db, userId, confirm.clientAddress, confirm.password, "password");
  }
  const keys = await inTransaction(db, async (trx) => {
    const groups = await trx
      .selectFrom("memberships as m")
      .innerJoin("groups as g", "g.id", "m.group_id")
      .select(["g.id", "g.name", "m.role"])
      .select((eb) =>
        eb
          .selectFrom("memberships as o")
          .select((o) => o.fn.countAll<number>().as("n"))
          .whereRef("o.group_id", "=", "m.group_id")
          .as("members"),
      )
      .where("m.user_id", "=", userId)
      .execute();
    const files: string[] = [];
    for (const g of groups) {
      if (Number(g.members) <= 1) {
        files.push(...(await deleteGroupData(trx, g.id)));
      } else if (g.role === "owner" && (await ownerCount(trx, g.id, db.dialect === "postgres")) <= 1) {
        throw conflict(
          `You are the last owner of "${g.name}", which others share; make someone else an owner or remove them first.`,
        );
      }
    }
    await trx.deleteFrom("users").where("id", "=", userId).execute();
    return files;
  });
  sessionCacheFor(db).clear();
  await removeBlobs(db.kysely, blobs, keys);
}
