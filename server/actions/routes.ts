import { ActionResult, WipeInventoryBody } from "../../contract";
import { removeBlobs } from "../attachments/cleanup";
import { assertOwner } from "../auth/roles";
import { auth, type Api, type Ctx } from "../http/api";
import { parseJsonBody } from "../http/validate";
import {
  clearPlaceholderDates,
  ensureAssetIds,
  ensureImportRefs,
  setPrimaryPhotos,
  wipeInventory,
} from "./maintenance";
import { createMissingThumbnails } from "./thumbnails";

const RESULT = { 200: { description: "How many records were changed", schema: ActionResult } };

/** Homebox's maintenance actions under /v1/actions (docs/data-transfer.md, "Maintenance actions"). */
export function registerActionRoutes(api: Api) {
  const { db, blobs, config } = api.deps;
  const action = (name: string, summary: string, run: (c: Ctx) => Promise<number>) =>
    api.route({ method: "post", path: `/v1/actions/${name}`, tag: "actions", summary, responses: RESULT }, async (c) =>
      c.json({ completed: await run(c) }),
    );

  action("ensure-asset-ids", "Give every entity without an asset id the next free one, oldest first", (c) =>
    ensureAssetIds(db, auth(c).groupId),
  );
  action("ensure-import-refs", "Give every entity without an import ref a random one", (c) =>
    ensureImportRefs(db, auth(c).groupId),
  );
  action("set-primary-photos", "Make the oldest photo primary where an entity has photos but no primary one", (c) =>
    setPrimaryPhotos(db, auth(c).groupId),
  );
  action("create-missing-thumbnails", "Make thumbnails for uploaded images that have none", (c) =>
    createMissingThumbnails({ db, blobs, dataDir: config.dataDir }, auth(c).groupId),
  );
  action("zero-item-time-fields", "Clear placeholder dates (years before 100)", (c) =>
    clearPlaceholderDates(db, auth(c).groupId),
  );
  api.route(
    {
      method: "post",
      path: "/v1/actions/wipe-inventory",
      tag: "actions",
      summary: 'Delete every item (and locations, tags when asked); owner only, body must confirm "wipe inventory"',
      body: { schema: WipeInventoryBody },
      responses: RESULT,
    },
    async (c) => {
      assertOwner(c);
      const body = await parseJsonBody(c, WipeInventoryBody);
      const { deleted, keys } = await wipeInventory(db, auth(c).groupId, body);
      await removeBlobs(db.kysely, blobs, keys);
      return c.json({ completed: deleted });
    },
  );
}
