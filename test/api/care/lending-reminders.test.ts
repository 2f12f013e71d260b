import { describe, expect, it } from "vitest";
import { lendingEndpoints as lending } from "../../../contract";
import { localDate } from "../../../server/domain/reminders";
import { notifications } from "../../../server/notifiers/notifications";
import { reminderScheduler } from "../../../server/reminders/scheduler";
import { create } from "../../support/fixtures";
import { useSignedInService } from "../../support/signed-in-service";
import { useNotificationStub } from "../../support/notification-stub";

const notify = useNotificationStub();

describe("due and overdue reminders of lent items (docs/notifications.md, Reminders)", () => {
  const { svc, s } = useSignedInService({ names: ["Owner"], env: notify.env });

  it("sends the due-day and the overdue reminder once each, and none once the item is back", async () => {
    const due = localDate(new Date());
    let clock = new Date();
    const scheduler = reminderScheduler({
      db: svc.db,
      notifications: notifications(svc.config.notifiers),
      now: () => clock,
      intervalMs: 0,
    });
    const res = await s.req("POST", "/v1/notifiers", {
      name: "Phone",
      url: `generic+http://${notify.stub.hostPort}/lend`,
      isActive: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const drill = await create(s, { name: "Drill" });
    const tent = await create(s, { name: "Tent" });
    const lend = (id: string, name: string) =>
      s.call(lending.checkout, { params: { id }, body: { to: { name }, due } });
    expect((await lend(drill.id, "Anna")).status).toBe(200);
    expect((await lend(tent.id, "Ben")).status).toBe(200);
    const lines = () =>
      notify.stub.received
        .filter((r) => r.path === "/lend")
        .map((r) => (JSON.parse(r.body) as { message: string }).message.split("\n").map((l) => l.replace(/^- /, "")));

    expect(await scheduler.tick()).toBe(1);
    expect(await scheduler.tick()).toBe(0);
    expect(lines()).toEqual([[`Due back today: Drill (lent to Anna)`, `Due back today: Tent (lent to Ben)`]]);

    expect((await s.call(lending.return, { params: { id: tent.id } })).status).toBe(200);
    clock = new Date(clock.getTime() + 2 * 86_400_000);
    expect(await scheduler.tick()).toBe(1);
    expect(await scheduler.tick()).toBe(0);
    clock = new Date(clock.getTime() + 86_400_000);
    expect(await scheduler.tick()).toBe(0);
    expect(lines()).toHaveLength(2);
    expect(lines()[1]).toEqual([`Overdue since ${due}: Drill (lent to Anna)`]);
  });
});
