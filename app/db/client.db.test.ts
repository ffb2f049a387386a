import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./client.server";

/*
 * A pooled PostgreSQL connection that dies while idle (PostgreSQL restarted, an administrator or
 * `drop database … with (force)` terminated it) is dropped from the pool and reported, never
 * thrown: before, the pool's unhandled `error` event ended the process (and failed a CI run).
 */
const url = process.env.DATABASE_URL;

const backendPid = async (database: Database) =>
  Number(
    (
      (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      }
    ).rows[0]!.pid,
  );

describe.skipIf(!url)("an idle PostgreSQL connection that dies", () => {
  it("is reported to onIdleError and replaced, and the next query succeeds", async () => {
    const failures: Error[] = [];
    const database = await openDatabase({
      url: url!,
      poolSize: 1,
      onIdleError: (error) => failures.push(error),
    });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // poolSize 1: the pool's only connection, idle once this query returns.
      const pid = await backendPid(database);
      await admin.query("select pg_terminate_backend($1)", [pid]);
      await expect.poll(() => failures.length, { timeout: 5_000 }).toBe(1);
      expect((failures[0] as Error & { code?: string }).code).toBe("57P01");
      expect(await backendPid(database)).not.toBe(pid);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
