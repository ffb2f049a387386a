// `npm test`: every suite, in the order that fails fastest: static checks, unit, database,
// then the browser tests against a freshly built server.
import { spawnSync } from "node:child_process";

const steps = [
  ["lint", ["run", "lint", "--silent"]],
  // The OpenAPI documents, against Redocly's recommended rules (redocly.yaml, ADR 023).
  ["api lint", ["run", "api:lint", "--silent"]],
  ["typecheck", ["run", "typecheck", "--silent"]],
  ["unit tests", ["exec", "--", "vitest", "run", "--project", "unit"]],
  ["database tests", ["exec", "--", "vitest", "run", "--project", "db"]],
  ["build", ["run", "build", "--silent"]],
  ["browser tests", ["run", "test:e2e", "--silent"]],
];

const only = process.argv.slice(2);
const begun = Date.now();
for (const [name, args] of steps) {
  if (only.length && !only.includes(name.split(" ")[0])) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync("npm", args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
// The budget is 30 minutes on a 2-core machine (ADR 022): say how long the whole run took.
console.log(`\n✔ all done in ${((Date.now() - begun) / 60_000).toFixed(1)} min`);
