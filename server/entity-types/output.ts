import type { EntityTypeOut } from "../../contract";
import type { Database } from "../db/schema";

/** An entity type as the contract shows it. */
export const entityTypeOut = (t: Database["entity_types"]): EntityTypeOut => ({
  id: t.id,
  name: t.name,
  isLocation: t.is_location === 1,
  icon: t.icon,
  createdAt: t.created_at,
  updatedAt: t.updated_at,
});
