// The machine's load beside every figure of the bench (issue 18): a figure taken while other work
// competes for the cores says little about the app. The 1-minute load average is read as a
// measurement starts, after waiting for the previous one's load to fall to the core count
// (`settledLoad`); still above it, the figure is flagged, and
// the run fails unless BENCH_ALLOW_LOAD=1 (for a check that the bench works, not for figures).
import { availableParallelism, loadavg } from "node:os";

export const cores = availableParallelism();

/** The load now: `{ load, busy }`, busy when the 1-minute average is above the core count. */
export function machineLoad() {
  const load = loadavg()[0];
  return { load, busy: load > cores };
}

const SETTLE_POLL_MS = 2_000;
const SETTLE_MAX_MS = Number(process.env.BENCH_SETTLE_MAX_MS ?? 180_000);

/**
 * The load as a measurement starts, once the machine has settled: the 1-minute average lags (it
 * falls by about half a minute after a minute), so right after a measurement that kept both cores
 * busy it still reads above the core count although nothing else runs. This waits, up to
 * BENCH_SETTLE_MAX_MS (default 3 minutes), until it is at or below the core count, then reads it;
 * still busy after that, other work competes for the cores and the figure is flagged.
 */
export async function settledLoad() {
  const until = Date.now() + SETTLE_MAX_MS;
  let taken = machineLoad();
  while (taken.busy && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
    taken = machineLoad();
  }
  return taken;
}

/** The table cell: "0.4" or "3.1 ⚠ (above 2 cores)". */
export function loadCell({ load, busy }) {
  return busy ? `${load.toFixed(1)} ⚠ above ${cores} cores` : load.toFixed(1);
}

/** Records a figure taken under load as a failure (or a warning with BENCH_ALLOW_LOAD=1). */
export function judgeLoad(what, taken, failures, warnings) {
  if (!taken.busy) return;
  const line = `${what}: taken with load average ${taken.load.toFixed(1)} on ${cores} cores, not a figure to report`;
  if (process.env.BENCH_ALLOW_LOAD) warnings.push(line);
  else failures.push(line);
}
