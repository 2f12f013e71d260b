import { describe, expect, it } from "vitest";
import { reminderEndpoints as reminders } from "../../../contract";
import { openDatabase, type Db } from "../../../server/db/database";
import { NOT_DELIVERED, notifications } from "../../../server/notifiers/notifications";
import { reminderScheduler } from "../../../server/reminders/scheduler";
import { create, expectError } from "../../support/fixtures";
import { useSignedInService } from "../../support/signed-in-service";
import { TEST_DB } from "../../support/service";
import { useNotificationStub } from "../../support/notification-stub";

const notify = useNotificationStub();

describe("reminders with a fake clock (docs/notifications.md, Reminders)", () => {
  const { svc, s, users } = useSignedInService({ names: ["Owner", "Neighbour"], env: notify.env });
  const neighbour = users[1];
  let clock = new Date(2026, 5, 10, 9, 0);
  const schedulerOn = (db: Db) =>
    reminderScheduler({
      db,
      notifications: notifications(svc.config.notifiers),
      now: () => clock,
      intervalMs: 0,
    });

  /** The reminder lines each delivery to `path` carried, one array per request. */
  const deliveries = (path: string) =>
    notify.stub.received
      .filter((r) => r.path === path)
      .map((r) => (JSON.parse(r.body) as { message: string }).message.split("\n").map((l) => l.replace(/^- /, "")));

  const notifier = async (name: string, path: string, isActive = true, who = s) => {
    const res = await who.req("POST", "/v1/notifiers", {
      name,
      url: `generic+http://${notify.stub.hostPort}${path}`,
      isActive,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  };
  const maintenance = async (entityId: string, name: string, scheduledDate: string, who = s) =>
    expect((await who.req("POST", `/v1/entities/${entityId}/maintenance`, { name, scheduledDate })).status).toBe(201);

  it("sends what is due once per notifier, moves with the clock and the warranty window", async () => {
    const scheduler = schedulerOn(svc.db);
    await notifier("Phone", "/remind-a");
    await notifier("Off", "/remind-off", false);
    const furnace = await create(s, { name: "Furnace" });
    await maintenance(furnace.id, "Change filter", "2026-06-10");
    await maintenance(furnace.id, "Old check", "2026-06-01");
    await maintenance(furnace.id, "Inspect burner", "2026-06-20");
    await create(s, { name: "TV", warrantyExpires: "2026-07-01" });
    await create(s, { name: "Camera", warrantyExpires: "2026-08-10" });
    await create(s, { name: "Forever", warrantyExpires: "2026-06-15", lifetimeWarranty: true });
    const shed = await create(neighbour, { name: "Their furnace" });
    await maintenance(shed.id, "Their filter", "2026-06-10", neighbour);

    expect(await scheduler.tick()).toBe(1);
    expect(deliveries("/remind-a")).toEqual([
      [
        "Maintenance overdue since 2026-06-01: Old check (Furnace)",
        "Maintenance due today: Change filter (Furnace)",
        "Warranty of TV expires on 2026-07-01",
      ],
    ]);
    expect(deliveries("/remind-off")).toEqual([]);

    expect(await scheduler.tick()).toBe(0);
    clock = new Date(2026, 5, 20, 9, 0);
    expect(await scheduler.tick()).toBe(1);
    expect(deliveries("/remind-a")[1]).toEqual(["Maintenance due today: Inspect burner (Furnace)"]);

    expect((await s.call(reminders.saveSettings, { body: { warrantyDays: 60 } })).body).toEqual({ warrantyDays: 60 });
    expect(await scheduler.tick()).toBe(1);
    expect(deliveries("/remind-a")[2]).toEqual(["Warranty of Camera expires on 2026-08-10"]);
    expect(await scheduler.tick()).toBe(0);
    expect(deliveries("/remind-a")).toHaveLength(3);
  });

  it("tries a failed reminder again on later runs, a bounded number of times, and shows the error", async () => {
    const scheduler = schedulerOn(svc.db);
    const id = await notifier("Flaky", "/fail-twice/remind");
    await notifier("Broken", "/status/500/remind");
    const boiler = await create(s, { name: "Boiler" });
    await maintenance(boiler.id, "Bleed radiators", "2026-06-20");
    await scheduler.tick();
    const failed = ((await s.req("GET", "/v1/notifiers")).body as { id: string; lastError: string }[]).find(
      (n) => n.id === id,
    );
    expect(failed?.lastError).toBe(NOT_DELIVERED);
    await scheduler.tick();
    await scheduler.tick();
    await scheduler.tick();
    const attempts = notify.stub.received.filter((r) => r.path === "/fail-twice/remind");
    expect(attempts).toHaveLength(3);
    expect(notify.stub.received.filter((r) => r.path === "/status/500/remind")).toHaveLength(3);
    const after = ((await s.req("GET", "/v1/notifiers")).body as { id: string; lastSuccessAt: string }[]).find(
      (n) => n.id === id,
    );
    expect(after?.lastSuccessAt).not.toBe("");
  });

  it("two schedulers on one database send each reminder once between them", async () => {
    const twin = openDatabase({
      databaseUrl: TEST_DB === "postgres" ? process.env.TEST_DATABASE_URL : undefined,
      dataDir: svc.dataDir,
      pgSchema: svc.db.pgSchema,
    });
    try {
      const first = schedulerOn(svc.db);
      const second = schedulerOn(twin);
      await notifier("Twin", "/remind-twin");
      const pump = await create(s, { name: "Pump" });
      for (let i = 0; i < 5; i++) await maintenance(pump.id, `Job ${i}`, "2026-06-20");
      clock = new Date(2026, 5, 21, 9, 0);
      for (let round = 0; round < 3; round++)
        await Promise.all([first.tick(), second.tick(), first.tick(), second.tick()]);
      const lines = deliveries("/remind-twin").flat();
      const jobs = lines.filter((l) => l.includes("(Pump)")).sort();
      expect(jobs).toEqual([0, 1, 2, 3, 4].map((i) => `Maintenance overdue since 2026-06-20: Job ${i} (Pump)`));
      expect(new Set(lines).size).toBe(lines.length);
    } finally {
      await twin.close();
    }
  });

  it("settings: owner's, checked, default 30", async () => {
    expect((await neighbour.call(reminders.settings)).body).toEqual({ warrantyDays: 30 });
    expectError(await s.req("PUT", "/v1/reminders/settings", { warrantyDays: 0 }), 422, ["warrantyDays"]);
    expectError(await s.req("PUT", "/v1/reminders/settings", { warrantyDays: 2.5 }), 422, ["warrantyDays"]);
    expectError(await s.req("PUT", "/v1/reminders/settings", {}), 422, ["warrantyDays"]);
  });
});
