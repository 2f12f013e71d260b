import { printTable } from "./report";
import { settingsFromEnv } from "./settings";
import { uploadMemoryFigures } from "./upload-memory";

/** `BENCH_QUICK=1 npx tsx bench/upload-memory-cli.ts`: the upload memory section of `npm run bench` alone. */
printTable(await uploadMemoryFigures(settingsFromEnv()));
