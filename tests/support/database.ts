import { openDatabase, type Database } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";

/**
 * A migrated database for an integration test: PostgreSQL when DATABASE_URL is set (the suite's
 * second run in CI), otherwise a fresh in-memory PGlite. Tests create their own rows and never
 * assume an empty database, so files can run side by side on one PostgreSQL.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const database = url ? await openDatabase({ url, poolSize: 4 }) : await openDatabase({ dir: null });
  await migrateDatabase(database);
  return database;
}
