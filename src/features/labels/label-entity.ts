import { z } from "zod";
import type { EntityListItem } from "../../../contract/entity";

/** What a label needs of an entity, kept with the selection so the labels page prints without refetching. */
export const LabelEntity = z.object({
  id: z.string(),
  name: z.string(),
  assetId: z.string(),
  isLocation: z.boolean(),
  /** The location the entity resolves to (for a location: the one it is inside), or null at the top. */
  locationId: z.string().nullable(),
});
export type LabelEntity = z.infer<typeof LabelEntity>;

export const toLabelEntity = (item: EntityListItem): LabelEntity => ({
  id: item.id,
  name: item.name,
  assetId: item.assetId,
  isLocation: item.isLocation,
  locationId: item.location?.id ?? null,
});
