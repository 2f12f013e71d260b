/**
 * Issue 9, finding 5 (PostgreSQL): a statement that waits past the statement timeout answers 503 with
 * Retry-After and frees its connection; a reference that vanished under a write is a 422 on its field.
 * SQLite has neither: one connection runs one transaction at a time (docs/api.md, "Time limits").
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseError } from "../../server/db/db-errors";
import { signUp } from "../support/client";
import { create, expectError } from "../support/fixtures";
import { startService, TEST_DB, type TestService } from "../support/service";

describe.runIf(TEST_DB === "postgres")("database failures on PostgreSQL", () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startService({ env: { DB_STATEMENT_TIMEOUT_MS: "300" } });
  });
  afterAll(() => svc.close());

  it("a write that waits past the statement timeout answers 503 with Retry-After; others go on", async () => {
    const s = await signUp(svc);
    const other = await signUp(svc);
    const item = await create(s, { name: "held" });
    // Another session holds the entity's row, as a long transaction would.
    const holder = new pg.Client({
      connectionString: process.env.TEST_DATABASE_URL,
      options: `-c search_path=${svc.db.pgSchema}`,
    });
    await holder.connect();
    try {
      await holder.query("BEGIN");
      await holder.query("SELECT id FROM entities WHERE id = $1 FOR UPDATE", [item.id]);
      const blocked = await s.req("PATCH", `/v1/entities/${item.id}`, { quantity: 2 });
      expectError(blocked, 503);
      expect(blocked.headers.get("retry-after")).toBe("1");
      expect((await other.req("POST", "/v1/entities", { name: "free" })).status).toBe(201);
    } finally {
      await holder.query("ROLLBACK");
      await holder.end();
    }
    expect((await s.req("PATCH", `/v1/entities/${item.id}`, { quantity: 2 })).body.quantity).toBe(2);
  });

  it("a foreign-key violation names the field of the reference that vanished", async () => {
    const s = await signUp(svc);
    const item = await create(s, { name: "x" });
    const now = new Date().toISOString();
    const failure = async (write: () => Promise<unknown>) => {
      try {
        await write();
      } catch (err) {
        return databaseError(err);
      }
      throw new Error("the write should have failed");
    };
    const orphan = await failure(() =>
      svc.db.kysely
        .updateTable("entities")
        .set({ parent_id: randomUUID(), updated_at: now })
        .where("id", "=", item.id)
        .execute(),
    );
    expect(orphan).toMatchObject({ failure: "invalid", details: { fields: { parentId: expect.any(String) } } });
    const tagged = await failure(() =>
      svc.db.kysely.insertInto("entity_tags").values({ entity_id: item.id, tag_id: randomUUID() }).execute(),
    );
    expect(tagged).toMatchObject({ failure: "invalid", details: { fields: { tagIds: expect.any(String) } } });
    const inUse = await failure(() =>
      svc.db.kysely.deleteFrom("entity_types").where("id", "=", item.entityTypeId).execute(),
    );
    expect(inUse).toMatchObject({ failure: "conflict" });
  });
});
