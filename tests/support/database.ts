import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
// Queries side by side on one PostgreSQL connection fail the test (see the guard).
import "./pg-overlap-guard";

/**
 * A migrated database for an integration test: PostgreSQL when DATABASE_URL is set (the suite's
 * second run in CI), otherwise a fresh in-memory PGlite on a worker thread, as the server runs it. Tests create their own rows and never
 * assume an empty database, so files can run side by side on one PostgreSQL.
 *
 * On PGlite each file starts from the data directory the suite's global setup migrated once
 * (`pglite-snapshot.ts`) instead of running every migration again.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = await openDatabase({ url, poolSize: 4 });
    await migrateDatabase(database);
    return database;
  }
  const snapshotPath = inject("pgliteSnapshot");
  const snapshot = snapshotPath ? new Blob([await readFile(snapshotPath)]) : undefined;
  // On its own thread, as the server runs it (ADR 042).
  const database = await openDatabase({ dir: null, snapshot, thread: true });
  // Up to date already when it came from the snapshot: drizzle finds every migration applied.
  await migrateDatabase(database);
  return database;
}
