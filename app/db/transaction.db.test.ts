import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/database";
import type { Database } from "./client.server";
import { isRetryableConflict, retryConflicts, runTransaction } from "./transaction.server";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The numbers in a probe table, on either database (their raw results differ in type only). */
const numbers = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows.map((r) => Number(r.n));

const conflict = (code: string) => Object.assign(new Error(`conflict ${code}`), { code });

describe("retrying a conflicting transaction", () => {
  it("tries again on a serialization failure or a deadlock, and only on those", async () => {
    expect(isRetryableConflict(conflict("40001"))).toBe(true);
    expect(isRetryableConflict({ cause: { code: "40P01" } })).toBe(true);
    expect(isRetryableConflict(conflict("23505"))).toBe(false);
    expect(isRetryableConflict(null)).toBe(false);

    let attempts = 0;
    const answer = await retryConflicts(async () => {
      attempts++;
      if (attempts < 3) throw conflict(attempts === 1 ? "40001" : "40P01");
      return "committed";
    });
    expect({ answer, attempts }).toEqual({ answer: "committed", attempts: 3 });

    attempts = 0;
    const unique = retryConflicts(async () => {
      attempts++;
      throw conflict("23505");
    });
    await expect(unique).rejects.toThrow("conflict 23505");
    expect(attempts).toBe(1);

    attempts = 0;
    const endless = retryConflicts(async () => {
      attempts++;
      throw conflict("40001");
    });
    await expect(endless).rejects.toThrow("conflict 40001");
    expect(attempts).toBe(5);
  });

  it("rolls a failed attempt back and commits the one that succeeds", async () => {
    const table = sql.identifier(`retry_probe_${randomInt(1_000_000_000)}`);
    await database.db.execute(sql`create table ${table} (n integer not null)`);
    try {
      let attempts = 0;
      await runTransaction(database.db, async (tx) => {
        attempts++;
        await tx.execute(sql`insert into ${table} (n) values (${attempts})`);
        if (attempts === 1) throw conflict("40001");
      });
      expect(await numbers(sql`select n from ${table}`)).toEqual([2]);

      // Inside an open transaction it is a savepoint, and only the outer transaction may be retried.
      attempts = 0;
      const nested = runTransaction(database.db, (outer) =>
        runTransaction(outer, async () => {
          attempts++;
          throw conflict("40001");
        }),
      );
      await expect(nested).rejects.toThrow("conflict 40001");
      expect(attempts).toBe(5); // five outer attempts, each running the savepoint once
    } finally {
      await database.db.execute(sql`drop table ${table}`);
    }
  });

  // A deadlock needs two connections: PostgreSQL only (the embedded database has one).
  it.runIf(process.env.DATABASE_URL)("lets both of two deadlocked money transactions commit", async () => {
    const table = sql.identifier(`deadlock_probe_${randomInt(1_000_000_000)}`);
    await database.db.execute(sql`create table ${table} (id integer primary key, n integer not null)`);
    await database.db.execute(sql`insert into ${table} values (1, 0), (2, 0)`);
    try {
      const signal = () => {
        let done!: () => void;
        const reached = new Promise<void>((resolve) => (done = resolve));
        return { reached, done };
      };
      const aHolds = signal();
      const bHolds = signal();
      let attempts = 0;
      // Each takes one row, waits until the other holds the other row, then asks for it.
      const crossing = (first: number, second: number, mine: typeof aHolds, theirs: typeof aHolds) =>
        runTransaction(database.db, async (tx) => {
          attempts++;
          await tx.execute(sql`update ${table} set n = n + 1 where id = ${first}`);
          mine.done();
          await theirs.reached;
          await tx.execute(sql`update ${table} set n = n + 1 where id = ${second}`);
        });
      await Promise.all([crossing(1, 2, aHolds, bHolds), crossing(2, 1, bHolds, aHolds)]);
      expect(await numbers(sql`select n from ${table} order by id`)).toEqual([2, 2]);
      expect(attempts).toBe(3); // PostgreSQL ended one of them once; it was tried again
    } finally {
      await database.db.execute(sql`drop table ${table}`);
    }
  });
});
