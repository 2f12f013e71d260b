import { dataTransferFigures } from "./data-transfer";
import { printTable } from "./report";
import { settingsFromEnv } from "./settings";

/** `npx tsx bench/data-transfer-cli.ts [postgres]`: the data-transfer section of `npm run bench` alone. */
const backend = process.argv[2] === "postgres" ? "postgres" : "sqlite";
printTable(await dataTransferFigures(backend, settingsFromEnv()));
