import { z } from "zod";
import { Id, Name, Text, Timestamp } from "./common";
import { resource } from "./endpoint";

export const EntityTypeInput = z.object({
  name: Name,
  isLocation: z.boolean({ error: "must be true or false" }).nullish().transform(Boolean),
  icon: Text(255),
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

const entityTypes = resource("entity-types");

export const entityTypeEndpoints = {
  list: entityTypes.get("/v1/entity-types", "Entity types of the group, by name", {
    responses: { 200: { description: "Types", schema: z.array(EntityTypeOut) } },
  }),
  create: entityTypes.post("/v1/entity-types", "Create an entity type", {
    body: EntityTypeInput,
    responses: { 201: TYPE },
  }),
  replace: entityTypes.put(
    "/v1/entity-types/{id}",
    "Replace an entity type; switching isLocation re-resolves the locations of its entities",
    { body: EntityTypeInput, responses: { 200: TYPE } },
  ),
  remove: entityTypes.delete("/v1/entity-types/{id}", "Delete an entity type that no entity uses", {
    responses: { 204: { description: "Deleted" }, 409: { description: "Still in use" } },
  }),
};
