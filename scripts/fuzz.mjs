// `npm run fuzz [-- --seed N] [-- --runs N]`: the API fuzzer's long run (ADR 024). The same test
// file as in `npm test` (server/api/fuzz.db.test.ts), with many more cases per operation, a random
// seed unless one is given, every finding collected instead of stopping at the first, and files
// over the upload limit sent too. Ends with the number of cases and of 5xx answers.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { seed: { type: "string" }, runs: { type: "string", default: "5" } },
});
const seed = values.seed ?? String(Math.floor(Math.random() * 2 ** 31));
const summaryFile = "tests/.tmp/fuzz-long-summary.json";
rmSync(summaryFile, { force: true });

console.log(`API fuzz, long run: seed ${seed}, ${values.runs}× the cases of npm test`);
const result = spawnSync("npx", ["vitest", "run", "--project", "db", "server/api/fuzz.db.test.ts"], {
  stdio: "inherit",
  env: { ...process.env, FUZZ_LONG: "1", FUZZ_SEED: seed, FUZZ_RUNS: values.runs, FUZZ_SUMMARY: summaryFile },
});

let summary;
try {
  summary = JSON.parse(readFileSync(summaryFile, "utf8"));
} catch {
  console.error("\nThe fuzz run ended before it could write its summary.");
  process.exit(result.status || 1);
}
for (const finding of summary.findings) {
  console.log(`\n✖ ${finding.operation}: ${finding.violation}: ${finding.message}\n  ${finding.request}`);
}
for (const finding of summary.known) {
  console.log(
    `\n• known issue ${finding.known} (${finding.operation}, ${finding.violation} ${finding.status})`,
  );
}
if (summary.staleKnownIssues.length > 0) {
  console.log(
    `\nKnown issues not seen in this run (remove them once no run sees them): ${summary.staleKnownIssues.join(", ")}`,
  );
}
console.log(
  `\nAPI fuzz (seed ${summary.seed}): ${summary.cases} cases over ${summary.operations} operations, ` +
    `${summary.fiveXx} answered 5xx (${summary.fiveXxUnknown} not known issues), ` +
    `${summary.findings.length} distinct findings. Replay: npm run fuzz -- --seed ${summary.seed} --runs ${values.runs}`,
);
process.exit(result.status ?? 1);
