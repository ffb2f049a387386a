// `npm run bench`: performance figures measured on this machine, each printed beside a baseline
// taken in the same run (the same server's static-file throughput), never as absolute promises.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import autocannon from "autocannon";

const port = Number(process.env.BENCH_PORT ?? 3300);
const origin = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

function build() {
  const result = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function startServer() {
  const dataDir = "tests/.tmp/bench";
  if (!process.env.DATABASE_URL) rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ["server.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return child;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error("server did not become ready");
}

function run(path) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: origin + path, connections, duration, headers: { "accept-encoding": "br" } },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

const fmt = (n) => n.toLocaleString("en-US", { maximumFractionDigits: 1 });

build();
const server = await startServer();
try {
  await run("/favicon.svg"); // warm-up
  const baseline = await run("/favicon.svg");
  const rows = [["static file (baseline)", "/favicon.svg", baseline]];
  for (const [name, path] of [
    ["home page, Arabic", "/"],
    ["auction listing, English", "/en/auctions?status=current"],
    ["API: cities", "/api/v1/cities"],
  ]) {
    rows.push([name, path, await run(path)]);
  }
  console.log(
    `\nHTTP throughput, ${connections} connections, ${duration} s each, database: ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
  );
  console.log("| what | path | req/s | ratio to baseline | p50 ms | p99 ms | non-2xx |");
  console.log("|---|---|---|---|---|---|---|");
  for (const [name, path, r] of rows) {
    console.log(
      `| ${name} | ${path} | ${fmt(r.requests.average)} | ${(r.requests.average / baseline.requests.average).toFixed(3)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |`,
    );
  }
} finally {
  server.kill("SIGTERM");
}
