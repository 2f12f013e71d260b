import { loadConfig } from "../../server/config";
import { startService } from "../../server/start";
import { startProviderStub } from "../../test/stubs/barcode-providers";
import { startNotificationStub } from "../../test/stubs/notification-services";
import { notificationStubPort } from "./notification-stub";

/**
 * The service as Playwright drives it: the real service and database, with only the outside world
 * replaced. The barcode providers are the local stub (their real wire formats), and the service's
 * fetch maps the providers' https image URLs onto the stub and refuses every other host. The
 * notification services are a local stub too (test/stubs/notification-services.ts), at a port the
 * specs derive from the service's (e2e/support/notification-stub.ts).
 */
const stub = await startProviderStub();
const notify = await startNotificationStub({ port: notificationStubPort(Number(process.env.PORT ?? 7745)) });
const fetchForService: typeof fetch = (input, init) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  // Notifications go to the local notification stub; everything else as the provider stub allows.
  return url.startsWith(notify.url) ? fetch(input, init) : stub.fetch(input, init);
};
await startService(loadConfig({ ...process.env, ...stub.env(), ...notify.env() }), fetchForService);
