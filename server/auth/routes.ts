import { authEndpoints as endpoints } from "../../contract";
import { withCode } from "../../contract/error-codes";
import { clientAddress } from "../http/client-address";
import { ApiError } from "../http/errors";
import { auth, type Api } from "../http/api";
import { requestHeader } from "../http/request-header";
import { seedLanguage } from "../groups/seed-names";
import { register } from "./registration";
import { loadSelf } from "./self";
import { clearSessionCookies, setSessionCookies } from "./cookies";
import { signIn, signOut } from "./sign-in";
import { refuseLocalWhenOff } from "./oidc/local-sign-in";
import { registerOidcRoutes } from "./oidc/routes";

export function registerAuthRoutes(api: Api) {
  const { db, config } = api.deps;
  // The SPA sends its chosen language as Accept-Language; a new group's rooms and tags are named in it.
  api.handle(endpoints.register, (c, { body }) => {
    refuseLocalWhenOff(config);
    return register(db, config, body, seedLanguage(requestHeader(c, "accept-language")));
  });
  api.handle(endpoints.login, async (c, { body }) => {
    refuseLocalWhenOff(config);
    const session = await signIn(db, body, clientAddress(c));
    if (!session)
      throw new ApiError(401, "The e-mail or the password is wrong.", undefined, withCode("wrong_credentials"));
    // Homebox's web app signs in by these cookies; other clients read the token from the body.
    const token = session.token.replace(/^Bearer /, "");
    setSessionCookies(c, config, { ...session, token, remember: body.stayLoggedIn });
    return session;
  });
  api.handle(endpoints.logout, async (c) => {
    await signOut(db, auth(c).userId, auth(c).tokenHash, auth(c).kind);
    clearSessionCookies(c, config);
  });
  api.handle(endpoints.self, (c) => loadSelf(db.reader, auth(c)));
  registerOidcRoutes(api);
}
