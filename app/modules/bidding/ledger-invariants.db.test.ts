import { and, eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import { auctions, ledgerAccounts } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { creditWallet } from "~/modules/wallet/credit-wallet.server";
import { createAuction, createPlace } from "../../../tests/factories/auctions";
import { createBidders } from "../../../tests/factories/bidding";
import { createTestDatabase } from "../../../tests/support/database";
import { createTestServices } from "../../../tests/support/services";
import { cancelAuction, finishDueAuctions } from "./auction-lifecycle.server";
import { cancelAutoBid } from "./cancel-auto-bid.server";
import { placeBid } from "./place-bid.server";
import { setAutoBid } from "./set-auto-bid.server";

/*
 * The wallet ledger under random sequences of deposits, bids, automatic bids, outbids,
 * cancellations and finishes (issue 5's property test). After every step: postings sum to zero,
 * every balance equals the sum of its postings, no user balance is negative, and the locks on each
 * auction are exactly its leader's deposit while it is live (its winner's once sold), none otherwise.
 */

const SAR = 100;
const DEPOSIT = 40_000 * SAR;
const OPENING = 800_000 * SAR;
const INCREMENT = 5_000 * SAR;

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = await createTestServices(database);
});
afterAll(async () => {
  await services.live.close();
  await database.close();
});

type Step =
  | { kind: "credit"; user: number; riyals: number }
  | { kind: "bid"; user: number; auction: number; steps: number }
  | { kind: "auto"; user: number; auction: number; steps: number }
  | { kind: "cancelAuto"; user: number; auction: number }
  | { kind: "cancelAuction"; auction: number }
  | { kind: "finish"; auction: number };

const USERS = 4;
const AUCTIONS = 2;
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("credit" as const),
      user: fc.nat(USERS - 1),
      riyals: fc.integer({ min: 1, max: 60_000 }),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant("bid" as const),
      user: fc.nat(USERS - 1),
      auction: fc.nat(AUCTIONS - 1),
      steps: fc.integer({ min: -1, max: 6 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("auto" as const),
      user: fc.nat(USERS - 1),
      auction: fc.nat(AUCTIONS - 1),
      steps: fc.integer({ min: 0, max: 12 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("cancelAuto" as const),
      user: fc.nat(USERS - 1),
      auction: fc.nat(AUCTIONS - 1),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("cancelAuction" as const), auction: fc.nat(AUCTIONS - 1) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("finish" as const), auction: fc.nat(AUCTIONS - 1) }),
  },
);

const expected = new Set([
  "BID_BELOW_MINIMUM",
  "ALREADY_HIGHEST_BIDDER",
  "DEPOSIT_NOT_COVERED",
  "AUCTION_ENDED",
  "AUCTION_CANCELLED",
  "AUTO_BID_NOT_FOUND",
  "AUTO_BID_BELOW_OWN_BID",
  "AUCTION_NOT_CANCELLABLE",
  "BID_CONFIRMATION_REQUIRED",
]);

async function refusalsAllowed(run: Promise<unknown>) {
  try {
    await run;
  } catch (error) {
    if (error instanceof AppError && expected.has(error.code)) return;
    throw error;
  }
}

async function checkInvariants(userIds: string[], auctionIds: number[]) {
  const { db } = database;
  const totals = (await db.execute(sql`
    select (select coalesce(sum(amount), 0) from ledger_postings) as total,
           (select count(*) from ledger_accounts a
             where a.balance <> coalesce((select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0)) as drifted,
           (select count(*) from ledger_accounts where kind in ('user_available', 'user_locked') and balance < 0) as negative
  `)) as unknown as { rows: Record<string, string | number>[] };
  const row = totals.rows[0]!;
  expect([row.total, row.drifted, row.negative].map(Number)).toEqual([0, 0, 0]);
  const rows = await db.select().from(auctions).where(inArray(auctions.id, auctionIds));
  const locks = await db
    .select({
      auctionId: ledgerAccounts.auctionId,
      userId: ledgerAccounts.userId,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, "user_locked"),
        inArray(ledgerAccounts.userId, userIds),
        sql`${ledgerAccounts.balance} <> 0`,
      ),
    );
  for (const a of rows) {
    const holder =
      a.status === "current"
        ? a.leaderUserId
        : a.status === "finished" && a.outcome === "sold"
          ? a.winnerUserId
          : null;
    const held = locks.filter((l) => l.auctionId === a.id).map((l) => [l.userId, l.balance]);
    expect(held).toEqual(holder ? [[holder, DEPOSIT]] : []);
  }
}

describe("the ledger under random operations", () => {
  it("keeps its invariants after every step", { timeout: 240_000 }, async () => {
    const place = await createPlace(database.db);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 30 }), async (steps) => {
        const people = await createBidders(database, USERS, { funds: 50_000 * SAR });
        const userIds = people.map((p) => p.id);
        const created = await Promise.all(
          Array.from({ length: AUCTIONS }, () =>
            createAuction(database.db, place, {
              auction: {
                openingPrice: OPENING,
                bidIncrement: INCREMENT,
                deposit: DEPOSIT,
                reservePrice: OPENING + 4 * INCREMENT,
              },
            }),
          ),
        );
        const auctionIds = created.map((c) => c.auction.id);
        for (const s of steps) {
          if (s.kind === "credit") {
            await creditWallet(database.db, { userId: userIds[s.user]!, amount: s.riyals * SAR });
          } else if (s.kind === "bid" || s.kind === "auto") {
            const [row] = await database.db
              .select()
              .from(auctions)
              .where(eq(auctions.id, auctionIds[s.auction]!));
            const minimum = row!.currentPrice === null ? OPENING : row!.currentPrice + INCREMENT;
            const amount = minimum + s.steps * INCREMENT;
            const base = {
              auctionId: auctionIds[s.auction]!,
              userId: userIds[s.user]!,
              acceptRulesVersion: "current" as const,
              idempotencyKey: null,
            };
            await refusalsAllowed(
              s.kind === "bid"
                ? placeBid(services, { ...base, amount, confirmHighBid: s.steps > 3, source: "web" })
                : setAutoBid(services, { ...base, maxAmount: amount }),
            );
          } else if (s.kind === "cancelAuto") {
            await refusalsAllowed(
              cancelAutoBid(services, {
                auctionId: auctionIds[s.auction]!,
                userId: userIds[s.user]!,
                idempotencyKey: null,
              }),
            );
          } else if (s.kind === "cancelAuction") {
            await refusalsAllowed(
              cancelAuction({
                db: database.db,
                auctionId: auctionIds[s.auction]!,
                actorUserId: userIds[0]!,
                reasonAr: "سبب الإلغاء",
                reasonEn: "A reason",
              }),
            );
          } else {
            const id = auctionIds[s.auction]!;
            await database.db
              .update(auctions)
              .set({
                endsAt: sql`greatest(${auctions.startsAt} + interval '1 second', now() - interval '1 second')`,
              })
              .where(and(eq(auctions.id, id), eq(auctions.status, "current")));
            await finishDueAuctions({ db: database.db });
          }
          await checkInvariants(userIds, auctionIds);
        }
      }),
      { numRuns: Number(process.env.LEDGER_RUNS ?? 12), seed: Number(process.env.LEDGER_SEED ?? 20261123) },
    );
  });
});
