import { csvImportFigures } from "./history-import";
import { printTable } from "./report";
import { postgresUrl } from "./service-under-test";
import { settingsFromEnv } from "./settings";

/**
 * `npx tsx bench/history-import-cli.ts [sqlite|postgres]`: the import figure of bench/history-cli.ts alone,
 * which also runs in a worktree of the commit before history (bench/results.md, "History").
 */
const only = process.argv[2];
const settings = settingsFromEnv();
if (only !== "postgres") printTable(await csvImportFigures("sqlite", settings));
if (only !== "sqlite" && postgresUrl()) printTable(await csvImportFigures("postgres", settings));
