import { vi } from "vitest";
import { z } from "zod";
import { SelfResult } from "../../contract/auth";
import { EntityListResult, EntityOut, EntityPath, type EntityListItem } from "../../contract/entity";
import { EntityTypeOut } from "../../contract/entity-type";
import { TagSummary } from "../../contract/tag";

/**
 * The one fake of the API for component tests: a fetch router over `/api/v1/...` paths. Answers go
 * through the contract's schemas (`answer`), so a fixture that drifted from the contract fails loudly,
 * and every request is recorded for assertions. Routes added later win over earlier ones (defaults).
 */
export interface FakeRequest {
  method: string;
  /** Path under /api, e.g. `/v1/entities/…`. */
  path: string;
  url: URL;
  params: Record<string, string>;
  headers: Headers;
  body: unknown;
}

type Role = SelfResult["item"]["role"];
type Handler = (request: FakeRequest) => Response | Promise<Response>;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A JSON answer, checked against the contract's schema first. */
export function answer<S extends z.ZodType>(
  schema: S,
  body: z.input<S>,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  return new Response(JSON.stringify(schema.parse(body)), {
    status: init.status ?? 200,
    headers: { "content-type": "application/json", ...init.headers },
  });
}

/** An error answer in the contract's error shape. */
export function errorAnswer(status: number, error: string, fields?: Record<string, string>): Response {
  return new Response(JSON.stringify({ error, ...(fields && { fields }) }), {
    status,
    headers: { "content-type": "application/json" },
  });
}

export class FakeApi {
  readonly requests: FakeRequest[] = [];
  private readonly routes: { method: Method; pattern: RegExp; keys: string[]; handler: Handler }[] = [];

  /** `pattern` like `/v1/entities/:id`; the query string is not part of it. */
  on(method: Method, pattern: string, handler: Handler): this {
    const keys: string[] = [];
    const source = pattern.replace(/:(\w+)/g, (_, key: string) => (keys.push(key), "([^/]+)"));
    this.routes.unshift({ method, pattern: new RegExp(`^${source}$`), keys, handler });
    return this;
  }

  /** The recorded requests of one method and path pattern. */
  calls(method: Method, pattern: string): FakeRequest[] {
    const re = new RegExp(`^${pattern.replace(/:\w+/g, "[^/]+")}$`);
    return this.requests.filter((r) => r.method === method && re.test(r.path));
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), "http://app.test");
    const method = (init.method ?? "GET") as Method;
    const path = url.pathname.replace(/^\/api/, "");
    for (const route of this.routes) {
      const match = route.method === method ? route.pattern.exec(path) : null;
      if (!match) continue;
      const params = Object.fromEntries(route.keys.map((key, i) => [key, decodeURIComponent(match[i + 1]!)]));
      const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : init.body;
      const request = { method, path, url, params, headers: new Headers(init.headers), body };
      this.requests.push(request);
      return route.handler(request);
    }
    return errorAnswer(404, `The fake API has no route for ${method} ${path}.`);
  };

  /** Replaces the global fetch until `vi.unstubAllGlobals()`. */
  install(): this {
    vi.stubGlobal("fetch", vi.fn(this.fetch));
    return this;
  }
}

/** A list row of an entity, as `GET /v1/entities` returns it. */
export function listItemOf(entity: EntityOut): EntityListItem {
  const { id, name, description, assetId, quantity, archived, insured, entityTypeId, parentId, locationId, tagIds } =
    entity;
  return {
    ...{ id, name, description, assetId, quantity, archived, insured, entityTypeId, parentId, locationId, tagIds },
    isLocation: entity.entityType.isLocation,
    minQuantity: entity.minQuantity,
    unit: entity.unit,
    purchasePrice: entity.purchasePrice,
    soldDate: entity.soldDate,
    imageId: null,
    thumbnailId: null,
    createdAt: entity.createdAt,
    updatedAt: entity.updatedAt,
    entityType: entity.entityType,
    tags: entity.tags,
    ...(entity.location && { location: entity.location }),
  };
}

export interface FakeData {
  entities?: EntityOut[];
  tags?: TagSummary[];
  types?: EntityTypeOut[];
  /** The signed-in user's role in the group (`/v1/users/self`); pages show write controls to owners and editors. */
  role?: Role;
}

/** The signed-in user as `/v1/users/self` answers, in one group with `role`. */
export function selfOf(role: Role): SelfResult {
  const groupId = "00000000-0000-4000-8000-00000000a001";
  return {
    item: {
      ...{ id: "00000000-0000-4000-8000-00000000a002", name: "Dana", email: "dana@example.com", isSuperuser: false },
      ...{ defaultGroupId: groupId, groupIds: [groupId], groupName: "Home", groupId, role, currency: "EUR" },
    },
  };
}

/** The fake API with the reads every page makes, served from `data`; add or override routes with `on`. */
export function fakeApi({ entities = [], tags = [], types = [], role = "editor" }: FakeData = {}): FakeApi {
  const byId = (id: string) => entities.find((e) => e.id === id);
  return new FakeApi()
    .on("GET", "/v1/users/self", () => answer(SelfResult, selfOf(role)))
    .on("GET", "/v1/entity-types", () => answer(z.array(EntityTypeOut), types))
    .on("GET", "/v1/tags", () => answer(z.array(TagSummary), tags))
    .on("GET", "/v1/entities", ({ url }) => {
      const q = url.searchParams.get("q")?.toLowerCase() ?? "";
      // Absent, the service lists items only (as Homebox does).
      const isLocation = url.searchParams.get("isLocation") ?? "false";
      const items = entities
        .filter((e) => e.name.toLowerCase().includes(q))
        .filter((e) => isLocation === "any" || String(e.entityType.isLocation) === isLocation)
        .map(listItemOf);
      const pageSize = Number(url.searchParams.get("pageSize") ?? 50);
      return answer(EntityListResult, { items, page: 1, pageSize, total: items.length });
    })
    .on("GET", "/v1/entities/:id", ({ params }) => {
      const entity = byId(params.id!);
      return entity ? answer(EntityOut, entity, { headers: { etag: '"1"' } }) : errorAnswer(404, "Not found.");
    })
    .on("GET", "/v1/entities/:id/path", ({ params }) => {
      // From the top down to the entity, through the parents among `entities`.
      const path: EntityOut[] = [];
      for (let at = byId(params.id!); at; at = at.parentId ? byId(at.parentId) : undefined) path.unshift(at);
      const step = (e: EntityOut) => ({
        ...{ id: e.id, name: e.name },
        type: e.entityType.isLocation ? ("location" as const) : ("item" as const),
      });
      return answer(EntityPath, path.map(step));
    });
}
