import { and, asc, desc, eq, gte, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auctionRegistrations, auctions, bids, notifications, properties, users } from "~/db/schema";
import { newReceiptCode } from "~/lib/receipt-code";
import type { NewNotification } from "~/modules/notifications/notification-events";
import { ladderIncrement } from "./generate-properties";

// Any fixed 64-bit key: instances starting together queue on it, so one of them seeds.
const DEMO_NOTIFICATIONS_LOCK_KEY = 72_011_904_105;
const DEMO_BIDDER_EMAIL = "bidder@mazad.example";
const HOUR = 3_600_000;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type DemoNotification = NewNotification & { createdAt: Date; read: boolean };

/**
 * Gives the demo bidder a few notifications that agree with the demo catalogue (real auctions,
 * their real bids, prices and times), two of them unread, so a first `npm start` shows a bell with
 * something in it. Only when the bidder has none: a reader's own history is never touched.
 * Written as data: no live events, and no SMS or e-mail copies of things that did not happen now.
 */
export async function seedDemoNotifications(
  db: Db,
  options: { now?: Date } = {},
): Promise<{ created: number }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_NOTIFICATIONS_LOCK_KEY})`);
    const [bidder] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_BIDDER_EMAIL));
    if (!bidder) return { created: 0 };
    const [existing] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, bidder.id))
      .limit(1);
    if (existing) return { created: 0 };

    // One after another: a transaction is one connection, and PostgreSQL's driver queues (and
    // warns about) queries sent while another is running on it.
    const stories = [
      () => outbidStory(tx, bidder.id),
      () => startingSoon(tx, bidder.id, now),
      () => lostAuction(tx, bidder.id),
      () => cancelledAuction(tx, bidder.id),
    ];
    const told = [];
    for (const story of stories) told.push(await story());
    const items = told
      .flat()
      .filter((item) => item.createdAt <= now)
      // Ids follow time, as they do for real notifications (the list is newest id first).
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    if (items.length === 0) return { created: 0 };
    await tx.insert(notifications).values(
      items.map((item) => ({
        userId: item.userId,
        event: item.event,
        auctionId: item.auctionId,
        params: item.params,
        createdAt: item.createdAt,
        readAt: item.read ? new Date(Math.min(item.createdAt.getTime() + HOUR, now.getTime())) : null,
        copiesPending: false,
      })),
    );
    return { created: items.length };
  });
}

const auctionWithProperty = {
  id: auctions.id,
  assetNumber: properties.assetNumber,
  titleAr: properties.titleAr,
  titleEn: properties.titleEn,
};
const property = (row: { assetNumber: string; titleAr: string; titleEn: string }) => ({
  assetNumber: row.assetNumber,
  titleAr: row.titleAr,
  titleEn: row.titleEn,
});

/** On the live auction ending soonest: the bidder's bid was accepted, then someone outbid it. */
async function outbidStory(tx: Tx, userId: string): Promise<DemoNotification[]> {
  const [auction] = await tx
    .select({ ...auctionWithProperty, bidIncrement: auctions.bidIncrement })
    .from(auctions)
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    .where(and(eq(auctions.status, "current"), gte(auctions.bidCount, 2)))
    .orderBy(asc(auctions.endsAt))
    .limit(1);
  if (!auction) return [];
  const [last, previous] = await tx
    .select({ amount: bids.amount, placedAt: bids.placedAt })
    .from(bids)
    .where(eq(bids.auctionId, auction.id))
    .orderBy(desc(bids.sequence))
    .limit(2);
  if (!last || !previous) return [];
  const next = last.amount + (auction.bidIncrement ?? ladderIncrement(last.amount));
  return [
    {
      userId,
      event: "bid_accepted",
      auctionId: auction.id,
      params: { ...property(auction), amount: previous.amount },
      createdAt: previous.placedAt,
      read: true,
    },
    {
      userId,
      event: "outbid",
      auctionId: auction.id,
      params: { ...property(auction), amount: last.amount, minimumNextBid: next },
      createdAt: last.placedAt,
      read: false,
    },
  ];
}

/** The next auction to start within a day: its 24-hour reminder has gone out. */
async function startingSoon(tx: Tx, userId: string, now: Date): Promise<DemoNotification[]> {
  const [auction] = await tx
    .select({ ...auctionWithProperty, startsAt: auctions.startsAt })
    .from(auctions)
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    .where(
      and(
        eq(auctions.status, "upcoming"),
        gte(auctions.startsAt, now),
        lte(auctions.startsAt, new Date(now.getTime() + 24 * HOUR)),
      ),
    )
    .orderBy(desc(auctions.startsAt))
    .limit(1);
  if (!auction) return [];
  return [
    {
      userId,
      event: "auction_starting_soon",
      auctionId: auction.id,
      params: { ...property(auction), hours: 24, startsAt: auction.startsAt.toISOString() },
      createdAt: new Date(auction.startsAt.getTime() - 24 * HOUR),
      read: false,
    },
  ];
}

/**
 * The most recently finished sale: awarded to another bidder at its hammer price. The bidder was
 * registered for it (without bidding), so the property page and the orders say "awarded to another
 * bidder" too: told of a loss, she finds it where she looks.
 */
async function lostAuction(tx: Tx, userId: string): Promise<DemoNotification[]> {
  const [auction] = await tx
    .select({
      ...auctionWithProperty,
      endPrice: auctions.endPrice,
      endsAt: auctions.endsAt,
      startsAt: auctions.startsAt,
      rulesVersion: auctions.specialRulesVersion,
    })
    .from(auctions)
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    .where(and(eq(auctions.status, "finished"), isNotNull(auctions.endPrice)))
    .orderBy(desc(auctions.endsAt))
    .limit(1);
  if (!auction?.endPrice) return [];
  const registeredAt = new Date(auction.startsAt.getTime() - 24 * HOUR);
  await tx
    .insert(auctionRegistrations)
    .values({
      userId,
      auctionId: auction.id,
      rulesVersion: auction.rulesVersion,
      rulesAcceptedAt: registeredAt,
      outcome: "lost",
      receiptCode: newReceiptCode(),
      createdAt: registeredAt,
    })
    .onConflictDoNothing();
  return [
    {
      userId,
      event: "auction_lost",
      auctionId: auction.id,
      params: { ...property(auction), amount: auction.endPrice },
      createdAt: auction.endsAt,
      read: true,
    },
  ];
}

/** The most recent cancellation, with the committee's reason. */
async function cancelledAuction(tx: Tx, userId: string): Promise<DemoNotification[]> {
  const [auction] = await tx
    .select({
      ...auctionWithProperty,
      cancelledAt: auctions.cancelledAt,
      reasonAr: auctions.cancelReasonAr,
      reasonEn: auctions.cancelReasonEn,
    })
    .from(auctions)
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    .where(and(eq(auctions.status, "cancelled"), isNotNull(auctions.cancelledAt)))
    .orderBy(desc(auctions.cancelledAt))
    .limit(1);
  if (!auction?.cancelledAt || !auction.reasonAr || !auction.reasonEn) return [];
  return [
    {
      userId,
      event: "auction_cancelled",
      auctionId: auction.id,
      params: { ...property(auction), reasonAr: auction.reasonAr, reasonEn: auction.reasonEn },
      createdAt: auction.cancelledAt,
      read: true,
    },
  ];
}
