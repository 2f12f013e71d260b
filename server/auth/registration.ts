import { sql, type Kysely } from "kysely";
import type { RegisterBody } from "../../contract";
import type { Config } from "../config";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { inTransaction } from "../db/transaction";
import { withCode } from "../../contract/error-codes";
import { conflict, DomainError, forbidden } from "../domain/errors";
import { redeemInvitation } from "../groups/invitations";
import { addUser, seedNewGroup } from "../groups/new-group";
import type { SeedLanguage } from "../groups/seed-names";
import { createGroup } from "./groups";
import { hashPassword } from "./passwords";

type Settings = Pick<Config, "allowRegistration" | "seedNewGroups">;

const closed = () => forbidden("Registration is closed on this instance.", withCode("registration_closed"));
const emailTaken = () => conflict("An account with this e-mail already exists.", withCode("email_taken"));

/** Open registration, or no account yet (the first one may always register). */
export async function registrationOpen(reader: Kysely<Database>, config: Settings): Promise<boolean> {
  if (config.allowRegistration) return true;
  return !(await reader.selectFrom("users").select("id").limit(1).executeTakeFirst());
}

/**
 * Creates an account with a group of its own (its rooms and tags in `language`), or in an invitation's
 * group (docs/api.md, "Invitations").
 */
export async function register(db: Db, config: Settings, body: RegisterBody, language?: SeedLanguage): Promise<void> {
  if (!body.token && !(await registrationOpen(db.kysely, config))) throw closed();
  const passwordHash = await hashPassword(body.password);
  await inTransaction(db, async (trx) => {
    const now = new Date().toISOString();
    if (!body.token && !config.allowRegistration) {
      // Parallel first registrations take turns, so that each sees whether another has won.
      if (db.dialect === "postgres") await sql`LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
      if (await trx.selectFrom("users").select("id").limit(1).executeTakeFirst()) throw closed();
    }
    if (await trx.selectFrom("users").select("id").where("email", "=", body.email).executeTakeFirst()) {
      throw emailTaken();
    }
    // A bad token throws before anything is written; the transaction undoes the use it took otherwise.
    const joined = body.token ? await redeemInvitation(trx, body.token, now) : undefined;
    const groupId = joined?.groupId ?? (await createGroup(trx, `${body.name}'s Home`, now));
    if (!joined && config.seedNewGroups) await seedNewGroup(trx, groupId, now, language);
    const account = { name: body.name, email: body.email, passwordHash };
    await addUser(trx, groupId, account, joined?.role ?? "owner", now);
  }).catch((err: unknown) => {
    // Two registrations racing for one e-mail: the unique index decides, the loser gets the conflict.
    if (!(err instanceof DomainError) && /unique|duplicate/i.test(String(err))) throw emailTaken();
    throw err;
  });
}
