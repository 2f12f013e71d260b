import { printTable } from "./report";
import { mixedLoadFigures } from "./mixed-load";
import { postgresUrl } from "./service-under-test";
import { settingsFromEnv } from "./settings";

/**
 * `npx tsx bench/mixed-load-cli.ts` (BENCH_QUICK=1 for the small version; BENCH_DATABASE_URL adds
 * PostgreSQL): the mixed-load section of `npm run bench` alone.
 */
const settings = settingsFromEnv();
const rows = await mixedLoadFigures("sqlite", settings);
if (postgresUrl()) rows.push(...(await mixedLoadFigures("postgres", settings)));
printTable(rows);
