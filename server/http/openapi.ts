import { z } from "zod";
import { ErrorBody } from "../../contract";
import { accessOf, type Endpoint, type Method } from "../../contract/endpoint";
import { TOKEN_COOKIE } from "../auth/cookies";

export type { Method };

const toSchema = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" });

const ERRORS: Record<number, string> = {
  400: "Malformed JSON, query or path id",
  401: "Not signed in",
  403: "The caller's role does not allow it",
  404: "Unknown id (or another group's)",
  413: "Body too large",
  415: "Body is not JSON",
  422: "Validation failed; `fields` names each problem by JSON path",
};
const SESSION_ONLY = "Account management needs a signed-in session, not an API key";

function parametersOf(e: Endpoint): unknown[] {
  const pathSchema = e.params ? (toSchema(e.params, "input") as { properties?: Record<string, unknown> }) : undefined;
  const parameters: unknown[] = [...e.path.matchAll(/\{(\w+)\}/g)].map(([, name = ""]) => ({
    name,
    in: "path",
    required: true,
    schema: pathSchema?.properties?.[name] ?? { type: "string", format: "uuid" },
  }));
  if (e.query) {
    const q = toSchema(e.query, "input") as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, schema] of Object.entries(q.properties ?? {})) {
      parameters.push({ name, in: "query", required: q.required?.includes(name) ?? false, schema });
    }
  }
  return parameters;
}

/** Builds the OpenAPI 3.1 document from the endpoints' own zod schemas, which also validate every request. */
export function buildOpenApi(endpoints: readonly Endpoint[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const isPublic = accessOf(e) === "public";
    const responses: Record<string, unknown> = {};
    for (const [status, res] of Object.entries(e.responses)) {
      const content = res.schema
        ? { [res.contentType ?? "application/json"]: { schema: toSchema(res.schema, "output") } }
        : res.contentType
          ? { [res.contentType]: {} }
          : undefined;
      responses[status] = { description: res.description, ...(content ? { content } : {}) };
    }
    const errors = e.sessionOnly ? { ...ERRORS, 403: SESSION_ONLY } : ERRORS;
    for (const [status, description] of Object.entries(errors)) {
      if ((status === "401" || status === "403") && isPublic) continue;
      responses[status] ??= { description, content: { "application/json": { schema: toSchema(ErrorBody, "output") } } };
    }
    const parameters = parametersOf(e);
    const body = e.body && ("safeParse" in e.body ? { contentType: "application/json", schema: e.body } : e.body);
    (paths[e.path] ??= {})[e.method] = {
      summary: e.summary,
      tags: [e.tag],
      ...(isPublic ? { security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(body
        ? {
            requestBody: {
              required: !body.schema.safeParse(undefined).success,
              content: { [body.contentType]: { schema: toSchema(body.schema, "input") } },
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
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "The login's token" },
        cookie: {
          type: "apiKey",
          in: "cookie",
          name: TOKEN_COOKIE,
          description: "Homebox's cookie session: writes only from the service's own origin (docs/api.md)",
        },
      },
    },
    security: [{ bearer: [] }, { cookie: [] }],
    paths,
  };
}
