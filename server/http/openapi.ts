import { z } from "zod";
import { ErrorBody } from "../../src/api/contract";

export type Method = "get" | "post" | "put" | "patch" | "delete";

export interface RouteDoc {
  method: Method;
  /** Hono-style path under /api, e.g. `/v1/entities/:id`. */
  path: string;
  summary: string;
  tag: string;
  /** false for the few public operations (status, register, login). */
  auth?: boolean;
  body?: { schema: z.ZodType; contentType?: "application/json" | "multipart/form-data" | "text/csv" };
  query?: z.ZodType;
  responses: Record<number, { description: string; schema?: z.ZodType; contentType?: string }>;
}

const toSchema = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" });

const ERRORS: Record<number, string> = {
  400: "Malformed JSON, query or path id",
  401: "Not signed in",
  404: "Unknown id (or another group's)",
  413: "Body too large",
  415: "Body is not JSON",
  422: "Validation failed; `fields` names each problem by JSON path",
};

/** Builds the OpenAPI 3.1 document from the same zod schemas the routes validate with. */
export function buildOpenApi(routes: readonly RouteDoc[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const openPath = r.path.replace(/:(\w+)/g, "{$1}");
    const parameters: unknown[] = [...r.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: "path",
      required: true,
      // Ids are UUIDs; an asset id (`000-042`) is the one other kind of path parameter.
      schema: m[1] === "assetId" ? { type: "string", pattern: "^[0-9-]+$" } : { type: "string", format: "uuid" },
    }));
    if (r.query) {
      const q = toSchema(r.query, "input") as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, schema] of Object.entries(q.properties ?? {})) {
        parameters.push({ name, in: "query", required: q.required?.includes(name) ?? false, schema });
      }
    }
    const responses: Record<string, unknown> = {};
    for (const [status, res] of Object.entries(r.responses)) {
      responses[status] = res.schema
        ? {
            description: res.description,
            content: { [res.contentType ?? "application/json"]: { schema: toSchema(res.schema, "output") } },
          }
        : { description: res.description };
    }
    for (const [status, description] of Object.entries(ERRORS)) {
      if (status === "401" && r.auth === false) continue;
      responses[status] ??= { description, content: { "application/json": { schema: toSchema(ErrorBody, "output") } } };
    }
    (paths[openPath] ??= {})[r.method] = {
      summary: r.summary,
      tags: [r.tag],
      ...(r.auth === false ? { security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(r.body
        ? {
            requestBody: {
              required: true,
              content: { [r.body.contentType ?? "application/json"]: { schema: toSchema(r.body.schema, "input") } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Inventory entity service", version },
    servers: [{ url: "/api" }],
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "The login's token" } },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
