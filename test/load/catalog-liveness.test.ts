import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB } from "../support/service";
import { call, signUpOverHttp, startHttpService, type HttpService } from "./http-service";

/**
 * While one group imports a maximal catalog (a million rows, every one an error: the most work per
 * byte), the service keeps answering everybody else: the public status and another group's entity
 * list. Asserted: they answer, and they answer before the import does. The wait of each is only
 * logged (timings belong in `npm run bench`).
 */
describe(`a catalog import does not hold up other requests (${TEST_DB})`, () => {
  let http: HttpService;
  let importer: string;
  let other: string;
  beforeAll(async () => {
    http = await startHttpService();
    importer = await signUpOverHttp(http.base);
    other = await signUpOverHttp(http.base);
  });
  afterAll(() => http?.close());

  it("status and another group's list answer while the import runs", { timeout: 180_000 }, async () => {
    let importDone = false;
    const running = fetch(`${http.base}/v1/products/catalog`, {
      method: "POST",
      headers: { authorization: importer, "content-type": "text/csv" },
      body: `barcode,name\n${",\n".repeat(1_000_000)}`,
    }).then(async (res) => {
      importDone = true;
      return { status: res.status, body: (await res.json()) as { errorCount: number } };
    });
    const waits: Record<string, number[]> = { status: [], list: [] };
    const answeredDuringImport: Record<string, number> = { status: 0, list: 0 };
    while (!importDone) {
      for (const [name, path, token] of [
        ["status", "/v1/status", undefined],
        ["list", "/v1/entities", other],
      ] as const) {
        const started = performance.now();
        const res = await call(http.base, "GET", path, { token });
        waits[name]!.push(performance.now() - started);
        expect(res.status).toBe(200);
        if (!importDone) answeredDuringImport[name]!++;
      }
    }
    const result = await running;
    expect(result.status).toBe(200);
    expect(result.body.errorCount).toBe(1_000_000);
    expect(answeredDuringImport.status).toBeGreaterThan(0);
    expect(answeredDuringImport.list).toBeGreaterThan(0);
    const max = (xs: number[]) => Math.round(Math.max(...xs));
    console.log(
      `[liveness ${TEST_DB}] during the import: status ${waits.status!.length}× max ${max(waits.status!)} ms, ` +
        `list ${waits.list!.length}× max ${max(waits.list!)} ms`,
    );
  });
});
