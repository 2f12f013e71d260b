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

describe("a write in a batch", () => {
  it("names its batch in X-Batch-Id, and a 409 keeps the entities it names", async () => {
    const api = new FakeApi()
      .on("POST", "/v1/tags", () =>
        Response.json({ error: "changed since", code: "conflict", entities: ["e1", "e2"] }, { status: 409 }),
      )
      .install();
    const error = await call(tagEndpoints.create, { body: { name: "Red" }, batchId: "b-1" }).catch((e) => e);
    expect(api.requests[0]?.headers.get("x-batch-id")).toBe("b-1");
    expect(error).toMatchObject({ status: 409, entities: ["e1", "e2"] });
  });
});
