import type { JobTimers } from "../../server/jobs/job-timers";

/**
 * Timers that fire only when the test moves time (`advance`), in order of their due time: job
 * runner tests decide when each run happens instead of sleeping.
 */
export function manualTimers(start = Date.now()) {
  let now = start;
  let lastId = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  const nextDue = (until: number) => {
    let found: [number, { at: number; run: () => void }] | null = null;
    for (const entry of pending) {
      if (entry[1].at > until) continue;
      if (!found || entry[1].at < found[1].at) found = entry;
    }
    return found;
  };
  const timers = {
    now: () => now,
    setTimeout(run: () => void, ms: number) {
      const id = ++lastId;
      pending.set(id, { at: now + Math.max(0, ms), run });
      return id;
    },
    clearTimeout(handle: unknown) {
      pending.delete(handle as number);
    },
    /** Moves time forward by `ms`, firing every timer that falls due on the way, each at its time. */
    advance(ms: number) {
      const until = now + ms;
      for (let due = nextDue(until); due; due = nextDue(until)) {
        pending.delete(due[0]);
        now = Math.max(now, due[1].at);
        due[1].run();
      }
      now = until;
    },
    /** Timers set and not yet fired or cleared. */
    pendingCount: () => pending.size,
  };
  return timers satisfies JobTimers;
}
