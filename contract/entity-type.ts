import { z } from "zod";
import { Id, Name, Timestamp } from "./common";
import { endpoint } from "./endpoint";

export const EntityTypeInput = z.object({
  name: Name,
  isLocation: z.boolean({ error: "must be true or false" }).nullish().transform(Boolean),
  icon: z
    .string()
    .max(255, { error: "must be at most 255 characters" })
    .nullish()
    .transform((v) => v ?? ""),
});
export type EntityTypeInput = z.output<typeof EntityTypeInput>;

export const EntityTypeOut = z.object({
  id: Id,
  name: z.string(),
  isLocation: z.boolean(),
  icon: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type EntityTypeOut = z.infer<typeof EntityTypeOut>;

const TYPE = { description: "The entity type", schema: EntityTypeOut };

export const entityTypeEndpoints = {
  list: endpoint({
    method: "get",
    path: "/v1/entity-types",
    tag: "entity-types",
    summary: "Entity types of the group, by name",
    responses: { 200: { description: "Types", schema: z.array(EntityTypeOut) } },
  }),
  create: endpoint({
    method: "post",
    path: "/v1/entity-types",
    tag: "entity-types",
    summary: "Create an entity type",
    body: EntityTypeInput,
    responses: { 201: TYPE },
  }),
  replace: endpoint({
    method: "put",
    path: "/v1/entity-types/{id}",
    tag: "entity-types",
    summary: "Replace an entity type; switching isLocation re-resolves the locations of its entities",
    body: EntityTypeInput,
    responses: { 200: TYPE },
  }),
  remove: endpoint({
    method: "delete",
    path: "/v1/entity-types/{id}",
    tag: "entity-types",
    summary: "Delete an entity type that no entity uses",
    responses: { 204: { description: "Deleted" }, 409: { description: "Still in use" } },
  }),
};
