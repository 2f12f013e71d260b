import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { NotifierCreate, NotifierOut, NotifierUpdate } from "../../contract";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { invalid, notFound } from "../domain/errors";
import type { Notifications } from "./notifications";
import { MASK } from "./schemes/scheme";

type Q = Kysely<Database>;
export type NotifierRow = Database["notifiers"];

const schemeOf = (masked: string) => masked.split(":")[0]?.replace(/^generic\+https?$/, "generic") ?? "";

/** The notifier as answered: its URL only in the masked form (docs/notifications.md, "Secrets"). */
export const notifierOut = (r: NotifierRow): NotifierOut => ({
  id: r.id,
  userId: r.user_id,
  groupId: r.group_id,
  name: r.name,
  isActive: r.is_active === 1,
  url: r.masked_url,
  scheme: schemeOf(r.masked_url),
  lastError: r.last_error,
  lastErrorAt: r.last_error_at,
  lastSuccessAt: r.last_success_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export function listNotifiers(db: Q, groupId: string) {
  return db.selectFrom("notifiers").selectAll().where("group_id", "=", groupId).orderBy("name").orderBy("id").execute();
}

export async function findNotifier(db: Q, groupId: string, id: string): Promise<NotifierRow> {
  const row = await db
    .selectFrom("notifiers")
    .selectAll()
    .where("id", "=", id)
    .where("group_id", "=", groupId)
    .executeTakeFirst();
  if (!row) throw notFound("notifier");
  return row;
}

/**
 * The sealed URL and its masked form, or a 422 on `url` saying what is wrong with it. A URL of a scheme the
 * service cannot send to is kept (as Homebox keeps it) with nothing but its scheme shown; its deliveries fail
 * saying so.
 */
function checkedUrl(n: Notifications, id: string, url: string) {
  const parsed = n.parse(url);
  if ("unsupportedScheme" in parsed)
    return { url: n.secret.seal(id, url), masked_url: `${parsed.unsupportedScheme}://${MASK}` };
  if ("problem" in parsed) throw invalid({ url: parsed.problem });
  return { url: n.secret.seal(id, url), masked_url: parsed.masked };
}

export async function createNotifier(
  n: Notifications,
  db: Db,
  who: { groupId: string; userId: string },
  body: NotifierCreate,
) {
  const id = randomUUID();
  const now = new Date().toISOString();
  const row: NotifierRow = {
    id,
    group_id: who.groupId,
    user_id: who.userId,
    name: body.name,
    is_active: body.isActive ? 1 : 0,
    ...checkedUrl(n, id, body.url),
    last_error: "",
    last_error_at: "",
    last_success_at: "",
    created_at: now,
    updated_at: now,
  };
  await db.kysely.insertInto("notifiers").values(row).execute();
  return row;
}

/** PUT: a new URL replaces the stored one (and its delivery state); none keeps it. */
export async function updateNotifier(n: Notifications, db: Db, groupId: string, id: string, body: NotifierUpdate) {
  const current = await findNotifier(db.kysely, groupId, id);
  const next: NotifierRow = {
    ...current,
    name: body.name,
    is_active: body.isActive ? 1 : 0,
    ...(body.url === undefined
      ? {}
      : { ...checkedUrl(n, id, body.url), last_error: "", last_error_at: "", last_success_at: "" }),
    updated_at: new Date().toISOString(),
  };
  await db.kysely.updateTable("notifiers").set(next).where("id", "=", id).execute();
  return next;
}

export async function deleteNotifier(db: Db, groupId: string, id: string) {
  const result = await db.kysely
    .deleteFrom("notifiers")
    .where("id", "=", id)
    .where("group_id", "=", groupId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound("notifier");
}

/** What the last delivery did, shown on the notifier. */
export async function recordDelivery(db: Db, id: string, error: string | undefined, at: Date) {
  const when = at.toISOString();
  await db.kysely
    .updateTable("notifiers")
    .set(error === undefined ? { last_success_at: when } : { last_error: error, last_error_at: when })
    .where("id", "=", id)
    .execute();
}
