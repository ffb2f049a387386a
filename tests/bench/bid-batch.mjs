// `node tests/bench/bid-batch.mjs`: what one batch of bids costs through the app's own batch
// (processBidBatch, ADR 012) on one hot auction with nothing else running, no HTTP and no crowd:
// BID_BATCH_ROUNDS batches (default 40) of BID_BATCH_SIZE bids (default 100) by distinct bidders,
// each bid one increment above the last; prints the median and p10 in ms beside the load average.
// It runs on the bench's database, which `npm run bench` leaves behind: with DATABASE_URL that
// PostgreSQL database (never the shared `test` one), otherwise the embedded one in
// tests/.tmp/bench-<BENCH_PORT> (default 3300). It adds its own auction and 200 bidders.
import path from "node:path";
import { withFixture } from "./bidding.mjs";
import { cores, loadCell, settledLoad } from "./load.mjs";

const size = Number(process.env.BID_BATCH_SIZE ?? 100);
const rounds = Number(process.env.BID_BATCH_ROUNDS ?? 40);
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl && /^\/test$/.test(new URL(databaseUrl).pathname)) {
  console.error("bid-batch: DATABASE_URL names the shared `test` database; use the bench's own.");
  process.exit(1);
}
const dataDir = path.join("tests/.tmp", `bench-${process.env.BENCH_PORT ?? 3300}`);
const taken = await settledLoad();
const times = await withFixture({ databaseUrl, dataDir }, async (fixture, database) => {
  const prepared = await fixture.prepareBiddingBench(database.db, { bidders: 200 });
  return fixture.timeBidBatches(database.bidDb, prepared, { size, rounds });
});
const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
console.log(
  `bid batch of ${size} on ${databaseUrl ? "PostgreSQL" : "PGlite"}, ${rounds} batches: median ${at(50).toFixed(1)} ms, ` +
    `p10 ${at(10).toFixed(1)} ms (${(at(50) / size).toFixed(3)} ms per bid); load average ${loadCell(taken)} on ${cores} cores`,
);
