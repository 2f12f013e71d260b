import { actionEndpoints as actions } from "../../contract";
import { removeBlobs } from "../attachments/cleanup";
import { auth, type Api } from "../http/api";
import {
  clearPlaceholderDates,
  ensureAssetIds,
  ensureImportRefs,
  setPrimaryPhotos,
  wipeInventory,
} from "./maintenance";
import { createMissingThumbnails } from "./thumbnails";

/** Homebox's maintenance actions under /v1/actions (docs/data-transfer.md, "Maintenance actions"). */
export function registerActionRoutes(api: Api) {
  const { db, blobs, config } = api.deps;
  const completed = async (count: Promise<number>) => ({ completed: await count });

  api.handle(actions.ensureAssetIds, (c) => completed(ensureAssetIds(db, auth(c).groupId)));
  api.handle(actions.ensureImportRefs, (c) => completed(ensureImportRefs(db, auth(c).groupId)));
  api.handle(actions.setPrimaryPhotos, (c) => completed(setPrimaryPhotos(db, auth(c).groupId)));
  api.handle(actions.createMissingThumbnails, (c) =>
    completed(createMissingThumbnails({ db, blobs, dataDir: config.dataDir }, auth(c).groupId)),
  );
  api.handle(actions.zeroItemTimeFields, (c) => completed(clearPlaceholderDates(db, auth(c).groupId)));
  api.handle(actions.wipeInventory, async (c, { body }) => {
    const { deleted, keys } = await wipeInventory(db, auth(c).groupId, body);
    await removeBlobs(db.kysely, blobs, keys);
    return { completed: deleted };
  });
}
