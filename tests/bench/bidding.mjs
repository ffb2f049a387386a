// The bidding part of `npm run bench` (issue 5, issue 18), on the benchmark's database:
//   1. accepted bids per second on one hot auction, BENCH_BIDDERS (default 200) concurrent bidders
//      through the HTTP API, beside the same per-bid transaction issued directly in SQL by a loop
//      on 1, 4 and 8 connections (the best of the three is the baseline: one connection usually
//      wins, since every bid queues on the auction's row lock);
//   2. p50/p99 from a bid's acceptance to its delivery at BENCH_WATCHERS (default 5,000) connected
//      watchers while bids arrive; on PostgreSQL with REDIS_URL, again with a second instance
//      started beside the first and the watchers split between them (bids go to the first, so
//      half the deliveries cross Redis), each instance's p99 judged;
//   3. memory per idle watcher (the server's resident memory before and after they connect).
// Each figure is printed beside its goal (issue 18) and the machine's load average when it was taken.
import { fork } from "node:child_process";
import autocannon from "autocannon";
import path from "node:path";
import { judgeLoad, loadCell, settledLoad } from "./load.mjs";

const BIDDERS = Number(process.env.BENCH_BIDDERS ?? 200);
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 5_000);
const LATENCY_BIDDERS = 20;
const GOALS = { timesSqlLoop: 3, bidsPerSecond: 1_000, p99Ms: 100, watcherBytes: 20 * 1024 };
/** The connection counts of the SQL loop; the best of them is the baseline. */
const SQL_LOOP_CONNECTIONS = [1, 4, 8];

/** Loads tests/bench/bidding-fixture.ts with the app's modules, against the stopped server's database. */
export async function withFixture({ databaseUrl, dataDir }, work) {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: false,
    root: process.cwd(),
    logLevel: "error",
    appType: "custom",
    resolve: { tsconfigPaths: true },
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const fixture = await vite.ssrLoadModule("/tests/bench/bidding-fixture.ts");
    const { openDatabase } = await vite.ssrLoadModule("/app/db/client.server.ts");
    const database = databaseUrl
      ? await openDatabase({ url: databaseUrl, poolSize: 4 })
      : await openDatabase({ dir: path.join(dataDir, "pglite") });
    try {
      return await work(fixture, database);
    } finally {
      await database.close();
    }
  } finally {
    await vite.close();
  }
}

/**
 * `bidders` connections (autocannon, as for the pages) bidding as fast as the answers come, for
 * `seconds`, each request as a different bidder of the set in turn. Each bid is one increment above
 * the previous bid sent (and never below the minimum the last answer named), so bids are mostly
 * acceptable and the figure is the engine's capacity, not how often equal bids collide; a bid
 * overtaken in flight is refused as below the minimum, as it would be for a person.
 */
function bidLoad({ origin, auctionId, tokens, bidders, seconds, increment, opening }) {
  let minimum = opening;
  let next = opening;
  let turn = 0;
  let accepted = 0;
  let refused = 0;
  let errors = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${origin}/api/v1/auctions/${auctionId}/bids`,
        connections: bidders,
        duration: seconds,
        timeout: 20,
        requests: [
          {
            method: "POST",
            setupRequest: (request) => {
              next = Math.max(next + increment, minimum);
              return {
                ...request,
                headers: {
                  "content-type": "application/json",
                  authorization: `Bearer ${tokens[turn++ % tokens.length]}`,
                  "idempotency-key": crypto.randomUUID(),
                },
                body: JSON.stringify({ amount: next, confirmHighBid: true }),
              };
            },
            onResponse: (status, body) => {
              if (status === 201) {
                accepted++;
                minimum = Math.max(minimum, JSON.parse(body).minimumNextBid);
                return;
              }
              const problem = JSON.parse(body);
              if (problem.code === "BID_BELOW_MINIMUM") {
                refused++;
                minimum = Math.max(minimum, problem.minimum);
              } else if (problem.code === "ALREADY_HIGHEST_BIDDER") {
                refused++;
              } else {
                errors++;
                if (errors < 3) console.error("bench: unexpected answer", status, problem);
              }
            },
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        resolve({
          accepted,
          refused,
          errors: errors + result.errors + result.timeouts,
          perSecond: accepted / seconds,
          /** The lowest acceptable next bid when the run ended: where the next run starts. */
          minimum,
          p50: result.latency.p50,
          p99: result.latency.p99,
        });
      },
    );
  });
}

/**
 * The same per-bid transaction in plain SQL (tests/bench/bidding-fixture.ts rawBid), `clients`
 * connections each bidding in a loop for `seconds`, the bidders taking turns (a bidder already
 * leading may not bid again). On the embedded database the "connections" are loops sharing its one
 * connection, as the server's requests do.
 */
async function sqlLoop({ fixture, database, databaseUrl, auctionId, userIds, clients, seconds }) {
  const { INCREMENT, rawBid } = fixture;
  let runInTransaction;
  let close = async () => {};
  if (databaseUrl) {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({ connectionString: databaseUrl, max: clients });
    runInTransaction = async (work) => {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await work((text, params) => client.query(text, params));
        await client.query("commit");
        return result;
      } catch (err) {
        await client.query("rollback").catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    };
    close = () => pool.end();
  } else {
    const pglite = database.db.$client;
    runInTransaction = (work) => pglite.transaction((tx) => work((text, params) => tx.query(text, params)));
  }
  const currentMinimum = async () => {
    const [row] = (
      await runInTransaction((q) =>
        q(
          "select coalesce(current_price + bid_increment, opening_price) as minimum from auctions where id = $1",
          [auctionId],
        ),
      )
    ).rows;
    return Number(row.minimum);
  };
  let minimum = await currentMinimum();
  let next = minimum - INCREMENT;
  let accepted = 0;
  let refused = 0;
  let turn = 0;
  const until = Date.now() + seconds * 1000;
  const loop = async () => {
    while (Date.now() < until) {
      next = Math.max(next + INCREMENT, minimum);
      const amount = next;
      const userId = userIds[turn++ % userIds.length];
      try {
        const ok = await runInTransaction((q) => rawBid(q, auctionId, userId, amount));
        if (ok) {
          accepted++;
          minimum = Math.max(minimum, amount + INCREMENT);
        } else {
          refused++;
          minimum = Math.max(minimum, await currentMinimum());
        }
      } catch (err) {
        if (!["40P01", "40001"].includes(err.code)) throw err;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, () => loop()));
  const elapsed = (performance.now() - started) / 1000;
  await close();
  return { accepted, refused, perSecond: accepted / elapsed, clients };
}

async function metric(origin, name) {
  const text = await (await fetch(`${origin}/metrics`)).text();
  const line = text.split("\n").find((l) => l.startsWith(`${name} `));
  return line ? Number(line.split(" ")[1]) : NaN;
}

/**
 * Watchers in child processes (BENCH_WATCHER_PROCESSES, default 2, so one client's event loop is
 * not what gets measured); resolves once they are all connected.
 */
async function startWatchers(origin, auctionId, count) {
  const processes = Number(process.env.BENCH_WATCHER_PROCESSES ?? 2);
  const children = Array.from({ length: processes }, (_, i) => {
    const share = Math.floor(count / processes) + (i < count % processes ? 1 : 0);
    return fork(path.resolve("tests/bench/watchers.mjs"), [origin, String(auctionId), String(share)], {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
  });
  const next = (child) => new Promise((resolve) => child.once("message", resolve));
  const ready = await Promise.all(children.map(next));
  const ask = (message) =>
    Promise.all(
      children.map((child) => {
        const answer = next(child);
        child.send(message);
        return answer;
      }),
    );
  return {
    ready: { ready: ready.reduce((s, r) => s + r.ready, 0), failed: ready.reduce((s, r) => s + r.failed, 0) },
    /** Drops what was measured so far (a warm-up's deliveries). */
    forget: () => ask("forget"),
    report: async () => {
      const reports = await ask("report");
      const sorted = reports.flatMap((r) => r.latencies).sort((a, b) => a - b);
      const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
      return {
        latencies: { p50: at(50), p99: at(99), max: sorted.at(-1) ?? NaN, count: sorted.length },
        open: reports.reduce((s, r) => s + r.open, 0),
        failed: reports.reduce((s, r) => s + r.failed, 0),
      };
    },
  };
}

export async function benchBidding({
  origin,
  dataDir,
  databaseUrl,
  databaseName,
  duration,
  startServer,
  secondInstance,
  progress,
  failures,
  warnings,
  record,
}) {
  progress(`bidding: ${BIDDERS} bidders signed in, two hot auctions`);
  const prepared = await withFixture({ databaseUrl, dataDir }, (fixture, database) =>
    fixture.prepareBiddingBench(database.db, { bidders: BIDDERS }),
  );
  const increment = 1_000 * 100; // tests/bench/bidding-fixture.ts INCREMENT
  const opening = 1_000_000 * 100; // and OPENING
  const server = await startServer();
  let http;
  let httpLoad;
  let watchers;
  let watchersLoad;
  let idleBytes;
  /** Delivery with the watchers split over two instances (PostgreSQL with Redis only). */
  let split;
  try {
    progress(`bidding: warm-up, ${BIDDERS} concurrent bidders over HTTP, 2 s`);
    const warm = await bidLoad({
      origin,
      auctionId: prepared.throughputAuctionId,
      tokens: prepared.tokens,
      bidders: BIDDERS,
      seconds: 2,
      increment,
      opening,
    });
    progress(`bidding: warm-up: ${warm.accepted} accepted, ${warm.refused} refused, ${warm.errors} errors`);
    if (warm.accepted === 0) failures.push("bidding warm-up: not one bid accepted");
    progress(`bidding: ${BIDDERS} concurrent bidders over HTTP, ${duration} s`);
    httpLoad = await settledLoad();
    http = await bidLoad({
      origin,
      auctionId: prepared.throughputAuctionId,
      tokens: prepared.tokens,
      bidders: BIDDERS,
      seconds: duration,
      increment,
      opening: warm.minimum,
    });

    progress(`bidding: ${WATCHERS} watchers`);
    await new Promise((r) => setTimeout(r, 2000));
    const rssBefore = await metric(origin, "process_resident_memory_bytes");
    const streams = await startWatchers(origin, prepared.latencyAuctionId, WATCHERS);
    await new Promise((r) => setTimeout(r, 3000));
    const rssAfter = await metric(origin, "process_resident_memory_bytes");
    idleBytes = (rssAfter - rssBefore) / streams.ready.ready;
    progress(`bidding: ${LATENCY_BIDDERS} bidders while ${streams.ready.ready} watch, ${duration} s`);
    const run = { origin, prepared, duration, increment, opening };
    const { load, taken } = await biddingWhileWatched(run, [streams]);
    watchersLoad = taken;
    watchers = {
      ...(await streams.report()),
      bidsPerSecond: load.perSecond,
      failedToOpen: streams.ready.failed,
    };
    if (secondInstance)
      split = await deliveryOnTwoInstances({
        origin,
        secondInstance,
        prepared,
        duration,
        progress,
        opening: load.minimum,
        increment,
      });
  } finally {
    await server.stop();
  }

  const loops = [];
  await withFixture({ databaseUrl, dataDir }, async (fixture, database) => {
    for (const clients of SQL_LOOP_CONNECTIONS) {
      progress(`bidding: the same transaction in a SQL loop, ${clients} connection(s), ${duration} s`);
      const taken = await settledLoad();
      const result = await sqlLoop({
        fixture,
        database,
        databaseUrl,
        auctionId: prepared.throughputAuctionId,
        userIds: prepared.userIds,
        clients,
        seconds: duration,
      });
      loops.push({ ...result, taken });
    }
  });
  const best = loops.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));

  const ratio = http.perSecond / best.perSecond;
  console.log(`\nBids on one hot auction, ${duration} s each, database: ${databaseName}`);
  console.log(
    "| path | concurrency | accepted bids | accepted/s | goal | ratio to best SQL loop | goal | refused (outbid) | errors | p50 ms | p99 ms | load average |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
  console.log(
    `| HTTP API (POST /api/v1/auctions/{id}/bids) | ${BIDDERS} bidders | ${http.accepted} | ${http.perSecond.toFixed(0)} | ≥ ${GOALS.bidsPerSecond} | ${ratio.toFixed(2)} | ≥ ${GOALS.timesSqlLoop} | ${http.refused} | ${http.errors} | ${http.p50.toFixed(1)} | ${http.p99.toFixed(1)} | ${loadCell(httpLoad)} |`,
  );
  for (const loop of loops) {
    console.log(
      `| per-bid SQL loop${loop === best ? " (best: the baseline)" : ""} | ${loop.clients} connection${loop.clients === 1 ? "" : "s"} | ${loop.accepted} | ${loop.perSecond.toFixed(0)} | | ${(loop.perSecond / best.perSecond).toFixed(2)} | | ${loop.refused} | | | | ${loadCell(loop.taken)} |`,
    );
  }
  judgeLoad("bids over HTTP", httpLoad, failures, warnings);
  for (const loop of loops)
    judgeLoad(`SQL loop, ${loop.clients} connection(s)`, loop.taken, failures, warnings);
  record?.("bids", { perSecond: http.perSecond, p99: http.p99, sqlLoopBest: best.perSecond, ratio });
  if (ratio < GOALS.timesSqlLoop)
    failures.push(
      `bids/s over HTTP is ${ratio.toFixed(2)}× the best per-bid SQL loop (goal ≥ ${GOALS.timesSqlLoop}×)`,
    );
  if (http.perSecond < GOALS.bidsPerSecond) {
    failures.push(`bids/s over HTTP is ${http.perSecond.toFixed(0)} (goal ≥ 1,000)`);
  }
  if (http.errors > 0) failures.push(`${http.errors} bid requests failed`);

  console.log(
    `\nLive delivery: ${watchers.open} watchers of one auction while ${LATENCY_BIDDERS} bidders bid (${watchers.bidsPerSecond.toFixed(0)} accepted/s), one instance`,
  );
  console.log(
    "| deliveries | p50 ms | p99 ms | max ms | goal p99 | memory per idle watcher | goal | load average |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  console.log(
    `| ${watchers.latencies.count} | ${watchers.latencies.p50} | ${watchers.latencies.p99} | ${watchers.latencies.max} | ≤ ${GOALS.p99Ms} ms | ${(idleBytes / 1024).toFixed(1)} KB | ≤ 20 KB | ${loadCell(watchersLoad)} |`,
  );
  judgeLoad("live delivery", watchersLoad, failures, warnings);
  record?.("watchers", { p99: watchers.latencies.p99, idleBytes });
  if (watchers.open < WATCHERS) failures.push(`only ${watchers.open} of ${WATCHERS} watchers connected`);
  if (!(watchers.latencies.p99 <= GOALS.p99Ms))
    failures.push(`delivery p99 ${watchers.latencies.p99} ms (goal ≤ 100 ms)`);
  if (!(idleBytes <= GOALS.watcherBytes))
    failures.push(`${(idleBytes / 1024).toFixed(1)} KB per idle watcher (goal ≤ 20 KB)`);

  if (!split) {
    console.log(
      "\nDelivery on a second instance: not measured (it needs DATABASE_URL and REDIS_URL, as two instances in production do).",
    );
    return;
  }
  console.log(
    `\nLive delivery on two instances: ${split.near.open + split.far.open} watchers split between the instance taking the bids and a second one (through Redis) while ${LATENCY_BIDDERS} bidders bid (${split.bidsPerSecond.toFixed(0)} accepted/s)`,
  );
  console.log("| watchers on | watchers | deliveries | p50 ms | p99 ms | max ms | goal p99 | load average |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const [name, side] of [
    ["the instance taking the bids", split.near],
    ["the other instance", split.far],
  ]) {
    console.log(
      `| ${name} | ${side.open} | ${side.latencies.count} | ${side.latencies.p50} | ${side.latencies.p99} | ${side.latencies.max} | ≤ ${GOALS.p99Ms} ms | ${loadCell(split.taken)} |`,
    );
    if (!(side.latencies.p99 <= GOALS.p99Ms))
      failures.push(`delivery p99 on ${name}: ${side.latencies.p99} ms (goal ≤ 100 ms)`);
  }
  judgeLoad("live delivery on two instances", split.taken, failures, warnings);
  record?.("watchersTwoInstances", { nearP99: split.near.latencies.p99, farP99: split.far.latencies.p99 });
}

/**
 * LATENCY_BIDDERS bidding on the watched auction: 2 s of warm-up whose deliveries the `watchers`
 * forget (a newly started instance's first events run code not yet compiled, which would be
 * measured otherwise), then `duration` seconds measured once the machine's load has settled
 * (`taken`); a second more lets the last events reach the watchers.
 */
async function biddingWhileWatched({ origin, prepared, duration, increment, opening }, watchers) {
  const bidding = (seconds, from) =>
    bidLoad({
      origin,
      auctionId: prepared.latencyAuctionId,
      tokens: prepared.tokens,
      bidders: LATENCY_BIDDERS,
      seconds,
      increment,
      opening: from,
    });
  const warm = await bidding(2, opening);
  await new Promise((r) => setTimeout(r, 1000));
  await Promise.all(watchers.map((w) => w.forget()));
  const taken = await settledLoad();
  const load = await bidding(duration, warm.minimum);
  await new Promise((r) => setTimeout(r, 1000));
  return { load, taken };
}

/**
 * The second delivery figure: a second instance started on the same PostgreSQL and Redis, half the
 * watchers on each, the bids sent to the first; each half's latencies reported on their own.
 */
async function deliveryOnTwoInstances({
  origin,
  secondInstance,
  prepared,
  duration,
  progress,
  opening,
  increment,
}) {
  const second = await secondInstance.start();
  try {
    const half = Math.floor(WATCHERS / 2);
    progress(`bidding: ${WATCHERS - half} watchers on this instance, ${half} on a second one`);
    const near = await startWatchers(origin, prepared.latencyAuctionId, WATCHERS - half);
    const far = await startWatchers(secondInstance.origin, prepared.latencyAuctionId, half);
    await new Promise((r) => setTimeout(r, 3000));
    const run = { origin, prepared, duration, increment, opening };
    const { load, taken } = await biddingWhileWatched(run, [near, far]);
    const [nearReport, farReport] = await Promise.all([near.report(), far.report()]);
    return { near: nearReport, far: farReport, bidsPerSecond: load.perSecond, taken };
  } finally {
    await second.stop();
  }
}
