import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * The value per tag without visiting the entities: each tag link carries its entity's price, kept by
 * triggers (docs/decisions/018-statistics-from-running-sums.md). On PostgreSQL a new link reads the
 * price `FOR SHARE` so that it waits for a price change in flight.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE entity_tags ADD COLUMN purchase_price double precision NOT NULL DEFAULT 0`.execute(db);
  await sql`UPDATE entity_tags SET purchase_price =
    (SELECT e.purchase_price FROM entities e WHERE e.id = entity_tags.entity_id)`.execute(db);
  await sql`CREATE INDEX entity_tags_value ON entity_tags (tag_id, purchase_price)`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) return upPostgres(db);
  const priceOf = sql.raw(`(SELECT e.purchase_price FROM entities e WHERE e.id = new.entity_id)`);
  await sql`CREATE TRIGGER entity_tags_value_insert AFTER INSERT ON entity_tags BEGIN
    UPDATE entity_tags SET purchase_price = ${priceOf} WHERE rowid = new.rowid;
  END`.execute(db);
  await sql`CREATE TRIGGER entity_tags_value_move AFTER UPDATE OF entity_id ON entity_tags BEGIN
    UPDATE entity_tags SET purchase_price = ${priceOf} WHERE rowid = new.rowid;
  END`.execute(db);
  await sql`CREATE TRIGGER entity_tags_value_price AFTER UPDATE OF purchase_price ON entities
    WHEN old.purchase_price IS NOT new.purchase_price BEGIN
    UPDATE entity_tags SET purchase_price = new.purchase_price WHERE entity_id = new.id;
  END`.execute(db);
}

async function upPostgres(db: Kysely<unknown>) {
  await sql`CREATE FUNCTION entity_tags_take_price() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.purchase_price := (SELECT e.purchase_price FROM entities e WHERE e.id = NEW.entity_id FOR SHARE);
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER entity_tags_value_link BEFORE INSERT OR UPDATE OF entity_id ON entity_tags
    FOR EACH ROW EXECUTE FUNCTION entity_tags_take_price()`.execute(db);
  await sql`CREATE FUNCTION entity_tags_follow_price() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE entity_tags SET purchase_price = NEW.purchase_price WHERE entity_id = NEW.id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER entity_tags_value_price AFTER UPDATE OF purchase_price ON entities
    FOR EACH ROW WHEN (OLD.purchase_price IS DISTINCT FROM NEW.purchase_price)
    EXECUTE FUNCTION entity_tags_follow_price()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`DROP TRIGGER entity_tags_value_price ON entities`.execute(db);
    await sql`DROP TRIGGER entity_tags_value_link ON entity_tags`.execute(db);
    await sql`DROP FUNCTION entity_tags_follow_price()`.execute(db);
    await sql`DROP FUNCTION entity_tags_take_price()`.execute(db);
  } else {
    for (const t of ["insert", "move", "price"])
      await sql`DROP TRIGGER ${sql.raw(`entity_tags_value_${t}`)}`.execute(db);
  }
  await sql`DROP INDEX entity_tags_value`.execute(db);
  await sql`ALTER TABLE entity_tags DROP COLUMN purchase_price`.execute(db);
}
