import { entityTypeEndpoints as types } from "../../contract";
import { auth, type Api } from "../http/api";
import { entityTypeOut } from "./output";
import { createEntityType, deleteEntityType, listEntityTypes, replaceEntityType } from "./store";

export function registerEntityTypeRoutes(api: Api) {
  const { db } = api.deps;
  api.handle(types.list, async (c) => (await listEntityTypes(db.reader, auth(c).groupId)).map(entityTypeOut));
  api.handle(types.create, async (c, { body }) =>
    entityTypeOut(await createEntityType(db.kysely, auth(c).groupId, body)),
  );
  api.handle(types.replace, async (c, { params, body }) =>
    entityTypeOut(await replaceEntityType(db, auth(c).groupId, params.id, body)),
  );
  api.handle(types.remove, async (c, { params }) => deleteEntityType(db, auth(c).groupId, params.id));
}
