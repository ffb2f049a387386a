import { and, eq, gte, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { auctions, bids, notifications, properties, users } from "~/db/schema";
import { createTestDatabase } from "../../../tests/support/database";
import { seedDemoAccounts } from "./seed-accounts.server";
import { seedDemoData } from "./seed-demo.server";
import { seedDemoNotifications } from "./seed-demo-notifications.server";
import { listOrders } from "~/modules/orders/list-orders.server";
import { orderStatus } from "~/modules/orders/order-groups";

let database: Database;
let bidderId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  await seedDemoAccounts(database.db);
  const [bidder] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "bidder@mazad.example"));
  bidderId = bidder!.id;
  // On a shared PostgreSQL an earlier run may have seeded them: start from none.
  await database.db.delete(notifications).where(eq(notifications.userId, bidderId));
});
afterAll(async () => {
  await database?.close();
});

describe("demo notifications", () => {
  it("give the demo bidder a few that agree with the catalogue, two unread, once", async () => {
    const now = new Date();
    const first = await seedDemoNotifications(database.db, { now });
    expect(first.created).toBeGreaterThanOrEqual(4);
    expect((await seedDemoNotifications(database.db, { now })).created).toBe(0);

    const rows = await database.db
      .select({ notification: notifications, auction: auctions, assetNumber: properties.assetNumber })
      .from(notifications)
      .innerJoin(auctions, eq(auctions.id, notifications.auctionId))
      .innerJoin(properties, eq(properties.id, auctions.propertyId))
      .where(eq(notifications.userId, bidderId))
      .orderBy(notifications.id);
    expect(rows).toHaveLength(first.created);
    const events = rows.map((r) => r.notification.event);
    expect(events).toEqual(
      expect.arrayContaining(["bid_accepted", "outbid", "auction_lost", "auction_cancelled"]),
    );
    expect(
      rows
        .filter((r) => r.notification.readAt === null)
        .map((r) => r.notification.event)
        .sort(),
    ).toEqual(events.includes("auction_starting_soon") ? ["auction_starting_soon", "outbid"] : ["outbid"]);
    for (const { notification, auction, assetNumber } of rows) {
      expect(notification.params.assetNumber).toBe(assetNumber);
      expect(notification.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(notification.copiesPending).toBe(false);
      if (notification.event === "bid_accepted" || notification.event === "outbid") {
        // A bid of that amount on that auction at that moment (to the millisecond): facts that
        // nothing changes later. On the shared PostgreSQL the live auction the seed chose may be
        // another file's, which may close it or bid on it again before these lines run.
        const at = notification.createdAt.getTime();
        const [bid] = await database.db
          .select({ id: bids.id })
          .from(bids)
          .where(
            and(
              eq(bids.auctionId, auction.id),
              eq(bids.amount, notification.params.amount as number),
              gte(bids.placedAt, new Date(at)),
              lt(bids.placedAt, new Date(at + 1)),
            ),
          );
        expect(bid, `${notification.event}: the bid it tells of`).toBeDefined();
        expect(auction.startsAt.getTime()).toBeLessThanOrEqual(at);
      }
      if (notification.event === "outbid")
        expect(notification.params.minimumNextBid).toBeGreaterThan(notification.params.amount as number);
      if (notification.event === "auction_lost") expect(notification.params.amount).toBe(auction.endPrice);
      if (notification.event === "auction_cancelled")
        expect(notification.params.reasonAr).toBe(auction.cancelReasonAr);
    }
    // Ids follow time, like real ones.
    const times = rows.map((r) => r.notification.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("the lost auction is one she registered for: her order says it was awarded to another bidder", async () => {
    const [lost] = await database.db
      .select({ auctionId: notifications.auctionId })
      .from(notifications)
      .where(and(eq(notifications.userId, bidderId), eq(notifications.event, "auction_lost")));
    expect(lost).toBeDefined();
    const page = await listOrders({ db: database.db, userId: bidderId, group: "finished" });
    const order = page.items.find((o) => o.auction.id === lost!.auctionId);
    expect(order).toBeDefined();
    expect(orderStatus(order!)).toBe("lost");
  });
});
