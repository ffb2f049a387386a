// The primary process of `WEB_CONCURRENCY` workers (node:cluster): one machine's cores all serve
// one port. It never opens the database and never serves a request; each worker is a whole
// instance (server/app.ts) binding the port itself with SO_REUSEPORT, so the kernel spreads new
// connections over the workers with no hop through this process. Several instances on one
// PostgreSQL are already safe (ADR 025, ADR 040): migrations take an advisory lock, the periodic
// jobs claim their rows, live events cross instances through Redis (or the bus's poll without it).
import cluster from "node:cluster";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

/** A worker that dies within this long of starting counts towards a crash loop. */
const QUICK_DEATH_MS = 10_000;
/** This many quick deaths in a row stop the primary: a worker that cannot start will not start. */
const MAX_QUICK_DEATHS = 5;
/** Upper bound on workers: a typo (WEB_CONCURRENCY=100) must not fork a hundred instances. */
const MAX_WORKERS = 64;

/**
 * How many worker processes the environment asks for: 1 (no cluster) unless WEB_CONCURRENCY is a
 * whole number from 2 to 64 and DATABASE_URL is set. Returns a message for the operator instead
 * when the setting cannot be honoured.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ workers: number, warning?: string, error?: string }}
 */
export function workersWanted(env) {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) return { workers: 1 };
  const workers = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(workers) || workers < 1 || workers > MAX_WORKERS) {
    return {
      workers: 1,
      error: `WEB_CONCURRENCY must be a whole number from 1 to ${MAX_WORKERS} (it is "${raw}")`,
    };
  }
  if (workers > 1 && !env.DATABASE_URL) {
    return {
      workers: 1,
      warning:
        `WEB_CONCURRENCY=${workers} needs DATABASE_URL: the embedded database belongs to one process, ` +
        "so one process serves",
    };
  }
  if (workers > 1 && !env.REDIS_URL) {
    return {
      workers,
      warning:
        `WEB_CONCURRENCY=${workers} without REDIS_URL: each worker keeps its own rate limits, and live ` +
        "events reach the other workers by the live bus's poll (seconds) instead of at once",
    };
  }
  return { workers };
}

/** One JSON line, the shape the workers' logger (pino) writes. */
function log(level, msg, extra = {}) {
  const levels = { info: 30, warn: 40, error: 50, fatal: 60 };
  const threshold =
    { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 }[process.env.LOG_LEVEL ?? "info"] ?? 30;
  if (levels[level] < threshold) return;
  process.stderr.write(
    `${JSON.stringify({ level: levels[level], time: new Date().toISOString(), service: "mazad", pid: process.pid, role: "primary", ...extra, msg })}\n`,
  );
}

/** Fails as a single instance would (EADDRINUSE) when anyone already has the port. */
function probePort(port, host) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen({ port, host }, () => probe.close(() => resolve()));
  });
}

/**
 * Runs the primary: forks the first worker and waits for it to listen (it migrates and seeds
 * alone), then the others; replaces a worker that dies; on SIGTERM or SIGINT passes the signal to
 * every worker, waits for each to drain and exits.
 * @param {number} count
 */
export async function runPrimary(count) {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "0.0.0.0";
  if (port !== 0) {
    try {
      await probePort(port, host);
    } catch (error) {
      log("fatal", `port ${port} is taken: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  }

  // Workers run server.mjs itself, whichever script started the primary (`npm start` imports it).
  cluster.setupPrimary({ exec: fileURLToPath(new URL("../server.mjs", import.meta.url)) });
  let stopping = false;
  let quickDeaths = 0;
  /** @type {Map<number, number>} worker id → when it was forked */
  const started = new Map();

  const fork = () =>
    new Promise((resolve) => {
      const worker = cluster.fork();
      started.set(worker.id, Date.now());
      const onMessage = (message) => {
        if (message?.type !== "mazad:listening") return;
        worker.off("message", onMessage);
        quickDeaths = 0;
        resolve(worker);
      };
      worker.on("message", onMessage);
      worker.once("exit", () => resolve(null));
    });

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) return;
    log("error", "a worker stopped; starting another", { worker: worker.process.pid, code, signal });
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    if (quickDeaths >= MAX_QUICK_DEATHS) {
      log(
        "fatal",
        `${MAX_QUICK_DEATHS} workers in a row stopped within ${QUICK_DEATH_MS / 1000} s of starting`,
      );
      void stop(1);
      return;
    }
    void fork();
  });

  const stop = async (exitCode) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter(Boolean);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once("exit", () => resolve());
            worker.process.kill("SIGTERM");
          }),
      ),
    );
    log("info", "stopped");
    process.exit(exitCode);
  };
  process.once("SIGTERM", () => void stop(0));
  process.once("SIGINT", () => void stop(0));

  // The first worker migrates and seeds the demo on its own; the others find it done.
  const first = await fork();
  if (!first) {
    // Its exit was logged and counted; keep trying as the exit handler does, unless stopping.
    log("error", "the first worker did not start");
  }
  for (let i = 1; i < count && !stopping; i++) await fork();
  log("info", `${count} workers serve port ${port}`, { workers: count });
}
