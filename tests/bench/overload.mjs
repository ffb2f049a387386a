// Overload figures (issue 13): p99 of /healthz and of a page while the page is hit by 200
// connections, with load shedding off and on, on the built server and the embedded database.
//
//   npm run build && node tests/bench/overload.mjs
//
// Each setting runs OVERLOAD_RUNS times (default 3) for OVERLOAD_SECONDS (default 10); the median
// p99 is printed, with the load average. OVERLOAD_PORT (default 3440), OVERLOAD_PAGE (default
// /auctions). /healthz is probed by 2 connections beside the 200 on the page, on the same port,
// then on HEALTH_PORT (OVERLOAD_PORT + 1).
import { loadavg } from "node:os";
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

const ms = (value) => (Number.isFinite(value) ? `${value} ms` : `none answered in ${seconds} s`);
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
      const [pages, health] = await Promise.all([cannon(page, 200), cannon("/healthz", 2, healthOrigin)]);
      rows.push({
        // A run in which nothing was answered has no latency: counted as endless.
        pageP99: pages["2xx"] + pages.non2xx > 0 ? pages.latency.p99 : Infinity,
        page2xx: pages["2xx"],
        page503: pages.non2xx,
        healthOk: health["2xx"],
        healthP99: health["2xx"] > 0 ? health.latency.p99 : Infinity,
        healthMax: health.latency.max,
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

await measure("shedding off", { MAX_CONCURRENT_REQUESTS: "0", MAX_EVENT_LOOP_DELAY_MS: "0" });
await measure("shedding on (defaults)", {});
await measure("shedding on, HEALTH_PORT", { HEALTH_PORT: String(port + 1) }, `http://127.0.0.1:${port + 1}`);
