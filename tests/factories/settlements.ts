import { eq } from "drizzle-orm";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import { settlements } from "~/db/schema";
import { closeBiddingNow } from "~/db/seed/auction-factory.server";
import { finishDueAuctions } from "~/modules/bidding/auction-lifecycle.server";
import { placeBid } from "~/modules/bidding/place-bid.server";
import { defaultOverdueSettlements } from "~/modules/payments/settlement-defaults.server";
import { createAuction, createPlace } from "./auctions";
import { createBidders } from "./bidding";

/**
 * An auction won at its opening price by a new bidder with `funds` in the wallet, finished the way
 * the clock finishes it; returns the auction, the winner and the settlement they owe. Bidding
 * closes right after the bid (the auction's end moves to the database's now), so no test waits.
 */
export async function createWonAuction(
  database: Database,
  services: Services,
  options: { price: number; deposit: number; funds: number },
) {
  const place = await createPlace(database.db);
  const ends = new Date(Date.now() + 10 * 60_000);
  const { auction } = await createAuction(database.db, place, {
    auction: {
      openingPrice: options.price,
      bidIncrement: 1_000_000,
      deposit: options.deposit,
      endsAt: ends,
      scheduledEndsAt: ends,
      extensionWindowSeconds: 1,
    },
  });
  const [winner] = await createBidders(database, 1, { funds: options.funds });
  await placeBid(services, {
    auctionId: auction.id,
    userId: winner!.id,
    amount: options.price,
    confirmHighBid: false,
    acceptRulesVersion: "current",
    source: "web",
    idempotencyKey: null,
  });
  // The bid is in: bidding closes now, by the database's clock, and the lifecycle finishes it.
  await closeBiddingNow(database.db, auction.id);
  await finishDueAuctions({ db: database.db });
  const [settlement] = await database.db
    .select()
    .from(settlements)
    .where(eq(settlements.auctionId, auction.id));
  return { auction, winner: winner!, settlement: settlement! };
}

/**
 * An auction whose winner defaulted (issue 14): four bidders bid in turn at the opening price and
 * one increment (10,000 SAR) more each time — the first bidder twice, so each bidder's highest
 * bid is what counts — the fourth wins, misses the deadline and forfeits the deposit. The bidders
 * come back in the order they first bid: [first (highest P+3i), second (P+i), third (P+2i), winner (P+4i)].
 */
export async function createDefaultedAuction(
  database: Database,
  services: Services,
  options: { price: number; deposit: number; funds: number },
) {
  const increment = 1_000_000;
  const place = await createPlace(database.db);
  const ends = new Date(Date.now() + 10 * 60_000);
  const { auction } = await createAuction(database.db, place, {
    auction: {
      openingPrice: options.price,
      bidIncrement: increment,
      deposit: options.deposit,
      endsAt: ends,
      scheduledEndsAt: ends,
      extensionWindowSeconds: 1,
    },
  });
  const bidders = await createBidders(database, 4, { funds: options.funds });
  const [first, second, third, winner] = bidders as [
    (typeof bidders)[number],
    (typeof bidders)[number],
    (typeof bidders)[number],
    (typeof bidders)[number],
  ];
  const order = [first, second, third, first, winner];
  for (const [i, bidder] of order.entries()) {
    await placeBid(services, {
      auctionId: auction.id,
      userId: bidder.id,
      amount: options.price + i * increment,
      confirmHighBid: false,
      acceptRulesVersion: "current",
      source: "web",
      idempotencyKey: null,
    });
  }
  await closeBiddingNow(database.db, auction.id);
  await finishDueAuctions({ db: database.db });
  const [due] = await database.db.select().from(settlements).where(eq(settlements.auctionId, auction.id));
  await database.db
    .update(settlements)
    .set({ dueAt: new Date(Date.now() - 60_000) })
    .where(eq(settlements.id, due!.id));
  await defaultOverdueSettlements({ db: database.db });
  const [settlement] = await database.db.select().from(settlements).where(eq(settlements.id, due!.id));
  return { auction, increment, bidders: { first, second, third, winner }, settlement: settlement! };
}
