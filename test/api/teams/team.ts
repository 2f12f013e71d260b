import { expect } from "vitest";
import { signUp, type Session } from "../../support/client";
import type { TestService } from "../../support/service";

export type Role = "owner" | "editor" | "viewer";

/** An invitation of `owner`'s group; returns the one-time token. */
export async function invite(owner: Session, body: Record<string, unknown> = { uses: 1 }): Promise<string> {
  const res = await owner.req("POST", "/v1/groups/invitations", body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.token as string;
}

/** A new account that joins `owner`'s group with `role` through an invitation. */
export async function joinAs(svc: TestService, owner: Session, role: Role, name: string = role): Promise<Session> {
  const token = await invite(owner, { uses: 1, role });
  return signUp(svc, name, { token });
}

/** The user id of a session. */
export async function idOf(s: Session): Promise<string> {
  return (await s.req("GET", "/v1/users/self")).body.item.id as string;
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
