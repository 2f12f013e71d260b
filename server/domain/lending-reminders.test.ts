import { describe, expect, it } from "vitest";
import { lendingReminders } from "./lending-reminders";

const drill = { id: "c1", entityName: "Drill", toName: "Anna", due: "2026-06-10" };

describe("lendingReminders", () => {
  it("reminds on the due day, then once as overdue, and never without a due date", () => {
    expect(lendingReminders("2026-06-09", [drill])).toEqual([]);
    expect(lendingReminders("2026-06-10", [drill])).toEqual([
      { key: "checkout:c1:due", line: "Due back today: Drill (lent to Anna)" },
    ]);
    const overdue = [{ key: "checkout:c1:overdue", line: "Overdue since 2026-06-10: Drill (lent to Anna)" }];
    expect(lendingReminders("2026-06-11", [drill])).toEqual(overdue);
    // The key stays the same on later days: the claim table sends it once.
    expect(lendingReminders("2026-06-30", [drill])).toEqual(overdue);
    expect(lendingReminders("2026-06-30", [{ ...drill, due: "" }])).toEqual([]);
  });
});
