import type { Kysely } from "kysely";
import type { Config } from "../../config";
import type { Db } from "../../db/database";
import type { Database } from "../../db/schema";
import { isUniqueViolation } from "../../db/db-errors";
import { inTransaction } from "../../db/transaction";
import { DomainError } from "../../domain/errors";
import { redeemInvitation } from "../../groups/invitations";
import { addMembership, addUser, seedNewGroup } from "../../groups/new-group";
import type { Role } from "../../http/api";
import { createGroup } from "../groups";
import { registrationOpen } from "../registration";
import { groupAllowed, ruledRole, type ProviderPerson } from "./claims";
import type { OidcConfig } from "./config";

/** Why a provider sign-in is turned away; the sign-in page explains each (src/features/auth/oidc-errors.ts). */
export type Refusal = "group" | "no_email" | "email_unverified" | "closed" | "invitation";

export type Outcome =
  { kind: "signed-in"; userId: string } | { kind: "link"; userId: string } | { kind: "refused"; reason: Refusal };

/**
 * Who a provider identity is here: its linked account; else an account with its e-mail, linked only once
 * the password proves it is the same person (docs/decisions/033-identity-model.md); else a new account.
 */
export async function accountFor(
  db: Db,
  config: Config & { oidc: OidcConfig },
  person: ProviderPerson,
  invitation: string | null,
): Promise<Outcome> {
  if (!groupAllowed(person, config.oidc)) return { kind: "refused", reason: "group" };
  const role = ruledRole(person, config.oidc);
  if (config.oidc.roleRules.length > 0 && !role) return { kind: "refused", reason: "group" };
  const linked = await db.kysely
    .selectFrom("user_identities")
    .select("user_id")
    .where("issuer", "=", person.issuer)
    .where("subject", "=", person.subject)
    .executeTakeFirst();
  if (linked) {
    if (role) await inTransaction(db, (trx) => applyRole(trx, linked.user_id, role));
    return { kind: "signed-in", userId: linked.user_id };
  }
  if (!person.email) return { kind: "refused", reason: "no_email" };
  const local = await db.kysely.selectFrom("users").select("id").where("email", "=", person.email).executeTakeFirst();
  if (local) {
    return person.emailVerified ? { kind: "link", userId: local.id } : { kind: "refused", reason: "email_unverified" };
  }
  // The provider decides who gets in when allowed groups or role rules say so; otherwise registration does.
  const providerDecides = config.oidc.allowedGroups.length > 0 || config.oidc.roleRules.length > 0;
  if (!invitation && !providerDecides && !(await registrationOpen(db.kysely, config))) {
    return { kind: "refused", reason: "closed" };
  }
  const userId = await createAccount(db, config, person, invitation, role).catch((err: unknown) => {
    if (err instanceof DomainError && err.failure === "invalid") return undefined;
    // Two first sign-ins at once: the unique indexes let one account in; the other is committed by now.
    if (isUniqueViolation(err)) return null;
    throw err;
  });
  // The loser resolves again and finds the winner's account: linked (same identity) or to be linked.
  if (userId === null) return accountFor(db, config, person, invitation);
  return userId ? { kind: "signed-in", userId } : { kind: "refused", reason: "invitation" };
}

/** The instance's first group: where role rules place people (README, "Single sign-on and proxies"). */
const homeGroup = (db: Kysely<Database>) =>
  db.selectFrom("groups").select("id").orderBy("created_at").orderBy("id").limit(1).executeTakeFirst();

/** A ruled role is the provider's word: it is set again at every sign-in, so a moved person moves here too. */
async function applyRole(trx: Kysely<Database>, userId: string, role: Role) {
  const home = await homeGroup(trx);
  if (!home) return;
  const updated = await trx
    .updateTable("memberships")
    .set({ role })
    .where("group_id", "=", home.id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await addMembership(trx, home.id, userId, role, new Date().toISOString());
}

/** A new account without a password, in the invitation's group, the home group by rule, or its own. */
async function createAccount(
  db: Db,
  config: Config,
  person: ProviderPerson,
  invitation: string | null,
  role: Role | undefined,
): Promise<string> {
  return inTransaction(db, async (trx) => {
    const now = new Date().toISOString();
    const joined = invitation ? await redeemInvitation(trx, invitation, now) : undefined;
    const home = !joined && role ? await homeGroup(trx) : undefined;
    const groupId = joined?.groupId ?? home?.id ?? (await createGroup(trx, `${person.name}'s Home`, now));
    if (!joined && !home && config.seedNewGroups) await seedNewGroup(trx, groupId, now);
    // No password: e-mail and password sign-in can never match it (verifyPassword needs a scrypt hash).
    const account = { name: person.name, email: person.email, passwordHash: "" };
    const userId = await addUser(trx, groupId, account, joined?.role ?? (home ? role : undefined) ?? "owner", now);
    await linkIdentity(trx, userId, person, now);
    return userId;
  });
}

/** Records that this provider identity is this account (its primary key refuses a second account). */
export async function linkIdentity(
  trx: Kysely<Database>,
  userId: string,
  person: Pick<ProviderPerson, "issuer" | "subject" | "email">,
  now: string,
) {
  await trx
    .insertInto("user_identities")
    .values({ issuer: person.issuer, subject: person.subject, user_id: userId, email: person.email, created_at: now })
    .execute();
}
