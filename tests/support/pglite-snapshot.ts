import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import type { TestProject } from "vitest/node";
import type { Database } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import * as schema from "~/db/schema";

declare module "vitest" {
  interface ProvidedContext {
    /** The migrated PGlite data directory (a tar file) every database test file starts from; "" on PostgreSQL. */
    pgliteSnapshot: string;
  }
}

/**
 * Global setup of the database suite: on PGlite, migrates one database and dumps its data
 * directory, so each test file loads it instead of migrating a fresh one (`createTestDatabase`).
 * On PostgreSQL (DATABASE_URL) nothing: the files migrate the shared database as before.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("pgliteSnapshot", "");
    return;
  }
  const client = new PGlite({ extensions: { pg_trgm } });
  await migrateDatabase({ db: drizzle(client, { schema }), kind: "pglite" } as unknown as Database);
  const dump = await client.dumpDataDir("none");
  await client.close();
  const dir = await mkdtemp(path.join(tmpdir(), "mazad-pglite-"));
  const file = path.join(dir, "migrated.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
