import { afterAll, beforeAll } from "vitest";
import { startNotificationStub, type NotificationStub } from "../stubs/notification-services";

/**
 * The local notification stub for a test file, started before its services and closed after them, and the
 * settings a service needs to deliver to it: one quick attempt, and NOTIFIER_ADDRESSES=all because the stub
 * listens on 127.0.0.1, which the service refuses by default. `env` is filled before the services start.
 */
export function useNotificationStub() {
  const env: Record<string, string> = {};
  let stub: NotificationStub | undefined;
  beforeAll(async () => {
    stub = await startNotificationStub();
    Object.assign(env, { NOTIFIER_ATTEMPTS: "1", NOTIFIER_TIMEOUT_MS: "2000", NOTIFIER_ADDRESSES: "all" });
  });
  afterAll(() => stub?.close());
  return {
    env,
    get stub(): NotificationStub {
      if (!stub) throw new Error("the notification stub starts in beforeAll");
      return stub;
    },
  };
}
