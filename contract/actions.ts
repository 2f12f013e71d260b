import { z } from "zod";

/** The answer of every maintenance action (Homebox's ActionAmountResult). */
export const ActionResult = z.object({ completed: z.number() });
export type ActionResult = z.infer<typeof ActionResult>;

/** The words a wipe must be confirmed with, so that no stray request empties a group. */
export const WIPE_CONFIRMATION = "wipe inventory";

export const WipeInventoryBody = z.object({
  confirm: z.literal(WIPE_CONFIRMATION, { error: `must be the words "${WIPE_CONFIRMATION}"` }),
  wipeTags: z.boolean({ error: "must be true or false" }).optional().default(false),
  wipeLocations: z.boolean({ error: "must be true or false" }).optional().default(false),
  /** Accepted for Homebox's clients; this service keeps no maintenance log yet. */
  wipeMaintenance: z.boolean({ error: "must be true or false" }).optional().default(false),
});
export type WipeInventoryBody = z.output<typeof WipeInventoryBody>;
