import { describe, expect, it } from "vitest";
import { authEndpoints, StatusResult } from "../../contract";
import { VERSION } from "../../server/version";
import { callEndpoint } from "../support/client";
import { useSignedInService } from "../support/signed-in-service";

describe("GET /v1/status answers every field of Homebox's APISummary (docs/api.md, Homebox clients)", () => {
  const { svc } = useSignedInService({ names: [] });

  it("build, latest and the rest of Homebox's fields, beside ours", async () => {
    const res = await callEndpoint(svc, authEndpoints.status);
    expect(res.status).toBe(200);
    const body = StatusResult.parse(res.body);
    // Homebox's sign-in page reads build.version, and every page compares latest.version with it.
    expect(body).toMatchObject({
      health: true,
      build: { version: VERSION, commit: "", buildTime: "" },
      latest: { version: VERSION, date: "" },
      demo: false,
      labelPrinting: false,
      oidc: { enabled: false, allowLocal: true },
      telemetry: { enabled: false },
      versions: null,
      allowRegistration: true,
      version: VERSION,
      api: { state: "ok" },
    });
    expect(body.title.length).toBeGreaterThan(0);
    expect(body.message.length).toBeGreaterThan(0);
    // Every key of Homebox's OpenAPI (v1.APISummary) is in the JSON itself.
    const homeboxKeys = ["allowRegistration", "build", "demo", "health", "labelPrinting", "latest", "message"];
    const moreHomeboxKeys = ["oidc", "telemetry", "title", "versions"];
    expect(Object.keys(res.body as object)).toEqual(expect.arrayContaining([...homeboxKeys, ...moreHomeboxKeys]));
  });
});
