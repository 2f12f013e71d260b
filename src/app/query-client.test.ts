// @vitest-environment jsdom
import { notifyManager, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call } from "../api/client";
import { tagEndpoints } from "../../contract/tag";
import { ApiError } from "../api/api-error";
import { FakeApi } from "../testing/fake-api";
import { coalescingScheduler, createQueryClient } from "./query-client";

/** A 200 whose body the contract does not describe (the tag list must be an array). */
const mangled = () => new Response(JSON.stringify({ tags: "none" }), { status: 200 });

afterEach(() => vi.unstubAllGlobals());

describe("query retries", () => {
  it("never retries an answer that failed the contract's parse", async () => {
    const api = new FakeApi().on("GET", "/v1/tags", mangled).install();
    const queryClient = createQueryClient();
    await expect(
      queryClient.fetchQuery({ queryKey: ["tags"], queryFn: () => call(tagEndpoints.list) }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(api.calls("GET", "/v1/tags")).toHaveLength(1);
  });
});

describe("query notifications", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("tells observers of queries that settled in separate turns together, in one task", async () => {
    const queryClient = createQueryClient();
    const heard: string[] = [];
    const keys = ["a", "b", "c"];
    // As useQuery subscribes: its store-change callback wrapped in batchCalls.
    const unsubscribe = keys.map((key) => {
      const observer = new QueryObserver(queryClient, { queryKey: [key], enabled: false });
      return observer.subscribe(
        notifyManager.batchCalls(() => {
          const { data } = observer.getCurrentResult();
          if (typeof data === "string") heard.push(data);
        }),
      );
    });
    const timeouts = vi.spyOn(globalThis, "setTimeout");
    // Each query settles in a microtask of its own (a batch of its own); the observers hear of it later.
    await Promise.all(keys.map((key) => queryClient.fetchQuery({ queryKey: [key], queryFn: async () => key })));
    expect(heard).toEqual([]);
    const tasks = timeouts.mock.calls.filter(([, delay]) => !delay).length;
    await vi.waitFor(() => expect(new Set(heard)).toEqual(new Set(keys)));
    expect(tasks).toBe(1);
    unsubscribe.forEach((stop) => stop());
  });

  it("goes on with the other notifications when one throws", async () => {
    vi.useFakeTimers();
    const reported: unknown[] = [];
    const schedule = coalescingScheduler((error) => reported.push(error));
    const ran: number[] = [];
    schedule(() => ran.push(1));
    schedule(() => {
      throw new Error("observer failed");
    });
    schedule(() => ran.push(3));
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([1, 3]);
    expect(reported).toEqual([new Error("observer failed")]);
  });
});
