import type { NotifierTest } from "../../contract";
import type { NotifierConfig } from "../config";
import type { Db } from "../db/database";
import { DomainError, invalid } from "../domain/errors";
import type { AwayFromTurn } from "../http/admission";
import { outsideCallSlots } from "../http/outside-call-slots";
import type { Notifications } from "./notifications";
import { findNotifier, recordDelivery } from "./store";
import { testSendLimiter } from "./test-send-limit";

const TEST_MESSAGE = { title: "Test message", body: "Test message from your inventory: notifications reach you here." };

/** Sends `POST /v1/notifiers/test`'s message; undefined when delivered, else the error to show. */
export function testSender(n: Notifications, db: Db, config: NotifierConfig) {
  const limiter = testSendLimiter();
  const slots = outsideCallSlots({
    ...config.testsAtOnce,
    retryAfterSeconds: Math.ceil((config.timeoutMs * config.attempts) / 1000),
    userRefusal: "Your earlier test messages are still being delivered; try again once they are done.",
    processRefusal: "The service is delivering too many test messages now; try again in a moment.",
  });
  const admit = (userId: string) => {
    const wait = limiter(userId);
    if (wait > 0) {
      throw new DomainError("too-many", "Too many test messages; wait and try again.", { retryAfterSeconds: wait });
    }
  };
  return async (
    who: { groupId: string; userId: string },
    body: NotifierTest,
    away: AwayFromTurn,
  ): Promise<string | undefined> => {
    const send = (url: string) => slots(who.userId, () => away(() => n.send(url, TEST_MESSAGE)));
    if (body.id) {
      const row = await findNotifier(db.kysely, who.groupId, body.id);
      admit(who.userId);
      const url = n.secret.open(row.id, row.url);
      const error = url instanceof Error ? url.message : await send(url);
      await recordDelivery(db, row.id, error, new Date());
      return error;
    }
    const url = body.url ?? "";
    const parsed = n.parse(url);
    if ("problem" in parsed) throw invalid({ url: parsed.problem });
    admit(who.userId);
    return send(url);
  };
}
