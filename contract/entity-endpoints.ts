import { z } from "zod";
import { DuplicateOptions } from "./duplicate";
import { resource } from "./endpoint";
import {
  EntityCreate,
  EntityListQuery,
  EntityListResult,
  EntityOut,
  EntityPatch,
  EntityPath,
  EntityUpdate,
  TreeNode,
  TreeQuery,
} from "./entity";

const ENTITY = { description: "The entity", schema: EntityOut };
const PRECONDITION = { description: "If-Match did not match; body has `current`" };

const entities = resource("entities");

export const entityEndpoints = {
  list: entities.get("/v1/entities", "List and search entities", {
    query: EntityListQuery,
    arrayQuery: ["entityTypeIds", "tags", "parentIds", "locationIds"],
    responses: { 200: { description: "A page of entities", schema: EntityListResult } },
  }),
  tree: entities.get("/v1/entities/tree", "Locations (and items) as a tree", {
    query: TreeQuery,
    responses: { 200: { description: "Tree", schema: z.array(TreeNode) } },
  }),
  create: entities.post("/v1/entities", "Create an entity (every field of the update body)", {
    body: EntityCreate,
    responses: { 201: { description: "Created", schema: EntityOut } },
  }),
  get: entities.get("/v1/entities/{id}", "One entity", { responses: { 200: ENTITY } }),
  replace: entities.put("/v1/entities/{id}", "Replace every editable field (omitted = a new entity's value)", {
    body: EntityUpdate,
    responses: { 200: ENTITY, 412: PRECONDITION },
  }),
  patch: entities.patch(
    "/v1/entities/{id}",
    "Change type, parent, location, quantity or tags (absent = unchanged, null = reset)",
    { body: EntityPatch, responses: { 200: ENTITY, 412: PRECONDITION } },
  ),
  remove: entities.delete("/v1/entities/{id}", "Delete; children keep their resolved location", {
    responses: { 204: { description: "Deleted" } },
  }),
  duplicate: entities.post(
    "/v1/entities/{id}/duplicate",
    "Copy an entity (new asset id; attachments, custom fields and maintenance as asked)",
    { body: DuplicateOptions, responses: { 201: { description: "The copy", schema: EntityOut } } },
  ),
  path: entities.get("/v1/entities/{id}/path", "Ancestors, root first, the entity last", {
    responses: { 200: { description: "Path", schema: EntityPath } },
  }),
};
