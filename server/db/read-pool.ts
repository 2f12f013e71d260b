import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type SqliteDatabase,
} from "kysely";
import { withStatementCache } from "./statement-cache";

/** Read-only connections beside the writer; README's configuration table explains the figure. */
export const READ_POOL_SIZE = 2;

/** One read-only connection: every statement runs to its end synchronously, so no lock is needed. */
class ReadConnection implements DatabaseConnection {
  constructor(private readonly file: SqliteDatabase) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.file.prepare(query.sql);
    if (!statement.reader) {
      return Promise.reject(new Error(`the read pool runs queries that read only; got: ${query.sql.slice(0, 60)}`));
    }
    return Promise.resolve({ rows: statement.all(query.parameters) as R[] });
  }

  // eslint-disable-next-line require-yield -- the service never streams; the interface asks for it
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("the read pool does not stream queries");
  }
}

/**
 * Kysely's SQLite driver hands its one connection to one caller at a time, and a write transaction
 * keeps it across every await until it commits, so a GET waited behind each write. In WAL mode other
 * connections read the last committed state while the writer works; this driver hands out read-only
 * connections in turn, without a lock. Transactions stay on the writer (read-your-write).
 */
class ReadPoolDriver implements Driver {
  private next = 0;

  constructor(
    private readonly connections: ReadConnection[],
    private readonly files: SqliteDatabase[],
  ) {}

  async init() {}

  acquireConnection(): Promise<DatabaseConnection> {
    this.next = (this.next + 1) % this.connections.length;
    const connection = this.connections[this.next];
    if (!connection) throw new Error("The read pool has no connections.");
    return Promise.resolve(connection);
  }

  beginTransaction(): Promise<void> {
    return Promise.reject(new Error("transactions belong on the writer (db.kysely), not on the read pool"));
  }

  commitTransaction = this.beginTransaction;
  rollbackTransaction = this.beginTransaction;

  async releaseConnection() {}

  async destroy() {
    for (const f of this.files) f.close();
  }
}

/** A Kysely over `size` read-only connections to the SQLite file the writer has opened in WAL mode. */
export function readPoolDialect(fileName: string, size = READ_POOL_SIZE): Dialect {
  const files = Array.from({ length: Math.max(1, size) }, () => {
    const file = new SQLite(fileName, { readonly: true, fileMustExist: true });
    file.pragma("busy_timeout = 5000");
    return withStatementCache(file);
  });
  const driver = new ReadPoolDriver(
    files.map((f) => new ReadConnection(f)),
    files,
  );
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => driver,
    createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}
