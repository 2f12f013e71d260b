import { describe, expect, it } from "vitest";
import {
  MaintenancePage,
  maintenanceEndpoints as maintenance,
  type MaintenanceInputValues,
  type QueryOf,
} from "../../../contract";
import { create, expectError } from "../../support/fixtures";
import { useSignedInService } from "../../support/signed-in-service";

describe("maintenance log (docs/api.md, Maintenance)", () => {
  const { s, users } = useSignedInService({ names: ["Owner", "Stranger"] });
  const other = users[1];

  const log = (entityId: string, body: MaintenanceInputValues) =>
    s.call(maintenance.add, { params: { id: entityId }, body });
  const page = async (query: QueryOf<typeof maintenance.groupPage> = {}) => {
    const res = await s.call(maintenance.groupPage, { query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return MaintenancePage.parse(res.body);
  };

  it("logs, lists per entity and per group with the status filter, open first, and pages", async () => {
    const furnace = await create(s, { name: "Furnace" });
    const car = await create(s, { name: "Car" });
    const filter = await log(furnace.id, { name: "Change filter", scheduledDate: "2026-12-01", cost: "12.50" });
    expect(filter.status, JSON.stringify(filter.body)).toBe(201);
    expect(filter.body).toMatchObject({
      name: "Change filter",
      cost: 12.5,
      scheduledDate: "2026-12-01",
      completedDate: "",
    });
    await log(furnace.id, { name: "Inspect", scheduledDate: "2026-11-01" });
    await log(car.id, { name: "Oil", completedDate: "2026-01-10T09:00:00Z", cost: 80 });
    await log(car.id, { name: "Tyres", scheduledDate: "2025-10-01", completedDate: "2025-10-03", cost: 300 });

    const furnaceLog = await s.call(maintenance.entityLog, { params: { id: furnace.id } });
    expect(furnaceLog.body.map((m) => m.name)).toEqual(["Inspect", "Change filter"]);
    expect(furnaceLog.body[0]).toMatchObject({ entityId: furnace.id, entityName: "Furnace", itemID: furnace.id });

    const all = await page();
    expect(all.items.map((m) => m.name)).toEqual(["Inspect", "Change filter", "Oil", "Tyres"]);
    expect(all).toMatchObject({ total: 4, totalCost: 392.5, page: 1, pageSize: 50 });
    expect((await page({ status: "scheduled" })).items.map((m) => m.name)).toEqual(["Inspect", "Change filter"]);
    const done = await page({ status: "completed" });
    expect(done.items.map((m) => m.name)).toEqual(["Oil", "Tyres"]);
    expect(done.totalCost).toBe(380);
    const second = await page({ status: "both", page: 2, pageSize: 3 });
    expect(second.items.map((m) => m.name)).toEqual(["Tyres"]);
    expect(second.total).toBe(4);
    const carOpen = await s.call(maintenance.entityLog, { params: { id: car.id }, query: { status: "scheduled" } });
    expect(carOpen.body).toEqual([]);
  });

  it("completes and edits by PUT, deletes, and another group sees none of it", async () => {
    const boiler = await create(s, { name: "Boiler" });
    const entry = (await log(boiler.id, { name: "Service", scheduledDate: "2026-05-01" })).body;
    const put = await s.call(maintenance.replace, {
      params: { id: entry.id },
      body: { name: "Service", scheduledDate: "2026-05-01", completedDate: "2026-05-02", cost: 99 },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ completedDate: "2026-05-02", cost: 99 });
    expect((await other.req("GET", "/v1/maintenance")).body).toEqual([]);
    expect((await other.req("GET", "/v1/maintenance/page")).body.total).toBe(0);
    expect((await other.req("GET", `/v1/entities/${boiler.id}/maintenance`)).body).toEqual([]);
    expectError(await other.req("PUT", `/v1/maintenance/${entry.id}`, { name: "x", scheduledDate: "2026-01-01" }), 404);
    expectError(await other.req("DELETE", `/v1/maintenance/${entry.id}`), 404);
    expectError(
      await other.req("POST", `/v1/entities/${boiler.id}/maintenance`, { name: "x", scheduledDate: "2026-01-01" }),
      404,
    );
    expect((await s.call(maintenance.remove, { params: { id: entry.id } })).status).toBe(204);
    expect((await s.req("GET", `/v1/entities/${boiler.id}/maintenance`)).body).toEqual([]);
  });

  it("bad dates, costs, names and filters are 422 and change nothing", async () => {
    const pump = await create(s, { name: "Pump" });
    expectError(await log(pump.id, { name: "x", scheduledDate: "2026-02-30" }), 422, ["scheduledDate"]);
    expectError(await log(pump.id, { name: "x", completedDate: "yesterday" }), 422, ["completedDate"]);
    expectError(await log(pump.id, { name: "x" }), 422, ["scheduledDate"]);
    expectError(await log(pump.id, { name: "", scheduledDate: "2026-01-01", cost: -5 }), 422, ["name", "cost"]);
    expectError(await log(pump.id, { name: "x", scheduledDate: "2026-01-01", cost: "12,50" }), 422, ["cost"]);
    const entry = (await log(pump.id, { name: "Prime", scheduledDate: "2026-01-01" })).body;
    expectError(
      await s.req("PUT", `/v1/maintenance/${entry.id}`, { name: "Prime", scheduledDate: "", completedDate: "" }),
      422,
      ["scheduledDate"],
    );
    expect((await s.req("GET", `/v1/entities/${pump.id}/maintenance`)).body).toMatchObject([
      { scheduledDate: "2026-01-01" },
    ]);
    expectError(await s.req("GET", "/v1/maintenance?status=overdue"), 422, ["status"]);
    expectError(await s.req("GET", "/v1/maintenance/page?status=overdue"), 422, ["status"]);
    expectError(await s.req("GET", "/v1/maintenance/page?pageSize=0"), 422, ["pageSize"]);
  });

  it("goes with its entity", async () => {
    const kettle = await create(s, { name: "Kettle" });
    await log(kettle.id, { name: "Descale", scheduledDate: "2026-03-01" });
    const before = (await page()).total;
    expect((await s.req("DELETE", `/v1/entities/${kettle.id}`)).status).toBe(204);
    expect((await page()).total).toBe(before - 1);
  });
});
