import type SQLite from "better-sqlite3";

export declare const STATEMENT_CACHE_SIZE: number;

/** A better-sqlite3 database whose `prepare` hands back cached statements (statement-cache.mjs). */
export interface CachedDatabase {
  close(): void;
  prepare(sql: string): SQLite.Statement;
}

export declare function withStatementCache(file: SQLite.Database, size?: number): CachedDatabase;
