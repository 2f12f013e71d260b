import { z } from "zod";
import { resource } from "./endpoint";

/** The answer of every maintenance action (Homebox's ActionAmountResult). */
export const ActionResult = z.object({ completed: z.number() });
export type ActionResult = z.infer<typeof ActionResult>;

/** The words a wipe must be confirmed with, so that no stray request empties a group. */
export const WIPE_CONFIRMATION = "wipe inventory";

const actions = resource("actions");

export const WipeInventoryBody = z.object({
  confirm: z.literal(WIPE_CONFIRMATION, { error: `must be the words "${WIPE_CONFIRMATION}"` }),
  wipeTags: z.boolean({ error: "must be true or false" }).optional().default(false),
  wipeLocations: z.boolean({ error: "must be true or false" }).optional().default(false),
  /** Accepted for Homebox's clients; this service keeps no maintenance log yet. */
  wipeMaintenance: z.boolean({ error: "must be true or false" }).optional().default(false),
});
export type WipeInventoryBody = z.output<typeof WipeInventoryBody>;

const RESULT = { 200: { description: "How many records were changed", schema: ActionResult } };
const action = <P extends string>(path: P, summary: string) => actions.post(path, summary, { responses: RESULT });

/** Homebox's maintenance actions (docs/data-transfer.md, "Maintenance actions"). */
export const actionEndpoints = {
  ensureAssetIds: action(
    "/v1/actions/ensure-asset-ids",
    "Give every entity without an asset id the next free one, oldest first",
  ),
  ensureImportRefs: action("/v1/actions/ensure-import-refs", "Give every entity without an import ref a random one"),
  setPrimaryPhotos: action(
    "/v1/actions/set-primary-photos",
    "Make the oldest photo primary where an entity has photos but no primary one",
  ),
  createMissingThumbnails: action(
    "/v1/actions/create-missing-thumbnails",
    "Make thumbnails for uploaded images that have none",
  ),
  zeroItemTimeFields: action("/v1/actions/zero-item-time-fields", "Clear placeholder dates (years before 100)"),
  wipeInventory: actions.post(
    "/v1/actions/wipe-inventory",
    'Delete every item (and locations, tags when asked); owner only, body must confirm "wipe inventory"',
    { access: "owner", body: WipeInventoryBody, responses: RESULT },
  ),
};
