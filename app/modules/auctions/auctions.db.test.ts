import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { auctions } from "~/db/schema";
import { createAuction, createPlace } from "../../../tests/factories/auctions";
import { createTestDatabase } from "../../../tests/support/database";
import { advanceAuctionStatuses } from "./advance-auction-statuses.server";
import { AuctionFiltersSchema } from "./auction-filters";
import { listAuctions } from "./list-auctions.server";
import { listCities } from "./list-cities.server";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const HOUR = 3_600_000;

describe("listAuctions", () => {
  it("filters by status and city, and finds by asset number or city name in either language", async () => {
    const { db } = database;
    const place = await createPlace(db, { cityNameEn: `Qassim-${Date.now()}` });
    const live = await createAuction(db, place);
    await createAuction(db, place, {
      auction: {
        status: "upcoming",
        startsAt: new Date(Date.now() + HOUR),
        endsAt: new Date(Date.now() + 5 * HOUR),
        scheduledEndsAt: new Date(Date.now() + 5 * HOUR),
      },
    });
    const filters = (input: Record<string, string>) => AuctionFiltersSchema.parse(input);

    const inCity = await listAuctions({ db, filters: filters({ city: place.city.id }) });
    expect(inCity.total).toBe(2);
    expect(inCity.items[0]!.status).toBe("current"); // live first
    const current = await listAuctions({ db, filters: filters({ city: place.city.id, status: "current" }) });
    expect(current.items.map((a) => a.id)).toEqual([live.auction.id]);

    const byAsset = await listAuctions({
      db,
      filters: filters({ q: live.property.assetNumber.toLowerCase() }),
    });
    expect(byAsset.items.map((a) => a.id)).toEqual([live.auction.id]);
    const byEnglishCity = await listAuctions({
      db,
      filters: filters({ q: place.city.nameEn, status: "upcoming" }),
    });
    expect(byEnglishCity.total).toBe(1);
    const byArabicCity = await listAuctions({ db, filters: filters({ q: place.city.nameAr }) });
    expect(byArabicCity.total).toBe(2);
    // Punctuation alone (LIKE wildcards included) finds nothing rather than everything.
    expect((await listAuctions({ db, filters: filters({ q: "%", city: place.city.id }) })).total).toBe(0);
  });

  it("forgives Arabic spelling variants and digits, in the database as in the browser", async () => {
    const { db } = database;
    const tag = String(Date.now()).slice(-6);
    const place = await createPlace(db, { cityNameAr: `مكة المكرمة ${tag}`, cityNameEn: `Makkah ${tag}` });
    await createAuction(db, place, {
      property: {
        assetNumber: `MZ-${tag}${Math.floor(Math.random() * 1000)}`,
        titleAr: "أرض سكنية في حي العزيزية",
        titleEn: "Residential land in Al Aziziyah",
      },
    });
    const find = (q: string) =>
      listAuctions({ db, filters: AuctionFiltersSchema.parse({ q, city: place.city.id }) });
    expect((await find("مكه")).total).toBe(1);
    expect((await find("ارض سكنيه")).total).toBe(1);
    expect((await find("makkah")).total).toBe(1);
    expect((await find("العزيزيّة")).total).toBe(1);
    const arabicIndic = tag.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect((await find(arabicIndic)).total).toBe(1);
  });

  it("refuses malformed filters instead of guessing", () => {
    expect(AuctionFiltersSchema.safeParse({ status: "sold" }).success).toBe(false);
    expect(AuctionFiltersSchema.safeParse({ page: "0" }).success).toBe(false);
    expect(AuctionFiltersSchema.safeParse({ page: "2.5" }).success).toBe(false);
    expect(AuctionFiltersSchema.safeParse({ city: "Riyadh'; drop table" }).success).toBe(false);
    expect(AuctionFiltersSchema.parse({})).toEqual({ status: "all", page: 1 });
  });

  it("hides drafts", async () => {
    const { db } = database;
    const place = await createPlace(db);
    await createAuction(db, place, { auction: { status: "draft" } });
    expect(
      (await listAuctions({ db, filters: AuctionFiltersSchema.parse({ city: place.city.id }) })).total,
    ).toBe(0);
  });
});

describe("advanceAuctionStatuses", () => {
  it("starts and finishes auctions on time, once, however many run it at once", async () => {
    const { db } = database;
    const now = new Date();
    const place = await createPlace(db);
    const due = await createAuction(db, place, {
      auction: {
        status: "upcoming",
        startsAt: new Date(now.getTime() - 1000),
        endsAt: new Date(now.getTime() + HOUR),
        scheduledEndsAt: new Date(now.getTime() + HOUR),
      },
    });
    const over = await createAuction(db, place, {
      auction: {
        status: "current",
        currentPrice: 120_000_000,
        startsAt: new Date(now.getTime() - 3 * HOUR),
        endsAt: new Date(now.getTime() - 1000),
        scheduledEndsAt: new Date(now.getTime() - 1000),
      },
    });
    const notYet = await createAuction(db, place, {
      auction: {
        status: "upcoming",
        startsAt: new Date(now.getTime() + HOUR),
        endsAt: new Date(now.getTime() + 2 * HOUR),
        scheduledEndsAt: new Date(now.getTime() + 2 * HOUR),
      },
    });

    const results = await Promise.all([1, 2, 3].map(() => advanceAuctionStatuses({ db, now })));
    const started = results.flatMap((r) => r.started);
    const finished = results.flatMap((r) => r.finished);
    expect(started.filter((id) => id === due.auction.id)).toHaveLength(1);
    expect(finished.filter((id) => id === over.auction.id)).toHaveLength(1);

    const row = async (id: number) => (await db.select().from(auctions).where(eq(auctions.id, id)))[0]!;
    expect((await row(due.auction.id)).status).toBe("current");
    const ended = await row(over.auction.id);
    expect(ended.status).toBe("finished");
    expect(ended.endPrice).toBe(120_000_000);
    expect((await row(notYet.auction.id)).status).toBe("upcoming");
  });
});

describe("listCities", () => {
  it("counts only open auctions per city", async () => {
    const { db } = database;
    const place = await createPlace(db);
    await createAuction(db, place);
    await createAuction(db, place, { auction: { status: "finished" } });
    const city = (await listCities({ db })).find((c) => c.id === place.city.id);
    expect(city?.openAuctions).toBe(1);
  });
});
