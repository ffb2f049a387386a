import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { Pool } from "pg";
import type { Database } from "./client.server";

/** The committed SQL migrations, found from this file whether it runs from source or a bundle. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error("The drizzle/ migrations folder was not found beside the application.");
}

// Any fixed 64-bit key; every instance racing to migrate waits on the same one.
const MIGRATION_LOCK_KEY = 72_011_904_101;

/**
 * Applies pending migrations. On PostgreSQL several instances may start together, so the run is
 * serialised with a transaction-independent advisory lock held on one connection.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (database.kind === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase, {
      migrationsFolder: migrationsFolderPath,
    });
    return;
  }
  const db = database.db as unknown as NodePgDatabase;
  const pool = (db as unknown as { $client: Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    const { drizzle } = await import("drizzle-orm/node-postgres");
    await migrateNodePg(drizzle(client), { migrationsFolder: migrationsFolderPath });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
  await database.db.execute(sql`select 1`);
}
