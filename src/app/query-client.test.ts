// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, apiRequest } from "../api/client";
import { createQueryClient } from "./query-client";

const answer = (body: string) => new Response(body, { status: 200, headers: { "content-type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

describe("query retries", () => {
  it("never retries an answer that failed the contract's parse", async () => {
    const fetch = vi.fn(async () => answer(JSON.stringify({ tags: "none" })));
    vi.stubGlobal("fetch", fetch);
    const queryClient = createQueryClient();
    const schema = z.array(z.string());
    await expect(
      queryClient.fetchQuery({ queryKey: ["tags"], queryFn: () => apiRequest("/v1/tags", { schema }) }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
