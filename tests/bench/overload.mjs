// Overload figures (issue 13): p99 of /healthz and of a page while the page is hit by 200
// keep-alive connections, on the built server and the embedded database, in four settings: the
// server as it was (no load shedding, one listening socket), shedding alone, the defaults
// (shedding and ACCEPT_SOCKETS listening sockets), and the defaults with HEALTH_PORT.
//
//   npm run build && node tests/bench/overload.mjs
//
// Each setting runs OVERLOAD_RUNS times (default 3) for OVERLOAD_SECONDS (default 10); the median
// p99 is printed, with the load average. OVERLOAD_PORT (default 3440), OVERLOAD_PAGE (default
// /auctions). /healthz is probed as a load balancer does, by another process opening a fresh
// connection every 250 ms (overload-probe.mjs), on the main port, then on HEALTH_PORT
// (OVERLOAD_PORT + 1).
import { execFile } from "node:child_process";
import { loadavg } from "node:os";
import { promisify } from "node:util";
import autocannon from "autocannon";
import { startBuiltServer } from "../../scripts/start-built-server.mjs";

const port = Number(process.env.OVERLOAD_PORT ?? 3440);
const origin = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.OVERLOAD_SECONDS ?? 10);
const runs = Number(process.env.OVERLOAD_RUNS ?? 3);
const page = process.env.OVERLOAD_PAGE ?? "/auctions";
const dataDir = `tests/.tmp/bench-overload-${port}`;

const cannon = (path, connections, at = origin) =>
  new Promise((resolve, reject) =>
    autocannon({ url: at + path, connections, duration: seconds, timeout: 30 }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  );

/** Waits until the server answers /readyz quickly three times in a row: the last run's backlog is gone. */
async function drain() {
  for (let quick = 0, tries = 0; quick < 3 && tries < 600; tries++) {
    const started = performance.now();
    const ok = await fetch(`${origin}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    quick = ok && performance.now() - started < 200 ? quick + 1 : 0;
    if (quick < 3) await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** p99 of the probe's answers, or Infinity when any probe got none (it waited past the run). */
async function probeHealth(at) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["tests/bench/overload-probe.mjs", `${at}/healthz`],
    { env: { ...process.env, PROBE_SECONDS: String(seconds) } },
  );
  const { latencies, failed } = JSON.parse(stdout);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    healthP99: failed > 0 || sorted.length === 0 ? Infinity : sorted[Math.ceil(sorted.length * 0.99) - 1],
    healthP50: sorted[Math.floor(sorted.length / 2)] ?? Infinity,
    healthFailed: failed,
  };
}

const ms = (value) => (Number.isFinite(value) ? `${value} ms` : "some never answered");
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(label, env, healthOrigin = origin) {
  const server = await startBuiltServer({
    port,
    dataDir,
    env: { ...process.env, ...env },
    readyWithinSeconds: 600,
  });
  try {
    await cannon(page, 10); // warm-up
    await drain();
    const rows = [];
    for (let i = 0; i < runs; i++) {
      const [pages, health] = await Promise.all([cannon(page, 200), probeHealth(healthOrigin)]);
      rows.push({
        // A run in which nothing was answered has no latency: counted as endless.
        pageP99: pages["2xx"] + pages.non2xx > 0 ? pages.latency.p99 : Infinity,
        page2xx: pages["2xx"],
        page503: pages.non2xx,
        ...health,
        load: loadavg()[0].toFixed(1),
      });
      console.log(label, `run ${i + 1}`, JSON.stringify(rows.at(-1)));
      await drain();
    }
    console.log(
      label,
      `median p99: page ${ms(median(rows.map((r) => r.pageP99)))}, /healthz ${ms(median(rows.map((r) => r.healthP99)))}`,
    );
  } finally {
    await server.stop();
  }
}

await measure("before (no shedding, one socket)", {
  MAX_CONCURRENT_REQUESTS: "0",
  MAX_EVENT_LOOP_DELAY_MS: "0",
  ACCEPT_SOCKETS: "1",
});
await measure("shedding, one socket", { ACCEPT_SOCKETS: "1" });
await measure("defaults (shedding, ACCEPT_SOCKETS)", {});
await measure("defaults, HEALTH_PORT", { HEALTH_PORT: String(port + 1) }, `http://127.0.0.1:${port + 1}`);
