import { randomUUID } from "node:crypto";
import { z } from "zod";
import { EntityTypeInput, EntityTypeOut } from "../../src/api/contract";
import { afterLocationFlagChange } from "../entities/placement-effects";
import { entityTypeOut } from "../entities/output";
import { auth, type Api } from "../http/api";
import { ApiError, notFound } from "../http/errors";
import { parseJsonBody, pathId } from "../http/validate";

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
    async (c) => {
      const rows = await db.reader
        .selectFrom("entity_types")
        .selectAll()
        .where("group_id", "=", auth(c).groupId)
        .orderBy("name")
        .orderBy("id")
        .execute();
      return c.json(rows.map(entityTypeOut));
    },
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
      const now = new Date().toISOString();
      const row = {
        id: randomUUID(),
        group_id: auth(c).groupId,
        name: body.name,
        is_location: body.isLocation ? 1 : 0,
        icon: body.icon,
        created_at: now,
        updated_at: now,
      };
      await db.kysely.insertInto("entity_types").values(row).execute();
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
      const { groupId } = auth(c);
      const row = await db.kysely.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom("entity_types")
          .selectAll()
          .where("id", "=", id)
          .where("group_id", "=", groupId)
          .executeTakeFirst();
        if (!current) throw notFound("entity type");
        const next = {
          ...current,
          name: body.name,
          is_location: body.isLocation ? 1 : 0,
          icon: body.icon,
          updated_at: new Date().toISOString(),
        };
        await trx.updateTable("entity_types").set(next).where("id", "=", id).execute();
        if (next.is_location !== current.is_location) {
          const ids = await trx.selectFrom("entities").select("id").where("entity_type_id", "=", id).execute();
          await afterLocationFlagChange(
            trx,
            groupId,
            ids.map((e) => e.id),
            body.isLocation,
          );
        }
        return next;
      });
      return c.json(entityTypeOut(row));
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
      const id = pathId(c);
      const { groupId } = auth(c);
      await db.kysely.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom("entity_types")
          .select("id")
          .where("id", "=", id)
          .where("group_id", "=", groupId)
          .executeTakeFirst();
        if (!current) throw notFound("entity type");
        const used = await trx
          .selectFrom("entities")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("entity_type_id", "=", id)
          .executeTakeFirstOrThrow();
        if (Number(used.n) > 0)
          throw new ApiError(409, `This entity type is used by ${used.n} entities; give them another type first.`);
        await trx.deleteFrom("entity_types").where("id", "=", id).execute();
      });
      return c.body(null, 204);
    },
  );
}
