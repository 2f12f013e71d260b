import type { Context, Hono } from "hono";
import type { Config } from "../config";
import type { ChangeMark } from "../db/change-mark";
import type { Db } from "../db/database";
import type { BlobStore } from "../attachments/blob-store";
import type { Method, RouteDoc } from "./openapi";

/** Who is calling: set by the auth middleware on every non-public route. */
export interface AuthInfo {
  userId: string;
  /** Shown to other members with live updates ("updated by Dana"). */
  userName: string;
  /** The selected group (X-Tenant, else the default group); "" on account routes of a user without a group. */
  groupId: string;
  tokenHash: string;
  /** "attachment" tokens open attachment downloads and the event stream and nothing else; "apikey": a user's API key. */
  kind: "session" | "attachment" | "apikey";
  /** The caller's role in the selected group (docs/api.md, "Roles"). */
  role: Role;
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
  };
};
export type Ctx = Context<Env>;

/** What every route module gets. */
export interface Deps {
  db: Db;
  config: Config;
  blobs: BlobStore;
  /** How the service reaches the outside world (barcode providers); tests pass the provider stub's. */
  fetch: typeof fetch;
}

/** Registers a route and its OpenAPI description in one step, so the document cannot drift from the code. */
export interface Api {
  deps: Deps;
  route(doc: RouteDoc, handler: (c: Ctx) => Promise<Response> | Response): void;
}

export function createApi(app: Hono<Env>, deps: Deps, docs: RouteDoc[]): Api {
  return {
    deps,
    route(doc, handler) {
      docs.push(doc);
      app.on(doc.method.toUpperCase() as Uppercase<Method>, doc.path, (c) => handler(c));
    },
  };
}

export const auth = (c: Ctx) => c.get("auth");

/**
 * The database's change mark read once per request, after it arrived, and shared by what the request
 * keeps or reuses (the session in the auth middleware, an entity's answer): docs/performance.md.
 */
export function changeMarkOf(c: Context<Env>, db: Db): Promise<ChangeMark> {
  let mark = c.get("changeMark");
  if (!mark) c.set("changeMark", (mark = db.changeMark()));
  return mark;
}
