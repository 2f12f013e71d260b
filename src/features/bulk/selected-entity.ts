import { z } from "zod";
import type { EntityListItem, EntityOut } from "../../../contract/entity";

/**
 * What the selection keeps of an entity: enough to list it, and what a label needs, so the labels page
 * prints without refetching.
 */
export const SelectedEntity = z.object({
  id: z.string(),
  name: z.string(),
  assetId: z.string(),
  isLocation: z.boolean(),
  /** The location the entity resolves to (for a location: the one it is inside), or null at the top. */
  locationId: z.string().nullable(),
});
export type SelectedEntity = z.infer<typeof SelectedEntity>;

export const toSelectedEntity = (item: EntityListItem): SelectedEntity => ({
  id: item.id,
  name: item.name,
  assetId: item.assetId,
  isLocation: item.isLocation,
  locationId: item.location?.id ?? null,
});

export const selectedFromEntity = (entity: EntityOut): SelectedEntity => ({
  id: entity.id,
  name: entity.name,
  assetId: entity.assetId,
  isLocation: entity.entityType.isLocation,
  locationId: entity.location?.id ?? null,
});
