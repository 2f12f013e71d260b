import { loadConfig } from "../../server/config";
import { startService } from "../../server/start";
import { startProviderStub } from "../../test/stubs/barcode-providers";

/**
 * The service as Playwright drives it: the real service and database, with only the outside world
 * replaced. The barcode providers are the local stub (their real wire formats), and the service's
 * fetch maps the providers' https image URLs onto the stub and refuses every other host.
 */
const stub = await startProviderStub();
await startService(loadConfig({ ...process.env, ...stub.env() }), stub.fetch);
