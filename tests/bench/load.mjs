// The machine's load beside every figure of the bench (issue 18): a figure taken while other work
// competes for the cores says little about the app. The 1-minute load average is read as a
// measurement starts (the previous one drained); above the core count the figure is flagged, and
// the run fails unless BENCH_ALLOW_LOAD=1 (for a check that the bench works, not for figures).
import { availableParallelism, loadavg } from "node:os";

export const cores = availableParallelism();

/** The load now: `{ load, busy }`, busy when the 1-minute average is above the core count. */
export function machineLoad() {
  const load = loadavg()[0];
  return { load, busy: load > cores };
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
