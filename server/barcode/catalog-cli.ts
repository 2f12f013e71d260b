import { readFile } from "node:fs/promises";
import { loadConfig } from "../config";
import { migrateToLatest, openDatabase } from "../db/database";
import { CsvTooManyRowsError } from "../csv/reader";
import { CatalogHeaderError, importCatalogCsv } from "./catalog-import";

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

const USAGE = "usage: npm run catalog:import -- <file.csv> --email <user e-mail>";

/**
 * Exit codes: 0 every row imported; 1 some rows rejected (the valid ones are imported); 2 the import did
 * not run (usage, unreadable file, unknown e-mail, header without a required column).
 */
export async function runCatalogImportCli(argv: readonly string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  const args = [...argv];
  const at = args.indexOf("--email");
  const email = at >= 0 ? args.splice(at, 2)[1] : undefined;
  const [file, ...extra] = args;
  if (!file || !email || extra.length > 0) {
    io.err(USAGE);
    return 2;
  }
  let csv: Uint8Array;
  try {
    csv = await readFile(file);
    new TextDecoder("utf-8", { fatal: true }).decode(csv);
  } catch (err) {
    io.err(`Cannot read ${file} as UTF-8 text: ${err instanceof Error ? err.message : String(err)}`);
    return 2;
  }
  // The same database the service uses: DATABASE_URL (PostgreSQL) or SQLite under DATA_DIR.
  const config = loadConfig(env);
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    const user = await db.kysely.selectFrom("users").select("group_id").where("email", "=", email).executeTakeFirst();
    if (!user) {
      io.err(`No user has the e-mail ${email}.`);
      return 2;
    }
    if (!user.group_id) {
      io.err(`The user ${email} belongs to no group.`);
      return 2;
    }
    const result = await importCatalogCsv(db.kysely, user.group_id, csv, { maxRows: config.barcode.catalogMaxRows });
    io.out(`${result.imported} new, ${result.updated} updated, ${result.errorCount} rejected.`);
    for (const e of result.errors) io.err(`line ${e.line}: ${e.message}`);
    if (result.errorCount > result.errors.length) io.err(`… and ${result.errorCount - result.errors.length} more.`);
    return result.errorCount > 0 ? 1 : 0;
  } catch (err) {
    if (err instanceof CsvTooManyRowsError) {
      io.err(`${file} has more than ${config.barcode.catalogMaxRows} rows (CATALOG_MAX_ROWS); nothing imported.`);
      return 2;
    }
    if (!(err instanceof CatalogHeaderError)) throw err;
    io.err(
      `${err.message} ${Object.entries(err.fields)
        .map(([k, v]) => `${k}: ${v}`)
        .join("; ")}`,
    );
    return 2;
  } finally {
    await db.close();
  }
}
