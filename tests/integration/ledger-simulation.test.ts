import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import { createTestDatabase } from "../support/database";
import { createTestServices } from "../support/services";
import { runLedgerSimulation } from "./ledger-simulation";

/*
 * The money simulation (see ledger-simulation.ts) on the test database: PGlite here, PostgreSQL in
 * CI's second run. A reduced count by default; `npm run bench` runs the full 100,000 through this
 * file (SIM_OPERATIONS). SIM_SEED replays a failure: the message names its seed and step.
 */

const operations = Number(process.env.SIM_OPERATIONS ?? 2_000);
const seed = Number(process.env.SIM_SEED ?? 20261124);

let database: Database;
let services: Services;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  services = await createTestServices(database);
  dataDir = mkdtempSync(path.join(tmpdir(), "mazad-simulation-"));
});
afterAll(async () => {
  await services.live.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the money ledger under random operations", () => {
  it(
    `keeps every invariant through ${operations.toLocaleString("en")} operations (seed ${seed})`,
    { timeout: 0 },
    async () => {
      let reported = 0;
      const figures = await runLedgerSimulation({
        database,
        services,
        dataDir,
        seed,
        operations,
        onProgress: (done) => {
          if (process.env.SIM_PROGRESS && done - reported >= 5_000) {
            reported = done;
            console.log(`simulation: ${done.toLocaleString("en")} operations`);
          }
        },
      });
      if (process.env.SIM_FIGURES) console.log(`SIMULATION ${JSON.stringify(figures)}`);
      expect(figures.operations).toBe(operations);
      // The run exercised what it claims to: money in every way, crashes, webhooks, credits.
      for (const kind of [
        "cardTopUp",
        "declareTransfer",
        "reviewTransfer",
        "bid",
        "withdraw",
        "refund",
        "retry",
        "deadlinePasses",
      ]) {
        expect(figures.perKind[kind] ?? 0, kind).toBeGreaterThan(0);
      }
      expect(figures.crashes).toBeGreaterThan(0);
      expect(figures.webhooksDelivered).toBeGreaterThan(0);
      expect(figures.creditedPayments).toBeGreaterThan(0);
    },
  );
});
