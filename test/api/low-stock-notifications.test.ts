import { describe, expect, it } from "vitest";
import { bulkEndpoints, stocktakeEndpoints } from "../../contract";
import { notifications } from "../../server/notifiers/notifications";
import { reminderScheduler } from "../../server/reminders/scheduler";
import { create, location } from "../support/fixtures";
import { importCsvText } from "../support/csv-upload";
import { useSignedInService } from "../support/signed-in-service";
import { useNotificationStub } from "../support/notification-stub";
import { scan, scanOf, startStocktake } from "./stocktake-fixtures";

const notify = useNotificationStub();

/** docs/decisions/030-low-stock-notifications.md: one notification per crossing below the minimum, by any write. */
describe("low-stock notifications", () => {
  const { svc, s } = useSignedInService({ env: notify.env });
  const scheduler = () =>
    reminderScheduler({ db: svc.db, notifications: notifications(svc.config.notifiers), intervalMs: 0 });
  const lines = (path: string) =>
    notify.stub.received
      .filter((r) => r.path === path)
      .flatMap((r) => (JSON.parse(r.body) as { message: string }).message.split("\n"))
      .filter((l) => l.includes("Low stock"));
  const notifier = async (path: string) => {
    const res = await s.req("POST", "/v1/notifiers", {
      name: path,
      url: `generic+http://${notify.stub.hostPort}${path}`,
      isActive: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  };
  const patch = async (id: string, body: Record<string, unknown>) =>
    expect((await s.req("PATCH", `/v1/entities/${id}`, body)).status).toBe(200);

  it("an edit crossing below sends once, not again while low, again after it went back above", async () => {
    const run = scheduler();
    await notifier("/low-a");
    const coffee = await create(s, { name: "Coffee", quantity: 3, minQuantity: 1, unit: "kg" });
    await run.tick();
    expect(lines("/low-a")).toEqual([]);
    await patch(coffee.id, { quantity: 1 });
    await run.tick();
    await patch(coffee.id, { quantity: 0.5 });
    await run.tick();
    expect(lines("/low-a")).toEqual(["- Low stock: Coffee: 1 kg left (minimum 1 kg)"]);
    await patch(coffee.id, { quantity: 4 });
    await run.tick();
    await patch(coffee.id, { quantity: 0 });
    await run.tick();
    await run.tick();
    expect(lines("/low-a")).toHaveLength(2);
    expect(lines("/low-a")[1]).toBe("- Low stock: Coffee: 0 kg left (minimum 1 kg)");
  });

  it("bulk update, stock-take counts and CSV import cross too; two schedulers send each once", async () => {
    await notifier("/low-b");
    const pantry = await location(s, "Pantry");
    const rice = await create(s, { name: "Rice", parentId: pantry.id, quantity: 5, minQuantity: 2 });
    const salt = await create(s, { name: "Salt", quantity: 5, minQuantity: 2 });
    expect(
      (await s.call(bulkEndpoints.run, { body: { ids: [salt.id], action: "update", patch: { quantity: 1 } } })).status,
    ).toBe(200);
    const take = await startStocktake(s, pantry.id);
    await scan(s, take.id, scanOf(rice.assetId, { count: 2 }));
    const finish = await s.call(stocktakeEndpoints.finish, {
      params: { id: take.id },
      body: { missing: "none", applyCounts: true, moveUnexpected: false },
    });
    expect(finish.status, JSON.stringify(finish.body)).toBe(200);
    // A new item that is low from the start is a crossing too.
    const csv = `HB.name,HB.quantity,HB.min_quantity\nOil,1,2\n`;
    expect((await importCsvText(s, csv)).status).toBe(200);
    await Promise.all([scheduler().tick(), scheduler().tick()]);
    await scheduler().tick();
    const sent = lines("/low-b").sort();
    expect(sent.filter((l) => l.includes("Rice"))).toHaveLength(1);
    expect(sent.filter((l) => l.includes("Salt"))).toHaveLength(1);
    expect(sent.filter((l) => l.includes(": Oil:"))).toHaveLength(1);
  });
});
