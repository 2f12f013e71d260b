import { describe, expect, it, vi } from "vitest";
import { rawToken } from "../../server/auth/middleware";
import { hashToken } from "../../server/auth/passwords";
import { openDatabase, type Db } from "../../server/db/database";
import { create, get } from "../support/fixtures";
import { TEST_DB } from "../support/service";
import { useSignedInService } from "../support/signed-in-service";

/**
 * `db.changeMark()` (server/platform/change-mark.ts): what the kept entity answers and, on PostgreSQL, the kept
 * sessions rely on. Another connection to the same data stands for another process or service node.
 * Other test files commit to the same PostgreSQL server meanwhile, so "nothing committed" is shown by
 * two equal reads among several tries, never by one.
 */
describe(`the database's change mark (${TEST_DB})`, () => {
  // No session lifetime: a session is kept only at a change mark (PostgreSQL) or not at all (SQLite).
  const { svc, s } = useSignedInService({ env: { SESSION_CACHE_SECONDS: "0" } });
  const elsewhere = async (write: (other: Db) => Promise<unknown>) => {
    const other = openDatabase({ databaseUrl: svc.db.databaseUrl, dataDir: svc.dataDir, pgSchema: svc.db.pgSchema });
    try {
      await write(other);
    } finally {
      await other.close();
    }
  };

  it("stays the same while nothing commits, and changes with a commit made elsewhere", async () => {
    const created = await create(s, { name: "marked" });
    await vi.waitFor(async () => expect(await svc.db.changeMark()).toBe(await svc.db.changeMark()), {
      timeout: 5_000,
      interval: 10,
    });

    const before = await svc.db.changeMark();
    expect(before).toBeDefined();
    await elsewhere((other) =>
      other.kysely.updateTable("entities").set({ name: "renamed" }).where("id", "=", created.id).execute(),
    );
    expect(await svc.db.changeMark()).not.toBe(before);
  });

  it("ends a session at once when another process or node deletes its token", async () => {
    const created = await create(s, { name: "mine" });
    expect((await get(s, created.id)).name).toBe("mine");
    expect((await s.req("GET", `/v1/entities/${created.id}`)).status).toBe(200);
    await elsewhere((other) =>
      other.kysely
        .deleteFrom("auth_tokens")
        .where("token_hash", "=", hashToken(rawToken(s.token) ?? ""))
        .execute(),
    );
    const after = await s.req("GET", `/v1/entities/${created.id}`);
    expect(after.status).toBe(401);
  });
});
