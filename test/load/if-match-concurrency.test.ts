import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB } from "../support/service";
import { call, signUpOverHttp, startHttpService, type HttpService } from "./http-service";

/**
 * Optimistic concurrency under real load (`If-Match` → 412, docs/spec/contract.md): 200 clients PATCH one entity's
 * quantity at once with `If-Match`. On PostgreSQL the requests really run side by side through the pool,
 * so this is where `SELECT … FOR UPDATE` in server/entities/write.ts must hold.
 */
const CLIENTS = 200;
const MAX_TRIES = 5;

const versionOf = (etag: string | null) => {
  const m = /^"(\d+)"$/.exec(etag ?? "");
  if (!m) throw new Error(`unexpected ETag ${etag}`);
  return Number(m[1]);
};

describe(`200 concurrent PATCHes with If-Match (${TEST_DB})`, () => {
  let http: HttpService;
  let token: string;
  let id: string;
  beforeAll(async () => {
    http = await startHttpService();
    token = await signUpOverHttp(http.base);
    const created = await call(http.base, "POST", "/v1/entities", { token, body: { name: "Contended", quantity: 1 } });
    expect(created.status).toBe(201);
    id = created.body.id;
  });
  afterAll(() => http?.close());

  const read = () => call(http.base, "GET", `/v1/entities/${id}`, { token });
  const patch = (quantity: number, etag: string) =>
    call(http.base, "PATCH", `/v1/entities/${id}`, { token, body: { quantity }, headers: { "if-match": etag } });
  const stored = () =>
    http.svc.db.kysely
      .selectFrom("entities")
      .select(["version", "quantity"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  it("all sent with the same ETag: exactly one applies, every other one is a 412 with the current entity", async () => {
    const start = await read();
    const v0 = versionOf(start.etag);
    const answers = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => patch(1000 + i, start.etag!)));

    const applied = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 412);
    expect(
      applied.length + refused.length,
      JSON.stringify(answers.find((a) => a.status !== 200 && a.status !== 412)),
    ).toBe(CLIENTS);
    expect(applied).toHaveLength(1);
    expect(versionOf(applied[0]!.etag)).toBe(v0 + 1);
    for (const r of refused) expect(r.body.current.id).toBe(id);

    const end = await read();
    expect(end.body.quantity).toBe(applied[0]!.body.quantity);
    expect(versionOf(end.etag)).toBe(v0 + 1);
    expect(await stored()).toEqual({ version: v0 + 1, quantity: applied[0]!.body.quantity });
  });

  it("clients that re-read and retry on 412: the applied writes form one unbroken chain of versions", async () => {
    const v0 = versionOf((await read()).etag);
    // Each client re-reads and retries after a 412, at most MAX_TRIES times; every quantity is unique
    // so that an applied write can be traced back to the one client that sent it.
    const client = async (i: number) => {
      const outcomes: Array<{ status: number; version?: number; quantity?: number }> = [];
      for (let t = 0; t < MAX_TRIES; t++) {
        const current = await read();
        const res = await patch(5000 + i, current.etag!);
        outcomes.push({
          status: res.status,
          version: res.status === 200 ? versionOf(res.etag) : undefined,
          quantity: res.body?.quantity,
        });
        if (res.status !== 412) break;
      }
      return outcomes;
    };
    const all = (await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)))).flat();

    expect(all.filter((o) => o.status !== 200 && o.status !== 412)).toEqual([]);
    const applied = all.filter((o) => o.status === 200).sort((a, b) => a.version! - b.version!);
    expect(applied.length).toBeGreaterThan(0);
    // Nothing lost, nothing applied twice: versions v0+1 … v0+n, each once.
    expect(applied.map((a) => a.version)).toEqual(applied.map((_, k) => v0 + 1 + k));
    expect(new Set(applied.map((a) => a.quantity)).size).toBe(applied.length);

    console.log(
      `${TEST_DB}: ${applied.length} of ${CLIENTS} clients applied within ${MAX_TRIES} tries, ${all.length} PATCHes sent`,
    );
    const last = applied[applied.length - 1]!;
    const end = await read();
    expect(versionOf(end.etag)).toBe(v0 + applied.length);
    expect(end.body.quantity).toBe(last.quantity);
    expect(await stored()).toEqual({ version: v0 + applied.length, quantity: last.quantity });
  });

  it("without If-Match every concurrent PATCH applies, each exactly once", async () => {
    const v0 = versionOf((await read()).etag);
    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) =>
        call(http.base, "PATCH", `/v1/entities/${id}`, { token, body: { quantity: 9000 + i } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const versions = answers.map((a) => versionOf(a.etag)).sort((a, b) => a - b);
    expect(versions).toEqual(versions.map((_, k) => v0 + 1 + k));
    const last = answers.find((a) => versionOf(a.etag) === v0 + CLIENTS)!;
    expect(await stored()).toEqual({ version: v0 + CLIENTS, quantity: last.body.quantity });
  });
});
