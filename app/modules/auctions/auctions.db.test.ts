import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { auctions, cities, districts, properties } from "~/db/schema";
import { createAuction, createPlace } from "../../../tests/factories/auctions";
import { createTestDatabase } from "../../../tests/support/database";
import { AuctionFiltersSchema, toAuctionQuery } from "./auction-filters";
import { recordBiddingState } from "./auction-state.server";
import { completedSales, findAuctionByAssetNumber, listAuctions } from "./list-auctions.server";
import { listCities, listCityOptions } from "./list-cities.server";

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
    const filters = (input: Record<string, string>) => toAuctionQuery(AuctionFiltersSchema.parse(input));

    const inCity = await listAuctions({ db, query: filters({ city: place.city.id }) });
    expect(inCity.total).toBe(2);
    expect(inCity.items[0]!.status).toBe("current"); // live first
    const current = await listAuctions({ db, query: filters({ city: place.city.id, status: "current" }) });
    expect(current.items.map((a) => a.id)).toEqual([live.auction.id]);

    const byAsset = await listAuctions({
      db,
      query: filters({ q: live.property.assetNumber.toLowerCase() }),
    });
    expect(byAsset.items.map((a) => a.id)).toEqual([live.auction.id]);
    const byEnglishCity = await listAuctions({
      db,
      query: filters({ q: place.city.nameEn, status: "upcoming" }),
    });
    expect(byEnglishCity.total).toBe(1);
    const byArabicCity = await listAuctions({ db, query: filters({ q: place.city.nameAr }) });
    expect(byArabicCity.total).toBe(2);
    // Punctuation alone (LIKE wildcards included) finds nothing rather than everything.
    expect((await listAuctions({ db, query: filters({ q: "%", city: place.city.id }) })).total).toBe(0);
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
      listAuctions({ db, query: toAuctionQuery(AuctionFiltersSchema.parse({ q, city: place.city.id })) });
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
    expect(AuctionFiltersSchema.parse({})).toEqual({ status: "all", page: 1, sort: "relevance" });
    expect(AuctionFiltersSchema.safeParse({ sort: "cheapest" }).success).toBe(false);
    expect(AuctionFiltersSchema.safeParse({ category: "castle" }).success).toBe(false);
    expect(AuctionFiltersSchema.safeParse({ minPrice: "abc" }).success).toBe(false);
    expect(AuctionFiltersSchema.safeParse({ minPrice: "-5" }).success).toBe(false);
    expect(AuctionFiltersSchema.safeParse({ minPrice: "900", maxPrice: "100" }).success).toBe(false);
    expect(AuctionFiltersSchema.safeParse({ minArea: "500", maxArea: "20" }).success).toBe(false);
    // Digits as people type them: Arabic-Indic, with separators; empty fields mean no filter.
    expect(AuctionFiltersSchema.parse({ minPrice: "١٬٥٠٠٬٠٠٠", maxArea: "", city: "" })).toEqual({
      status: "all",
      page: 1,
      sort: "relevance",
      minPrice: 1_500_000,
    });
  });

  it("hides drafts", async () => {
    const { db } = database;
    const place = await createPlace(db);
    await createAuction(db, place, { auction: { status: "draft" } });
    expect(
      (await listAuctions({ db, query: toAuctionQuery(AuctionFiltersSchema.parse({ city: place.city.id })) }))
        .total,
    ).toBe(0);
  });
});

describe("the search read model", () => {
  it("follows changes to auctions, properties and place names, and stops counting at the cap", async () => {
    const { db } = database;
    const place = await createPlace(db);
    const tag = place.city.id;
    const find = async (q: string, status = "all", countCap?: number) =>
      listAuctions({
        db,
        query: toAuctionQuery(AuctionFiltersSchema.parse({ q, status, city: place.city.id })),
        countCap,
      });
    const first = await createAuction(db, place, { property: { titleEn: "Palm orchard" } });
    await createAuction(db, place);
    await createAuction(db, place);

    // A title edit, a status change and an extended end reach search at once.
    await db.update(properties).set({ titleEn: "Date farm" }).where(eq(properties.id, first.property.id));
    expect((await find("palm orchard")).total).toBe(0);
    expect((await find("date farm")).items.map((a) => a.id)).toEqual([first.auction.id]);
    await db.update(auctions).set({ status: "finished" }).where(eq(auctions.id, first.auction.id));
    expect((await find("date farm", "current")).total).toBe(0);
    expect((await find("date farm", "finished")).total).toBe(1);

    // Renaming the city renames it in every auction's searchable text.
    await db
      .update(cities)
      .set({ nameEn: `Renamed ${tag}` })
      .where(eq(cities.id, place.city.id));
    expect((await find(`renamed ${tag}`)).total).toBe(3);

    // Past the cap the total is a floor, and the pages beyond stay reachable.
    const capped = await find(tag, "all", 2);
    expect(capped).toMatchObject({ total: 2, totalIsLowerBound: true });
    expect((await find(tag, "all", 3)).totalIsLowerBound).toBe(false);
  });
});

describe("the price read model", () => {
  it("follows bids, opening-price edits, status and category changes, and sorts ties by auction id", async () => {
    const { db } = database;
    const place = await createPlace(db);
    // A band of prices of this run's own, far above any other test's (and the bench's), so the
    // lists below hold only these rows even without the city filter, which reads auction_prices
    // alone (an earlier run's rows, left on a shared PostgreSQL, lie in another band).
    const base = 1_000_000_000 + (Date.now() % 9_000_000) * 10_000;
    const riyals = (n: number) => (base + n) * 100;
    const bound = (n: number) => String(base + n);
    const make = (category: "villa" | "land", openingPrice: number) =>
      createAuction(db, place, { property: { category }, auction: { openingPrice, currentPrice: null } });
    const a = await make("villa", riyals(300));
    const b = await make("villa", riyals(200));
    const c = await make("villa", riyals(200)); // the same price as b: the lower id first, either way
    const d = await make("land", riyals(100));
    const ids = (...rows: { auction: { id: number } }[]) => rows.map((r) => r.auction.id);
    const list = async (input: Record<string, string>, inCity = false) => {
      const page = await listAuctions({
        db,
        query: toAuctionQuery(
          AuctionFiltersSchema.parse({
            minPrice: bound(0),
            maxPrice: bound(1000),
            ...(inCity ? { city: place.city.id } : {}),
            ...input,
          }),
        ),
      });
      return { ids: page.items.map((x) => x.id), total: page.total };
    };
    const both = async (input: Record<string, string>) => {
      const [alone, joined] = [await list(input), await list(input, true)];
      expect(joined).toEqual(alone);
      return alone;
    };

    expect(await both({ sort: "price_desc" })).toEqual({ ids: ids(a, b, c, d), total: 4 });
    expect(await both({ sort: "price_asc" })).toEqual({ ids: ids(d, b, c, a), total: 4 });
    expect(await both({ category: "villa", sort: "price_desc" })).toEqual({ ids: ids(a, b, c), total: 3 });
    expect(await both({ category: "villa", sort: "price_asc" })).toEqual({ ids: ids(b, c, a), total: 3 });
    expect(await both({ category: "villa", minPrice: bound(250) })).toEqual({ ids: ids(a), total: 1 });

    // A bid, written as the bid path writes it: the compared price is now the bid.
    await db.transaction((tx) =>
      recordBiddingState(
        tx,
        {
          auctionId: d.auction.id,
          started: false,
          extendedTo: null,
          currentPrice: riyals(400),
          bidCount: 1,
          bidderCount: 1,
          leaderUserId: null,
          leaderPriorityUs: null,
          leadingBidId: null,
        },
        new Date(),
      ),
    );
    expect(await both({ sort: "price_desc" })).toEqual({ ids: ids(d, a, b, c), total: 4 });
    expect(await both({ minPrice: bound(350) })).toEqual({ ids: ids(d), total: 1 });

    // An opening-price edit moves an auction without bids.
    await db
      .update(auctions)
      .set({ openingPrice: riyals(500) })
      .where(eq(auctions.id, c.auction.id));
    expect(await both({ category: "villa", sort: "price_desc" })).toEqual({ ids: ids(c, a, b), total: 3 });

    // A status change: the auction leaves the live list, joins the finished one.
    await db.update(auctions).set({ status: "finished" }).where(eq(auctions.id, a.auction.id));
    expect(await both({ status: "current", sort: "price_asc" })).toEqual({ ids: ids(b, d, c), total: 3 });
    expect(await both({ status: "finished", sort: "price_asc" })).toEqual({ ids: ids(a), total: 1 });

    // The property becomes land: it leaves the villas and joins the land.
    await db.update(properties).set({ category: "land" }).where(eq(properties.id, b.property.id));
    expect(await both({ category: "villa", sort: "price_asc" })).toEqual({ ids: ids(a, c), total: 2 });
    expect(await both({ category: "land", sort: "price_desc" })).toEqual({ ids: ids(d, b), total: 2 });
  });
});

describe("listing filters and sorting", () => {
  it("filters by district, category, price and area, and sorts as asked", async () => {
    const { db } = database;
    const place = await createPlace(db);
    const [second] = await db
      .insert(districts)
      .values({
        cityId: place.city.id,
        nameAr: `حي الثاني ${place.city.id}`,
        nameEn: `Second ${place.city.id}`,
      })
      .returning();
    const villa = await createAuction(db, place, {
      property: { category: "villa", areaM2: 600 },
      auction: { openingPrice: 2_000_000_00, currentPrice: 2_450_000_00, bidCount: 4 },
    });
    const land = await createAuction(db, place, {
      property: { category: "land", areaM2: 1_200, districtId: second!.id },
      auction: { openingPrice: 900_000_00 },
    });
    const flat = await createAuction(db, place, {
      property: { category: "apartment", areaM2: 180 },
      auction: { openingPrice: 650_000_00 },
    });
    const list = async (input: Record<string, string>) =>
      (
        await listAuctions({
          db,
          query: toAuctionQuery(AuctionFiltersSchema.parse({ city: place.city.id, ...input })),
        })
      ).items.map((a) => a.id);

    expect(await list({ district: String(second!.id) })).toEqual([land.auction.id]);
    expect(await list({ category: "villa" })).toEqual([villa.auction.id]);
    // The price compared is the highest bid when there is one, else the opening price (riyals).
    expect(await list({ minPrice: "2400000" })).toEqual([villa.auction.id]);
    expect(await list({ maxPrice: "900000", sort: "price_asc" })).toEqual([flat.auction.id, land.auction.id]);
    expect(await list({ minArea: "500", maxArea: "1000" })).toEqual([villa.auction.id]);
    expect(await list({ sort: "price_desc" })).toEqual([villa.auction.id, land.auction.id, flat.auction.id]);
    expect(await list({ sort: "area_asc" })).toEqual([flat.auction.id, villa.auction.id, land.auction.id]);
    expect(await list({ sort: "area_desc" })).toEqual([land.auction.id, villa.auction.id, flat.auction.id]);
  });

  it("needs every word of a search, each found in the property, its city or its district", async () => {
    const { db } = database;
    const tag = String(Date.now()).slice(-5);
    const place = await createPlace(db, { cityNameAr: `الخبر ${tag}`, cityNameEn: `Khobar ${tag}` });
    const villa = await createAuction(db, place, {
      property: { titleAr: "فيلا دوبلكس", titleEn: "Duplex villa" },
    });
    await createAuction(db, place, {
      property: { category: "land", titleAr: "أرض تجارية", titleEn: "Commercial land" },
    });
    const find = async (q: string) =>
      (
        await listAuctions({
          db,
          query: toAuctionQuery(AuctionFiltersSchema.parse({ q, city: place.city.id })),
        })
      ).items.map((a) => a.id);
    expect(await find(`فيلا الخبر ${tag}`)).toEqual([villa.auction.id]);
    expect(await find(`villa khobar`)).toEqual([villa.auction.id]);
    expect((await find(`khobar ${tag}`)).length).toBe(2);
    expect(await find("villa jeddah-nowhere")).toEqual([]);
  });

  it("finds a property type by its plural or broken plural, as by its singular", async () => {
    const { db } = database;
    const tag = String(Date.now()).slice(-5);
    const place = await createPlace(db, { cityNameAr: `الدمام ${tag}`, cityNameEn: `Dammam ${tag}` });
    // Titles that never spell the type's plural: the category itself answers «فلل», «عمائر» …
    const villa = await createAuction(db, place, {
      property: { category: "villa", titleAr: "فيلا دوبلكس", titleEn: "Duplex villa" },
    });
    const flat = await createAuction(db, place, {
      property: { category: "apartment", titleAr: "شقة في الدور الثاني", titleEn: "Second-floor flat" },
    });
    const land = await createAuction(db, place, {
      property: { category: "land", titleAr: "أرض سكنية", titleEn: "Residential plot" },
    });
    const block = await createAuction(db, place, {
      property: { category: "building", titleAr: "عمارة سكنية", titleEn: "Residential block" },
    });
    const find = async (q: string) =>
      (
        await listAuctions({
          db,
          query: toAuctionQuery(AuctionFiltersSchema.parse({ q, city: place.city.id })),
        })
      ).items.map((a) => a.id);
    for (const q of ["فلل", "الفلل", "فيلات", "villas"]) expect(await find(q), q).toEqual([villa.auction.id]);
    for (const q of ["شقق", "الشقق", "apartments"]) expect(await find(q), q).toEqual([flat.auction.id]);
    for (const q of ["أراضي", "اراضي", "أراضٍ", "lands"]) expect(await find(q), q).toEqual([land.auction.id]);
    for (const q of ["عمائر", "عمارات", "buildings"]) expect(await find(q), q).toEqual([block.auction.id]);
    // With the other words of the search still required.
    expect(await find(`فلل الدمام ${tag}`)).toEqual([villa.auction.id]);
    expect(await find("فلل jeddah-nowhere")).toEqual([]);
  });

  it("recognises an exact asset number however it is typed", async () => {
    const { db } = database;
    const place = await createPlace(db);
    const digits = String(100_000 + Math.floor(Math.random() * 899_999));
    const { auction } = await createAuction(db, place, { property: { assetNumber: `MZ-${digits}` } });
    const arabicIndic = digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    for (const text of [`MZ-${digits}`, `mz ${digits}`, digits, arabicIndic]) {
      expect(await findAuctionByAssetNumber({ db, text }), text).toBe(auction.id);
    }
    expect(await findAuctionByAssetNumber({ db, text: "Riyadh" })).toBeNull();
    const draft = await createAuction(db, place, { auction: { status: "draft" } });
    expect(await findAuctionByAssetNumber({ db, text: draft.property.assetNumber })).toBeNull();
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
    // The navbar's light list has the same cities in the same order, names only.
    const options = await listCityOptions({ db });
    expect(options.map((c) => c.id)).toEqual((await listCities({ db })).map((c) => c.id));
    expect(options.find((c) => c.id === place.city.id)).toEqual({
      id: place.city.id,
      nameAr: place.city.nameAr,
      nameEn: place.city.nameEn,
    });
  });
});

describe("completedSales (the home page's trust band)", () => {
  it("counts the auctions that finished sold and adds up their hammer prices", async () => {
    // One snapshot (repeatable read) for the counts before and after: on PostgreSQL other test
    // files share the database and finish auctions of their own meanwhile.
    await database.db.transaction(
      async (db) => {
        const before = await completedSales({ db });
        const place = await createPlace(db);
        const ended = { startsAt: new Date(Date.now() - 5 * HOUR), endsAt: new Date(Date.now() - HOUR) };
        const finished = (outcome: "sold" | "no_bids" | "reserve_not_met", currentPrice: number | null) =>
          createAuction(db, place, {
            auction: { ...ended, scheduledEndsAt: ended.endsAt, status: "finished", outcome, currentPrice },
          });
        await finished("sold", 1_500_000_00);
        await finished("sold", 2_250_000_00);
        await finished("reserve_not_met", 900_000_00);
        await finished("no_bids", null);
        await createAuction(db, place); // live, leading at some price: not a sale yet
        expect(await completedSales({ db })).toEqual({
          count: before.count + 2,
          total: before.total + 3_750_000_00,
        });
      },
      { isolationLevel: "repeatable read" },
    );
  });
});
