import { createNodeWebSocket, type NodeWebSocket } from "@hono/node-ws";
import type { Hono } from "hono";
import type { Env } from "./api";

/** The subprotocol Homebox's web app offers first; the second one it offers is its attachment token. */
export const HOMEBOX_SUBPROTOCOL = "hb-auth";
/** Our sockets only speak: a client message larger than this closes the socket instead of being buffered. */
const MAX_MESSAGE_BYTES = 4096;

export type UpgradeToWebSocket = NodeWebSocket["upgradeWebSocket"];

/**
 * WebSockets for the app's routes (docs/decisions/022): an upgrade request runs through the app like any
 * request, auth middleware included, and only a route that answers with `upgradeWebSocket` gets a socket.
 */
export function webSockets(app: Hono<Env>) {
  const sockets = createNodeWebSocket({ app });
  // The library builds its ws server with ws's defaults; ws reads these options at every upgrade.
  sockets.wss.options.maxPayload = MAX_MESSAGE_BYTES;
  // ws would otherwise agree to the first subprotocol offered, whatever it is (a token offered alone).
  sockets.wss.options.handleProtocols = (offered) => (offered.has(HOMEBOX_SUBPROTOCOL) ? HOMEBOX_SUBPROTOCOL : false);
  return { upgradeWebSocket: sockets.upgradeWebSocket, injectWebSocket: sockets.injectWebSocket };
}
