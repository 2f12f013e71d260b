// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeApi } from "../testing/fake-api";
import { tagEndpoints } from "../../contract/tag";
import { call } from "./client";
import { ApiError } from "./api-error";

/** The fake API answering `GET /v1/tags` with a 200 and this body. */
const tagsAnswer = (body: string) => new FakeApi().on("GET", "/v1/tags", () => new Response(body)).install();

afterEach(() => vi.unstubAllGlobals());

describe("an answer the contract does not describe", () => {
  it("becomes a readable ApiError naming the request, not a ZodError", async () => {
    tagsAnswer(JSON.stringify({ tags: "none" }));
    const error = await call(tagEndpoints.list).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe("Unexpected answer from the server (GET /api/v1/tags).");
  });

  it("covers a body that is not JSON at all", async () => {
    tagsAnswer("<html>proxy error</html>");
    const error = await call(tagEndpoints.list).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toContain("Unexpected answer from the server");
  });
});
