import { z } from "zod";

/** What an entity picker holds: enough to show the choice and to preview the resulting location. */
export const PickedEntity = z.object({ id: z.string(), name: z.string(), isLocation: z.boolean() });
export type PickedEntity = z.infer<typeof PickedEntity>;
