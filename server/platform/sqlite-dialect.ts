import { SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, type Dialect, type Driver, type Kysely } from "kysely";

/** Kysely's SQLite dialect around a driver of our own (the writer's, the read pool's). */
export const sqliteDialect = (driver: Driver): Dialect => ({
  createAdapter: () => new SqliteAdapter(),
  createDriver: () => driver,
  createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
  createQueryCompiler: () => new SqliteQueryCompiler(),
});
