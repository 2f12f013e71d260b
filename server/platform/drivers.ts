import { createRequire } from "node:module";
import type SQLiteModule from "better-sqlite3";
import type pgModule from "pg";

// Drivers load when their database first opens, so neither carries the other's package
// (docs/decisions/019-memory-and-page-weight.md).
const require = createRequire(import.meta.url);

export const loadPg = (): typeof pgModule => require("pg") as typeof pgModule;
export const loadSQLite = (): typeof SQLiteModule => require("better-sqlite3") as typeof SQLiteModule;
