import type { TagSummary } from "../../contract";
import type { Database } from "../db/schema";

export const tagOut = (t: Database["tags"]): TagSummary => ({
  id: t.id,
  name: t.name,
  description: t.description,
  color: t.color,
  icon: t.icon,
  parentId: t.parent_id,
  createdAt: t.created_at,
  updatedAt: t.updated_at,
});
