import { z } from "zod";
import { AssetIdParam, PageParams } from "./common";
import { DuplicateOptions } from "./duplicate";
import { resource } from "./endpoint";
import {
  EntityCreate,
  EntityListItem,
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

/** `GET /v1/entities/fields/values?field=`: the custom field's exact name. */
export const FieldValuesQuery = z.object({
  field: z
    .string({ error: "is required" })
    .min(1, { error: "is required" })
    .max(255, { error: "must be at most 255 characters" }),
});

/** Homebox's PaginationResult of `GET /v1/assets/{assetId}`. */
export const AssetPage = z.object({
  items: z.array(EntityListItem),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type AssetPage = z.infer<typeof AssetPage>;

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
  fieldNames: entities.get("/v1/entities/fields", "The names of the group's custom fields", {
    responses: { 200: { description: "Names, A to Z", schema: z.array(z.string()) } },
  }),
  fieldValues: entities.get(
    "/v1/entities/fields/values",
    "The text values of the custom fields of this name in the group (at most 1000)",
    { query: FieldValuesQuery, responses: { 200: { description: "Values, A to Z", schema: z.array(z.string()) } } },
  ),
  byAssetId: entities.get(
    "/v1/assets/{assetId}",
    "Entities with this asset id (what a scanned Homebox label opens), archived ones and locations too, by name",
    {
      params: z.object({ assetId: AssetIdParam }),
      query: z.object(PageParams),
      responses: { 200: { description: "A page of entities", schema: AssetPage } },
    },
  ),
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
