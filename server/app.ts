import { Hono } from "hono";
import { registerAccountRoutes } from "./accounts/routes";
import { registerApiKeyRoutes } from "./accounts/api-key-routes";
import { registerActionRoutes } from "./actions/routes";
import { registerAttachmentRoutes } from "./attachments/routes";
import { registerAuthRoutes } from "./auth/routes";
import { registerForwardAuthRoutes } from "./auth/forward-auth/routes";
import { registerPasswordResetRoutes } from "./auth/password-reset/routes";
import { guard } from "./auth/middleware";
import { sessionCacheFor } from "./auth/session-cache";
import { registerBarcodeRoutes } from "./barcode/routes";
import { registerBulkRoutes } from "./bulk/routes";
import { registerEntityRoutes } from "./entities/routes";
import { registerEntityTypeRoutes } from "./entity-types/routes";
import { registerBackupRoutes } from "./data-transfer/backup-routes";
import { registerCsvRoutes } from "./data-transfer/csv-routes";
import { admitInTurns } from "./http/admission";
import { createApi, type Deps, type Env } from "./http/api";
import { compressJson } from "./http/compress-json";
import { errorResponse } from "./http/error-response";
import { storagePaths } from "./http/storage-errors";
import { buildOpenApi } from "./http/openapi";
import type { Endpoint } from "../contract/endpoint";
import { securityHeaders } from "./http/security-headers";
import { serveSpa } from "./http/static-files";
import { registerStatusRoute } from "./http/status";
import { registerLabelRoutes } from "./labels/routes";
import { registerLendingRoutes } from "./lending/routes";
import { eventHubFor } from "./events/hub";
import { publishChanges } from "./events/publish-changes";
import { historyContext } from "./history/request-context";
import { registerHistoryRoutes } from "./history/routes";
import { registerEventRoutes } from "./events/routes";
import { registerHomeboxSocket } from "./events/homebox-socket";
import { webSockets } from "./http/websockets";
import { registerGroupRoutes } from "./groups/routes";
import { registerInvitationRoutes } from "./groups/invitation-routes";
import { registerMemberRoutes } from "./groups/member-routes";
import { registerStatisticsRoutes } from "./statistics/routes";
import { registerReportRoutes } from "./reports/routes";
import { registerStocktakeRoutes } from "./stocktakes/routes";
import { registerTagRoutes } from "./tags/routes";
import { registerTemplateRoutes } from "./templates/routes";
import { registerMaintenanceRoutes } from "./maintenance/routes";
import { registerNotifierRoutes } from "./notifiers/routes";
import { registerReminderRoutes } from "./reminders/routes";
import { VERSION } from "./version";

const STATUS = "/api/v1/status";

/**
 * The whole service: API under /api/v1, the OpenAPI document, and the built SPA at /, all under BASE_PATH
 * when one is set. Its HTTP server must be handed to `injectWebSocket` for WebSocket upgrades to reach the app.
 */
export function createApp(deps: Deps) {
  const app = new Hono<Env>();
  // Under a base path the app sees its paths without the prefix, so its routes and path rules stay as they are.
  const root = deps.config.basePath ? new Hono<Env>() : app;
  const sockets = webSockets(root);
  app.use(securityHeaders());

  const writablePaths = storagePaths(deps.config.dataDir);
  app.onError((thrown, c) => errorResponse(c, thrown, writablePaths));

  const api = new Hono<Env>();
  const guardFor = guard(deps.db, sessionCacheFor(deps.db, deps.config.sessionCacheSeconds), deps.config);
  api.use(compressJson());
  api.use("/v1/*", admitInTurns({ ...deps.config.admission, exempt: (path) => path === STATUS }));
  api.use("/v1/*", publishChanges(eventHubFor(deps.db)));
  api.use("/v1/*", historyContext());
  const registered: Endpoint[] = [];
  const registry = createApi(api, deps, guardFor, registered);
  registerStatusRoute(registry);
  registerAuthRoutes(registry);
  registerForwardAuthRoutes(registry);
  registerPasswordResetRoutes(registry);
  // Before the entity routes: `/v1/entities/export` must not be read as an entity id.
  registerCsvRoutes(registry);
  registerBulkRoutes(registry);
  registerEntityRoutes(registry);
  registerEntityTypeRoutes(registry);
  registerTagRoutes(registry);
  registerAttachmentRoutes(registry);
  registerBarcodeRoutes(registry);
  registerLabelRoutes(registry);
  registerGroupRoutes(registry);
  registerInvitationRoutes(registry);
  registerMemberRoutes(registry);
  registerAccountRoutes(registry);
  registerApiKeyRoutes(registry);
  registerEventRoutes(registry);
  registerHomeboxSocket(registry, sockets.upgradeWebSocket);
  registerTemplateRoutes(registry);
  registerMaintenanceRoutes(registry);
  registerNotifierRoutes(registry);
  registerReminderRoutes(registry);
  registerStatisticsRoutes(registry);
  registerBackupRoutes(registry);
  registerActionRoutes(registry);
  registerHistoryRoutes(registry);
  registerStocktakeRoutes(registry);
  registerReportRoutes(registry);
  registerLendingRoutes(registry);
  let openapi: unknown;
  api.get("/openapi.json", (c) => c.json((openapi ??= buildOpenApi(registered, VERSION))));
  api.all("*", (c) =>
    c.json({ error: `There is no API operation ${c.req.method} ${c.req.path}.`, code: "not_found" }, 404),
  );
  app.route("/api", api);

  app.get("*", serveSpa(deps.config.staticDir, deps.config.basePath));
  if (root !== app) root.mount(deps.config.basePath, app.fetch);
  return Object.assign(root, { injectWebSocket: sockets.injectWebSocket });
}
