import type { APIRequestContext } from "@playwright/test";
import type { ReceivedRequest } from "../../test/stubs/notification-services";

/** The notification stub listens 1000 above the service's port, so parallel e2e runs on other ports do not meet. */
export const notificationStubPort = (servicePort: number) => servicePort + 1000;

export const notificationStubUrl = () =>
  `http://127.0.0.1:${notificationStubPort(Number(process.env.E2E_PORT ?? 7811))}`;

/** What the stub has received so far. */
export async function receivedNotifications(request: APIRequestContext): Promise<ReceivedRequest[]> {
  const res = await request.get(`${notificationStubUrl()}/_received`);
  return (await res.json()) as ReceivedRequest[];
}
