import { groupEndpoints as endpoints } from "../../contract";
import { auth, type Api } from "../http/api";
import { currencies } from "./currencies";
import { createOwnGroup, deleteGroup, findGroup, groupsOf, updateGroup } from "./store";

export function registerGroupRoutes(api: Api) {
  const { db, blobs } = api.deps;
  api.handle(endpoints.currencies, (c) => c.json(currencies(), 200, { "Cache-Control": "max-age=600" }));
  api.handle(endpoints.get, (c) => findGroup(db.reader, auth(c).groupId, auth(c).role));
  api.handle(endpoints.all, (c) => groupsOf(db.reader, auth(c).userId));
  api.handle(endpoints.create, (c, { body }) => createOwnGroup(db, auth(c).userId, body.name));
  api.handle(endpoints.update, (c, { body }) => updateGroup(db, auth(c).groupId, body));
  api.handle(endpoints.remove, (c) => deleteGroup(db, blobs, auth(c).groupId, auth(c).userId));
}
