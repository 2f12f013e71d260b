import { expect } from "vitest";
import { authEndpoints, invitationEndpoints, type InvitationCreate } from "../../../contract";
import { signUp, type Session } from "../../support/client";
import type { TestService } from "../../support/service";

export type Role = "owner" | "editor" | "viewer";

/** An invitation of `owner`'s group; returns the one-time token. */
export async function invite(
  owner: Session,
  body: InvitationCreate = { uses: 1 },
  headers?: Record<string, string>,
): Promise<string> {
  const res = await owner.call(invitationEndpoints.create, { body, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.token;
}

/** A new account that joins `owner`'s group with `role` through an invitation. */
export async function joinAs(svc: TestService, owner: Session, role: Role, name: string = role): Promise<Session> {
  const token = await invite(owner, { uses: 1, role });
  return signUp(svc, name, { token });
}

/** The user id of a session. */
export async function idOf(s: Session): Promise<string> {
  return (await s.call(authEndpoints.self)).body.item.id;
}

/** How many users and groups the database holds: "nothing was created" compares these. */
export async function census(svc: TestService) {
  const count = async (table: "users" | "groups" | "memberships") =>
    Number(
      (
        await svc.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { users: await count("users"), groups: await count("groups"), memberships: await count("memberships") };
}
