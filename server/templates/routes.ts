import { z } from "zod";
import { EntityOut, TemplateCreateItem, TemplateInput, TemplateOut, TemplateSummary } from "../../contract";
import { auth, type Api } from "../http/api";
import { parseJsonBody, pathId } from "../http/validate";
import { etag } from "../entities/write";
import { createFromTemplate } from "./create-item";
import { deleteTemplate, findTemplate, listTemplates, saveTemplate } from "./store";

const TEMPLATE = { description: "The template", schema: TemplateOut };

export function registerTemplateRoutes(api: Api) {
  const { db } = api.deps;

  api.route(
    {
      method: "get",
      path: "/v1/templates",
      tag: "templates",
      summary: "Templates of the group, by name",
      responses: { 200: { description: "Templates", schema: z.array(TemplateSummary) } },
    },
    async (c) =>
      c.json(
        (await listTemplates(db.reader, auth(c).groupId)).map((t) => ({
          id: t.id,
          name: t.name,
          description: t.description,
          createdAt: t.created_at,
          updatedAt: t.updated_at,
        })),
      ),
  );

  api.route(
    {
      method: "post",
      path: "/v1/templates",
      tag: "templates",
      summary: "Create a template",
      body: { schema: TemplateInput },
      responses: { 201: TEMPLATE },
    },
    async (c) => c.json(await saveTemplate(db, auth(c).groupId, await parseJsonBody(c, TemplateInput)), 201),
  );

  api.route(
    {
      method: "get",
      path: "/v1/templates/:id",
      tag: "templates",
      summary: "One template",
      responses: { 200: TEMPLATE },
    },
    async (c) => c.json(await findTemplate(db.reader, auth(c).groupId, pathId(c))),
  );

  api.route(
    {
      method: "put",
      path: "/v1/templates/:id",
      tag: "templates",
      summary: "Replace a template (omitted = a new template's value; no defaultLocationId clears it)",
      body: { schema: TemplateInput },
      responses: { 200: TEMPLATE },
    },
    async (c) => {
      const id = pathId(c);
      return c.json(await saveTemplate(db, auth(c).groupId, await parseJsonBody(c, TemplateInput), id));
    },
  );

  api.route(
    {
      method: "delete",
      path: "/v1/templates/:id",
      tag: "templates",
      summary: "Delete a template",
      responses: { 204: { description: "Deleted" } },
    },
    async (c) => {
      await deleteTemplate(db, auth(c).groupId, pathId(c));
      return c.body(null, 204);
    },
  );

  api.route(
    {
      method: "post",
      path: "/v1/templates/:id/create-item",
      tag: "templates",
      summary: "Create an entity from the template (name required; any create field overrides a default)",
      body: { schema: TemplateCreateItem },
      responses: { 201: { description: "Created", schema: EntityOut } },
    },
    async (c) => {
      const id = pathId(c);
      const body = await parseJsonBody(c, TemplateCreateItem);
      const result = await createFromTemplate(db, auth(c).groupId, id, body);
      c.header("ETag", etag(result.version));
      return c.json(result.entity, 201);
    },
  );
}
