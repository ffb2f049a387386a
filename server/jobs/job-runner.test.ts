import pino from "pino";
import type { Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { manualTimers } from "../../tests/support/manual-timers";
import { createJobRunner, type Job } from "./job-runner";

const SECOND = 1_000;

function capturedLogger() {
  const lines: { level: number; msg: string; job?: string; err?: { message: string } }[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/** One sample of /metrics' text for `job`, e.g. `jobs_runs_total` or `jobs_run_duration_seconds_count`. */
async function sample(registry: Registry, name: string, job: string): Promise<number | undefined> {
  const prefix = `${name}{job="${job}"} `;
  const line = (await registry.metrics()).split("\n").find((l) => l.startsWith(prefix));
  return line === undefined ? undefined : Number(line.slice(prefix.length));
}

/** Lets finished runs reschedule themselves (promise callbacks), without moving any clock. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** A job that records the runner's time of each of its runs. */
function recordingJob(name: string, intervalMs: number, extra: Partial<Job> = {}) {
  const runs: number[] = [];
  const job: Job = {
    name,
    intervalMs,
    run: async ({ now }) => void runs.push(now.getTime()),
    ...extra,
  };
  return { job, runs };
}

describe("the job runner", () => {
  it("runs each job at start and then once per interval, each on its own grid", async () => {
    const timers = manualTimers();
    const t0 = timers.now();
    const fast = recordingJob("fast", SECOND);
    const slow = recordingJob("slow", 30 * SECOND);
    const later = recordingJob("later", 10 * SECOND, { runAtStart: false });
    const runner = createJobRunner({
      jobs: [fast.job, slow.job, later.job],
      logger: capturedLogger().logger,
      timers,
    });
    runner.start();
    for (let i = 0; i < 31; i++) {
      timers.advance(i === 0 ? 0 : SECOND);
      await runner.idle();
    }
    expect(fast.runs).toEqual(Array.from({ length: 31 }, (_, i) => t0 + i * SECOND));
    expect(slow.runs).toEqual([t0, t0 + 30 * SECOND]);
    expect(later.runs).toEqual([t0 + 10 * SECOND, t0 + 20 * SECOND, t0 + 30 * SECOND]);
    expect(await sample(runner.registry, "jobs_runs_total", "fast")).toBe(31);
    expect(await sample(runner.registry, "jobs_runs_total", "slow")).toBe(2);
    expect(await sample(runner.registry, "jobs_failures_total", "fast")).toBe(0);
    expect(await sample(runner.registry, "jobs_run_duration_seconds_count", "later")).toBe(3);
    // On time: no lag.
    expect(await sample(runner.registry, "jobs_start_lag_seconds_sum", "fast")).toBe(0);
    await runner.stop();
  });

  it("logs and counts a failing job, and neither the others nor its own next run are skipped", async () => {
    const timers = manualTimers();
    const { logger, lines } = capturedLogger();
    let attempts = 0;
    const failing: Job = {
      name: "failing",
      intervalMs: SECOND,
      async run() {
        attempts++;
        if (attempts <= 2) throw new Error(`gateway unreachable ${attempts}`);
      },
    };
    const throwingAtOnce: Job = {
      name: "throwing-at-once",
      intervalMs: SECOND,
      run() {
        throw new Error("not even a promise");
      },
    };
    const healthy = recordingJob("healthy", SECOND);
    const runner = createJobRunner({ jobs: [failing, throwingAtOnce, healthy.job], logger, timers });
    runner.start();
    for (let i = 0; i < 4; i++) {
      timers.advance(i === 0 ? 0 : SECOND);
      await runner.idle();
    }
    expect(attempts).toBe(4);
    expect(healthy.runs).toHaveLength(4);
    expect(await sample(runner.registry, "jobs_runs_total", "failing")).toBe(4);
    expect(await sample(runner.registry, "jobs_failures_total", "failing")).toBe(2);
    expect(await sample(runner.registry, "jobs_failures_total", "throwing-at-once")).toBe(4);
    expect(await sample(runner.registry, "jobs_failures_total", "healthy")).toBe(0);
    const errors = lines.filter((l) => l.level === 50);
    expect(errors.filter((l) => l.job === "failing").map((l) => l.err?.message)).toEqual([
      "gateway unreachable 1",
      "gateway unreachable 2",
    ]);
    expect(errors.filter((l) => l.job === "throwing-at-once")).toHaveLength(4);
    expect(errors.every((l) => l.msg === "job failed")).toBe(true);
    await runner.stop();
  });

  it("never overlaps a job with itself: slots passed during a long run become one run, and the lag shows", async () => {
    const timers = manualTimers();
    const t0 = timers.now();
    const gate = deferred();
    const started: number[] = [];
    const slowJob: Job = {
      name: "slow-sweep",
      intervalMs: SECOND,
      async run({ now }) {
        started.push(now.getTime());
        if (started.length === 1) await gate.promise;
      },
    };
    const other = recordingJob("other", SECOND);
    const runner = createJobRunner({ jobs: [slowJob, other.job], logger: capturedLogger().logger, timers });
    runner.start();
    timers.advance(0);
    await settle();
    // The first run hangs for 3.5 s: no second run starts meanwhile; the other job keeps its pace.
    for (let i = 0; i < 7; i++) {
      timers.advance(SECOND / 2);
      await settle();
    }
    expect(started).toEqual([t0]);
    expect(other.runs).toHaveLength(4);
    // While it hangs, its next slot (t0 + 1 s) has been due for 2.5 s.
    expect(await sample(runner.registry, "jobs_lag_seconds", "slow-sweep")).toBe(2.5);
    expect(await sample(runner.registry, "jobs_lag_seconds", "other")).toBe(0);
    gate.resolve();
    await runner.idle();
    timers.advance(0);
    await runner.idle();
    // One catch-up run at once for the three slots missed, then back on the grid.
    expect(started).toEqual([t0, t0 + 3.5 * SECOND]);
    expect(await sample(runner.registry, "jobs_start_lag_seconds_sum", "slow-sweep")).toBe(2.5);
    expect(await sample(runner.registry, "jobs_run_duration_seconds_sum", "slow-sweep")).toBe(3.5);
    timers.advance(SECOND / 2);
    await runner.idle();
    expect(started).toEqual([t0, t0 + 3.5 * SECOND, t0 + 4 * SECOND]);
    expect(await sample(runner.registry, "jobs_lag_seconds", "slow-sweep")).toBe(0);
    await runner.stop();
  });

  it("stops: no new run, timers cleared, and the run under way finishes before stop resolves", async () => {
    const timers = manualTimers();
    const gate = deferred();
    let finished = false;
    const inFlight: Job = {
      name: "in-flight",
      intervalMs: SECOND,
      async run() {
        await gate.promise;
        finished = true;
      },
    };
    const idleJob = recordingJob("idle-job", SECOND);
    const runner = createJobRunner({
      jobs: [inFlight, idleJob.job],
      logger: capturedLogger().logger,
      timers,
    });
    runner.start();
    timers.advance(0);
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    expect(timers.pendingCount()).toBe(0);
    gate.resolve();
    await stopping;
    expect(finished).toBe(true);
    timers.advance(60 * SECOND);
    await runner.idle();
    expect(idleJob.runs).toHaveLength(1);
    expect(timers.pendingCount()).toBe(0);
  });

  it("refuses definitions it could not run or report", () => {
    const logger = capturedLogger().logger;
    const run = async () => undefined;
    expect(() =>
      createJobRunner({
        jobs: [
          { name: "twice", intervalMs: SECOND, run },
          { name: "twice", intervalMs: SECOND, run },
        ],
        logger,
      }),
    ).toThrow(/unique/);
    expect(() => createJobRunner({ jobs: [{ name: "never", intervalMs: 0, run }], logger })).toThrow(
      /interval/,
    );
    expect(() => createJobRunner({ jobs: [{ name: "Not Kebab", intervalMs: SECOND, run }], logger })).toThrow(
      /kebab-case/,
    );
  });
});
