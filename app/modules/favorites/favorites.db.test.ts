import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { favorites, notifications } from "~/db/schema";
import { sendStartReminders } from "~/modules/bidding/auction-lifecycle.server";
import { registerForAuction } from "~/modules/bidding/register-for-auction.server";
import { createAuction, createPlace } from "../../../tests/factories/auctions";
import { createBidders } from "../../../tests/factories/bidding";
import { createTestDatabase } from "../../../tests/support/database";
import {
  addFavorite,
  countFavoritesByAuction,
  listFavoriteCards,
  listFavoriteIds,
  removeFavorite,
  usersFavoriting,
} from "./favorites.server";

const MIN = 60_000;

let database: Database;
let place: Awaited<ReturnType<typeof createPlace>>;
beforeAll(async () => {
  database = await createTestDatabase();
  place = await createPlace(database.db);
});
afterAll(async () => {
  await database?.close();
});

async function auctionWith(overrides: NonNullable<Parameters<typeof createAuction>[2]>["auction"] = {}) {
  return (await createAuction(database.db, place, { auction: overrides })).auction;
}

describe("favorites", () => {
  it("adds and removes idempotently, lists the newest first with live status and price", async () => {
    const { db } = database;
    const [ali, sara] = await createBidders(database, 2);
    const first = await auctionWith({ status: "current", currentPrice: 123_400_000 });
    const second = await auctionWith({ status: "upcoming" });
    const t0 = new Date("2026-11-01T10:00:00Z");
    await addFavorite({ db, userId: ali!.id, auctionId: first.id, now: t0 });
    await addFavorite({ db, userId: ali!.id, auctionId: first.id, now: new Date(t0.getTime() + MIN) });
    await addFavorite({ db, userId: ali!.id, auctionId: second.id, now: new Date(t0.getTime() + 2 * MIN) });
    await Promise.all([
      addFavorite({ db, userId: sara!.id, auctionId: first.id }),
      addFavorite({ db, userId: sara!.id, auctionId: first.id }),
    ]);

    expect(await listFavoriteIds(db, ali!.id)).toEqual([second.id, first.id]);
    const cards = await listFavoriteCards(db, ali!.id);
    expect(cards.map((c) => [c.id, c.status, c.currentPrice])).toEqual([
      [second.id, "upcoming", null],
      [first.id, "current", 123_400_000],
    ]);
    // Each sees only their own.
    expect(await listFavoriteIds(db, sara!.id)).toEqual([first.id]);
    expect(await countFavoritesByAuction(db, [first.id, second.id])).toEqual(
      new Map([
        [first.id, 2],
        [second.id, 1],
      ]),
    );
    expect((await usersFavoriting(db, first.id)).sort()).toEqual([ali!.id, sara!.id].sort());

    await removeFavorite({ db, userId: ali!.id, auctionId: first.id });
    await removeFavorite({ db, userId: ali!.id, auctionId: first.id });
    expect(await listFavoriteIds(db, ali!.id)).toEqual([second.id]);
    expect(await listFavoriteIds(db, sara!.id)).toEqual([first.id]);
  });

  it("refuses a draft or a missing auction, and more than the limit, changing nothing", async () => {
    const { db } = database;
    const [ali] = await createBidders(database, 1);
    const draft = await auctionWith({ status: "draft" });
    await expect(addFavorite({ db, userId: ali!.id, auctionId: draft.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(addFavorite({ db, userId: ali!.id, auctionId: 2_000_000_000 })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const [a, b, c] = [await auctionWith(), await auctionWith(), await auctionWith()];
    await addFavorite({ db, userId: ali!.id, auctionId: a.id, limit: 2 });
    await addFavorite({ db, userId: ali!.id, auctionId: b.id, limit: 2 });
    // Adding one already kept is no addition: allowed at the limit.
    await addFavorite({ db, userId: ali!.id, auctionId: b.id, limit: 2 });
    await expect(addFavorite({ db, userId: ali!.id, auctionId: c.id, limit: 2 })).rejects.toMatchObject({
      code: "FAVORITES_LIMIT",
    });
    const kept = await db.select().from(favorites).where(eq(favorites.userId, ali!.id));
    expect(kept.map((row) => row.auctionId).sort()).toEqual([a.id, b.id].sort());
  });
});

describe("reminders to favorites", () => {
  const told = async (auctionId: number, event: "auction_starting_soon" | "auction_ending_soon") =>
    database.db
      .select({ userId: notifications.userId, params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.auctionId, auctionId), eq(notifications.event, event)));

  it("tell favorites and registrations an auction starts within the hour, each user once", async () => {
    const { db } = database;
    const now = Date.now();
    const soon = await auctionWith({
      status: "upcoming",
      startsAt: new Date(now + 30 * MIN),
      endsAt: new Date(now + 90 * MIN),
      scheduledEndsAt: new Date(now + 90 * MIN),
    });
    const [both, favoriteOnly, registeredOnly, neither] = await createBidders(database, 4);
    for (const user of [both, registeredOnly])
      await registerForAuction({ db, userId: user!.id, auctionId: soon.id, acceptRulesVersion: 1 });
    for (const user of [both, favoriteOnly]) await addFavorite({ db, userId: user!.id, auctionId: soon.id });

    // Two instances run the job at once, then again: the reminder goes out once.
    await Promise.all([sendStartReminders({ db }), sendStartReminders({ db })]);
    await sendStartReminders({ db });

    const notices = await told(soon.id, "auction_starting_soon");
    expect(notices.map((n) => n.userId).sort()).toEqual(
      [both!.id, favoriteOnly!.id, registeredOnly!.id].sort(),
    );
    expect(notices.every((n) => n.params.hours === 1)).toBe(true);
    expect(notices.some((n) => n.userId === neither!.id)).toBe(false);
  });

  it("tell favorites a day ahead too", async () => {
    const { db } = database;
    const now = Date.now();
    const tomorrow = await auctionWith({
      status: "upcoming",
      startsAt: new Date(now + 20 * 60 * MIN),
      endsAt: new Date(now + 22 * 60 * MIN),
      scheduledEndsAt: new Date(now + 22 * 60 * MIN),
    });
    const [fan] = await createBidders(database, 1);
    await addFavorite({ db, userId: fan!.id, auctionId: tomorrow.id });
    await sendStartReminders({ db });
    await sendStartReminders({ db });
    const notices = await told(tomorrow.id, "auction_starting_soon");
    expect(notices.map((n) => [n.userId, n.params.hours])).toEqual([[fan!.id, 24]]);
  });

  it("tell favorites a live auction ends within the hour, once, and nobody else", async () => {
    const { db } = database;
    const now = Date.now();
    const ending = await auctionWith({
      status: "current",
      startsAt: new Date(now - 60 * MIN),
      endsAt: new Date(now + 40 * MIN),
      scheduledEndsAt: new Date(now + 40 * MIN),
    });
    const later = await auctionWith({
      status: "current",
      startsAt: new Date(now - 60 * MIN),
      endsAt: new Date(now + 3 * 60 * MIN),
      scheduledEndsAt: new Date(now + 3 * 60 * MIN),
    });
    const [fan, bidder] = await createBidders(database, 2);
    await registerForAuction({ db, userId: bidder!.id, auctionId: ending.id, acceptRulesVersion: 1 });
    await addFavorite({ db, userId: fan!.id, auctionId: ending.id });
    await addFavorite({ db, userId: fan!.id, auctionId: later.id });

    await Promise.all([sendStartReminders({ db }), sendStartReminders({ db })]);
    await sendStartReminders({ db });

    const notices = await told(ending.id, "auction_ending_soon");
    expect(notices).toEqual([
      { userId: fan!.id, params: expect.objectContaining({ endsAt: ending.endsAt.toISOString() }) },
    ]);
    expect(await told(later.id, "auction_ending_soon")).toEqual([]);
    const all = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(inArray(notifications.auctionId, [ending.id, later.id]), eq(notifications.userId, bidder!.id)),
      );
    expect(all).toEqual([]);
  });
});
