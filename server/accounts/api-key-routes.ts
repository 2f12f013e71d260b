import { apiKeyEndpoints as endpoints } from "../../contract";
import { auth, type Api } from "../http/api";
import { createApiKey, deleteApiKey, listApiKeys } from "./api-keys";

export function registerApiKeyRoutes(api: Api) {
  const { db } = api.deps;
  api.handle(endpoints.list, (c) => listApiKeys(db.reader, auth(c).userId));
  api.handle(endpoints.create, (c, { body }) => createApiKey(db, auth(c).userId, body));
  api.handle(endpoints.remove, (c, { params }) => deleteApiKey(db, auth(c).userId, params.id));
}
