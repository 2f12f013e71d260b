import { eventFanoutFigures } from "./event-fanout";
import { printTable } from "./report";
import { postgresUrl } from "./service-under-test";
import { settingsFromEnv } from "./settings";

/** `BENCH_QUICK=1 npx tsx bench/event-fanout-cli.ts`: the live-event section of `npm run bench` alone (PostgreSQL too with BENCH_DATABASE_URL). */
const settings = settingsFromEnv();
for (const backend of postgresUrl() ? (["sqlite", "postgres"] as const) : (["sqlite"] as const)) {
  printTable(await eventFanoutFigures(backend, settings));
}
