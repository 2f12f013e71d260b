import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killHard, startServiceProcess, type ServiceProcess } from "../faults/service-process";
import { call } from "../load/http-service";
import { isConnected, readEvents } from "../support/event-stream";
import { createScratchDatabase, type ScratchDatabase } from "../support/scratch-database";
import { openSocket } from "../support/web-socket";

/**
 * Live events across processes (docs/events.md): two service processes on one PostgreSQL. A change written
 * through one reaches a subscriber of the other through LISTEN/NOTIFY (Homebox's WebSocket too), and a reconnect to the other process
 * with Last-Event-ID replays from the shared events table.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) console.log("NOTICE: TEST_DATABASE_URL is not set, so the two-process event test was skipped.");

let scratch: ScratchDatabase;
const nodes: ServiceProcess[] = [];
const dataDirs: string[] = [];

describe.skipIf(!adminUrl)("events across two service processes on one PostgreSQL", () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl!);
    for (let i = 0; i < 2; i++) {
      dataDirs.push(mkdtempSync(path.join(tmpdir(), `inv-events${i + 1}-`)));
      nodes.push(await startServiceProcess({ DATA_DIR: dataDirs[i]!, DATABASE_URL: scratch.url }));
    }
  }, 60_000);
  afterAll(async () => {
    for (const node of nodes) await killHard(node);
    await scratch?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it("a write through node 1 reaches node 2's subscriber; a reconnect to node 1 replays what node 2's stream missed", async () => {
    const [one, two] = nodes.map((n) => `${n.url}/api`) as [string, string];
    const email = "events@example.com";
    const password = "long enough password";
    await call(one, "POST", "/v1/users/register", { body: { name: "Dana", email, password } });
    const login = await call(one, "POST", "/v1/users/login", { body: { username: email, password } });
    const { token, attachmentToken } = login.body as { token: string; attachmentToken: string };
    const subscribe = async (base: string, headers: Record<string, string> = {}) => {
      const stream = readEvents(await fetch(`${base}/v1/events?access_token=${attachmentToken}`, { headers }));
      await stream.next(isConnected);
      return stream;
    };

    const onTwo = await subscribe(two);
    const homebox = await openSocket(`${two.replace("http:", "ws:")}/v1/ws/events`, {
      headers: { authorization: token },
    });
    if (homebox.refused !== undefined) throw new Error(`the upgrade was refused: ${homebox.refused}`);
    const sent = Date.now();
    const created = await call(one, "POST", "/v1/entities", { token, body: { name: "Drill" } });
    const frame = await onTwo.next();
    // Reported, not asserted (timings belong in the bench): the goal is under 1 s.
    console.log(`write on node 1 → event on node 2 after ${Date.now() - sent} ms`);
    expect(JSON.parse(frame.data!)).toMatchObject({ type: "entity", ids: [created.body.id], by: { name: "Dana" } });
    await onTwo.close();
    expect(await homebox.socket.next()).toEqual({ event: "entity.mutation" });
    await homebox.socket.close();

    const later = [];
    for (const name of ["Saw", "Hammer"])
      later.push((await call(two, "POST", "/v1/entities", { token, body: { name } })).body.id);
    const onOne = await subscribe(one, { "Last-Event-ID": frame.id! });
    const replayed = [JSON.parse((await onOne.next()).data!).ids[0], JSON.parse((await onOne.next()).data!).ids[0]];
    expect(replayed).toEqual(later);
    await onOne.close();
  });
});
