import { signInWayEndpoints as endpoints } from "../../../contract";
import type { Api } from "../../http/api";
import { requestHeader } from "../../http/request-header";
import { seedLanguage } from "../../groups/seed-names";
import { setSessionCookies } from "../cookies";
import { signInByHeader } from "./header-sign-in";
import { admittedPerson } from "./proxy-person";

export function registerForwardAuthRoutes(api: Api) {
  const { db, config } = api.deps;
  api.handle(endpoints.proxyLogin, async (c) => {
    const person = admittedPerson(c, config.forwardAuth);
    const session = await signInByHeader(db, config, person, seedLanguage(requestHeader(c, "accept-language")));
    // As a password sign-in: Homebox's web app reads the cookies, other clients the body.
    setSessionCookies(c, config, { ...session, token: session.token.replace(/^Bearer /, ""), remember: false });
    return session;
  });
}
