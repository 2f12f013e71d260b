import { sql, type Kysely } from "kysely";

/**
 * Runs a migration's rebuild of SQLite tables in one transaction with foreign keys off (SQLite's documented
 * procedure for changes ALTER TABLE cannot make): with them on, dropping the old table would first delete
 * its rows and cascade. The rebuild must leave no broken reference, or it is rolled back.
 */
export async function withForeignKeysOff(db: Kysely<unknown>, rebuild: () => Promise<void>) {
  // Only outside a transaction does this pragma take effect.
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await sql`BEGIN`.execute(db);
    try {
      await rebuild();
      const broken = await sql`PRAGMA foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error(`the rebuild left ${broken.rows.length} dangling references`);
      await sql`COMMIT`.execute(db);
    } catch (err) {
      await sql`ROLLBACK`.execute(db).catch(() => undefined);
      throw err;
    }
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}
