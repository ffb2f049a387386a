// The server's CPU per signed-in page (ADR 040, "Signed-in renders"): against a server already
// running (the built one, `node server.mjs`, on the demo seed), signs in as the demo bidder and
// runs autocannon (10 connections, BENCH_CONNECTIONS; asking as a browser does, `Accept-Encoding:
// gzip, deflate, br, zstd`, or BENCH_ENCODING) on each page BENCH_RUNS times for
// BENCH_SECONDS each, reading `process_cpu_seconds_total` from /metrics before and after every run
// (the whole process: the embedded database's thread included, ADR 042) and the event loop's lag
// p99 over the run. Prints each page's median CPU milliseconds per request, the runs' figures,
// and the medians of requests per second, latency p99 and event-loop lag p99, and the 1-minute load
// average as each run starts, once the previous run's own load has fallen to the core count
// (tests/bench/load.mjs); a run still above it is marked, and is not a figure to report.
// BENCH_GUEST=1 asks as a guest instead (the guest page cache's work, ADR 040); a path holding
// `{id}` then goes round the ids of up to 100 current auctions, one per request, as the pages
// bench asks for property pages.
//
//   node tests/bench/page-cpu.mjs [origin] [path…]
//   (origin default http://127.0.0.1:3000; paths default /, /en/auctions?status=current and a
//   current auction's /mazadat/{id}; BENCH_RUNS default 3, BENCH_SECONDS default 10)
import autocannon from "autocannon";
import { loadCell, settledLoad } from "./load.mjs";

const [originArg, ...pathArgs] = process.argv.slice(2);
const origin = originArg ?? "http://127.0.0.1:3000";
const runs = Number(process.env.BENCH_RUNS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** The process's CPU seconds so far, and its event-loop lag p99 since the last scrape (reset by it). */
async function scrape() {
  const text = await (await fetch(`${origin}/metrics`)).text();
  const value = (name) => {
    const match = new RegExp(`^${name} (\\S+)$`, "m").exec(text);
    if (!match) throw new Error(`/metrics has no ${name} (is this a loopback client?)`);
    return Number(match[1]);
  };
  return { cpu: value("process_cpu_seconds_total"), lagP99: value("nodejs_eventloop_lag_p99_seconds") };
}

async function signIn() {
  const res = await fetch(`${origin}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ identifier: "bidder@mazad.example", password: "Mazad@2026" }),
  });
  if (!res.ok) throw new Error(`signing in the demo bidder: HTTP ${res.status}`);
  return (await res.json()).token;
}

async function defaultPaths() {
  const res = await fetch(`${origin}/api/v1/auctions?status=current&sort=newest&pageSize=1`);
  const [auction] = (await res.json()).data;
  if (!auction) throw new Error("no current auction to open");
  return ["/", "/en/auctions?status=current", `/mazadat/${auction.id}`];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const guest = process.env.BENCH_GUEST === "1";
/** What Chrome sends; the server picks what it serves. */
const encodings = process.env.BENCH_ENCODING ?? "gzip, deflate, br, zstd";
const headers = guest
  ? { "accept-encoding": encodings }
  : { cookie: `mazad_session=${await signIn()}`, "accept-encoding": encodings };

/** Up to 100 current auctions' ids, for paths holding `{id}`. */
async function currentIds() {
  const ids = [];
  for (let page = 1; ids.length < 100; page++) {
    const res = await fetch(`${origin}/api/v1/auctions?status=current&sort=newest&pageSize=20&page=${page}`);
    const { data } = await res.json();
    if (!data?.length) break;
    ids.push(...data.map((auction) => auction.id));
  }
  if (!ids.length) throw new Error("no current auction to open");
  return ids.slice(0, 100);
}
const ids = pathArgs.some((p) => p.includes("{id}")) ? await currentIds() : [];
/** autocannon's requests: one path, or a path's `{id}` filled in turn with each id. */
const requestsFor = (path) => {
  if (!path.includes("{id}")) return undefined;
  let turn = 0;
  return [
    {
      setupRequest: (request) => ({
        ...request,
        path: path.replace("{id}", String(ids[turn++ % ids.length])),
      }),
    },
  ];
};
for (const path of pathArgs.length ? pathArgs : await defaultPaths()) {
  const cpu = [];
  const rates = [];
  const p99s = [];
  const lags = [];
  const loads = [];
  for (let i = 0; i < runs; i++) {
    loads.push(loadCell(await settledLoad()));
    const before = await scrape();
    const result = await autocannon({
      url: origin + path,
      connections,
      duration: seconds,
      headers,
      requests: requestsFor(path),
    });
    const after = await scrape();
    if (result.non2xx) throw new Error(`${path}: ${result.non2xx} answers were not 2xx`);
    cpu.push(((after.cpu - before.cpu) * 1000) / result.requests.total);
    rates.push(result.requests.average);
    p99s.push(result.latency.p99);
    lags.push(after.lagP99 * 1000);
  }
  console.log(
    `${path}: ${median(cpu).toFixed(1)} ms CPU per request (runs ${cpu.map((c) => c.toFixed(1)).join(", ")}), ` +
      `${median(rates).toFixed(0)} req/s, p99 ${median(p99s).toFixed(0)} ms, event-loop lag p99 ` +
      `${median(lags).toFixed(1)} ms (${connections} connections), load ${loads.join(" | ")}`,
  );
}
