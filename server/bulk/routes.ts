import { bulkEndpoints } from "../../contract";
import { removeBlobs } from "../attachments/cleanup";
import { auth, type Api } from "../http/api";
import { runBulk } from "./run";

/** One action over many entities; the contract lets only editors in (viewers get 403). */
export function registerBulkRoutes(api: Api) {
  const { db, blobs } = api.deps;
  api.handle(bulkEndpoints.run, async (c, { body }) => {
    const { result, keys } = await runBulk(db, auth(c).groupId, body);
    await removeBlobs(db.kysely, blobs, keys);
    return result;
  });
}
