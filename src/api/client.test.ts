// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, apiRequest } from "./client";

const answer = (body: string) => new Response(body, { status: 200, headers: { "content-type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

describe("an answer the contract does not describe", () => {
  it("becomes a readable ApiError naming the request, not a ZodError", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(JSON.stringify({ tags: "none" }))),
    );
    const error = await apiRequest("/v1/tags", { schema: z.array(z.object({ id: z.string() })) }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe("Unexpected answer from the server (GET /api/v1/tags).");
  });

  it("covers a body that is not JSON at all", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer("<html>proxy error</html>")),
    );
    const error = await apiRequest("/v1/tags", { schema: z.array(z.string()) }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toContain("Unexpected answer from the server");
  });
});
