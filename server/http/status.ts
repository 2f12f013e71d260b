import { authEndpoints as endpoints, type StatusResult } from "../../contract";
import { proxyPerson } from "../auth/forward-auth/proxy-person";
import { registrationOpen } from "../auth/registration";
import { enabledProviders } from "../barcode/providers";
import { VERSION } from "../version";
import type { Api } from "./api";
import { oidcStatus } from "../auth/oidc/status";

/**
 * What Homebox's `APISummary` says of a Homebox server, as it holds for this one: no demo, no
 * telemetry, no label printer on the server (labels print in the browser). The package carries no
 * commit or build time, so those are empty; `latest` is the running version, since the service asks
 * no one on the internet for a newer one (and Homebox's web app then shows no update notice).
 */
const HOMEBOX_SUMMARY = {
  title: "Inventory",
  message: "Track, manage and organize your things",
  build: { version: VERSION, commit: "", buildTime: "" },
  latest: { version: VERSION, date: "" },
  demo: false,
  labelPrinting: false,
  telemetry: { enabled: false },
  versions: null,
} as const;

/** `GET /v1/status`: public, and never in the API's line (server/http/admission.ts). */
export function registerStatusRoute(api: Api) {
  const { db, config } = api.deps;
  api.handle(endpoints.status, async (c) => {
    const line = c.get("apiLine")?.() ?? { state: "ok", waiting: 0, longestWaitMs: 0 };
    const status: StatusResult = {
      ...HOMEBOX_SUMMARY,
      health: line.state === "ok",
      version: VERSION,
      // A liveness probe polls this route: its read goes where it never waits for a busy connection.
      allowRegistration:
        (config.oidc?.allowLocal ?? true) && (await db.probe((reader) => registrationOpen(reader, config))),
      onlineProductSearch: enabledProviders(config.barcode).length > 0,
      api: line,
      oidc: oidcStatus(config.oidc),
      proxySignIn: proxyPerson(c, config.forwardAuth) !== undefined,
      passwordReset: config.passwordReset !== undefined,
    };
    // A starved API answers 503, so that a monitor watching the status code sees it.
    return line.state === "ok" ? status : c.json(status, 503);
  });
}
