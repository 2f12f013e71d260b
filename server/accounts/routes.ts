import { accountEndpoints as endpoints } from "../../contract";
import { clearSessionCookies } from "../auth/cookies";
import { loadSelf } from "../auth/self";
import { clientAddress } from "../http/client-address";
import { auth, type Api, type Ctx } from "../http/api";
import { changePassword, deleteAccount, replaceSettings, settingsOf, signOutEverywhere, updateSelf } from "./store";

/** Settings are the user's own and change from any device: never kept by a cache. */
const settingsAnswer = (c: Ctx, item: Record<string, unknown>) =>
  c.json({ item }, 200, { "Cache-Control": "no-store" });

export function registerAccountRoutes(api: Api) {
  const { db, blobs, config } = api.deps;
  for (const endpoint of [endpoints.changePassword, endpoints.changePasswordHomebox]) {
    api.handle(endpoint, (c, { body }) => changePassword(db, auth(c), clientAddress(c), body));
  }
  api.handle(endpoints.logoutAll, async (c) => {
    await signOutEverywhere(db, auth(c).userId);
    clearSessionCookies(c, config);
  });
  api.handle(endpoints.updateSelf, async (c, { body }) => {
    await updateSelf(db, auth(c).userId, body);
    return loadSelf(db.kysely, auth(c));
  });
  api.handle(endpoints.settings, async (c) => settingsAnswer(c, await settingsOf(db, auth(c).userId)));
  api.handle(endpoints.replaceSettings, async (c, { body }) =>
    settingsAnswer(c, await replaceSettings(db, auth(c).userId, body)),
  );
  api.handle(endpoints.deleteSelf, (c, { body }) =>
    deleteAccount(db, blobs, auth(c).userId, { clientAddress: clientAddress(c), password: body?.password }),
  );
}
