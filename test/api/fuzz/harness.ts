/**
 * The fuzzed group and the checks every fuzzed answer goes through (the test files beside this one): a 4xx
 * has the contract's error body (422 with `fields`) and leaves the database exactly as it was; a 2xx only
 * answers a valid request and has the contract's output shape; nothing is ever a 5xx.
 */
import { beforeAll, beforeEach, expect, it } from "vitest";
import type { z } from "zod";
import { ErrorBody } from "../../../contract";
import type { Session } from "../../support/client";
import type { TestService } from "../../support/service";
import { useSignedInService } from "../../support/signed-in-service";

let svc: TestService;
let s: Session;

/** Fixtures of the fuzzed group: ids that valid bodies may reference and invalid ones misuse. */
export const ids = {} as Record<
  | "itemType"
  | "locationType"
  | "L"
  | "L2"
  | "I"
  | "P"
  | "PChild"
  | "Q"
  | "QChild"
  | "T"
  | "foreignEntity"
  | "foreignTag"
  | "foreignType",
  string
>;
let requests = 0;

/**
 * Every fuzz file's setup: a fresh service with the fixtures in `ids` (and another group's records), and the
 * database dumped before each test, so that `check` can tell whether a refused request changed it.
 */
export function useFuzzedGroup() {
  const started = useSignedInService({ names: ["Tester", "Other group"] });
  svc = started.svc;
  s = started.s;
  beforeAll(() => createFixtures(started.users[1]));
  beforeEach(async () => {
    before = await dump();
  });
  return { s };
}

async function createFixtures(other: Session) {
  const types = (await s.req("GET", "/v1/entity-types")).body as Array<{ id: string; isLocation: boolean }>;
  ids.itemType = types.find((t) => !t.isLocation)!.id;
  ids.locationType = types.find((t) => t.isLocation)!.id;
  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await s.req("POST", path, body);
    if (res.status !== 201) throw new Error(`fixture ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as string;
  };
  ids.T = await post("/v1/tags", { name: "Fragile" });
  ids.L = await post("/v1/entities", { name: "Garage", entityTypeId: ids.locationType });
  ids.L2 = await post("/v1/entities", { name: "Attic", entityTypeId: ids.locationType });
  ids.I = await post("/v1/entities", { name: "Toolbox", parentId: ids.L, tagIds: [ids.T] });
  const field = { name: "Barcode", type: "text", textValue: "4006381333931" };
  ids.P = await post("/v1/entities", { name: "Drill", parentId: ids.I, locationId: ids.L2, fields: [field] });
  ids.PChild = await post("/v1/entities", { name: "Drill bit", parentId: ids.P });
  ids.Q = await post("/v1/entities", { name: "Saw", parentId: ids.I });
  ids.QChild = await post("/v1/entities", { name: "Blade", parentId: ids.Q });
  // Another group's records: as unknown as any random id.
  const otherTypes = (await other.req("GET", "/v1/entity-types")).body as Array<{ id: string }>;
  ids.foreignType = otherTypes[0]!.id;
  ids.foreignEntity = (await other.req("POST", "/v1/entities", { name: "Theirs" })).body.id;
  ids.foreignTag = (await other.req("POST", "/v1/tags", { name: "Theirs" })).body.id;
}

// ---------- the database dump and the checks every answer goes through ----------

const TABLES = [
  "entities",
  "entity_fields",
  "entity_tags",
  "tags",
  "entity_types",
  "attachments",
  "products",
  "groups",
  "users",
] as const;

export async function dump(): Promise<string> {
  const tables = await Promise.all(
    TABLES.map(async (t) => {
      const rows = await svc.db.kysely.selectFrom(t).selectAll().execute();
      return [t, rows.map((r) => JSON.stringify(r)).sort()] as const;
    }),
  );
  return JSON.stringify(tables);
}

export interface Answer {
  status: number;
  body: unknown;
}

/** Sends exactly these bytes (or no body) with exactly these headers, plus the session's token. */
export async function send(
  method: string,
  path: string,
  body?: string | Uint8Array,
  contentType?: string,
  extra: Record<string, string> = {},
): Promise<Answer> {
  const headers: Record<string, string> = { authorization: s.token, ...extra };
  if (contentType !== undefined) headers["content-type"] = contentType;
  const res = await svc.app.request(`/api${path}`, { method, headers, body: body as BodyInit | undefined });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* keep the text: a failing shape check will show it */
  }
  requests++;
  return { status: res.status, body: parsed };
}

let before = "";

/**
 * The checks every fuzzed answer goes through. `mustFail`: the contract says the request is invalid.
 * `schema`: the contract's schema for the request, when its JSON parsed; its verdict decides 2xx vs 422.
 */
export async function check(
  what: string,
  res: Answer,
  opts: { out: z.ZodType; mustFail: boolean; input?: unknown; schema?: z.ZodType },
) {
  const label = `${what} → ${res.status} ${JSON.stringify(res.body)?.slice(0, 600)}`;
  expect(res.status, label).toBeLessThan(500);
  if (res.status >= 200 && res.status < 300) {
    before = await dump(); // a 2xx may change the database: the next request compares with this
    expect(opts.mustFail, `the contract forbids this request but it got ${label}`).toBe(false);
    if (opts.schema)
      expect(opts.schema.safeParse(opts.input).success, `schema rejects what the service took: ${label}`).toBe(true);
    const parsed = opts.out.safeParse(res.body);
    expect(parsed.success, `output shape: ${label} ${parsed.error?.message ?? ""}`).toBe(true);
    return;
  }
  expect(res.status, label).toBeGreaterThanOrEqual(400);
  const err = ErrorBody.safeParse(res.body);
  expect(err.success, `error body: ${label}`).toBe(true);
  if (res.status === 422)
    expect(Object.keys(err.data?.fields ?? {}).length, `422 without fields: ${label}`).toBeGreaterThan(0);
  else expect(err.data?.fields, `fields only on 422: ${label}`).toBeUndefined();
  if (opts.schema && !opts.schema.safeParse(opts.input).success) expect(res.status, label).toBe(422);
  const after = await dump();
  expect(after === before, `database changed after ${label}`).toBe(true);
}

/** The database as the last 2xx (or the start of the test) left it. */
export const dumpBefore = () => before;

/** A file's last test: its properties really ran (a filter that rejects everything would send nothing). */
export function itSentAtLeast(minimum: number) {
  it(`sent at least ${minimum} requests`, () => {
    console.info(`fuzz: ${requests} requests`);
    expect(requests).toBeGreaterThanOrEqual(minimum);
  });
}
