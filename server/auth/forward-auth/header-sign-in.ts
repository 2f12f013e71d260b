import { randomBytes } from "node:crypto";
import type { LoginResult } from "../../../contract";
import type { Config } from "../../config";
import type { Db } from "../../db/database";
import { DomainError } from "../../domain/errors";
import type { SeedLanguage } from "../../groups/seed-names";
import { register } from "../registration";
import { startSession } from "../start-session";

const userByEmail = (db: Db, email: string) =>
  db.kysely.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();

/**
 * Signs in the person a trusted proxy vouched for; on first sight creates the account and its group as a
 * sign-up does. The proxy is the gate here, so ALLOW_REGISTRATION does not apply; the account's password is
 * random and unknown until its owner sets one through a reset link.
 */
export async function signInByHeader(
  db: Db,
  config: Pick<Config, "seedNewGroups">,
  person: { email: string; name: string },
  language?: SeedLanguage,
): Promise<LoginResult> {
  let user = await userByEmail(db, person.email);
  if (!user) {
    const body = {
      name: person.name,
      email: person.email,
      password: randomBytes(32).toString("base64url"),
      token: null,
    };
    await register(db, { allowRegistration: true, seedNewGroups: config.seedNewGroups }, body, language).catch(
      (err: unknown) => {
        // A parallel first sign-in of the same person created it: sign in to that account.
        if (!(err instanceof DomainError && err.failure === "conflict")) throw err;
      },
    );
    user = await userByEmail(db, person.email);
  }
  if (!user) throw new Error(`the account of ${person.email} was created but cannot be read`);
  return startSession(db, user.id, false);
}
