import { z } from "zod";
import { EntityTypeInput, EntityTypeOut } from "../../contract";
import { auth, type Api } from "../http/api";
import { parseJsonBody, pathId } from "../http/validate";
import { entityTypeOut } from "./output";
import { createEntityType, deleteEntityType, listEntityTypes, replaceEntityType } from "./store";

const TYPE = { description: "The entity type", schema: EntityTypeOut };

export function registerEntityTypeRoutes(api: Api) {
  const { db } = api.deps;

  api.route(
    {
      method: "get",
      path: "/v1/entity-types",
      tag: "entity-types",
      summary: "Entity types of the group, by name",
      responses: { 200: { description: "Types", schema: z.array(EntityTypeOut) } },
    },
    async (c) => c.json((await listEntityTypes(db.reader, auth(c).groupId)).map(entityTypeOut)),
  );

  api.route(
    {
      method: "post",
      path: "/v1/entity-types",
      tag: "entity-types",
      summary: "Create an entity type",
      body: { schema: EntityTypeInput },
      responses: { 201: TYPE },
    },
    async (c) => {
      const body = await parseJsonBody(c, EntityTypeInput);
      const row = await createEntityType(db.kysely, auth(c).groupId, body);
      return c.json(entityTypeOut(row), 201);
    },
  );

  api.route(
    {
      method: "put",
      path: "/v1/entity-types/:id",
      tag: "entity-types",
      summary: "Replace an entity type; switching isLocation re-resolves the locations of its entities",
      body: { schema: EntityTypeInput },
      responses: { 200: TYPE },
    },
    async (c) => {
      const id = pathId(c);
      const body = await parseJsonBody(c, EntityTypeInput);
      return c.json(entityTypeOut(await replaceEntityType(db, auth(c).groupId, id, body)));
    },
  );

  api.route(
    {
      method: "delete",
      path: "/v1/entity-types/:id",
      tag: "entity-types",
      summary: "Delete an entity type that no entity uses",
      responses: { 204: { description: "Deleted" }, 409: { description: "Still in use" } },
    },
    async (c) => {
      await deleteEntityType(db, auth(c).groupId, pathId(c));
      return c.body(null, 204);
    },
  );
}
