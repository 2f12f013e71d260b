import { loadConfig } from "./config";
import { startService } from "./start";

/** `npm start` (after the SPA build): the service with the configuration from the environment. */
startService(loadConfig()).catch((err: unknown) => {
  console.error("The service could not start:", err);
  process.exit(1);
});
