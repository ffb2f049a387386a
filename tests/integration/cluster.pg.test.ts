import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { get } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createScratchDatabase,
  freePort,
  instancesUnavailable,
  startInstance,
  type AppInstance,
} from "../support/app-instance";

/*
 * WEB_CONCURRENCY (issue 18, ADR 041): `node server.mjs` with WEB_CONCURRENCY=2 and DATABASE_URL
 * runs a primary and two workers, each a whole instance binding the port with SO_REUSEPORT. Each
 * worker listens itself (the kernel spreads connections, no hop through the primary); a worker
 * that dies is replaced while the other keeps answering; SIGTERM to the primary stops them all.
 */
const unavailable = instancesUnavailable();
if (unavailable && process.env.DATABASE_URL) console.warn(`cluster test skipped: it ${unavailable}`);

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let instance: AppInstance | null = null;
let port: number;

/** The worker processes: the primary's children. */
function workers(primary: number): number[] {
  const children = readFileSync(`/proc/${primary}/task/${primary}/children`, "utf8").trim();
  return children ? children.split(/\s+/).map(Number) : [];
}

/**
 * The processes holding a listening socket on the port (from the kernel's socket table), and how
 * many listening sockets have no process any more (a dying one's, still being torn down).
 */
function listeners(): { pids: Set<number>; orphans: number } {
  const lines = execFileSync("ss", ["-Hltnp", `sport = :${port}`], { encoding: "utf8" }).split("\n");
  const pids = new Set<number>();
  let orphans = 0;
  for (const line of lines.filter((l) => l.trim())) {
    const pid = /pid=(\d+)/.exec(line)?.[1];
    if (pid) pids.add(Number(pid));
    else orphans++;
  }
  return { pids, orphans };
}

async function until<T>(probe: () => T | Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** /readyz on a connection of its own (a kept-alive one could be the killed worker's). */
const ready = () =>
  new Promise<number>((resolve) => {
    const req = get(`http://127.0.0.1:${port}/readyz`, { agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", () => resolve(0));
  });

beforeAll(async () => {
  if (unavailable) return;
  scratch = await createScratchDatabase("cluster");
  port = await freePort();
  instance = await startInstance({
    port,
    databaseUrl: scratch.url,
    name: `cluster-${port}`,
    env: { WEB_CONCURRENCY: "2" },
  });
}, 90_000);

afterAll(async () => {
  await instance?.kill();
  // After a failure midway: the primary's SIGKILL closes its workers' channel, and they exit.
  await scratch?.drop();
});

describe.skipIf(Boolean(unavailable) || process.platform !== "linux")("WEB_CONCURRENCY workers", () => {
  it("serve one port from two processes, replace a worker that dies, and stop together", async () => {
    const primary = instance!.process.pid!;
    const first = await until(
      () => workers(primary),
      (w) => w.length === 2,
      "two workers",
    );
    // Both workers, and only they, hold listening sockets on the port: the primary serves nothing.
    await until(
      listeners,
      (l) => first.every((pid) => l.pids.has(pid)) && !l.pids.has(primary),
      "both listening",
    );

    // One dies as the OOM killer would kill it; once the kernel has closed its sockets (a connection
    // caught in a dying socket's queue is reset, as with any crashed instance) the other answers
    // every request meanwhile, and a new worker replaces it.
    process.kill(first[0]!, "SIGKILL");
    await until(
      listeners,
      (l) => !l.pids.has(first[0]!) && l.orphans === 0,
      "the dead worker's sockets closed",
    );
    for (let i = 0; i < 20; i++) expect(await ready()).toBe(200);
    const replaced = await until(
      () => workers(primary),
      (w) => w.length === 2 && !w.includes(first[0]!),
      "a replacement worker",
    );
    await until(listeners, (l) => replaced.every((pid) => l.pids.has(pid)), "the replacement listening");
    expect(await ready()).toBe(200);

    // SIGTERM to the primary drains every worker and ends the whole with status 0.
    const exitCode = new Promise<number | null>((resolve) => instance!.process.once("exit", resolve));
    process.kill(primary, "SIGTERM");
    expect(await exitCode).toBe(0);
    for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow();
    expect(instance!.stderr()).toContain("a worker stopped; starting another");
    instance = null;
  }, 120_000);
});
