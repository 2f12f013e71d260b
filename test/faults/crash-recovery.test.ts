import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUpOverHttp, type HttpRes } from "../load/http-service";
import { mulberry32 } from "./seeded-random";
import { killHard, startServiceProcess, type ServiceProcess } from "./service-process";

/**
 * SIGKILL the service 20 times in the middle of a stream of writes (SQLite). After every restart the
 * file passes `PRAGMA integrity_check`, every write that was answered 2xx is there with the answered
 * values, and a write cut off in flight is there at most once, whole or not at all.
 */
const CYCLES = 20;
const LANES = 4;
const rand = mulberry32(20_240_601);
// How many answered writes each cycle waits for before the kill: drawn once, from a fixed seed.
const killAfter = Array.from({ length: CYCLES }, () => 5 + Math.floor(rand() * 40));

interface Lane {
  id: string;
  version: number;
  quantity: number;
  /** A PATCH sent and not answered when the process died: it may or may not have been applied. */
  pending?: { version: number; quantity: number };
}
const created = new Map<string, { name: string; quantity: number }>();
const unanswered = new Set<string>();
const lanes: Lane[] = [];
let dataDir: string;
let token: string;
let proc: ServiceProcess | undefined;
let serial = 0;

const versionOf = (etag: string | null) => Number(/^"(\d+)"$/.exec(etag ?? "")![1]);
const dbFile = () => path.join(dataDir, "inventory.sqlite");

/** Checks the file the restarted service opened, through a second, read-only connection. */
function checkDatabase() {
  const db = new SQLite(dbFile(), { readonly: true });
  try {
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    const entity = db.prepare("SELECT name, quantity, version FROM entities WHERE id = ?");
    const field = db.prepare("SELECT text_value FROM entity_fields WHERE entity_id = ? AND name = 'Serial'");
    for (const [id, want] of created) {
      expect(entity.get(id), `answered create ${want.name}`).toMatchObject(want);
      expect(field.get(id)).toEqual({ text_value: want.name });
    }
    const byName = db.prepare("SELECT count(*) AS n FROM entities WHERE name = ?");
    for (const name of unanswered) expect((byName.get(name) as { n: number }).n).toBeLessThanOrEqual(1);
    for (const lane of lanes) {
      const row = entity.get(lane.id) as { quantity: number; version: number };
      const answered = { quantity: lane.quantity, version: lane.version };
      const options = lane.pending ? [answered, lane.pending] : [answered];
      expect(options, `lane entity ${lane.id}`).toContainEqual({ quantity: row.quantity, version: row.version });
      Object.assign(lane, row, { pending: undefined });
    }
  } finally {
    db.close();
  }
}

/** One lane of writes: creates and If-Match PATCHes of its own entity, until the process is killed. */
async function runLane(lane: Lane, next: () => number, onAnswered: () => void, isKilled: () => boolean) {
  const api = proc!.url + "/api";
  while (!isKilled()) {
    const n = ++serial;
    const name = `crash-${n}`;
    const isCreate = next() < 0.5;
    if (isCreate) unanswered.add(name);
    else lane.pending = { version: lane.version + 1, quantity: n };
    let res: HttpRes;
    try {
      res = isCreate
        ? await call(api, "POST", "/v1/entities", {
            token,
            body: { name, quantity: n, fields: [{ name: "Serial", type: "text", textValue: name }] },
          })
        : await call(api, "PATCH", `/v1/entities/${lane.id}`, {
            token,
            body: { quantity: n },
            headers: { "if-match": `"${lane.version}"` },
          });
    } catch (err) {
      if (isKilled()) return; // the connection died with the process: this write's fate is unknown
      throw err;
    }
    // An answer that arrived is checked even when the kill came meanwhile: it was given, so it must hold.
    if (isCreate) {
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      created.set(res.body.id, { name, quantity: n });
      unanswered.delete(name);
    } else {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      Object.assign(lane, { version: versionOf(res.etag), quantity: n, pending: undefined });
    }
    onAnswered();
  }
}

async function crashCycle(cycle: number) {
  proc = await startServiceProcess({ DATA_DIR: dataDir });
  checkDatabase();
  let answered = 0;
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    void killHard(proc!);
  };
  const onAnswered = () => {
    if (++answered >= killAfter[cycle]!) kill();
  };
  await Promise.all(lanes.map((lane, i) => runLane(lane, mulberry32(cycle * 100 + i), onAnswered, () => killed)));
  await proc.exited;
}

describe("SIGKILL during writes on SQLite", () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "inv-crash-"));
    proc = await startServiceProcess({ DATA_DIR: dataDir });
    token = await signUpOverHttp(proc.url + "/api");
    for (let i = 0; i < LANES; i++) {
      const res = await call(proc.url + "/api", "POST", "/v1/entities", {
        token,
        body: { name: `lane ${i}`, quantity: 0 },
      });
      expect(res.status).toBe(201);
      lanes.push({ id: res.body.id, version: versionOf(res.etag), quantity: 0 });
    }
    await killHard(proc);
  });
  afterAll(async () => {
    if (proc) await killHard(proc);
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Five cycles a test, the cycles sharing one database. Each cycle starts a service process (a few seconds
  // on a busy 2-core machine), so the limit is a hang guard of 2 minutes, not the default 30 s.
  for (let first = 0; first < CYCLES; first += 5) {
    it(`cycles ${first + 1}–${first + 5}: every answered write survives, the file stays intact`, async () => {
      for (let c = first; c < first + 5; c++) await crashCycle(c);
    }, 120_000);
  }

  it("after the last kill the service starts, serves every answered write and saves new ones", async () => {
    proc = await startServiceProcess({ DATA_DIR: dataDir });
    checkDatabase();
    const base = proc.url + "/api";
    const list = await call(base, "GET", "/v1/entities?pageSize=1000&q=crash-", { token });
    expect(list.status).toBe(200);
    const listed = new Set(list.body.items.map((e: { id: string }) => e.id));
    for (const id of created.keys()) expect(listed.has(id)).toBe(true);
    const res = await call(base, "PATCH", `/v1/entities/${lanes[0]!.id}`, { token, body: { quantity: 7 } });
    expect(res.status).toBe(200);
    expect(created.size).toBeGreaterThan(CYCLES);
  });
});
