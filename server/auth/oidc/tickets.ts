import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { hashToken, newToken } from "../passwords";

/** A sign-in sent to the provider: what its callback must match (PKCE verifier, nonce) and where to go. */
export interface StateTicket {
  verifier: string;
  nonce: string;
  redirectUri: string;
  next: string;
  invitation: string | null;
}
/** A provider identity whose e-mail names a local account: linked once its password is given. */
export interface LinkTicket {
  userId: string;
  issuer: string;
  subject: string;
  email: string;
}
/** A finished provider sign-in the SPA exchanges for a session. */
export interface HandoffTicket {
  userId: string;
}
interface Tickets {
  state: StateTicket;
  link: LinkTicket;
  handoff: HandoffTicket;
}
type Kind = keyof Tickets;

/** How long each ticket lasts: the provider's login page, the password form, the SPA's next request. */
const LIFETIME_MS: Record<Kind, number> = { state: 10 * 60_000, link: 10 * 60_000, handoff: 60_000 };

/** Stores a one-time ticket under the hash of a new random value, which it returns (or the one given). */
export async function issueTicket<K extends Kind>(
  db: Kysely<Database>,
  kind: K,
  data: Tickets[K],
  raw = newToken(),
): Promise<string> {
  const now = Date.now();
  await db.deleteFrom("oidc_tickets").where("expires_at", "<", new Date(now).toISOString()).execute();
  await db
    .insertInto("oidc_tickets")
    .values({
      ticket_hash: hashToken(raw),
      kind,
      data: JSON.stringify(data),
      expires_at: new Date(now + LIFETIME_MS[kind]).toISOString(),
    })
    .execute();
  return raw;
}

/** The unexpired ticket of this kind that `raw` names. */
const live =
  (kind: Kind, raw: string) =>
  ({ and, eb }: ExpressionBuilder<Database, "oidc_tickets">) =>
    and([
      eb("ticket_hash", "=", hashToken(raw)),
      eb("kind", "=", kind),
      eb("expires_at", ">", new Date().toISOString()),
    ]);

/** Reads a live ticket of this kind without using it up (the link form may be retried). */
export async function peekTicket<K extends Kind>(
  db: Kysely<Database>,
  kind: K,
  raw: string,
): Promise<Tickets[K] | undefined> {
  const row = await db.selectFrom("oidc_tickets").select("data").where(live(kind, raw)).executeTakeFirst();
  return row ? (JSON.parse(row.data) as Tickets[K]) : undefined;
}

/** Uses a ticket up: one delete decides, so of two requests with the same ticket only one gets its data. */
export async function takeTicket<K extends Kind>(
  db: Kysely<Database>,
  kind: K,
  raw: string,
): Promise<Tickets[K] | undefined> {
  const row = await db.deleteFrom("oidc_tickets").where(live(kind, raw)).returning("data").executeTakeFirst();
  return row ? (JSON.parse(row.data) as Tickets[K]) : undefined;
}
