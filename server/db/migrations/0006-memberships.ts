import { PostgresAdapter, sql, type Kysely } from "kysely";
import { withForeignKeysOff } from "../sqlite-rebuild";

/** Shared groups; `users.group_id` becomes ON DELETE SET NULL so deleting a group never deletes its people. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`ALTER TABLE users ALTER COLUMN group_id DROP NOT NULL`.execute(db);
    await sql`ALTER TABLE users DROP CONSTRAINT IF EXISTS users_group_id_fkey`.execute(db);
    await sql`ALTER TABLE users ADD CONSTRAINT users_group_id_fkey FOREIGN KEY (group_id)
      REFERENCES groups(id) ON DELETE SET NULL`.execute(db);
    await sql`ALTER TABLE users ADD COLUMN settings text NOT NULL DEFAULT '{}'`.execute(db);
  } else {
    await rebuildSqliteUsers(db);
  }

  await db.schema
    .createTable("memberships")
    .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("memberships_pk", ["group_id", "user_id"])
    .execute();
  await db.schema.createIndex("memberships_user").on("memberships").column("user_id").execute();
  // Everyone owned the one group they signed up with.
  await sql`INSERT INTO memberships (group_id, user_id, role, created_at)
    SELECT group_id, id, 'owner', created_at FROM users WHERE group_id IS NOT NULL`.execute(db);

  await db.schema
    .createTable("invitations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("uses_left", "integer", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("invitations_group").on("invitations").column("group_id").execute();

  await db.schema
    .createTable("api_keys")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("key_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "text")
    .addColumn("last_used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("api_keys_user").on("api_keys").column("user_id").execute();
}

/** SQLite cannot change a column's constraint in place: the documented twelve-step rebuild. */
async function rebuildSqliteUsers(db: Kysely<unknown>) {
  await withForeignKeysOff(db, async () => {
    await sql`CREATE TABLE users_new (
      id text PRIMARY KEY,
      group_id text REFERENCES groups(id) ON DELETE SET NULL,
      name text NOT NULL,
      email text NOT NULL UNIQUE,
      password_hash text NOT NULL,
      is_superuser integer NOT NULL DEFAULT 0,
      created_at text NOT NULL,
      updated_at text NOT NULL,
      settings text NOT NULL DEFAULT '{}')`.execute(db);
    await sql`INSERT INTO users_new (id, group_id, name, email, password_hash, is_superuser, created_at, updated_at)
      SELECT id, group_id, name, email, password_hash, is_superuser, created_at, updated_at FROM users`.execute(db);
    await sql`DROP TABLE users`.execute(db);
    await sql`ALTER TABLE users_new RENAME TO users`.execute(db);
  });
}

export async function down(): Promise<void> {
  throw new Error("0006-memberships cannot be undone: groups may have several members now.");
}
