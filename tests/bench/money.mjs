// The money part of `npm run bench` (issue 6): the ledger simulation (tests/integration/
// ledger-simulation.ts) at its full count, BENCH_MONEY_OPERATIONS (default 100,000) random
// operations with every invariant checked after each, on the benchmark's database (DATABASE_URL,
// else an in-memory PGlite). CI runs the same file with a reduced count. It is a correctness run:
// its rate is printed for information and has no goal.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { loadCell, settledLoad } from "./load.mjs";

const OPERATIONS = Number(process.env.BENCH_MONEY_OPERATIONS ?? 100_000);

export async function benchMoney({ databaseName, progress, failures }) {
  const seed = Number(process.env.SIM_SEED ?? Date.now() % 1_000_000_000);
  progress(`money simulation: ${OPERATIONS.toLocaleString("en")} operations, seed ${seed}`);
  // A correctness run: its rate has no goal, so load is shown, never judged.
  const taken = await settledLoad();
  const result = spawnSync(
    process.execPath,
    [
      path.join("node_modules", "vitest", "vitest.mjs"),
      "run",
      "--project",
      "db",
      "tests/integration/ledger-simulation.test.ts",
    ],
    {
      env: {
        ...process.env,
        SIM_OPERATIONS: String(OPERATIONS),
        SIM_SEED: String(seed),
        SIM_FIGURES: "1",
        SIM_PROGRESS: "1",
      },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const output = `${result.stdout}\n${result.stderr}`;
  // The reporter may colour the line's start: read from the marker on.
  const line = output
    .split("\n")
    .map((l) => l.slice(Math.max(0, l.indexOf("SIMULATION {"))))
    .find((l) => l.startsWith("SIMULATION {"));
  if (result.status !== 0 || !line) {
    console.error(output.slice(-4000));
    failures.push(`money simulation (seed ${seed}) failed: replay with SIM_SEED=${seed}`);
    return;
  }
  const figures = JSON.parse(line.slice("SIMULATION ".length));
  const perSecond = figures.operations / (figures.ms / 1000);
  console.log(`\nMoney simulation, database: ${databaseName}, seed ${seed}`);
  console.log(
    "| operations | crashes injected | refusals | webhooks delivered | payments credited | winners defaulted | checks (full) | ops/s | load average |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  console.log(
    `| ${figures.operations.toLocaleString("en")} | ${figures.crashes} | ${figures.refusals} | ${figures.webhooksDelivered} | ${figures.creditedPayments} | ${figures.defaults} | ${figures.checks} (${figures.fullChecks}) | ${perSecond.toFixed(0)} | ${loadCell(taken)} |`,
  );
  console.log(
    `by kind: ${Object.entries(figures.perKind)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, n]) => `${kind} ${n}`)
      .join(", ")}`,
  );
}
