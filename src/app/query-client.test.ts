// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, apiRequest } from "../api/client";
import { FakeApi } from "../testing/fake-api";
import { createQueryClient } from "./query-client";

/** A 200 whose body the contract does not describe (the tag list must be an array). */
const mangled = () => new Response(JSON.stringify({ tags: "none" }), { status: 200 });

afterEach(() => vi.unstubAllGlobals());

describe("query retries", () => {
  it("never retries an answer that failed the contract's parse", async () => {
    const api = new FakeApi().on("GET", "/v1/tags", mangled).install();
    const queryClient = createQueryClient();
    const schema = z.array(z.string());
    await expect(
      queryClient.fetchQuery({ queryKey: ["tags"], queryFn: () => apiRequest("/v1/tags", { schema }) }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(api.calls("GET", "/v1/tags")).toHaveLength(1);
  });
});
