import { createRequire } from "node:module";
import type SQLiteModule from "better-sqlite3";
import type pgModule from "pg";

// Each database's driver is loaded when that database is first opened, not at start: the embedded
// default does not carry pg, nor a PostgreSQL node better-sqlite3 (docs/decisions/019-memory-and-page-weight.md).
// Both are CommonJS packages, so `require` loads them synchronously where the database is opened.
const require = createRequire(import.meta.url);

export const loadPg = (): typeof pgModule => require("pg") as typeof pgModule;
export const loadSQLite = (): typeof SQLiteModule => require("better-sqlite3") as typeof SQLiteModule;
