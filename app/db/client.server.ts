import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { createDatabaseClock, type DatabaseClock } from "./database-clock.server";
import { openPgliteThread } from "./pglite-thread.server";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The database or a transaction: writes run inside the caller's transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbKind = "pglite" | "postgres";

export type Database = {
  db: Db;
  /**
   * For bid transactions: on PostgreSQL a small pool of its own, so a hot auction's batches never
   * wait for a connection behind page reads and session checks. The same `db` on PGlite.
   */
  bidDb: Db;
  kind: DbKind;
  /**
   * The database's clock, by which bids are judged: every "server now" sent to clients reads it
   * (measured at open and again by the `measure-database-clock` job).
   */
  clock: DatabaseClock;
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** The database's `clock_timestamp()` in ms since 1970. */
async function readDatabaseMs(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 as ms`,
  )) as unknown as { rows: [{ ms: number | string }] };
  return Number(result.rows[0].ms);
}

/** Extensions the migrations create; PostgreSQL ships them in contrib, PGlite loads them here. */
const extensions = { pg_trgm };

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite in `dir` (or in memory), started
 * from `snapshot` when given (a data directory PGlite's `dumpDataDir` wrote: the tests' migrated one).
 */
export async function openDatabase(
  options:
    | {
        url: string;
        poolSize?: number;
        /**
         * Told when an idle pooled connection fails (PostgreSQL restarted, the connection was
         * terminated). The pool drops that connection and opens another on the next query; without
         * a listener the pool's `error` event would end the process.
         */
        onIdleError?: (error: Error) => void;
      }
    | {
        dir: string | null;
        snapshot?: Blob;
        /** PGlite on a worker thread of its own (ADR 042), as the server runs it; else on this one. */
        thread?: boolean;
        /** Told if that thread stops without being closed: the database is gone. */
        onThreadFailure?: (error: Error) => void;
      },
): Promise<Database> {
  if ("url" in options) {
    const onIdleError = options.onIdleError ?? (() => {});
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      application_name: "mazad",
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    const bidPool = new pg.Pool({ connectionString: options.url, max: 3, application_name: "mazad-bids" });
    pool.on("error", onIdleError);
    bidPool.on("error", onIdleError);
    const bidDb = drizzleNodePg(bidPool, { schema }) as unknown as Db;
    await pool.query("select 1");
    const clock = createDatabaseClock(() => readDatabaseMs(db));
    await clock.measure();
    return {
      db,
      bidDb,
      kind: "postgres",
      clock,
      ping: async () => void (await pool.query("select 1")),
      close: async () => {
        await Promise.all([pool.end(), bidPool.end()]);
      },
    };
  }
  let client: PGlite;
  if (options.thread) {
    if (options.dir) mkdirSync(path.dirname(options.dir), { recursive: true });
    client = (await openPgliteThread({
      dir: options.dir,
      snapshot: options.snapshot,
      onFailure: options.onThreadFailure,
    })) as PGlite;
  } else if (options.dir) {
    mkdirSync(path.dirname(options.dir), { recursive: true });
    client = new PGlite(options.dir, { extensions });
  } else {
    client = new PGlite({ extensions, ...(options.snapshot ? { loadDataDir: options.snapshot } : {}) });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const clock = createDatabaseClock(() => readDatabaseMs(db));
  await clock.measure();
  return {
    db,
    bidDb: db,
    kind: "pglite",
    clock,
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
