import { z } from "zod";
import { createLocalValue } from "../settings/local-value";

const Picked = z.object({ id: z.string(), name: z.string(), isLocation: z.boolean() });

export const CreateDefaultsSchema = z.object({
  parent: Picked.nullable().catch(null),
  location: Picked.nullable().catch(null),
  entityTypeId: z.string().nullable().catch(null),
  tagIds: z.array(z.string()).catch([]),
});
export type CreateDefaults = z.output<typeof CreateDefaultsSchema>;

export const EMPTY_DEFAULTS: CreateDefaults = { parent: null, location: null, entityTypeId: null, tagIds: [] };

/**
 * Where and what the previous create-from-scan went (parent, location, type, tags): the next scanned
 * product usually goes alongside it, so the form starts there.
 */
export const createDefaults = createLocalValue("inventory.scan.createDefaults", CreateDefaultsSchema, EMPTY_DEFAULTS);
