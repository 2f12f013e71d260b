import { stocktakeBrowserFigures } from "./browser-stocktake";
import { printTable } from "./report";
import { settingsFromEnv } from "./settings";

/**
 * `npx tsx bench/browser-stocktake-cli.ts` (BENCH_QUICK=1 for 3 runs instead of 5): the stock-take screen's
 * browser figures of `npm run bench` alone. Builds dist/ first when it is stale.
 */
printTable(await stocktakeBrowserFigures(settingsFromEnv()));
