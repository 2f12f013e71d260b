import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authEndpoints } from "../../contract/auth";
import { memberEndpoints } from "../../contract/group";
import { eventHubFor } from "../../server/events/hub";
import { signUp } from "../support/client";
import { useSignedInService } from "../support/signed-in-service";
import { listen, openSocket } from "../support/web-socket";
import { idOf, joinAs } from "./teams/team";

/** Homebox's WebSocket `GET /v1/ws/events` (docs/api.md, "Homebox compatibility"), over a real listener. */
describe("Homebox's WebSocket of live changes", () => {
  const { svc, users } = useSignedInService({
    names: ["Dana", "Stranger"],
    env: { EVENTS_HEARTBEAT_MS: "50", EVENT_STREAMS_PER_TOKEN: "2" },
  });
  const [dana, stranger] = users;
  let net: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => void (net = await listen(svc)));
  afterAll(() => net.close());

  const url = (query = "") => `${net.wsBase}/v1/ws/events${query}`;
  const open = async (opts: Parameters<typeof openSocket>[1]) => {
    const opened = await openSocket(url(), opts);
    if (opened.refused !== undefined) throw new Error(`the upgrade was refused: ${opened.refused}`);
    return opened.socket;
  };
  const subscribers = () => eventHubFor(svc.db).subscribers;

  it("refuses an upgrade without a valid sign-in (401), from another site (403), and a plain GET (426)", async () => {
    expect(await openSocket(url())).toEqual({ refused: 401 });
    expect(await openSocket(url(), { headers: { authorization: "Bearer not-a-token" } })).toEqual({ refused: 401 });
    // The session token never travels in a URL; nor may the attachment token open anything but streams.
    expect(await openSocket(url(`?access_token=${dana.token.replace("Bearer ", "")}`))).toEqual({ refused: 401 });
    const foreign = { authorization: dana.token, origin: "https://evil.example" };
    expect(await openSocket(url(), { headers: foreign })).toEqual({ refused: 403 });
    const plain = await dana.req("GET", "/v1/ws/events");
    expect([plain.status, plain.body.code, plain.headers.get("upgrade")]).toEqual([426, "bad_request", "websocket"]);
    expect(subscribers()).toBe(0);
  });

  it("tells a viewer of each item and tag change in the group, as Homebox's messages; other groups' changes never", async () => {
    const viewer = await joinAs(svc, dana, "viewer", "Vic");
    const socket = await open({ headers: { authorization: viewer.token } });
    const strangers = await open({ headers: { authorization: stranger.token } });
    await stranger.req("POST", "/v1/entities", { name: "Elsewhere" });
    const drill = (await dana.req("POST", "/v1/entities", { name: "Drill" })).body;
    // The stranger's change came first: had it reached this socket, it would be the first message.
    expect(await socket.next()).toEqual({ event: "entity.mutation" });
    await dana.req("PATCH", `/v1/entities/${drill.id}`, { quantity: 2 });
    expect(await socket.next()).toEqual({ event: "entity.mutation" });
    await dana.req("POST", "/v1/tags", { name: "Tools" });
    expect(await socket.next()).toEqual({ event: "tag.mutation" });
    expect(await strangers.next()).toEqual({ event: "entity.mutation" });
    await stranger.req("POST", "/v1/tags", { name: "Theirs" });
    expect(await strangers.next()).toEqual({ event: "tag.mutation" });
    // Homebox's keep-alive, every EVENTS_HEARTBEAT_MS.
    await vi.waitFor(() => expect(socket.messages).toContainEqual({ event: "ping" }));
    await Promise.all([socket.close(), strangers.close()]);
  });

  it("opens as Homebox's app does: attachment token after the hb-auth subprotocol, group by ?tenant=", async () => {
    const owner = await signUp(svc, "Owner of two");
    const first = (await owner.call(authEndpoints.self)).body.item.defaultGroupId;
    const other = await owner.req("POST", "/v1/groups", { name: "Workshop" });
    expect(other.status).toBe(201);
    const protocols = ["hb-auth", owner.attachmentToken];
    const opened = await openSocket(url(`?tenant=${first}`), { protocols });
    if (opened.refused !== undefined) throw new Error(`refused: ${opened.refused}`);
    expect(opened.protocol).toBe("hb-auth");
    await owner.req("POST", "/v1/tags", { name: "Elsewhere" }, { "x-tenant": other.body.id });
    await owner.req("POST", "/v1/entities", { name: "Here" }, { "x-tenant": first });
    expect(await opened.socket.next()).toEqual({ event: "entity.mutation" });
    await opened.socket.close();
    expect(await openSocket(url(), { protocols: ["hb-auth", "not-a-token"] })).toEqual({ refused: 401 });
  });

  it("closes a removed member's socket and a signed-out sign-in's socket at once", async () => {
    const leaving = await joinAs(svc, dana, "editor", "Lee");
    const socket = await open({ headers: { authorization: leaving.token } });
    const removed = await dana.call(memberEndpoints.remove, { params: { userId: await idOf(leaving) } });
    expect(removed.status).toBe(204);
    expect((await socket.closedByService()).code).toBe(1008);
    const tab = await signUp(svc, "Sam");
    const samSocket = await open({ protocols: ["hb-auth", tab.attachmentToken] });
    expect((await tab.req("POST", "/v1/users/logout")).status).toBe(204);
    expect((await samSocket.closedByService()).code).toBe(1008);
  });

  it("holds a sign-in to its share of streams, and a closed socket leaves no subscriber behind", async () => {
    const reader = await signUp(svc, "Many tabs");
    const before = subscribers();
    const tabs = [await open({ headers: { authorization: reader.token } })];
    tabs.push(await open({ headers: { authorization: reader.token } }));
    expect(subscribers()).toBe(before + 2);
    expect(await openSocket(url(), { headers: { authorization: reader.token } })).toEqual({ refused: 429 });
    await Promise.all(tabs.map((t) => t.close()));
    await vi.waitFor(() => expect(subscribers()).toBe(before));
    const again = await open({ headers: { authorization: reader.token } });
    await again.close();
    await vi.waitFor(() => expect(subscribers()).toBe(before));
  });

  it("ignores what a client says, and closes the socket on a message over 4 KiB (1009)", async () => {
    const socket = await open({ headers: { authorization: dana.token } });
    socket.send("hello");
    await dana.req("POST", "/v1/tags", { name: "Still heard" });
    expect(await socket.next()).toEqual({ event: "tag.mutation" });
    socket.send("x".repeat(5000));
    expect((await socket.closedByService()).code).toBe(1009);
  });
});
