import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";
import { authEndpoints, invitationEndpoints, memberEndpoints, type Role } from "../../contract";
import { PASSWORD, uniqueEmail, type Account } from "./session";

/**
 * A new person who joined `owner`'s group with `role` through an invitation (no group of their own), signed
 * in through the API: `account` is the owner's with this person's session, `userId` names them to the owner.
 */
export async function joinGroup(request: APIRequestContext, owner: Account, role: Role, name = "Mia") {
  const { token } = await owner.api.call(invitationEndpoints.create, { body: { uses: 1, role } });
  const email = uniqueEmail(role);
  const registered = await request.post(`/api${authEndpoints.register.path}`, {
    data: { name, email, password: PASSWORD, token },
  });
  expect(registered.status()).toBe(204);
  const login = await request.post(`/api${authEndpoints.login.path}`, {
    data: { username: email, password: PASSWORD },
  });
  const session = await login.json();
  const members = await owner.api.call(memberEndpoints.list);
  const userId = members.find((m) => m.name === name)!.id;
  return { account: { ...owner, name, email, session } as Account, userId };
}

/** The owner removes a member from the group: that person has no group until they make or join one. */
export const removeMember = (owner: Account, userId: string) =>
  owner.api.call(memberEndpoints.remove, { params: { userId } });
