import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUpOverHttp } from "../load/http-service";
import { mulberry32 } from "./seeded-random";
import { killHard, startServiceProcess, type ServiceProcess } from "./service-process";

/**
 * Issue 42: SIGKILL the service between and during stock-take scans (SQLite). Every scan that was answered
 * is stored after the restart; a scan cut off in flight is stored at most once; sending every scan again
 * (the client's retry of its queue) answers each as a duplicate or records it once, and the counts add up.
 */
const CYCLES = 6;
const ITEMS = 5;
const rand = mulberry32(20_261_128);
const killAfter = Array.from({ length: CYCLES }, () => 3 + Math.floor(rand() * 15));

let dataDir: string;
let token: string;
let stocktakeId: string;
let proc: ServiceProcess | undefined;
const assetIds: string[] = [];
const answered = new Set<string>();
const inFlight = new Map<string, { scanId: string; code: string; scannedAt: string }>();
const sent: Array<{ scanId: string; code: string; scannedAt: string }> = [];

function storedScanIds(): string[] {
  const db = new SQLite(path.join(dataDir, "inventory.sqlite"), { readonly: true });
  try {
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    const rows = db.prepare("SELECT scan_id FROM stocktake_scans WHERE stocktake_id = ?").all(stocktakeId);
    return (rows as Array<{ scan_id: string }>).map((r) => r.scan_id);
  } finally {
    db.close();
  }
}

/** Scans one after another, as a phone sends them, until the process is killed. */
async function scanUntilKilled(cycle: number) {
  proc = await startServiceProcess({ DATA_DIR: dataDir });
  const api = proc.url + "/api";
  const next = mulberry32(cycle);
  let killed = false;
  for (let n = 0; !killed; n++) {
    const scan = {
      scanId: randomUUID(),
      code: assetIds[Math.floor(next() * ITEMS)]!,
      scannedAt: new Date().toISOString(),
    };
    sent.push(scan);
    inFlight.set(scan.scanId, scan);
    // The kill goes out together with this scan, so that some scans die in flight.
    if (n === killAfter[cycle]) {
      killed = true;
      void killHard(proc);
    }
    try {
      const res = await call(api, "POST", `/v1/stocktakes/${stocktakeId}/scans`, { token, body: scan });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.outcome).toBe("found");
      answered.add(scan.scanId);
      inFlight.delete(scan.scanId);
    } catch (err) {
      if (!killed) throw err;
    }
  }
  await proc.exited;
}

describe("SIGKILL between stock-take scans on SQLite", () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "inv-stocktake-crash-"));
    proc = await startServiceProcess({ DATA_DIR: dataDir });
    const api = proc.url + "/api";
    token = await signUpOverHttp(api);
    const types = await call(api, "GET", "/v1/entity-types", { token });
    const locationType = types.body.find((t: { isLocation: boolean }) => t.isLocation).id;
    const room = await call(api, "POST", "/v1/entities", { token, body: { name: "Room", entityTypeId: locationType } });
    for (let i = 0; i < ITEMS; i++) {
      const item = await call(api, "POST", "/v1/entities", {
        token,
        body: { name: `Item ${i}`, parentId: room.body.id },
      });
      assetIds.push(item.body.assetId);
    }
    const take = await call(api, "POST", "/v1/stocktakes", { token, body: { locationId: room.body.id } });
    expect(take.status, JSON.stringify(take.body)).toBe(201);
    stocktakeId = take.body.id;
    await killHard(proc);
  }, 60_000);
  afterAll(async () => {
    if (proc) await killHard(proc);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every answered scan across kills, and a scan cut off in flight at most once", async () => {
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      await scanUntilKilled(cycle);
      const stored = storedScanIds();
      expect(new Set(stored).size).toBe(stored.length);
      for (const id of answered) expect(stored).toContain(id);
      for (const id of stored) expect(answered.has(id) || inFlight.has(id)).toBe(true);
    }
    expect(answered.size).toBeGreaterThan(CYCLES * 3);
  }, 180_000);

  it("after the last kill the queue sent again records each scan exactly once", async () => {
    proc = await startServiceProcess({ DATA_DIR: dataDir });
    const api = proc.url + "/api";
    const retry = await call(api, "POST", `/v1/stocktakes/${stocktakeId}/scans/batch`, {
      token,
      body: { scans: sent },
    });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    const outcomes = retry.body.results as Array<{ scanId: string; outcome: string }>;
    for (const r of outcomes) if (answered.has(r.scanId)) expect(r.outcome).toBe("duplicate");
    const view = await call(api, "GET", `/v1/stocktakes/${stocktakeId}`, { token });
    const total = (view.body.found as Array<{ count: number }>).reduce((sum, f) => sum + f.count, 0);
    expect(total).toBe(sent.length);
    expect(storedScanIds().length).toBe(sent.length);
  }, 60_000);
});
