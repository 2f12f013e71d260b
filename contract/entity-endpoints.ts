import { z } from "zod";
import { DuplicateOptions } from "./duplicate";
import { endpoint } from "./endpoint";
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

export const entityEndpoints = {
  list: endpoint({
    method: "get",
    path: "/v1/entities",
    tag: "entities",
    summary: "List and search entities",
    query: EntityListQuery,
    arrayQuery: ["entityTypeIds", "tags", "parentIds", "locationIds"],
    responses: { 200: { description: "A page of entities", schema: EntityListResult } },
  }),
  tree: endpoint({
    method: "get",
    path: "/v1/entities/tree",
    tag: "entities",
    summary: "Locations (and items) as a tree",
    query: TreeQuery,
    responses: { 200: { description: "Tree", schema: z.array(TreeNode) } },
  }),
  create: endpoint({
    method: "post",
    path: "/v1/entities",
    tag: "entities",
    summary: "Create an entity (every field of the update body)",
    body: EntityCreate,
    responses: { 201: { description: "Created", schema: EntityOut } },
  }),
  get: endpoint({
    method: "get",
    path: "/v1/entities/{id}",
    tag: "entities",
    summary: "One entity",
    responses: { 200: ENTITY },
  }),
  replace: endpoint({
    method: "put",
    path: "/v1/entities/{id}",
    tag: "entities",
    summary: "Replace every editable field (omitted = a new entity's value)",
    body: EntityUpdate,
    responses: { 200: ENTITY, 412: PRECONDITION },
  }),
  patch: endpoint({
    method: "patch",
    path: "/v1/entities/{id}",
    tag: "entities",
    summary: "Change type, parent, location, quantity or tags (absent = unchanged, null = reset)",
    body: EntityPatch,
    responses: { 200: ENTITY, 412: PRECONDITION },
  }),
  remove: endpoint({
    method: "delete",
    path: "/v1/entities/{id}",
    tag: "entities",
    summary: "Delete; children keep their resolved location",
    responses: { 204: { description: "Deleted" } },
  }),
  duplicate: endpoint({
    method: "post",
    path: "/v1/entities/{id}/duplicate",
    tag: "entities",
    summary: "Copy an entity (new asset id; attachments, custom fields and maintenance as asked)",
    body: DuplicateOptions,
    responses: { 201: { description: "The copy", schema: EntityOut } },
  }),
  path: endpoint({
    method: "get",
    path: "/v1/entities/{id}/path",
    tag: "entities",
    summary: "Ancestors, root first, the entity last",
    responses: { 200: { description: "Path", schema: EntityPath } },
  }),
};
