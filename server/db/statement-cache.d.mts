import type SQLite from "better-sqlite3";

export declare const STATEMENT_CACHE_SIZE: number;

/** A prepared statement and, if it returns data, its rows as objects (statement-cache.mjs). */
export interface CachedStatement {
  statement: SQLite.Statement;
  /** Every row, as better-sqlite3's `all` would give them; none for a statement that returns no data. */
  rows(parameters: readonly unknown[]): unknown[];
}

/** A better-sqlite3 database whose `prepare` hands back cached statements (statement-cache.mjs). */
export interface CachedDatabase {
  close(): void;
  prepare(sql: string): CachedStatement;
}

export declare function withStatementCache(file: SQLite.Database, size?: number): CachedDatabase;
