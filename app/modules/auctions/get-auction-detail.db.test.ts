import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { createListing, listingPlace } from "~/db/seed/auction-factory.server";
import { createAuction, createPlace } from "../../../tests/factories/auctions";
import { createTestDatabase } from "../../../tests/support/database";
import { getAuctionDetail, listSimilarAuctions } from "./get-auction-detail.server";
import { listAuctionCardsByIds } from "./list-auctions.server";

// The property page's reads of its auction: the photos and documents in the auction's own
// statement, and the suggested auctions in one statement of three groups.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const HOUR = 3_600_000;

describe("an auction's page data", () => {
  it("carries the property's photos in their order and its documents, or none", async () => {
    const { db } = database;
    const place = await createPlace(db);
    const photo = (position: number) => ({
      storageKey: `generated:p${position}`,
      altAr: `صورة ${position}`,
      altEn: `Photo ${position}`,
      width: 1200,
      height: 800,
      position,
    });
    const { auction, property } = await createListingWith(place, {
      photos: [photo(2), photo(0), photo(1)],
      documents: [
        {
          kind: "title_deed",
          titleAr: "الصك",
          titleEn: "Deed",
          storageKey: "local:d1",
          mimeType: "application/pdf",
          sizeBytes: 2048,
        },
      ],
    });
    const detail = await getAuctionDetail({ db, id: auction.id });
    expect(detail?.photos.map((p) => [p.position, p.altEn, p.propertyId, p.width])).toEqual([
      [0, "Photo 0", property.id, 1200],
      [1, "Photo 1", property.id, 1200],
      [2, "Photo 2", property.id, 1200],
    ]);
    expect(detail?.documents).toEqual([
      {
        id: expect.any(Number),
        kind: "title_deed",
        titleAr: "الصك",
        titleEn: "Deed",
        mimeType: "application/pdf",
        sizeBytes: 2048,
      },
    ]);

    const bare = await createAuction(db, place);
    const none = await getAuctionDetail({ db, id: bare.auction.id });
    expect([none?.photos, none?.documents]).toEqual([[], []]);

    // A card shows the first photo by position, or none.
    const cards = await listAuctionCardsByIds({ db, ids: [bare.auction.id, auction.id] });
    expect(cards.map((c) => [c.id, c.photoKey, c.photoAltAr, c.photoAltEn])).toEqual([
      [bare.auction.id, null, null, null],
      [auction.id, "generated:p0", "صورة 0", "Photo 0"],
    ]);
    // A draft is no page.
    const draft = await createAuction(db, place, { auction: { status: "draft" } });
    expect(await getAuctionDetail({ db, id: draft.auction.id })).toBeNull();
  });

  it("suggests the same city and kind first, then the same city, then the same kind, open ones only", async () => {
    const { db } = database;
    const [here, there] = [await createPlace(db), await createPlace(db)];
    const now = Date.now();
    const ends = (hours: number) => ({
      endsAt: new Date(now + hours * HOUR),
      scheduledEndsAt: new Date(now + hours * HOUR),
    });
    const subject = await createAuction(db, here);
    const later = await createAuction(db, here, { auction: ends(5) });
    const sooner = await createAuction(db, here, { auction: ends(1) });
    const upcoming = await createAuction(db, here, {
      auction: { status: "upcoming", startsAt: new Date(now + 2 * HOUR), ...ends(30) },
    });
    const land = await createAuction(db, here, { property: { category: "land" } });
    await createAuction(db, here, {
      auction: { status: "finished", startsAt: new Date(now - 3 * HOUR), ...ends(-1) },
    });
    await createAuction(db, there, { property: { category: "land" } });

    const detail = await getAuctionDetail({ db, id: subject.auction.id });
    const similar = await listSimilarAuctions({ db, detail: detail!, limit: 5 });
    // Other files' villas in other cities may come fifth: only the first four are this test's.
    expect(similar.slice(0, 4).map((a) => a.id)).toEqual([
      sooner.auction.id,
      later.auction.id,
      upcoming.auction.id,
      land.auction.id,
    ]);
    expect(similar.slice(4).every((a) => a.category === "villa" && a.status !== "finished")).toBe(true);

    const two = await listSimilarAuctions({ db, detail: detail!, limit: 2 });
    expect(two.map((a) => a.id)).toEqual([sooner.auction.id, later.auction.id]);
  });
});

function createListingWith(
  place: Awaited<ReturnType<typeof createPlace>>,
  extra: Pick<NonNullable<Parameters<typeof createListing>[2]>, "photos" | "documents">,
) {
  return createListing(database.db, listingPlace(place), extra);
}
