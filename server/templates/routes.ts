import { templateEndpoints as templates } from "../../contract";
import { auth, type Api } from "../http/api";
import { etag } from "../entities/write";
import { createFromTemplate } from "./create-item";
import { deleteTemplate, findTemplate, listTemplates, saveTemplate } from "./store";

export function registerTemplateRoutes(api: Api) {
  const { db } = api.deps;

  api.handle(templates.list, async (c) =>
    (await listTemplates(db.reader, auth(c).groupId)).map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description,
      createdAt: t.created_at,
      updatedAt: t.updated_at,
    })),
  );
  api.handle(templates.create, async (c, { body }) => saveTemplate(db, auth(c).groupId, body));
  api.handle(templates.get, async (c, { params }) => findTemplate(db.reader, auth(c).groupId, params.id));
  api.handle(templates.replace, async (c, { params, body }) => saveTemplate(db, auth(c).groupId, body, params.id));
  api.handle(templates.remove, async (c, { params }) => deleteTemplate(db, auth(c).groupId, params.id));
  api.handle(templates.createItem, async (c, { params, body }) => {
    const result = await createFromTemplate(db, auth(c).groupId, params.id, body);
    c.header("ETag", etag(result.version));
    return result.entity;
  });
}
