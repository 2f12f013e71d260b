import { historyEndpoints as history } from "../../contract";
import { removeBlobs } from "../attachments/cleanup";
import { etag } from "../entities/write";
import { auth, type Api } from "../http/api";
import { requestHeader } from "../http/request-header";
import { entityHistory, historyFeed } from "./queries";
import { restoreChange } from "./restore";
import { historyKeepDays, setHistoryKeepDays } from "./retention";
import { undoBatch } from "./undo";

/** History is read by every member; restore and undo are writes, so the contract lets only editors in. */
export function registerHistoryRoutes(api: Api) {
  const { db, blobs } = api.deps;
  api.handle(history.entity, (c, { params, query }) =>
    entityHistory(db.reader, auth(c).groupId, params.id, query.page, query.pageSize),
  );
  api.handle(history.feed, (c, { query }) => historyFeed(db.reader, auth(c).groupId, query));
  api.handle(history.restore, async (c, { params, body }) => {
    const { groupId } = auth(c);
    const options = { ifMatch: requestHeader(c, "if-match"), fields: body?.fields };
    const out = await restoreChange(db, groupId, params.id, params.changeId, options);
    c.header("ETag", etag(out.version));
    // The body is the entity, as for every write of one; what could not come back is said beside it.
    if (out.attachmentsNotKept.length > 0) c.header("Attachments-Not-Kept", out.attachmentsNotKept.join(", "));
    return out.entity;
  });
  api.handle(history.undo, async (c, { params, query }) => {
    const who = auth(c);
    const actorId = who.apiKey?.id ?? who.userId;
    const { result, keys } = await undoBatch(db, who.groupId, params.batchId, actorId, query.force);
    await removeBlobs(db.kysely, blobs, keys);
    return result;
  });
  api.handle(history.settings, async (c) => ({ keepDays: await historyKeepDays(db.reader, auth(c).groupId) }));
  api.handle(history.updateSettings, async (c, { body }) => {
    await setHistoryKeepDays(db.kysely, auth(c).groupId, body.keepDays);
    return body;
  });
}
