import { describe, expect, it } from "vitest";
import { addDays, dueReminders, localDate } from "./reminders";

const m = (id: string, scheduledDate: string) => ({ id, name: `Task ${id}`, entityName: "Furnace", scheduledDate });
const w = (entityId: string, warrantyExpires: string) => ({ entityId, entityName: `E${entityId}`, warrantyExpires });

describe("dueReminders", () => {
  it("takes maintenance due today or overdue, not upcoming", () => {
    const out = dueReminders("2026-06-10", 30, [m("a", "2026-06-10"), m("b", "2026-06-01"), m("c", "2026-06-11")], []);
    expect(out.map((r) => r.key)).toEqual(["maintenance:a:2026-06-10", "maintenance:b:2026-06-01"]);
    expect(out[0]?.line).toBe("Maintenance due today: Task a (Furnace)");
    expect(out[1]?.line).toContain("overdue since 2026-06-01");
  });

  it("takes warranties expiring within the window, inclusive, not expired ones", () => {
    const out = dueReminders(
      "2026-06-10",
      30,
      [],
      [w("1", "2026-06-10"), w("2", "2026-07-10"), w("3", "2026-07-11"), w("4", "2026-06-09")],
    );
    expect(out.map((r) => r.key)).toEqual(["warranty:1:2026-06-10", "warranty:2:2026-07-10"]);
  });
});

describe("dates", () => {
  it("adds days across months and years", () => {
    expect(addDays("2026-12-20", 30)).toBe("2027-01-19");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
  it("reads the local calendar date", () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});
