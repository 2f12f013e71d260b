import { loadConfig } from "./config";
import { storagePaths, storageProblem } from "./http/storage-errors";
import { startService } from "./start";

/** `npm start` (after the SPA build): the service with the configuration from the environment. */
const config = loadConfig();
startService(config).catch((err: unknown) => {
  // A data directory that cannot be written (a read-only volume, a full disk) is the operator's to fix:
  // say so in one line instead of SQLite's "unable to open database file".
  const problem = config.databaseUrl ? undefined : storageProblem(err, storagePaths(config.dataDir));
  if (problem)
    console.error(
      `The service could not start: the data directory ${config.dataDir} is ${problem}; it must be writable.`,
    );
  else console.error("The service could not start:", err);
  process.exit(1);
});
