import type SQLite from "better-sqlite3";

export declare const STATEMENT_CACHE_SIZE: number;
export declare function statementCache(file: SQLite.Database, max?: number): (sql: string) => SQLite.Statement;
