import { statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { call, signUpOverHttp } from "../load/http-service";
import { TEST_DB } from "../support/service";
import { useCrashEnvironment, serviceConnections } from "./crash-environment";
import { killHard, startServiceProcess } from "./service-process";

/**
 * SIGKILL while a CSV import writes (docs/data-transfer.md, "CSV import"): after the restart the group holds
 * none of the file's rows, and the file sent again, twice (a retried upload), creates each row once.
 */
const crash = useCrashEnvironment("inv-csv-crash-");

const ROWS = 10_000;
/** The service's progress is observed in the database, not guessed: looked at every 20 ms. */
const WATCH = { timeout: 60_000, interval: 20 };

/** Rows without import refs: only the file itself can tell a retried upload from a new one. */
const csv = [
  "HB.location,HB.tags,HB.name,HB.quantity",
  ...Array.from({ length: ROWS }, (_, i) => `House / Room ${i % 20},Tag ${i % 15},Thing ${i},${1 + (i % 4)}`),
].join("\n");

function importCsv(api: string, token: string) {
  const form = new FormData();
  form.append("csv", new Blob([csv], { type: "text/csv" }), "things.csv");
  return fetch(`${api}/v1/entities/import?report=true`, {
    method: "POST",
    headers: { authorization: token },
    body: form,
  });
}

/**
 * Whether the import is writing its entities: on PostgreSQL a connection of the service inserts into
 * them; on SQLite the write-ahead log grows, as the transaction's pages spill to it (nothing checkpoints
 * it meanwhile: the service checkpoints on its own schedule, wal_autocheckpoint is off).
 */
async function writing(): Promise<boolean> {
  if (crash.scratch) return (await serviceConnections(crash.scratch, `query ILIKE 'insert into "entities"%'`)) > 0;
  const wal = path.join(crash.dataDir, "inventory.sqlite-wal");
  try {
    return statSync(wal).size > 2 * 1024 * 1024;
  } catch {
    return false;
  }
}

describe(`SIGKILL during a CSV import (${TEST_DB})`, () => {
  it("leaves none of the file's rows; the file sent again twice creates each row once", async () => {
    crash.proc = await startServiceProcess(crash.env);
    let api = `${crash.proc.url}/api`;
    const token = await signUpOverHttp(api);
    const count = async () => {
      const stats = (await call(api, "GET", "/v1/groups/statistics", { token })).body;
      return (stats.totalItems + stats.totalLocations) as number;
    };

    const crashed = importCsv(api, token).catch(() => "network error");
    await vi.waitFor(async () => expect(await writing(), "the import is writing").toBe(true), WATCH);
    await killHard(crash.proc);
    expect(await crashed).toBe("network error");

    crash.proc = await startServiceProcess(crash.env);
    api = `${crash.proc.url}/api`;
    expect(await count()).toBe(0);
    expect((await call(api, "GET", "/v1/tags", { token })).body).toEqual([]);

    const first = await importCsv(api, token);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ create: ROWS, update: 0, newLocations: 21 });
    const retried = await importCsv(api, token);
    expect(await retried.json()).toMatchObject({ create: 0, update: ROWS, newLocations: 0 });
    expect(await count()).toBe(ROWS + 21);
  }, 240_000);
});
