import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import { auctions, ledgerTransactions, liveEvents, notifications, settlements } from "~/db/schema";
import { placeBid } from "~/modules/bidding/place-bid.server";
import { auctionChannel } from "~/modules/live/live-channels";
import { createAuction, createPlace } from "../../tests/factories/auctions";
import { createBidders } from "../../tests/factories/bidding";
import { createTestDatabase } from "../../tests/support/database";
import { manualTimers } from "../../tests/support/manual-timers";
import { createTestServices } from "../../tests/support/services";
import { createMetrics } from "../http/metrics";
import { appJobs, auctionClockJobs, paymentJobs } from "./app-jobs";
import { createJobRunner, type Job } from "./job-runner";

const SAR = 100;
const SECOND = 1_000;
const OPENING = 1_000_000 * SAR;
const DEPOSIT = 50_000 * SAR;
/** On CI's shared PostgreSQL other files' sweeps may take an item first: outcomes prove exactly-once. */
const privateDatabase = !process.env.DATABASE_URL;

let database: Database;
const instances: Services[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  for (let i = 0; i < 2; i++) instances.push(await createTestServices(database));
});
afterAll(async () => {
  for (const services of instances) await services.live.close();
  await database.close();
});

/** One app instance's runner over the shared database, on manual timers, logging to memory. */
function instance(jobs: (services: Services) => Job[], services: Services) {
  const timers = manualTimers();
  const logs: {
    msg: string;
    job?: string;
    finished?: number[];
    started?: number[];
    settlements?: string[];
  }[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  const runner = createJobRunner({ jobs: jobs({ ...services, logger }), logger, timers });
  return { timers, logs, runner };
}

/** Both instances' runners reach the same slot together; resolves when both are done with it. */
async function tickTogether(runners: ReturnType<typeof instance>[], ms: number) {
  for (const r of runners) r.timers.advance(ms);
  await Promise.all(runners.map((r) => r.runner.idle()));
}

async function sample(services: ReturnType<typeof instance>, name: string, job: string) {
  const prefix = `${name}{job="${job}"} `;
  const line = (await services.runner.registry.metrics()).split("\n").find((l) => l.startsWith(prefix));
  return line === undefined ? undefined : Number(line.slice(prefix.length));
}

async function statusEvents(auctionId: number) {
  const rows = await database.db
    .select({ payload: liveEvents.payload })
    .from(liveEvents)
    .where(and(eq(liveEvents.channel, auctionChannel(auctionId)), eq(liveEvents.type, "status")));
  return rows.map((r) => (r.payload as { status: string }).status);
}

describe("the jobs on two instances over one database", () => {
  it("start and finish each due auction once, and default each overdue winner once", async () => {
    const place = await createPlace(database.db);
    const now = Date.now();
    const { auction: upcoming } = await createAuction(database.db, place, {
      auction: { status: "upcoming", startsAt: new Date(now - SECOND), endsAt: new Date(now + 3_600_000) },
    });
    const { auction: ending } = await createAuction(database.db, place, {
      auction: { openingPrice: OPENING, bidIncrement: 10_000 * SAR, deposit: DEPOSIT },
    });
    const [winner] = await createBidders(database, 1, { funds: 60_000 * SAR });
    await placeBid(instances[0]!, {
      auctionId: ending.id,
      userId: winner!.id,
      amount: OPENING,
      confirmHighBid: false,
      acceptRulesVersion: "current",
      source: "web",
      idempotencyKey: null,
    });
    // The end passes while nobody is looking: the auction is due now, without waiting for it.
    const past = new Date(Date.now() - SECOND);
    await database.db
      .update(auctions)
      .set({ endsAt: past, scheduledEndsAt: past })
      .where(eq(auctions.id, ending.id));

    const jobs = (services: Services) => [
      ...auctionClockJobs(services),
      ...paymentJobs(services).filter((j) => j.name === "default-overdue-settlements"),
    ];
    const pair = instances.map((services) => instance(jobs, services));
    for (const { runner } of pair) runner.start();
    for (let tick = 0; tick < 3; tick++) await tickTogether(pair, tick === 0 ? 0 : SECOND);

    expect((await database.db.select().from(auctions).where(eq(auctions.id, upcoming.id)))[0]!.status).toBe(
      "current",
    );
    expect((await database.db.select().from(auctions).where(eq(auctions.id, ending.id)))[0]).toMatchObject({
      status: "finished",
      outcome: "sold",
      winnerUserId: winner!.id,
    });
    expect(await statusEvents(upcoming.id)).toEqual(["current"]);
    expect(await statusEvents(ending.id)).toEqual(["finished"]);
    const won = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.auctionId, ending.id), eq(notifications.event, "auction_won")));
    expect(won).toHaveLength(1);
    const owed = await database.db.select().from(settlements).where(eq(settlements.auctionId, ending.id));
    expect(owed).toHaveLength(1);
    // Which instance did it is free; that exactly one did is not.
    const finishedBy = pair
      .flatMap((p) => p.logs.flatMap((l) => l.finished ?? []))
      .filter((id) => id === ending.id);
    const startedBy = pair
      .flatMap((p) => p.logs.flatMap((l) => l.started ?? []))
      .filter((id) => id === upcoming.id);
    if (privateDatabase) expect([startedBy.length, finishedBy.length]).toEqual([1, 1]);
    else expect(Math.max(startedBy.length, finishedBy.length)).toBeLessThanOrEqual(1);

    // The winner's deadline passes: both instances sweep; one forfeit, one notice.
    await database.db
      .update(settlements)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(settlements.id, owed[0]!.id));
    await tickTogether(pair, 30 * SECOND);
    await tickTogether(pair, 30 * SECOND);
    expect(
      (await database.db.select().from(settlements).where(eq(settlements.id, owed[0]!.id)))[0]!.status,
    ).toBe("defaulted");
    const forfeits = await database.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.auctionId, ending.id), eq(ledgerTransactions.kind, "deposit_forfeit")),
      );
    expect(forfeits).toHaveLength(1);
    const told = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, winner!.id), eq(notifications.event, "settlement_defaulted")));
    expect(told).toHaveLength(1);
    const defaultedBy = pair
      .flatMap((p) => p.logs.flatMap((l) => l.settlements ?? []))
      .filter((id) => id === owed[0]!.id);
    if (privateDatabase) expect(defaultedBy).toHaveLength(1);

    // Both instances ran every slot (the slots a 30 s jump skipped as one late run), nothing failed.
    for (const p of pair) {
      expect(await sample(p, "jobs_runs_total", "finish-due-auctions")).toBe(5);
      expect(await sample(p, "jobs_runs_total", "default-overdue-settlements")).toBe(3);
      for (const job of ["start-due-auctions", "finish-due-auctions", "default-overdue-settlements"]) {
        expect(await sample(p, "jobs_failures_total", job)).toBe(0);
      }
    }
    await Promise.all(pair.map((p) => p.runner.stop()));
    // The same figures on /metrics, beside the HTTP ones.
    const text = await createMetrics({ registries: [pair[0]!.runner.registry] }).registry.metrics();
    expect(text).toContain('jobs_runs_total{job="finish-due-auctions"} 5');
    expect(text).toContain('jobs_run_duration_seconds_count{job="default-overdue-settlements"} 3');
    expect(text).toMatch(/jobs_start_lag_seconds_sum\{job="finish-due-auctions"\} 28\n/);
  });

  it("lists every job of the process on /metrics from the start, at zero", async () => {
    const services = instances[0]!;
    const { runner } = instance(appJobs, services);
    const text = await createMetrics({ registries: [runner.registry] }).registry.metrics();
    expect(text).toContain("http_request_duration_seconds");
    const names = appJobs(services).map((j) => j.name);
    expect(names).toEqual(
      expect.arrayContaining(["start-due-auctions", "finish-due-auctions", "prune-live-events"]),
    );
    for (const job of names) {
      expect(text).toContain(`jobs_runs_total{job="${job}"} 0`);
      expect(text).toContain(`jobs_failures_total{job="${job}"} 0`);
      expect(text).toContain(`jobs_lag_seconds{job="${job}"} 0`);
    }
  });
});
