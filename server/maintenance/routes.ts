import { maintenanceEndpoints as maintenance } from "../../contract";
import { auth, type Api } from "../http/api";
import { addEntry, deleteEntry, entityLog, groupLog, groupPage, replaceEntry } from "./store";

export function registerMaintenanceRoutes(api: Api) {
  const { db } = api.deps;
  api.handle(maintenance.entityLog, async (c, { params, query }) =>
    entityLog(db.reader, auth(c).groupId, params.id, query.status),
  );
  api.handle(maintenance.add, async (c, { params, body }) => addEntry(db, auth(c).groupId, params.id, body));
  api.handle(maintenance.groupLog, async (c, { query }) => groupLog(db.reader, auth(c).groupId, query.status));
  api.handle(maintenance.groupPage, async (c, { query }) => groupPage(db.reader, auth(c).groupId, query));
  api.handle(maintenance.replace, async (c, { params, body }) => replaceEntry(db, auth(c).groupId, params.id, body));
  api.handle(maintenance.remove, async (c, { params }) => deleteEntry(db, auth(c).groupId, params.id));
}
