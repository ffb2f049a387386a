import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { auctionPageViews, bids, sellingAgents } from "~/db/schema";
import { registerForAuction } from "~/modules/bidding/register-for-auction.server";
import { addFavorite } from "~/modules/favorites/favorites.server";
import { createUser } from "../../../tests/factories/accounts";
import { createAuction, createPlace } from "../../../tests/factories/auctions";
import { createBidders } from "../../../tests/factories/bidding";
import { createTestDatabase } from "../../../tests/support/database";
import { getOwnerDashboard } from "./get-owner-dashboard.server";
import { countsAsView, readPageViews, recordPageView, riyadhDay } from "./page-views.server";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const DAY = 86_400_000;
const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const page = (headers: Record<string, string>, method = "GET") =>
  new Request("http://mazad.test/mazadat/7", { method, headers });

describe("page views", () => {
  it("counts a person's page and not a bot's, a prefetch, a post or the page reloading its own data", () => {
    expect(countsAsView(page({ "user-agent": chrome, "sec-fetch-dest": "document" }), "/mazadat/7")).toBe(
      true,
    );
    expect(
      countsAsView(page({ "user-agent": chrome, referer: "http://mazad.test/auctions" }), "/mazadat/7"),
    ).toBe(true);
    expect(
      countsAsView(page({ "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }), "/mazadat/7"),
    ).toBe(false);
    expect(countsAsView(page({ "user-agent": chrome, "sec-purpose": "prefetch" }), "/mazadat/7")).toBe(false);
    expect(countsAsView(page({ "user-agent": chrome }, "POST"), "/mazadat/7")).toBe(false);
    expect(
      countsAsView(page({ "user-agent": chrome, referer: "http://mazad.test/mazadat/7" }), "/mazadat/7"),
    ).toBe(false);
  });

  it("adds up views per Riyadh day, one row per auction and day", async () => {
    const { db } = database;
    const place = await createPlace(db);
    const { auction } = await createAuction(db, place);
    const now = new Date("2026-11-26T22:30:00Z"); // already the 27th in Riyadh
    expect(riyadhDay(now)).toBe("2026-11-27");
    await Promise.all([
      recordPageView(db, { auctionId: auction.id, at: now }),
      recordPageView(db, { auctionId: auction.id, at: now }),
      recordPageView(db, { auctionId: auction.id, at: new Date(now.getTime() - DAY) }),
    ]);
    const rows = await db.select().from(auctionPageViews).where(eq(auctionPageViews.auctionId, auction.id));
    expect(rows).toHaveLength(2);
    const views = await readPageViews(db, { auctionIds: [auction.id], now, days: 3 });
    expect(views.get(auction.id)).toEqual({
      total: 3,
      daily: [
        { day: "2026-11-25", views: 0 },
        { day: "2026-11-26", views: 1 },
        { day: "2026-11-27", views: 2 },
      ],
    });
  });
});

describe("the owners' dashboard", () => {
  it("shows an owner's and an agent's auctions with their figures, and nobody else's", async () => {
    const { db } = database;
    const { user: owner } = await createUser(database);
    const { user: agentUser } = await createUser(database);
    const { user: stranger } = await createUser(database);
    const place = await createPlace(db);
    const other = await createPlace(db);
    await db.update(sellingAgents).set({ userId: agentUser.id }).where(eq(sellingAgents.id, other.agent.id));
    const now = new Date();
    const { auction: mine } = await createAuction(db, place, {
      property: { ownerUserId: owner.id },
      auction: { currentPrice: 101_000_000, bidCount: 2 },
    });
    const { auction: sold } = await createAuction(db, other, {});
    await createAuction(db, place, {}); // in the owner's city, but not theirs

    const [a, b] = await createBidders(database, 2);
    await registerForAuction({ db, userId: a!.id, auctionId: mine.id, acceptRulesVersion: 1 });
    await registerForAuction({ db, userId: b!.id, auctionId: mine.id, acceptRulesVersion: 1 });
    const at = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    await db.insert(bids).values([
      {
        auctionId: mine.id,
        sequence: 1,
        amount: 100_000_000,
        source: "web",
        bidderNumber: 1,
        placedAt: at(30),
        userId: a!.id,
      },
      {
        auctionId: mine.id,
        sequence: 2,
        amount: 101_000_000,
        source: "web",
        bidderNumber: 2,
        placedAt: at(10),
        userId: b!.id,
      },
    ]);
    await recordPageView(db, { auctionId: mine.id, at: now });
    await recordPageView(db, { auctionId: mine.id, at: now });
    await addFavorite({ db, userId: a!.id, auctionId: mine.id });
    await addFavorite({ db, userId: stranger.id, auctionId: mine.id });
    await addFavorite({ db, userId: stranger.id, auctionId: sold.id });

    const dashboard = await getOwnerDashboard({ db, userId: owner.id, now });
    expect(dashboard).toHaveLength(1);
    const [row] = dashboard;
    expect(row).toMatchObject({
      auctionId: mine.id,
      role: "owner",
      registrations: 2,
      bidCount: 2,
      highestBid: 101_000_000,
      views: 2,
      favorites: 2,
    });
    expect(row!.bids.map((bid) => bid.amount)).toEqual([100_000_000, 101_000_000]);
    expect(row!.viewsByDay).toHaveLength(14);
    expect(row!.viewsByDay.at(-1)).toEqual({ day: riyadhDay(now), views: 2 });

    const agentView = await getOwnerDashboard({ db, userId: agentUser.id, now });
    expect(agentView.map((r) => [r.auctionId, r.role])).toEqual([[sold.id, "agent"]]);
    expect(await getOwnerDashboard({ db, userId: stranger.id, now })).toEqual([]);
  });
});
