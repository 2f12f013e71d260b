import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { historyEndpoints as history } from "../../contract";
import { COUNT_CAP } from "../../server/history/queries";
import { create } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";

/** Issue 40: the feed counts its matches up to COUNT_CAP and then says "at least", so that a page stays cheap. */
describe("history page totals", () => {
  const { svc, s } = useSignedInService();

  it("are exact up to the cap; beyond it the page says totalAtLeast; filtered pages count only their matches", async () => {
    const item = await create(s, { name: "Counted" });
    const { group_id } = await svc.db.kysely
      .selectFrom("entities")
      .select("group_id")
      .where("id", "=", item.id)
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const row = (i: number) => ({
      id: randomUUID(),
      group_id,
      entity_id: randomUUID(),
      at,
      actor_id: "someone",
      actor_kind: "user" as const,
      actor_name: "Someone",
      action: i < 3 ? "move" : "update",
      batch_id: null,
      changes: "[]",
    });
    for (let start = 0; start < COUNT_CAP; start += 1000) {
      const rows = Array.from({ length: 1000 }, (_, k) => row(start + k));
      await svc.db.kysely.insertInto("entity_changes").values(rows).execute();
    }

    const feed = await s.call(history.feed, { query: { pageSize: "5" } });
    expect(feed.body).toMatchObject({ total: COUNT_CAP, totalAtLeast: true });
    expect(feed.body.items).toHaveLength(5);
    const moves = await s.call(history.feed, { query: { action: "move" } });
    expect(moves.body.total).toBe(3);
    expect(moves.body).not.toHaveProperty("totalAtLeast");
    const own = await s.call(history.entity, { params: { id: item.id } });
    expect(own.body).toMatchObject({ total: 1 });
    expect(own.body).not.toHaveProperty("totalAtLeast");
  });
});
