import { bulkFigures } from "./bulk";
import { printTable } from "./report";
import { postgresUrl } from "./service-under-test";
import { settingsFromEnv } from "./settings";

/** `BENCH_QUICK=1 npx tsx bench/bulk-cli.ts`: the bulk-action section of `npm run bench` alone (PostgreSQL too with BENCH_DATABASE_URL). */
const settings = settingsFromEnv();
for (const backend of postgresUrl() ? (["sqlite", "postgres"] as const) : (["sqlite"] as const)) {
  printTable(await bulkFigures(backend, settings));
}
