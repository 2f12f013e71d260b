import { authEndpoints as endpoints } from "../../contract";
import { clientAddress } from "../http/client-address";
import { ApiError } from "../http/errors";
import { auth, type Api } from "../http/api";
import { register } from "./registration";
import { loadSelf } from "./self";
import { signIn, signOut } from "./sign-in";

export function registerAuthRoutes(api: Api) {
  const { db, config } = api.deps;
  api.handle(endpoints.register, (_, { body }) => register(db, config, body));
  api.handle(endpoints.login, async (c, { body }) => {
    const session = await signIn(db, body, clientAddress(c));
    if (!session) throw new ApiError(401, "The e-mail or the password is wrong.");
    return session;
  });
  api.handle(endpoints.logout, (c) => signOut(db, auth(c).userId, auth(c).tokenHash, auth(c).kind));
  api.handle(endpoints.self, (c) => loadSelf(db.reader, auth(c)));
}
