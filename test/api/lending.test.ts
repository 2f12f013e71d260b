import { describe, expect, it } from "vitest";
import {
  entityEndpoints as entities,
  EntityListResult,
  historyEndpoints as history,
  lendingEndpoints as lending,
  type CheckoutInputValues,
} from "../../contract";
import { localDate } from "../../server/domain/reminders";
import { create, expectError, get } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";
import { idOf, joinAs } from "./teams/team";

describe("lending: check-out and return (docs/api.md, Lending)", () => {
  const { svc, s, users } = useSignedInService({ names: ["Owner", "Stranger"] });
  const stranger = users[1];
  const today = localDate(new Date());

  const lend = (id: string, body: CheckoutInputValues, who = s) => who.call(lending.checkout, { params: { id }, body });
  const giveBack = (id: string, note?: string, who = s) =>
    who.call(lending.return, { params: { id }, body: note === undefined ? undefined : { note } });
  const list = async (query: Record<string, string>) => {
    const res = await s.req("GET", `/v1/entities?${new URLSearchParams(query).toString()}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return EntityListResult.parse(res.body).items.map((i) => i.name);
  };
  const openRows = async (entityId: string) =>
    svc.db.kysely.selectFrom("checkouts").selectAll().where("entity_id", "=", entityId).execute();

  it("lends to a member or a named person, shows it on the entity and its list row, and takes it back", async () => {
    const editor = await joinAs(svc, s, "editor", "Bea");
    const beaId = await idOf(editor);
    const drill = await create(s, { name: "Drill" });
    const ladder = await create(s, { name: "Ladder" });
    expect((await get(s, drill.id)).checkout).toBeNull();

    const lent = await lend(drill.id, { to: { userId: beaId }, due: today, note: "for the shelf" });
    expect(lent.status, JSON.stringify(lent.body)).toBe(200);
    expect(lent.body.checkout).toMatchObject({ to: { userId: beaId, name: "Bea" }, due: today, note: "for the shelf" });
    expect((await get(s, drill.id)).checkout?.to.name).toBe("Bea");
    const byName = await lend(ladder.id, { to: { name: "  Mr. Neighbour " } });
    expect(byName.body.checkout).toMatchObject({ to: { name: "Mr. Neighbour" }, due: "", note: "" });
    expect(byName.body.checkout?.to).not.toHaveProperty("userId");

    const rows = await s.call(entities.list, { query: { q: "Drill" } });
    expect(rows.body.items[0]?.checkout).toMatchObject({ to: { name: "Bea" }, due: today });
    expect(await list({ checkedOut: "true" })).toEqual(["Drill", "Ladder"]);

    const back = await giveBack(drill.id, "all fine");
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.checkout).toBeNull();
    expect(await list({ checkedOut: "true" })).toEqual(["Ladder"]);
    expect(await list({ checkedOut: "false", q: "Drill" })).toEqual(["Drill"]);
    // Returned, it can be lent again; the first check-out stays on record, returned.
    expect((await lend(drill.id, { to: { name: "Carl" } }, editor)).status).toBe(200);
    const kept = await openRows(drill.id);
    expect(kept.map((r) => [r.to_name, r.return_note, r.returned_at === null])).toEqual(
      expect.arrayContaining([
        ["Bea", "all fine", false],
        ["Carl", "", true],
      ]),
    );
  });

  it("lists what is overdue: out past its due date", async () => {
    const tent = await create(s, { name: "Tent" });
    const kayak = await create(s, { name: "Kayak" });
    await lend(tent.id, { to: { name: "Dora" }, due: today });
    await lend(kayak.id, { to: { name: "Emil" }, due: today });
    expect(await list({ overdue: "true" })).toEqual([]);
    // Time passes: the tent was due yesterday.
    await svc.db.kysely.updateTable("checkouts").set({ due: "2020-01-01" }).where("entity_id", "=", tent.id).execute();
    expect(await list({ overdue: "true" })).toEqual(["Tent"]);
    expect(await list({ overdue: "false", checkedOut: "true", q: "Kayak" })).toEqual(["Kayak"]);
  });

  it("records each check-out and return in the entity's history", async () => {
    const saw = await create(s, { name: "Saw" });
    await lend(saw.id, { to: { name: "Finn" }, due: "2099-01-31", note: "garden" });
    await giveBack(saw.id);
    const res = await s.call(history.entity, { params: { id: saw.id }, query: {} });
    const [returned, lent] = res.body.items;
    expect(returned).toMatchObject({
      action: "return",
      actor: { name: "Owner", kind: "user" },
      changes: [{ field: "checkout", from: { to: { name: "Finn" }, due: "2099-01-31", note: "garden" }, to: null }],
    });
    expect(lent).toMatchObject({ action: "checkout", changes: [{ field: "checkout", from: null }] });
    const feed = await s.call(history.feed, { query: { action: "checkout", entity: saw.id } });
    expect(feed.body.items).toHaveLength(1);
  });

  it("refuses bad check-outs and returns with clear errors and writes nothing", async () => {
    const bike = await create(s, { name: "Bike" });
    const strangerId = await idOf(stranger);
    const viewer = await joinAs(svc, s, "viewer", "Vera");

    expectError(await lend(bike.id, { to: { name: "Gus" }, due: "2020-01-01" }), 422, ["due"]);
    expectError(await lend(bike.id, { to: { userId: strangerId } }), 422, ["to.userId"]);
    expectError(await lend(bike.id, { to: {} }), 422, ["to"]);
    expectError(await lend(bike.id, { to: { name: "Gus", userId: strangerId } }), 422, ["to"]);
    expectError(await lend(bike.id, { to: { name: "x".repeat(101) } }), 422, ["to.name"]);
    expectError(await lend(bike.id, { to: { name: "Gus" } }, viewer), 403);
    expectError(await giveBack(bike.id), 409);
    expectError(await lend(bike.id, { to: { name: "Gus" } }, stranger), 404);
    expect(await openRows(bike.id)).toEqual([]);

    expect((await lend(bike.id, { to: { name: "Gus" } })).status).toBe(200);
    expectError(await lend(bike.id, { to: { name: "Hanna" } }), 409);
    expectError(await giveBack(bike.id, undefined, viewer), 403);
    expect((await openRows(bike.id)).map((r) => r.to_name)).toEqual(["Gus"]);
    const changes = await s.call(history.entity, { params: { id: bike.id }, query: {} });
    expect(changes.body.items.map((c) => c.action)).toEqual(["checkout", "create"]);
  });

  it("lets exactly one of two simultaneous check-outs through", async () => {
    const van = await create(s, { name: "Van" });
    const answers = await Promise.all([lend(van.id, { to: { name: "Ida" } }), lend(van.id, { to: { name: "Jon" } })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await openRows(van.id)).toHaveLength(1);
  });
});
