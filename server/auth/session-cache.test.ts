import { describe, expect, it } from "vitest";
import { SessionCache, type CachedSession } from "./session-cache";

const session: CachedSession = {
  userId: "u1",
  userName: "Dana",
  kind: "session",
  expiresAt: "2999-01-01T00:00:00.000Z",
  groupId: "g1",
  role: "editor",
  readOnly: false,
};

describe("the session cache", () => {
  it("keeps a session for its lifetime, then forgets it", () => {
    const cache = new SessionCache(10_000);
    cache.set("t", session, cache.generation, undefined, 1_000);
    expect(cache.get("t", 5_000)).toMatchObject(session);
    expect(cache.get("t", 11_000)).toBeUndefined();
    expect(cache.hasMark("t")).toBe(false);
  });

  it("keeps a session read at a change mark while the database's mark is that one, and only then", () => {
    const cache = new SessionCache(0);
    cache.set("t", session, cache.generation, "10:12:");
    expect(cache.get("t")).toBeUndefined();
    expect(cache.hasMark("t")).toBe(true);
    expect(cache.getAt("t", "10:12:")).toMatchObject(session);
    expect(cache.getAt("t", "10:13:")).toBeUndefined();
    expect(cache.getAt("t", undefined)).toBeUndefined();
    expect(cache.getAt("other", "10:12:")).toBeUndefined();
  });

  it("keeps nothing without a lifetime or a mark, nor a lookup that began before a sign-out", () => {
    const cache = new SessionCache(0);
    cache.set("t", session, cache.generation);
    expect(cache.hasMark("t")).toBe(false);
    const startedIn = cache.generation;
    cache.clear();
    cache.set("t", session, startedIn, "10:12:");
    expect(cache.getAt("t", "10:12:")).toBeUndefined();
  });

  it("forgets sessions kept at a mark on sign-out", () => {
    const cache = new SessionCache(10_000);
    cache.set("t", session, cache.generation, "10:12:");
    cache.clear();
    expect(cache.getAt("t", "10:12:")).toBeUndefined();
    expect(cache.get("t")).toBeUndefined();
  });
});
