import { describe, expect, it } from "vitest";
import { DomainError } from "../domain/errors";
import { outsideCallSlots } from "./outside-call-slots";

const limits = { perUser: 1, total: 2, retryAfterSeconds: 7, userRefusal: "yours", processRefusal: "all" };

/** A call that waits until the test ends it, as a silent outside service would. */
function pendingCall() {
  let end = () => {};
  const work = () => new Promise<void>((resolve) => (end = resolve));
  return { work, end: () => end() };
}

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (err: unknown) => (err instanceof DomainError ? [err.failure, err.message, err.details.retryAfterSeconds] : err),
  );

describe("outsideCallSlots", () => {
  it("refuses a user's call over their bound and any call over the process's, at once", async () => {
    const slots = outsideCallSlots(limits);
    const a = pendingCall();
    const b = pendingCall();
    const running = [slots("ann", a.work), slots("bob", b.work)];
    expect(await refusal(slots("ann", async () => {}))).toEqual(["too-many", "yours", 7]);
    expect(await refusal(slots("cid", async () => {}))).toEqual(["busy", "all", 7]);
    a.end();
    b.end();
    await Promise.all(running);
  });

  it("frees the slot when the call ends, also when it fails", async () => {
    const slots = outsideCallSlots(limits);
    await expect(slots("ann", () => Promise.reject(new Error("unreachable")))).rejects.toThrow("unreachable");
    await expect(slots("ann", async () => "sent")).resolves.toBe("sent");
  });
});
