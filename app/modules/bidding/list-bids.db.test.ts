import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { bids } from "~/db/schema";
import { createAuction, createPlace } from "../../../tests/factories/auctions";
import { createTestDatabase } from "../../../tests/support/database";
import { listBids } from "./list-bids.server";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const MINUTE = 60_000;

async function auctionWithBids(count: number, status: "current" | "draft" = "current") {
  const { db } = database;
  const place = await createPlace(db);
  const { auction } = await createAuction(db, place, { auction: { status } });
  if (count) {
    await db.insert(bids).values(
      Array.from({ length: count }, (_, i) => ({
        auctionId: auction.id,
        sequence: i + 1,
        amount: auction.openingPrice + i * 1_000_000,
        source: i % 3 === 2 ? ("automatic" as const) : ("web" as const),
        bidderNumber: (i % 2) + 1,
        placedAt: new Date(auction.startsAt.getTime() + (i + 1) * MINUTE),
      })),
    );
  }
  return auction;
}

describe("listBids", () => {
  it("lists the newest bids first and pages back to the first", async () => {
    const { db } = database;
    const auction = await auctionWithBids(5);
    const first = await listBids({ db, auctionId: auction.id, limit: 2 });
    expect(first?.items.map((b) => b.sequence)).toEqual([5, 4]);
    expect(first?.items[0]).toEqual({
      sequence: 5,
      amount: auction.openingPrice + 4_000_000,
      source: "web",
      bidderNumber: 1,
      placedAt: new Date(auction.startsAt.getTime() + 5 * MINUTE),
    });
    expect(first?.nextBefore).toBe(4);
    const second = await listBids({ db, auctionId: auction.id, limit: 2, before: first!.nextBefore! });
    expect(second?.items.map((b) => b.sequence)).toEqual([3, 2]);
    const last = await listBids({ db, auctionId: auction.id, limit: 2, before: second!.nextBefore! });
    expect(last).toMatchObject({ items: [{ sequence: 1 }], nextBefore: null });
    // A page that ends exactly on the first bid has nothing after it either.
    expect((await listBids({ db, auctionId: auction.id, limit: 5 }))?.nextBefore).toBeNull();
  });

  it("answers an empty history for an auction without bids", async () => {
    const auction = await auctionWithBids(0);
    expect(await listBids({ db: database.db, auctionId: auction.id, limit: 20 })).toEqual({
      items: [],
      nextBefore: null,
    });
  });

  it("knows nothing of unknown and draft auctions", async () => {
    const draft = await auctionWithBids(2, "draft");
    expect(await listBids({ db: database.db, auctionId: draft.id, limit: 20 })).toBeNull();
    expect(await listBids({ db: database.db, auctionId: 2_147_483_647, limit: 20 })).toBeNull();
  });
});
