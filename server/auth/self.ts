import type { Kysely } from "kysely";
import type { SelfResult } from "../../contract";
import type { Database } from "../db/schema";
import type { AuthInfo } from "../http/api";

/** GET /v1/users/self: the user, their groups, and the selected group with the caller's role and currency. */
export async function loadSelf(db: Kysely<Database>, { userId, groupId, role }: AuthInfo): Promise<SelfResult> {
  const user = await db
    .selectFrom("users")
    .select(["id", "name", "email", "is_superuser", "group_id"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const groups = await db
    .selectFrom("memberships as m")
    .innerJoin("groups as g", "g.id", "m.group_id")
    .select(["g.id", "g.name", "g.currency"])
    .where("m.user_id", "=", userId)
    .orderBy("g.created_at")
    .execute();
  const current = groups.find((g) => g.id === groupId);
  return {
    item: {
      id: user.id,
      name: user.name,
      email: user.email,
      isSuperuser: user.is_superuser === 1,
      defaultGroupId: user.group_id ?? "",
      groupIds: groups.map((g) => g.id),
      groupName: current?.name ?? "",
      groupId,
      role,
      currency: (current?.currency ?? "usd").toUpperCase(),
    },
  };
}
