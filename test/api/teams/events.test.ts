import { describe, expect, it } from "vitest";
import { memberEndpoints } from "../../../contract";
import { signUp, type Session } from "../../support/client";
import { isConnected, readEvents } from "../../support/event-stream";
import { expectError } from "../../support/fixtures";
import { useSignedInService } from "../../support/signed-in-service";
import { idOf, joinAs } from "./team";

/** Live events (docs/events.md): SSE of the caller's group only, heartbeats, Last-Event-ID replay. */
describe("event stream", () => {
  const { svc, users } = useSignedInService({ names: ["Dana", "Stranger"], env: { EVENTS_HEARTBEAT_MS: "50" } });
  const [dana, stranger] = users;
  const open = async (s: Session | { attachmentToken: string }, headers: Record<string, string> = {}, query = "") => {
    const res = await svc.app.request(`/api/v1/events?access_token=${s.attachmentToken}${query}`, { headers });
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const stream = readEvents(res);
    await stream.next(isConnected);
    return stream;
  };

  it("a member sees exactly its group's changes, with who made them; another group sees none", async () => {
    const colleague = await joinAs(svc, dana, "editor", "Chris");
    const mine = await open(colleague);
    const theirs = await open(stranger);
    await stranger.req("POST", "/v1/tags", { name: "Elsewhere" });
    const item = (await dana.req("POST", "/v1/entities", { name: "Drill" })).body;
    const event = JSON.parse((await mine.next()).data!);
    expect(event).toEqual({ type: "entity", ids: [item.id], by: { id: await idOf(dana), name: "Dana" } });
    await dana.req("POST", "/v1/tags", { name: "Tools" });
    expect(JSON.parse((await mine.next()).data!)).toMatchObject({ type: "tag" });
    // The stranger's stream got its own tag event and nothing of Dana's.
    const strangerEvents = [JSON.parse((await theirs.next()).data!)];
    await stranger.req("POST", "/v1/entity-types", { name: "Thing", isLocation: false });
    strangerEvents.push(JSON.parse((await theirs.next()).data!));
    expect(strangerEvents.map((e) => e.type)).toEqual(["tag", "entity-type"]);
    await mine.close();
    await theirs.close();
  });

  it("sends a heartbeat comment at the configured interval", async () => {
    const stream = await open(dana);
    expect((await stream.next((f) => f.comment === "heartbeat")).comment).toBe("heartbeat");
    await stream.close();
  });

  it("a reconnect with Last-Event-ID gets every event in between, in order; an unknown id → resync", async () => {
    const first = await open(dana);
    await dana.req("POST", "/v1/entities", { name: "One" });
    const seen = await first.next();
    await first.close();
    const made = [];
    for (const name of ["Two", "Three", "Four"]) made.push((await dana.req("POST", "/v1/entities", { name })).body.id);
    const again = await open(dana, { "Last-Event-ID": seen.id! });
    const replayed = [];
    for (let i = 0; i < 3; i++) replayed.push(JSON.parse((await again.next()).data!).ids[0]);
    expect(replayed).toEqual(made);
    await again.close();
    const lost = await open(dana, { "Last-Event-ID": "from-another-life.7" });
    expect((await lost.next((f) => f.event !== undefined)).event).toBe("resync");
    await lost.close();
  });

  it("the session token may not travel in the URL; a removed member's open stream ends at once", async () => {
    const res = await svc.app.request(`/api/v1/events?access_token=${dana.token.replace("Bearer ", "")}`);
    expectError({ status: res.status, body: await res.json(), headers: res.headers }, 401);
    const leaving = await joinAs(svc, dana, "viewer", "Lee");
    const stream = await open(leaving);
    expect((await dana.call(memberEndpoints.remove, { params: { userId: await idOf(leaving) } })).status).toBe(204);
    await stream.closedByService();
  });

  it("one sign-in may hold a few streams; one more is a 429 saying why", async () => {
    const reader = await signUp(svc, "Many tabs");
    const tabs = [];
    for (let i = 0; i < svc.config.eventStreams.perToken; i++) tabs.push(await open(reader));
    const refused = await svc.app.request(`/api/v1/events?access_token=${reader.attachmentToken}`);
    expect([refused.status, refused.headers.get("retry-after")]).toEqual([429, "5"]);
    expect(((await refused.json()) as { error: string }).error).toMatch(/per sign-in/);
    const other = await open(dana);
    await Promise.all([...tabs, other].map((t) => t.close()));
  });
});
