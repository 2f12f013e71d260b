import type SQLite from "better-sqlite3";

export function addSearchFold(file: SQLite.Database): void;
