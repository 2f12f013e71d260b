import { largeInventoryFigures } from "./browser-large";
import { printTable } from "./report";
import { settingsFromEnv } from "./settings";

/** `npx tsx bench/browser-large-cli.ts` (BENCH_QUICK=1: 5,000 entities): the large-inventory browser figures. */
printTable(await largeInventoryFigures(settingsFromEnv()));
