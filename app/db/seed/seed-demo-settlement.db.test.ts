import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import {
  auctionRegistrations,
  auctions,
  bids,
  ledgerPostings,
  notifications,
  properties,
  settlements,
  users,
} from "~/db/schema";
import { paymentDeadline, settlementFigures } from "~/modules/payments/settlement-figures";
import { payFromWallet } from "~/modules/payments/wallet-payments.server";
import { readUserBalances } from "~/modules/wallet/ledger.server";
import { createTestDatabase } from "../../../tests/support/database";
import { ladderIncrement } from "./generate-properties";
import { seedDemoAccounts } from "./seed-accounts.server";
import { seedDemoNotifications } from "./seed-demo-notifications.server";
import { seedDemoData } from "./seed-demo.server";
import { DEMO_WON_ASSET_NUMBER, seedDemoWonAuction } from "./seed-demo-settlement.server";

const SAR = 100;
const now = new Date();
let database: Database;
let first: { created: boolean };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { now });
  await seedDemoAccounts(database.db, { now });
  await seedDemoNotifications(database.db, { now });
  first = await seedDemoWonAuction(database.db, { now });
});
afterAll(async () => {
  await database?.close();
});

describe("the demo bidder's won auction", () => {
  it("is seeded once", async () => {
    expect(await seedDemoWonAuction(database.db, { now })).toEqual({ created: false });
    const rows = await database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.assetNumber, DEMO_WON_ASSET_NUMBER));
    expect(rows).toHaveLength(1);
  });

  it("finished recently, sold to the demo bidder on a consistent bid history, with her settlement due", async () => {
    const { db } = database;
    const [bidder] = await db.select().from(users).where(eq(users.email, "bidder@mazad.example"));
    const [row] = await db
      .select({ auction: auctions })
      .from(auctions)
      .innerJoin(properties, eq(properties.id, auctions.propertyId))
      .where(eq(properties.assetNumber, DEMO_WON_ASSET_NUMBER));
    const auction = row!.auction;
    expect(auction).toMatchObject({
      status: "finished",
      outcome: "sold",
      winnerUserId: bidder!.id,
      leaderUserId: bidder!.id,
      endPrice: auction.currentPrice,
    });
    expect(auction.deposit).toBeLessThanOrEqual(auction.openingPrice * 0.05);
    if (first.created) {
      const ago = now.getTime() - auction.endsAt.getTime();
      expect(ago).toBeGreaterThan(60 * 60_000);
      expect(ago).toBeLessThan(24 * 60 * 60_000);
    }

    const history = await db
      .select()
      .from(bids)
      .where(eq(bids.auctionId, auction.id))
      .orderBy(asc(bids.sequence));
    expect(history).toHaveLength(auction.bidCount);
    expect(history.map((b) => b.sequence)).toEqual(history.map((_, i) => i + 1));
    expect(history[0]!.amount).toBe(auction.openingPrice);
    const increment = ladderIncrement(auction.openingPrice);
    history.slice(1).forEach((bid, i) => {
      expect(bid.amount - history[i]!.amount).toBe(increment);
      expect(bid.placedAt.getTime()).toBeGreaterThan(history[i]!.placedAt.getTime());
      expect(bid.userId).not.toBe(history[i]!.userId);
    });
    expect(history.at(-1)).toMatchObject({
      id: auction.leadingBidId,
      userId: bidder!.id,
      amount: auction.endPrice,
    });
    expect(history.at(-1)!.placedAt.getTime()).toBeLessThan(auction.endsAt.getTime() - 5 * 60_000);

    const registered = await db
      .select()
      .from(auctionRegistrations)
      .where(eq(auctionRegistrations.auctionId, auction.id));
    expect(registered).toHaveLength(new Set(history.map((b) => b.userId)).size);
    for (const r of registered) {
      expect(r.outcome).toBe(r.userId === bidder!.id ? "won" : "lost");
      expect(r.bidderNumber).toBe(history.find((b) => b.userId === r.userId)!.bidderNumber);
    }

    const [settlement] = await db.select().from(settlements).where(eq(settlements.auctionId, auction.id));
    expect(settlement).toMatchObject({
      userId: bidder!.id,
      ...settlementFigures({
        hammerPrice: auction.endPrice!,
        depositHeld: auction.deposit,
        commissionRateBp: 250,
      }),
      dueAt: paymentDeadline(auction.endsAt),
    });
    const [won] = await db.select().from(notifications).where(eq(notifications.auctionId, auction.id));
    expect(won).toMatchObject({ userId: bidder!.id, event: "auction_won", readAt: null });
  });

  it("holds her deposit, leaves her 5,000,000 SAR available, keeps the ledger balanced, and can be paid", async () => {
    const { db } = database;
    const [bidder] = await db.select().from(users).where(eq(users.email, "bidder@mazad.example"));
    const [settlement] = await db
      .select({ settlement: settlements, deposit: auctions.deposit })
      .from(settlements)
      .innerJoin(auctions, eq(auctions.id, settlements.auctionId))
      .innerJoin(properties, eq(properties.id, auctions.propertyId))
      .where(eq(properties.assetNumber, DEMO_WON_ASSET_NUMBER));
    const wallet = (await readUserBalances(db, [bidder!.id])).get(bidder!.id)!;
    expect(wallet.locked.get(settlement!.settlement.auctionId)).toBe(settlement!.deposit);
    if (first.created) expect(wallet.available).toBe(5_000_000 * SAR);
    const [sum] = await db
      .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` })
      .from(ledgerPostings);
    expect(Number(sum!.total)).toBe(0);

    if (settlement!.settlement.status !== "due") return; // paid in an earlier run on a shared database
    await payFromWallet(
      { db },
      { userId: bidder!.id, settlementId: settlement!.settlement.id, idempotencyKey: crypto.randomUUID() },
    );
    const after = (await readUserBalances(db, [bidder!.id])).get(bidder!.id)!;
    expect(after.available).toBe(wallet.available - settlement!.settlement.totalDue);
    expect(after.locked.has(settlement!.settlement.auctionId)).toBe(false);
  });
});
