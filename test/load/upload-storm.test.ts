import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killHard, startServiceProcess, type ServiceProcess } from "../faults/service-process";
import { createScratchDatabase, type ScratchDatabase } from "../support/scratch-database";
import { TEST_DB } from "../support/service";
import { call, signUpOverHttp } from "./http-service";
import { procMemoryMiB, uploadStorm } from "./upload-storm";

/**
 * 48 uploads of 10 MiB at once, plus one a byte too large, against the service process: every upload is
 * stored whole, the large one is refused, and the process's resident memory never passes 300 MiB (its
 * high-water mark, VmHWM, so no peak between samples is missed). Before streaming it reached 1.1 GiB.
 */
const MiB = 1024 * 1024;
const RSS_LIMIT_MiB = 300;
let dataDir: string;
let scratch: ScratchDatabase | undefined;
let proc: ServiceProcess;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "inv-storm-"));
  if (TEST_DB === "postgres") scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
  proc = await startServiceProcess({ DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) });
});
afterAll(async () => {
  await killHard(proc);
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`48 concurrent 10 MiB uploads (${TEST_DB})`, () => {
  it(
    "all stored, the oversized one refused, memory under 300 MiB, no partial file left",
    { timeout: 180_000 },
    async () => {
      const api = `${proc.url}/api`;
      const token = await signUpOverHttp(api);
      const entity = await call(api, "POST", "/v1/entities", { token, body: { name: "Archive box" } });
      const url = `${api}/v1/entities/${entity.body.id}/attachments`;

      const statuses = await uploadStorm(url, token, [...Array<number>(48).fill(10 * MiB), 10 * MiB + 1]);
      expect(statuses.slice(0, 48)).toEqual(Array(48).fill(201));
      expect(statuses[48]).toBe(413);
      expect(procMemoryMiB(proc.child.pid!, "VmHWM")).toBeLessThan(RSS_LIMIT_MiB);

      const after = await call(api, "GET", `/v1/entities/${entity.body.id}`, { token });
      const sizes = (after.body.attachments as Array<{ size: number }>).map((a) => a.size);
      expect(sizes).toEqual(Array(48).fill(10 * MiB));
      const incoming = path.join(dataDir, "attachments", "incoming");
      expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([]);
    },
  );
});
