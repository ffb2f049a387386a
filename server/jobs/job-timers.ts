/**
 * Where the job runner reads the time and sets its timers. The process uses the system's; tests
 * pass manual timers (tests/support/manual-timers.ts) and move time themselves, never sleeping.
 */
export type JobTimers = {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export const systemTimers: JobTimers = {
  now: () => Date.now(),
  setTimeout(run, ms) {
    const timer = setTimeout(run, ms);
    // Timers alone never keep the process alive: shutdown stops the runner explicitly.
    timer.unref();
    return timer;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
