import { describe, expect, it } from "vitest";
import * as contract from "../../contract";
import type { Endpoint } from "../../contract/endpoint";
import { request } from "../support/client";
import { useSignedInService } from "../support/signed-in-service";

/** Every endpoint the contract defines, from its `…Endpoints` groups. */
const defined: Endpoint[] = Object.entries(contract)
  .filter(([name]) => name.endsWith("Endpoints"))
  .flatMap(([, group]) => Object.values(group as Record<string, Endpoint>));

describe("the contract's endpoints", () => {
  const { svc } = useSignedInService({ names: [] });

  it("are each served and described once in the OpenAPI document", async () => {
    expect(defined.length).toBeGreaterThan(0);
    const doc = (await request(svc, "GET", "/openapi.json")).body as { paths: Record<string, Record<string, unknown>> };
    for (const e of defined) expect(doc.paths[e.path]?.[e.method], `${e.method} ${e.path}`).toBeDefined();
    const keys = defined.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
