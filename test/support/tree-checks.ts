import { expect } from "vitest";
import type { Session } from "./client";
import type { TestService } from "./service";

/** The group of a signed-in user, for checks that read the database directly. */
export async function groupOf(svc: TestService, s: Session): Promise<string> {
  const row = await svc.db.kysely
    .selectFrom("users")
    .select("group_id")
    .where("email", "=", s.email)
    .executeTakeFirstOrThrow();
  if (!row.group_id) throw new Error(`${s.email} has no default group`);
  return row.group_id;
}

/** The ids that lie on a parent cycle of a table of `id → parent id`. */
export function cycleMembers(parents: ReadonlyMap<string, string | null>): string[] {
  const onCycle = new Set<string>();
  for (const start of parents.keys()) {
    const seen = new Set<string>();
    let cursor: string | null | undefined = start;
    while (cursor && !seen.has(cursor)) {
      seen.add(cursor);
      cursor = parents.get(cursor);
    }
    if (cursor) onCycle.add(cursor);
  }
  return [...onCycle];
}

/** Asserts that neither the group's entities nor its tags hold a parent cycle. */
export async function expectNoCycle(svc: TestService, groupId: string) {
  const entities = await svc.db.kysely
    .selectFrom("entities")
    .select(["id", "parent_id"])
    .where("group_id", "=", groupId)
    .execute();
  const tags = await svc.db.kysely
    .selectFrom("tags")
    .select(["id", "parent_id"])
    .where("group_id", "=", groupId)
    .execute();
  expect(cycleMembers(new Map(entities.map((e) => [e.id, e.parent_id])))).toEqual([]);
  expect(cycleMembers(new Map(tags.map((t) => [t.id, t.parent_id])))).toEqual([]);
}
