import { describe, expect, it } from "vitest";
import { maintenanceEndpoints as maintenance, type MaintenanceInputValues } from "../../../contract";
import { create, expectError } from "../../support/fixtures";
import { useSignedInService } from "../../support/signed-in-service";

describe("recurring maintenance (docs/api.md, Maintenance)", () => {
  const { s } = useSignedInService();

  const log = async (entityId: string, body: MaintenanceInputValues) => {
    const res = await s.call(maintenance.add, { params: { id: entityId }, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };
  const entries = async (entityId: string) =>
    (await s.call(maintenance.entityLog, { params: { id: entityId } })).body.map((m) => ({
      name: m.name,
      scheduledDate: m.scheduledDate,
      completedDate: m.completedDate,
      cost: m.cost,
      repeat: `${m.repeatEvery} ${m.repeatUnit}`,
    }));

  it("completing a recurring entry by PUT schedules the next one interval after the day it was done", async () => {
    const boiler = await create(s, { name: "Boiler" });
    const entry = await log(boiler.id, {
      name: "Service",
      description: "Check the pressure",
      scheduledDate: "2027-01-31",
      repeatEvery: 1,
      repeatUnit: "months",
    });
    expect(entry).toMatchObject({ repeatEvery: 1, repeatUnit: "months", completedDate: "" });
    expect(await entries(boiler.id)).toHaveLength(1);

    const done = { ...entry, completedDate: "2027-01-31", cost: 90 };
    const put = await s.call(maintenance.replace, {
      params: { id: entry.id },
      body: done,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await entries(boiler.id)).toEqual([
      { name: "Service", scheduledDate: "2027-02-28", completedDate: "", cost: 0, repeat: "1 months" },
      { name: "Service", scheduledDate: "2027-01-31", completedDate: "2027-01-31", cost: 90, repeat: "1 months" },
    ]);
    const next = (await s.call(maintenance.entityLog, { params: { id: boiler.id } })).body[0]!;
    expect(next.description).toBe("Check the pressure");

    // Saving the completed entry again (a new cost) schedules nothing more.
    await s.call(maintenance.replace, { params: { id: entry.id }, body: { ...done, cost: 95 } });
    expect(await entries(boiler.id)).toHaveLength(2);
  });

  it("logging a recurring entry as done schedules the next in days, weeks or years", async () => {
    const car = await create(s, { name: "Car" });
    await log(car.id, { name: "Tyres", completedDate: "2026-10-03", repeatEvery: 2, repeatUnit: "weeks" });
    await log(car.id, { name: "Inspection", completedDate: "2028-02-29", repeatEvery: 1, repeatUnit: "years" });
    await log(car.id, { name: "Wash", completedDate: "2026-12-30", repeatEvery: 3, repeatUnit: "days" });
    await log(car.id, { name: "Oil", completedDate: "2026-06-01" });
    const open = (await s.call(maintenance.entityLog, { params: { id: car.id }, query: { status: "scheduled" } })).body;
    expect(open.map((m) => [m.name, m.scheduledDate])).toEqual([
      ["Tyres", "2026-10-17"],
      ["Wash", "2027-01-02"],
      ["Inspection", "2029-02-28"],
    ]);
  });

  it("refuses a bad interval with 422 and stores nothing", async () => {
    const pump = await create(s, { name: "Pump" });
    const bad = (body: object) =>
      s.req("POST", `/v1/entities/${pump.id}/maintenance`, { name: "Prime", scheduledDate: "2027-01-01", ...body });
    expectError(await bad({ repeatEvery: 2 }), 422, ["repeatUnit"]);
    expectError(await bad({ repeatEvery: 2, repeatUnit: "fortnights" }), 422, ["repeatUnit"]);
    expectError(await bad({ repeatEvery: -1, repeatUnit: "days" }), 422, ["repeatEvery"]);
    expectError(await bad({ repeatEvery: 1.5, repeatUnit: "days" }), 422, ["repeatEvery"]);
    expectError(await bad({ repeatEvery: 1001, repeatUnit: "days" }), 422, ["repeatEvery"]);
    expectError(await bad({ repeatEvery: "2", repeatUnit: "days" }), 422, ["repeatEvery"]);
    expect(await entries(pump.id)).toEqual([]);
    // 0 means "does not recur", and then no unit is kept.
    expect(
      await log(pump.id, { name: "Prime", completedDate: "2027-01-01", repeatEvery: 0, repeatUnit: "days" }),
    ).toMatchObject({ repeatEvery: 0, repeatUnit: "" });
    expect(await entries(pump.id)).toHaveLength(1);
  });
});
