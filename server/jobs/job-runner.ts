import type { Logger } from "pino";
import client, { type Registry } from "prom-client";
import { systemTimers, type JobTimers } from "./job-timers";

/** What a job is handed at each run. */
export type JobContext = {
  /** The runner's time when the run started. */
  now: Date;
};

/**
 * A periodic job: a name, how often, and what to do. The function is a domain operation that
 * finds its own due rows and locks them, so running it on every instance at once is safe; the
 * runner only decides when this process calls it.
 */
export type Job = {
  /** Unique, kebab-case: the `job` label on /metrics and in logs. */
  name: string;
  intervalMs: number;
  /** Run once at start (the default), or first one interval after it. */
  runAtStart?: boolean;
  run(context: JobContext): Promise<unknown>;
};

export type JobRunner = {
  start(): void;
  /** Clears every timer, then waits for the runs under way, so nothing is cut off mid-way. */
  stop(): Promise<void>;
  /** Resolves once no run is under way. */
  idle(): Promise<void>;
  /** Per-job runs, failures, duration and lag; merged into /metrics (server/http/metrics.ts). */
  registry: Registry;
};

type JobState = {
  job: Job;
  /** The next slot not yet served; null before start. */
  due: number | null;
  timer: unknown;
  running: Promise<void> | null;
};

/**
 * Runs each job on its own timer, on a fixed grid of slots (start, start + interval, …):
 * - a job never overlaps itself; slots that pass while it runs collapse into one run, started as
 *   soon as the previous one ends, and the lateness shows as lag;
 * - jobs never wait for one another, and one that throws is logged and counted, never stopping
 *   the others or its own next run.
 */
export function createJobRunner(options: {
  jobs: Job[];
  logger: Logger;
  timers?: JobTimers;
  registry?: Registry;
}): JobRunner {
  const { logger } = options;
  const timers = options.timers ?? systemTimers;
  const registry = options.registry ?? new client.Registry();
  const states = options.jobs.map((job): JobState => {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(job.name))
      throw new Error(`job name "${job.name}" is not kebab-case`);
    if (!Number.isInteger(job.intervalMs) || job.intervalMs <= 0) {
      throw new Error(`job "${job.name}": the interval must be a positive whole number of milliseconds`);
    }
    return { job, due: null, timer: null, running: null };
  });
  const names = new Set(states.map((s) => s.job.name));
  if (names.size !== states.length) throw new Error("job names must be unique");
  const metrics = createJobMetrics(registry, states, timers);
  let stopped = true;

  const schedule = (state: JobState) => {
    if (stopped || state.due === null) return;
    state.timer = timers.setTimeout(() => fire(state), Math.max(0, state.due - timers.now()));
  };

  const fire = (state: JobState) => {
    state.timer = null;
    if (stopped || state.running || state.due === null) return;
    const { job } = state;
    const started = timers.now();
    const slot = state.due;
    const interval = job.intervalMs;
    // The first slot after this start: slots that passed during a long run are served by this one.
    state.due = slot + interval * (Math.floor(Math.max(0, started - slot) / interval) + 1);
    metrics.startLag.observe({ job: job.name }, Math.max(0, started - slot) / 1000);
    state.running = runOnce(job, started).finally(() => {
      state.running = null;
      schedule(state);
    });
  };

  const runOnce = async (job: Job, started: number) => {
    const labels = { job: job.name };
    try {
      await job.run({ now: new Date(started) });
    } catch (err) {
      metrics.failures.inc(labels);
      logger.error({ err, job: job.name }, "job failed");
    } finally {
      metrics.runs.inc(labels);
      metrics.duration.observe(labels, Math.max(0, timers.now() - started) / 1000);
    }
  };

  const idle = async () => {
    for (;;) {
      const running = states.flatMap((s) => (s.running ? [s.running] : []));
      if (running.length === 0) return;
      await Promise.all(running);
    }
  };

  return {
    registry,
    start() {
      if (!stopped) return;
      stopped = false;
      const now = timers.now();
      for (const state of states) {
        state.due = state.job.runAtStart === false ? now + state.job.intervalMs : now;
        schedule(state);
      }
    },
    async stop() {
      stopped = true;
      for (const state of states) {
        if (state.timer !== null) timers.clearTimeout(state.timer);
        state.timer = null;
      }
      await idle();
      for (const state of states) state.due = null;
    },
    idle,
  };
}

function createJobMetrics(registry: Registry, states: JobState[], timers: JobTimers) {
  const labelNames = ["job"] as const;
  const runs = new client.Counter({
    name: "jobs_runs_total",
    help: "Runs of each periodic job on this instance, failed ones included",
    labelNames,
    registers: [registry],
  });
  const failures = new client.Counter({
    name: "jobs_failures_total",
    help: "Runs of each periodic job that threw",
    labelNames,
    registers: [registry],
  });
  const duration = new client.Histogram({
    name: "jobs_run_duration_seconds",
    help: "How long each periodic job's runs took",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const startLag = new client.Histogram({
    name: "jobs_start_lag_seconds",
    help: "How late each run started after its slot (a busy process, or a previous run overran)",
    labelNames,
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 30, 60, 300],
    registers: [registry],
  });
  new client.Gauge({
    name: "jobs_lag_seconds",
    help: "How long each job's next run has been due, at the time of the scrape (0 while not yet due)",
    labelNames,
    registers: [registry],
    collect() {
      const now = timers.now();
      for (const { job, due } of states)
        this.set({ job: job.name }, due === null ? 0 : Math.max(0, now - due) / 1000);
    },
  });
  // Every job appears from the first scrape, with zeros, so a rate or an alert has a series to read.
  for (const { job } of states) {
    runs.inc({ job: job.name }, 0);
    failures.inc({ job: job.name }, 0);
  }
  return { runs, failures, duration, startLag };
}
