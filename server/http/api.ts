import type { Context, Hono, MiddlewareHandler } from "hono";
import type { z } from "zod";
import type { ContentfulStatusCode, StatusCode } from "hono/utils/http-status";
import {
  accessOf,
  successAnswer,
  type AnswerInputOf,
  type Endpoint,
  type ParamsOf,
  type ParsedBodyOf,
  type ParsedQueryOf,
} from "../../contract/endpoint";
import type { ApiLine } from "../../contract";
import type { Config } from "../config";
import type { ChangeMark } from "../db/database";
import type { Db } from "../db/database";
import type { BlobStore } from "../attachments/blob-store";
import type { GuardRule } from "../auth/middleware";
import type { Method } from "./openapi";
import { parseJsonBody, parseQuery, pathParams } from "./validate";

/** Who is calling: set by the auth middleware on every non-public route. */
export interface AuthInfo {
  userId: string;
  /** Shown to other members with live updates ("updated by Dana"). */
  userName: string;
  /** The selected group (X-Tenant, else the default group); "" on account routes of a user without a group. */
  groupId: string;
  tokenHash: string;
  /** "attachment" tokens open only attachment downloads and the event stream; "apikey": a user's API key. */
  kind: "session" | "attachment" | "apikey";
  /** The caller's role in the selected group (docs/api.md, "Roles"). */
  role: Role;
  /** Set when the caller came with an API key: history names the key, not its user. */
  apiKey?: { id: string; name: string };
}

/** owner: everything; editor: every inventory write; viewer: reads only. */
export type Role = "owner" | "editor" | "viewer";

export type Env = {
  Variables: {
    auth: AuthInfo;
    /** The database's change mark as of this request, once something asked for it (`changeMarkOf`). */
    changeMark?: Promise<ChangeMark>;
    /** Set by an answer whose ETag names its bytes (`exactJson`): the JSON compression leaves it alone. */
    exactJson?: true;
    /** The API's line of waiting requests as of now (set by admitInTurns), for `/v1/status`. */
    apiLine?: () => ApiLine;
  };
};
export type Ctx = Context<Env>;

export interface Deps {
  db: Db;
  config: Config;
  blobs: BlobStore;
  /** How the service reaches the outside world (barcode providers); tests pass the provider stub's. */
  fetch: typeof fetch;
}

/** A request's parts, validated by its endpoint's schemas before the handler runs. */
export interface Input<E extends Endpoint> {
  params: ParamsOf<E>;
  query: ParsedQueryOf<E>;
  body: ParsedBodyOf<E>;
}

/** A handler answers with a Response of its own, or with the value its endpoint's success answer describes. */
export type Handler<E extends Endpoint> = (
  c: Ctx,
  input: Input<E>,
) => Promise<Response | AnswerInputOf<E>> | Response | AnswerInputOf<E>;

export interface Api {
  deps: Deps;
  /** Registers the handler of one endpoint of the contract: its guard, its validation and its OpenAPI entry. */
  handle<E extends Endpoint>(endpoint: E, handler: Handler<E>): void;
}

export function createApi(
  app: Hono<Env>,
  deps: Deps,
  guard: (rule: GuardRule) => MiddlewareHandler<Env>,
  registered: Endpoint[],
): Api {
  const on = (method: Method, path: string, ...handlers: MiddlewareHandler<Env>[]) =>
    app.on(method.toUpperCase(), [path], ...handlers);
  return {
    deps,
    handle(endpoint, handler) {
      registered.push(endpoint);
      const access = accessOf(endpoint);
      const success = successAnswer(endpoint);
      const { urlToken = false, sessionOnly = false } = endpoint;
      const guards = access === "public" ? [] : [guard({ access, urlToken, sessionOnly })];
      on(endpoint.method, endpoint.path.replace(/\{(\w+)\}/g, ":$1"), ...guards, async (c) => {
        const params = pathParams(c, endpoint) as ParamsOf<typeof endpoint>;
        const query = (endpoint.query ? parseQuery(c, endpoint.query, endpoint.arrayQuery) : undefined) as never;
        const body = (isJsonBody(endpoint.body) ? await parseJsonBody(c, endpoint.body) : undefined) as never;
        const out = await handler(c, { params, query, body });
        if (out instanceof Response) return out;
        const status = (success?.status ?? 200) as StatusCode;
        if (success?.answer.schema) return c.json(out, status as ContentfulStatusCode);
        return c.body(null, status);
      });
    },
  };
}

/** A zod schema (a JSON body the registrar parses), not a RawBody the handler reads itself. */
const isJsonBody = (body: Endpoint["body"]): body is z.ZodType => body !== undefined && "safeParse" in body;

export const auth = (c: Ctx) => c.get("auth");

/** The change mark read once per request and shared by what it keeps or reuses (docs/decisions/013). */
export function changeMarkOf(c: Context<Env>, db: Db): Promise<ChangeMark> {
  let mark = c.get("changeMark");
  if (!mark) c.set("changeMark", (mark = db.changeMark()));
  return mark;
}
