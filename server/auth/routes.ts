import { authEndpoints as endpoints } from "../../contract";
import { withCode } from "../../contract/error-codes";
import { enabledProviders } from "../barcode/providers";
import { clientAddress } from "../http/client-address";
import { ApiError } from "../http/errors";
import { auth, type Api } from "../http/api";
import { requestHeader } from "../http/request-header";
import { VERSION } from "../version";
import { seedLanguage } from "../groups/seed-names";
import { register, registrationOpen } from "./registration";
import { loadSelf } from "./self";
import { signIn, signOut } from "./sign-in";

export function registerAuthRoutes(api: Api) {
  const { db, config } = api.deps;
  api.handle(endpoints.status, async (c) => {
    const line = c.get("apiLine")?.() ?? { state: "ok", waiting: 0, longestWaitMs: 0 };
    const status = {
      health: line.state === "ok",
      version: VERSION,
      // A liveness probe polls this route: its read goes where it never waits for a busy connection.
      allowRegistration: await db.probe((reader) => registrationOpen(reader, config)),
      onlineProductSearch: enabledProviders(config.barcode).length > 0,
      api: line,
    };
    // A starved API answers 503, so that a monitor watching the status code sees it.
    return line.state === "ok" ? status : c.json(status, 503);
  });
  // The SPA sends its chosen language as Accept-Language; a new group's rooms and tags are named in it.
  api.handle(endpoints.register, (c, { body }) =>
    register(db, config, body, seedLanguage(requestHeader(c, "accept-language"))),
  );
  api.handle(endpoints.login, async (c, { body }) => {
    const session = await signIn(db, body, clientAddress(c));
    if (!session)
      throw new ApiError(401, "The e-mail or the password is wrong.", undefined, withCode("wrong_credentials"));
    return session;
  });
  api.handle(endpoints.logout, (c) => signOut(db, auth(c).userId, auth(c).tokenHash, auth(c).kind));
  api.handle(endpoints.self, (c) => loadSelf(db.reader, auth(c)));
}
