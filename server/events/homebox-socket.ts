import { errorCodeOfStatus } from "../../contract/error-codes";
import { eventEndpoints as events } from "../../contract/events";
import type { Api, Ctx } from "../http/api";
import { ApiError } from "../http/errors";
import { requestHeader } from "../http/request-header";
import type { UpgradeToWebSocket } from "../http/websockets";
import { HOMEBOX_PING, homeboxMessages } from "./homebox-messages";
import { eventHubFor } from "./hub";
import { roleNow, streamOwner } from "./stream-access";

/** Close codes (RFC 6455): the service is going away; a policy ended the socket; try again later. */
const GOING_AWAY = 1001;
const POLICY = 1008;
const TRY_LATER = 1013;

/**
 * `GET /v1/ws/events`: Homebox's WebSocket of the caller's group (docs/api.md, "Homebox compatibility"),
 * fed by the same hub, caps and access checks as the SSE stream (docs/events.md).
 */
export function registerHomeboxSocket(api: Api, upgradeWebSocket: UpgradeToWebSocket) {
  const { db, config } = api.deps;
  const hub = eventHubFor(db);

  api.handle(events.homebox, (c) => {
    if (requestHeader(c, "upgrade")?.toLowerCase() !== "websocket") {
      const error = "This address is a WebSocket: open it with an Upgrade: websocket request.";
      return c.json({ error, code: errorCodeOfStatus(426) }, 426, { Upgrade: "websocket" });
    }
    refuseOtherSites(c, config.publicUrl);
    const owner = streamOwner(c);
    hub.checkRoom(owner.userId, owner.tokenHash, config.eventStreams);
    let subscribed: Promise<() => void> | undefined;
    let ping: NodeJS.Timeout | undefined;
    return upgradeWebSocket(c, {
      onOpen(_open, ws) {
        // Checked again in the tick that subscribes: parallel upgrades may all have passed the check above.
        try {
          hub.checkRoom(owner.userId, owner.tokenHash, config.eventStreams);
        } catch {
          ws.close(TRY_LATER, "Too many live-update streams are open for this sign-in; close a tab.");
          return;
        }
        subscribed = hub.subscribe(owner.groupId, {
          userId: owner.userId,
          tokenHash: owner.tokenHash,
          onEvent: (e) => homeboxMessages(e.event).forEach((message) => ws.send(message)),
          onAccessChanged: () =>
            void roleNow(db, owner).then(
              (now) => now ?? ws.close(POLICY, "Signed out, or no longer a member of this group."),
              () => undefined,
            ),
          end: () => ws.close(GOING_AWAY, "The service is shutting down."),
        });
        ping = setInterval(() => ws.send(HOMEBOX_PING), config.eventHeartbeatMs);
      },
      onClose() {
        clearInterval(ping);
        void subscribed?.then((unsubscribe) => unsubscribe());
      },
    });
  });
}

/**
 * A page of another site must not read a signed-in user's changes through their cookie (cross-site
 * WebSocket hijacking). Browsers always send Origin on a WebSocket; other clients send none.
 */
function refuseOtherSites(c: Ctx, publicUrl: string | undefined) {
  const origin = requestHeader(c, "origin");
  if (origin === undefined) return;
  const ours = [requestHeader(c, "host"), publicUrl && new URL(publicUrl).host];
  if (!ours.includes(URL.canParse(origin) ? new URL(origin).host : "")) {
    throw new ApiError(403, "This WebSocket opens only from this service's own pages.");
  }
}
