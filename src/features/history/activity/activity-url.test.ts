import { describe, expect, it } from "vitest";
import { activitySearch, feedFilters, readActivityUrl } from "./activity-url";

const ENTITY = "0b7c5a52-3f0e-4d55-9a57-1f2b8c1d2e3f";

describe("the Activity page's URL", () => {
  it("reads the filters it writes", () => {
    const state = {
      actor: "u1",
      action: "move" as const,
      entity: ENTITY,
      from: "2026-11-01",
      to: "2026-11-27",
      page: 3,
    };
    expect(readActivityUrl(activitySearch(state))).toEqual(state);
    expect(activitySearch({ page: 1 }).toString()).toBe("");
  });

  it("leaves out what the feed would refuse instead of failing the page", () => {
    const state = readActivityUrl(new URLSearchParams("action=explode&entity=x&batch=a%20b&from=27.11.2026&page=-2"));
    expect(state).toEqual({ page: 1 });
  });

  it("turns the picked days into the feed's instants: from the first's start to the end of the last", () => {
    const filters = feedFilters({ from: "2026-11-01", to: "2026-11-27", batch: "b-1", page: 2 });
    expect(filters).toEqual({
      batch: "b-1",
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 28).toISOString(),
    });
  });
});
