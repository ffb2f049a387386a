// What parsing one statement's result costs on the embedded database's thread (ADR 042, "Results
// parsed with a merged table"): PGlite's result parser given identity parsers for some type ids
// in its options, as drizzle's dates ask for them, against the same parser given PGlite's table
// with those parsers laid over it once, as pglite-thread.worker.mjs does for prepared statements.
// The result is a page's typical one: three rows of a number, a timestamp and a text.
//
//   node tests/bench/pglite-results.mjs
//   (BENCH_RUNS rounds of 20,000 parses each, default 3; prints microseconds per parse)
import { parse, PGlite, protocol } from "@electric-sql/pglite";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const PARSES = 20_000;

const db = new PGlite();
await db.waitReady;
const messages = await db.execProtocolStream(
  protocol.serialize.query("select g as id, now() as at, 'نص' as label from generate_series(1, 3) g"),
);
const identity = (value) => value;
// timestamptz and timestamp, read as PostgreSQL's text (drizzle's dates)
const options = { parsers: { 1184: identity, 1114: identity } };
const merged = { ...db.parsers, ...options.parsers };

const ways = {
  "parsers in the options (PGlite copies its table each time)": () =>
    parse.parseResults(messages, db.parsers, options),
  "a table merged once": () => parse.parseResults(messages, merged, undefined),
};
const [first, second] = Object.values(ways).map((way) => JSON.stringify(way()[0].rows));
if (first !== second) throw new Error(`the two ways parse the rows differently: ${first} ≠ ${second}`);

for (const [name, way] of Object.entries(ways)) {
  for (let i = 0; i < 1_000; i++) way();
  const figures = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    for (let i = 0; i < PARSES; i++) way();
    figures.push(((performance.now() - start) / PARSES) * 1000);
  }
  const sorted = [...figures].sort((a, b) => a - b);
  console.log(
    `${name}: ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} µs per result (runs ${figures.map((f) => f.toFixed(2)).join(", ")})`,
  );
}
await db.close();
