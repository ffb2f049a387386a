import { readFile } from "node:fs/promises";
import { gt, sql } from "drizzle-orm";
import { date, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type Database } from "./client.server";
import { openPgliteThread } from "./pglite-thread.server";
import { runTransaction } from "./transaction.server";

// The embedded database on its own thread (ADR 042) against PGlite on the test's own thread: the
// same answers, the same transactions and errors, and a server thread that keeps running while a
// query does. PostgreSQL has no such thread, so the file runs on PGlite only.
const onPglite = !process.env.DATABASE_URL;

let threaded: Database;
let inline: Database;
beforeAll(async () => {
  if (!onPglite) return;
  const snapshotPath = inject("pgliteSnapshot");
  const snapshot = new Blob([await readFile(snapshotPath)]);
  [threaded, inline] = [
    await openDatabase({ dir: null, snapshot, thread: true }),
    await openDatabase({ dir: null, snapshot }),
  ];
});
afterAll(async () => {
  await threaded?.close();
  await inline?.close();
});

const rowsOf = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** How often a 10 ms timer fires on this thread while `database` sleeps `seconds` in a query. */
async function ticksDuring(database: Database, seconds: number): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 10);
  try {
    await database.db.execute(sql`select pg_sleep(${seconds})`);
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

describe.runIf(onPglite)("the embedded database on its own thread", () => {
  it("answers as PGlite on the caller's thread does, type for type", async () => {
    const probe = sql`select 1::int as i, 9007199254740991::int8 as big, 12.50::numeric as n, true as b,
      'نص عربي'::text as t, now() as ts, '2026-11-27'::date as d, '{"a":[1,"x",null]}'::jsonb as j,
      array[1,2,3]::int[] as arr, '\\x00ff'::bytea as bytes, null::text as nothing, interval '1 day' as iv`;
    const [a] = await rowsOf(threaded, probe);
    const [b] = await rowsOf(inline, probe);
    // Times differ between the two reads; their types must not.
    expect(typeof a?.ts).toBe(typeof b?.ts);
    expect({ ...a, ts: null }).toEqual({ ...b, ts: null });

    // drizzle's typed queries, with its identity parsers for dates (text both ways).
    const typed = async (database: Database) =>
      database.db.execute(
        sql`select ${"x"}::text as p, ${42}::int as q, ${new Date(0).toISOString()}::timestamptz as r`,
      );
    expect(((await typed(threaded)) as unknown as { rows: unknown[] }).rows).toEqual(
      ((await typed(inline)) as unknown as { rows: unknown[] }).rows,
    );
  });

  it("prepares a statement seen again, and answers it as PGlite's own query does", async () => {
    const { db } = threaded;
    // Values of every kind the app sends: text, numbers, a date, JSON, an array, bytes, null.
    const probe = (database: Database, round: number) =>
      rowsOf(
        database,
        sql`select ${`نص ${round}`}::text as t, ${round}::int as i, ${"9007199254740993"}::int8 as big,
          ${new Date(Date.UTC(2026, 10, 28, round)).toISOString()}::timestamptz as ts,
          ${JSON.stringify({ round, list: [1, "x", null] })}::jsonb as j, ${sql.param([round, 2, 3])}::int[] as arr,
          ${Buffer.from([0, round, 255])}::bytea as bytes, ${null}::text as nothing`,
      );
    for (let round = 1; round <= 3; round++) {
      expect(await probe(threaded, round)).toEqual(await probe(inline, round));
    }
    const named = async (text: string) =>
      (
        await rowsOf(
          threaded,
          sql`select count(*)::int as n from pg_prepared_statements where statement like ${`%${text}%`}`,
        )
      )[0]?.n;
    // Seen three times: prepared once, under one name.
    expect(await named("::int8 as big")).toBe(1);
    await db.execute(sql`select ${1}::int as seen_once_only`);
    expect(await named("seen_once_only")).toBe(0);
    // A union of parenthesised selects (the property page's suggestions) is a read too.
    for (let round = 0; round < 3; round++) {
      expect(
        await rowsOf(threaded, sql`((select ${round}::int as v) union all (select 10)) order by v`),
      ).toEqual([{ v: round }, { v: 10 }]);
    }
    expect(await named("union all (select 10)")).toBe(1);

    // An error of a prepared statement keeps PostgreSQL's fields, and the statement still works.
    await db.execute(sql`create table if not exists thread_prepared (id int primary key, v text)`);
    await db.execute(sql`delete from thread_prepared`);
    const insert = (id: number) => db.execute(sql`insert into thread_prepared (id, v) values (${id}, 'x')`);
    await insert(1);
    await insert(2);
    await expect(insert(2)).rejects.toMatchObject({
      cause: { code: "23505", constraint: "thread_prepared_pkey" },
    });
    // In a transaction that rolls back, and after it.
    await expect(
      runTransaction(db, async (tx) => {
        await tx.execute(sql`insert into thread_prepared (id, v) values (${3}, 'x')`);
        await tx.execute(sql`insert into thread_prepared (id, v) values (${1}, 'x')`);
      }),
    ).rejects.toMatchObject({ cause: { code: "23505" } });
    await insert(4);
    const all = () => rowsOf(threaded, sql`select * from thread_prepared order by id`);
    expect((await all()).map((r) => r.id)).toEqual([1, 2, 4]);
    expect((await all()).map((r) => r.id)).toEqual([1, 2, 4]);
    expect(await named("select * from thread_prepared")).toBe(1);

    // A change of the table's columns: the prepared "select *" is prepared again, never answered
    // with the old columns (or refused because its result changed).
    await db.execute(sql`alter table thread_prepared add column w int default 7`);
    expect(await all()).toEqual([
      { id: 1, v: "x", w: 7 },
      { id: 2, v: "x", w: 7 },
      { id: 4, v: "x", w: 7 },
    ]);
  });

  it("answers a prepared query builder's rows as PGlite's own query does, dates read as text", async () => {
    // drizzle's select asks for rows as arrays and for its date columns as PostgreSQL's text; the
    // thread parses a prepared statement's results with its own table of parsers (ADR 042).
    const stamped = pgTable("thread_stamped", {
      id: integer("id").primaryKey(),
      at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
      day: date("day", { mode: "string" }).notNull(),
      stamp: timestamp("stamp", { withTimezone: true, mode: "string" }).notNull(),
      label: text("label"),
    });
    const read = (database: Database) =>
      database.db.select().from(stamped).where(gt(stamped.id, 0)).orderBy(stamped.id);
    const expected = [
      {
        id: 1,
        at: new Date(Date.UTC(2026, 10, 28, 9, 30, 15, 250)),
        day: "2026-11-28",
        stamp: "2026-11-28 09:30:15.123456+00",
        label: "أول",
      },
      {
        id: 2,
        at: new Date(Date.UTC(2026, 0, 1)),
        day: "2026-01-01",
        stamp: "2026-01-01 00:00:00+00",
        label: null,
      },
    ];
    for (const database of [threaded, inline]) {
      await database.db.execute(
        sql`create table if not exists thread_stamped (id int primary key, at timestamptz not null, day date not null, stamp timestamptz not null, label text)`,
      );
      await database.db.execute(sql`delete from thread_stamped`);
      await database.db.insert(stamped).values(expected);
    }
    // The first answer is PGlite's own query; the second and third, the prepared statement's.
    for (let round = 0; round < 3; round++) expect(await read(threaded)).toEqual(expected);
    expect(await read(inline)).toEqual(expected);
  });

  it("shares one preparation among a crowd, and keeps no more prepared statements than its limit", async () => {
    const client = await openPgliteThread({
      dir: null,
      snapshot: new Blob([await readFile(inject("pgliteSnapshot"))]),
      maxPrepared: 2,
    });
    try {
      // Thirty at once: the first runs as it is, the second is prepared, the rest share it.
      const crowd = await Promise.all(
        Array.from({ length: 30 }, (_, i) => client.query<{ v: number }>("select $1::int * 2 as v", [i])),
      );
      expect(crowd.map((r) => r.rows[0]?.v)).toEqual(Array.from({ length: 30 }, (_, i) => i * 2));
      // The thread's first preparation (names count up from mz1), and its only one.
      const names = await client.query<{ name: string }>(
        "select name from pg_prepared_statements where name like 'mz%'",
      );
      expect(names.rows).toEqual([{ name: "mz1" }]);
      // Five statements, each three times, with room for two.
      for (let n = 1; n <= 5; n++) {
        for (let round = 0; round < 3; round++) {
          const { rows } = await client.query<{ v: number }>(`select $1::int + ${n} as v`, [round]);
          expect(rows[0]?.v).toBe(round + n);
        }
      }
      // The least recently used were closed as each new one was prepared: the last two are left.
      const count = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_prepared_statements where name like 'mz%'",
      );
      expect(count.rows[0]?.n).toBe(2);
    } finally {
      await client.close();
    }
  });

  it("commits, rolls back, and keeps savepoints as the caller asked", async () => {
    const { db } = threaded;
    await db.execute(sql`create table if not exists thread_probe (id int primary key, v text)`);
    await db.execute(sql`delete from thread_probe`);

    await runTransaction(db, async (tx) => {
      await tx.execute(sql`insert into thread_probe values (1, 'kept')`);
      // A savepoint rolled back inside a committed transaction.
      await expect(
        runTransaction(tx, async (inner) => {
          await inner.execute(sql`insert into thread_probe values (2, 'undone')`);
          throw new Error("undo the savepoint");
        }),
      ).rejects.toThrow("undo the savepoint");
    });
    const failed = runTransaction(db, async (tx) => {
      await tx.execute(sql`insert into thread_probe values (3, 'rolled back')`);
      throw new Error("the caller's own error");
    });
    // The caller's error, not the thread's.
    await expect(failed).rejects.toThrow("the caller's own error");

    expect(await rowsOf(threaded, sql`select id, v from thread_probe order by id`)).toEqual([
      { id: 1, v: "kept" },
    ]);
  });

  it("gives PostgreSQL's error fields back, and the thread goes on answering", async () => {
    const { db } = threaded;
    await db.execute(sql`create table if not exists thread_unique (id int primary key)`);
    await db.execute(sql`delete from thread_unique`);
    await db.execute(sql`insert into thread_unique values (1)`);
    const error = await db.execute(sql`insert into thread_unique values (1)`).then(
      () => null,
      (e: unknown) =>
        e as { message: string; cause?: { code?: string; constraint?: string; table?: string } },
    );
    expect(error?.cause).toMatchObject({
      code: "23505",
      constraint: "thread_unique_pkey",
      table: "thread_unique",
    });

    // A failed statement inside a transaction rolls it back as a whole.
    const insideFailure = runTransaction(db, async (tx) => {
      await tx.execute(sql`insert into thread_unique values (2)`);
      await tx.execute(sql`insert into thread_unique values (1)`);
    });
    await expect(insideFailure).rejects.toMatchObject({ cause: { code: "23505" } });
    expect(await rowsOf(threaded, sql`select count(*)::int as n from thread_unique`)).toEqual([{ n: 1 }]);
  });

  it("keeps the order: a query outside a transaction waits for it to end", async () => {
    const { db } = threaded;
    await db.execute(sql`create table if not exists thread_order (n int)`);
    await db.execute(sql`delete from thread_order`);
    let outsideSaw: unknown;
    await runTransaction(db, async (tx) => {
      await tx.execute(sql`insert into thread_order values (1)`);
      // Sent while the transaction is open: it must see the committed row, never half of it.
      const outside = rowsOf(threaded, sql`select count(*)::int as n from thread_order`).then((rows) => {
        outsideSaw = rows[0]?.n;
      });
      await tx.execute(sql`insert into thread_order values (2)`);
      expect(outsideSaw).toBeUndefined();
      void outside;
    });
    await expect.poll(() => outsideSaw).toBe(2);
  });

  it("leaves the caller's thread free while a query runs", async () => {
    // pg_sleep runs in PostgreSQL, which PGlite runs synchronously on its thread: on the caller's
    // own thread no timer could fire until it ended.
    expect(await ticksDuring(threaded, 0.6)).toBeGreaterThanOrEqual(5);
    const inlineTicks = await ticksDuring(inline, 0.3);
    // The contrast that makes the first assertion mean something.
    expect(inlineTicks).toBeLessThanOrEqual(1);
  });

  it("hands its answers over so that timers still fire when each answer resumes long work", async () => {
    // Forty queries, each answer followed by 15 ms of synchronous work (a page render's share):
    // answers that arrived together, handed over in one go, would keep every timer waiting
    // for all of that work, 600 ms.
    const busy = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    };
    let last = performance.now();
    let longestGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          threaded.db.execute(sql`select ${i}::int as i`).then((result) => {
            busy(15);
            return (result as unknown as { rows: { i: number }[] }).rows[0]!.i;
          }),
        ),
      );
      expect(answers).toEqual(Array.from({ length: 40 }, (_, i) => i));
    } finally {
      clearInterval(timer);
    }
    longestGap = Math.max(longestGap, performance.now() - last);
    // Handed over in one go: about 600 ms.
    expect(longestGap).toBeLessThan(250);
  });

  it("refuses queries once closed, and a type parser it cannot carry", async () => {
    const other = await openDatabase({
      dir: null,
      snapshot: new Blob([await readFile(inject("pgliteSnapshot"))]),
      thread: true,
    });
    const client = (
      other.db as unknown as { $client: { query(q: string, p: unknown[], o: unknown): Promise<unknown> } }
    ).$client;
    await expect(client.query("select 1", [], { parsers: { 23: (v: string) => Number(v) } })).rejects.toThrow(
      "identity parsers",
    );
    await other.close();
    await expect(client.query("select 1", [], {})).rejects.toThrow("closed");
  });
});
