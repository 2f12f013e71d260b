import { describe, expect, it } from "vitest";
import { memberEndpoints, StreamAccess } from "../../../contract";
import type { Session } from "../../support/client";
import { isConnected, readEvents } from "../../support/event-stream";
import { useSignedInService } from "../../support/signed-in-service";
import { idOf, joinAs } from "./team";

/** The `access` event (docs/events.md, "Roles"): an open page learns its user's role from the stream at once. */
describe("role on the event stream", () => {
  const { svc, users } = useSignedInService({ names: ["Olga"] });
  const [owner] = users;
  const open = async (s: Session, query = "") => {
    const res = await svc.app.request(`/api/v1/events?access_token=${s.attachmentToken}${query}`);
    const stream = readEvents(res);
    await stream.next(isConnected);
    return stream;
  };
  const roleOf = (data: string | undefined) => StreamAccess.parse(JSON.parse(data ?? "")).role;

  it("starts with the caller's role when the client shows another one, and says nothing when it is the same", async () => {
    const viewer = await joinAs(svc, owner, "viewer", "Vic");
    const believing = await open(viewer, "&role=editor");
    expect(roleOf((await believing.next((f) => f.event === "access")).data)).toBe("viewer");
    const knowing = await open(viewer, "&role=viewer");
    await owner.req("POST", "/v1/tags", { name: "Red" });
    await knowing.next();
    expect(knowing.frames.filter((f) => f.event === "access")).toEqual([]);
    await Promise.all([believing.close(), knowing.close()]);
  });

  it("tells a member's open streams of their new role at once, and no one else's", async () => {
    const member = await joinAs(svc, owner, "editor", "Eddie");
    const other = await joinAs(svc, owner, "editor", "Erin");
    const [mine, theirs] = [await open(member), await open(other)];
    const demote = { params: { userId: await idOf(member) }, body: { role: "viewer" as const } };
    expect((await owner.call(memberEndpoints.update, demote)).status).toBe(200);
    expect(roleOf((await mine.next((f) => f.event === "access")).data)).toBe("viewer");
    // Erin's stream hears the group change, and a later change after it, but no access event.
    await theirs.next((f) => f.data?.includes('"group"') ?? false);
    await owner.req("POST", "/v1/tags", { name: "Blue" });
    await theirs.next((f) => f.data?.includes('"tag"') ?? false);
    expect(theirs.frames.filter((f) => f.event === "access")).toEqual([]);
    await Promise.all([mine.close(), theirs.close()]);
  });

  it("refuses a role that is not one", async () => {
    const res = await svc.app.request(`/api/v1/events?access_token=${owner.attachmentToken}&role=boss`);
    expect(res.status).toBe(422);
  });
});
