import { z } from "zod";
import { Id, Name, RefId, Text, Timestamp } from "./common";
import { resource } from "./endpoint";

export const TagInput = z.object({
  name: Name,
  description: Text(1000),
  color: Text(32),
  icon: Text(255),
  parentId: RefId,
});
export type TagInput = z.output<typeof TagInput>;

export const TagSummary = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  color: z.string(),
  icon: z.string(),
  parentId: Id.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type TagSummary = z.infer<typeof TagSummary>;

const TAG = { description: "The tag", schema: TagSummary };

const tags = resource("tags");

export const tagEndpoints = {
  list: tags.get("/v1/tags", "Tags of the group, by name", {
    responses: { 200: { description: "Tags", schema: z.array(TagSummary) } },
  }),
  create: tags.post("/v1/tags", "Create a tag", { body: TagInput, responses: { 201: TAG } }),
  get: tags.get("/v1/tags/{id}", "One tag", { responses: { 200: TAG } }),
  replace: tags.put("/v1/tags/{id}", "Replace a tag (omitted parentId = root)", {
    body: TagInput,
    responses: { 200: TAG },
  }),
  remove: tags.delete("/v1/tags/{id}", "Delete a tag; its children move to the root", {
    responses: { 204: { description: "Deleted" } },
  }),
};
