import { describe, expect, it, vi } from "vitest";
import type { Db } from "../db/database";
import { DomainError } from "../domain/errors";
import { EventHub } from "./hub";

const LIMITS = { perToken: 3, perUser: 5 };

const hubOnSqlite = () => new EventHub({ dialect: "sqlite" } as Db);
const stream = (userId: string, tokenHash = `${userId}-token`) => ({
  userId,
  tokenHash,
  onEvent: vi.fn(),
  onAccessChanged: vi.fn(),
  end: vi.fn(),
});

describe("the event hub", () => {
  it("asks only the streams of the user or group whose access changed to check it again", async () => {
    const hub = hubOnSqlite();
    const [ann, annElsewhere, bob] = [stream("ann"), stream("ann"), stream("bob")];
    await hub.subscribe("home", ann);
    await hub.subscribe("office", annElsewhere);
    await hub.subscribe("home", bob);
    await hub.log.accessChanged({ userId: "ann" });
    expect([ann, annElsewhere, bob].map((s) => s.onAccessChanged.mock.calls.length)).toEqual([1, 1, 0]);
    await hub.log.accessChanged({ groupId: "home" });
    expect([ann, annElsewhere, bob].map((s) => s.onAccessChanged.mock.calls.length)).toEqual([2, 1, 1]);
  });

  it("refuses a stream past the cap of its token or its user with a 429, and counts a closed one out", async () => {
    const hub = hubOnSqlite();
    const unsubscribes: Array<() => void> = [];
    for (let i = 0; i < LIMITS.perToken; i++) {
      hub.checkRoom("ann", "tab-token", LIMITS);
      unsubscribes.push(await hub.subscribe("home", stream("ann", "tab-token")));
    }
    expect(() => hub.checkRoom("ann", "tab-token", LIMITS)).toThrow(DomainError);
    unsubscribes.pop()?.();
    expect(() => hub.checkRoom("ann", "tab-token", LIMITS)).not.toThrow();
    for (let i = LIMITS.perToken - 1; i < LIMITS.perUser; i++) {
      hub.checkRoom("ann", `key-${i}`, LIMITS);
      await hub.subscribe("home", stream("ann", `key-${i}`));
    }
    let refused: unknown;
    try {
      hub.checkRoom("ann", "another-key", LIMITS);
    } catch (err) {
      refused = err;
    }
    expect(refused).toMatchObject({ failure: "too-many", message: expect.stringContaining("per user") });
    expect(() => hub.checkRoom("bob", "bob-token", LIMITS)).not.toThrow();
  });
});
