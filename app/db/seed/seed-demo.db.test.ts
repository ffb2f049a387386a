import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import {
  appSettings,
  auctionRegistrations,
  auctions,
  bids,
  ledgerAccounts,
  ledgerPostings,
  properties,
  propertyCategory,
  propertyDocuments,
  propertyPhotos,
  users,
} from "~/db/schema";
import { missingDisclosures } from "~/modules/auctions/disclosures";
import { getOwnerDashboard } from "~/modules/insights/get-owner-dashboard.server";
import { seedDemoOwnerInsights } from "./seed-demo-ownership.server";
import { parseArtKey } from "./property-art";
import { createTestDatabase } from "../../../tests/support/database";
import { demoAgents } from "./data/agents";
import { demoCities } from "./data/cities";
import { generateDemoProperties, ladderIncrement, type DemoListing } from "./generate-properties";
import { seedDemoData } from "./seed-demo.server";
import { seedDemoAccounts, seedDemoOwnership } from "./seed-accounts.server";
import { DEMO_OWNER_EMAIL, demoOwnedAssetNumbers } from "./demo-owner";
import { isAuctionSeller } from "~/modules/auctions/auction-sellers.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const now = new Date();
const listings = generateDemoProperties(now, demoCities, demoAgents);

let database: Database;
let firstRun: Awaited<ReturnType<typeof seedDemoData>>;

beforeAll(async () => {
  database = await createTestDatabase();
  firstRun = await seedDemoData(database.db, { now });
});

afterAll(async () => {
  await database?.close();
});

type AuctionTimes = {
  status: string;
  startsAt: Date;
  endsAt: Date;
  scheduledEndsAt: Date;
  announcedAt: Date | null;
  cancelledAt: Date | null;
  cancelReasonAr: string | null;
  cancelReasonEn: string | null;
};

function expectStatusMatchesClock(auction: AuctionTimes, at: Date) {
  const t = at.getTime();
  expect(auction.endsAt.getTime()).toBeGreaterThan(auction.startsAt.getTime());
  expect(auction.scheduledEndsAt).toEqual(auction.endsAt);
  expect(auction.announcedAt!.getTime()).toBeLessThanOrEqual(auction.startsAt.getTime() - 5 * DAY);
  expect(auction.announcedAt!.getTime()).toBeLessThanOrEqual(t);
  switch (auction.status) {
    case "current":
      expect(auction.startsAt.getTime()).toBeLessThanOrEqual(t - HOUR);
      expect(auction.startsAt.getTime()).toBeGreaterThanOrEqual(t - 48 * HOUR);
      expect(auction.endsAt.getTime()).toBeGreaterThanOrEqual(t + 20 * MINUTE);
      expect(auction.endsAt.getTime()).toBeLessThanOrEqual(t + 3 * DAY);
      break;
    case "upcoming":
      expect(auction.startsAt.getTime()).toBeGreaterThanOrEqual(t + HOUR);
      expect(auction.startsAt.getTime()).toBeLessThanOrEqual(t + 20 * DAY);
      break;
    case "finished":
      expect(auction.endsAt.getTime()).toBeLessThanOrEqual(t - DAY);
      expect(auction.endsAt.getTime()).toBeGreaterThanOrEqual(t - 60 * DAY);
      break;
    case "cancelled":
      expect(auction.cancelledAt!.getTime()).toBeLessThanOrEqual(t);
      expect(auction.cancelReasonAr).toBeTruthy();
      expect(auction.cancelReasonEn).toBeTruthy();
      break;
    default:
      throw new Error(`unexpected status ${auction.status}`);
  }
}

function distanceKm(a: { latitude: number; longitude: number }, b: typeof a) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

type AuctionBidding = AuctionTimes & {
  openingPrice: number;
  currentPrice: number | null;
  bidIncrement: number | null;
  bidCount: number;
};
type HistoryBid = {
  sequence: number;
  amount: number;
  source: string;
  bidderNumber: number;
  placedAt: Date;
};

/** The invariants of a seeded bid history, against its auction and the clock it was seeded with. */
function expectHistoryMatchesAuction(auction: AuctionBidding, history: HistoryBid[], at: Date) {
  expect(history).toHaveLength(auction.bidCount);
  if (!history.length) return;
  const increment = auction.bidIncrement ?? ladderIncrement(auction.openingPrice);
  expect(history.map((b) => b.sequence)).toEqual(history.map((_, i) => i + 1));
  expect(history[0]!.amount).toBeGreaterThanOrEqual(auction.openingPrice);
  expect((history[0]!.amount - auction.openingPrice) % increment).toBe(0);
  expect(history.at(-1)!.amount).toBe(auction.currentPrice);
  const closed = Math.min(
    at.getTime(),
    auction.endsAt.getTime() - 5 * MINUTE,
    auction.cancelledAt?.getTime() ?? Infinity,
  );
  const seen: number[] = [];
  history.forEach((bid, i) => {
    expect(bid.placedAt.getTime()).toBeGreaterThan(auction.startsAt.getTime());
    expect(bid.placedAt.getTime()).toBeLessThan(closed);
    if (!seen.includes(bid.bidderNumber)) {
      // "Bidder N" is the Nth distinct bidder of the auction.
      expect(bid.bidderNumber).toBe(seen.length + 1);
      seen.push(bid.bidderNumber);
    }
    if (i === 0) return;
    const before = history[i - 1]!;
    const raise = bid.amount - before.amount;
    expect(raise).toBeGreaterThan(0);
    expect(raise % increment).toBe(0);
    if (bid.source === "automatic") expect(raise).toBe(increment);
    expect(bid.placedAt.getTime()).toBeGreaterThan(before.placedAt.getTime());
    expect(bid.bidderNumber).not.toBe(before.bidderNumber);
  });
  expect(seen.length).toBeLessThanOrEqual(7);
  if (history.length >= 2) expect(seen.length).toBeGreaterThanOrEqual(2);
}

const countBy = <T>(items: T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((counts, item) => {
    counts[key(item)] = (counts[key(item)] ?? 0) + 1;
    return counts;
  }, {});

describe("generateDemoProperties", () => {
  it("gives the same catalogue on every run; only the auction times follow the clock", () => {
    const later = generateDemoProperties(new Date(now.getTime() + 7 * DAY), demoCities, demoAgents);
    const stable = (l: DemoListing) => ({
      ...l.property,
      createdAt: null,
      updatedAt: null,
      openingPrice: l.auction.openingPrice,
    });
    expect(later.map(stable)).toEqual(listings.map(stable));
    expect(generateDemoProperties(now, demoCities, demoAgents)).toEqual(listings);
  });

  it("covers every category, many cities, and every status in the intended mix", () => {
    expect(listings.length).toBeGreaterThanOrEqual(72);
    expect(new Set(listings.map((l) => l.property.category))).toEqual(new Set(propertyCategory.enumValues));
    expect(new Set(listings.map((l) => l.cityId)).size).toBeGreaterThanOrEqual(8);
    const statuses = countBy(listings, (l) => l.auction.status);
    expect(statuses.current! / listings.length).toBeCloseTo(0.35, 1);
    expect(statuses.upcoming! / listings.length).toBeCloseTo(0.3, 1);
    expect(statuses.finished! / listings.length).toBeCloseTo(0.25, 1);
    expect(statuses.cancelled! / listings.length).toBeCloseTo(0.1, 1);
    expect(listings.some((l) => l.auction.featured)).toBe(true);
  });

  it("keeps the site busy in the next hours", () => {
    const t = now.getTime();
    const endingSoon = listings.filter(
      (l) => l.auction.status === "current" && l.auction.endsAt.getTime() <= t + 3 * HOUR,
    );
    const startingSoon = listings.filter(
      (l) => l.auction.status === "upcoming" && l.auction.startsAt.getTime() <= t + 2 * HOUR,
    );
    expect(endingSoon.length).toBeGreaterThanOrEqual(4);
    expect(startingSoon.length).toBeGreaterThanOrEqual(2);
    const current = listings.filter((l) => l.auction.status === "current");
    expect(current.some((l) => l.auction.bidCount === 0 && l.auction.currentPrice === null)).toBe(true);
  });

  it("schedules each status consistently with the clock", () => {
    for (const { auction } of listings) expectStatusMatchesClock(auction as AuctionTimes, now);
  });

  it("prices in whole halalas on the increment ladder, deposit within 5%", () => {
    for (const { auction } of listings) {
      const increment = auction.bidIncrement ?? ladderIncrement(auction.openingPrice);
      expect(auction.bidIncrement === null || auction.bidIncrement === increment).toBe(true);
      expect(Number.isInteger(auction.openingPrice)).toBe(true);
      expect(Number.isInteger(auction.deposit)).toBe(true);
      expect(auction.deposit).toBeGreaterThan(0);
      expect(auction.deposit).toBeLessThanOrEqual(auction.openingPrice * 0.05);
      expect(auction.deposit % 100_000).toBe(0);
      expect(auction.commissionRateBp).toBe(250);
      if (auction.currentPrice !== null && auction.currentPrice !== undefined) {
        expect((auction.currentPrice - auction.openingPrice) % increment).toBe(0);
        expect(auction.currentPrice).toBeGreaterThanOrEqual(auction.openingPrice);
        expect(auction.bidCount).toBeGreaterThan(0);
      } else {
        expect(auction.bidCount).toBe(0);
      }
      if (auction.status === "finished") {
        expect(auction.endPrice).toBe(auction.currentPrice);
        expect(auction.bidCount).toBeGreaterThanOrEqual(3);
        expect(auction.bidCount).toBeLessThanOrEqual(60);
      } else {
        expect(auction.endPrice).toBeNull();
      }
    }
  });

  it("gives every auction a bid history that ends at its current price", () => {
    for (const { auction, bids: history } of listings) {
      expectHistoryMatchesAuction(auction as AuctionBidding, history as HistoryBid[], now);
    }
    const all = listings.flatMap((l) => l.bids);
    const sources = countBy(all, (b) => b.source);
    expect(all.length).toBeGreaterThan(200);
    // Mostly people on the web site and the app; some automatic and agent bids.
    expect((sources.web! + sources.app!) / all.length).toBeGreaterThan(0.6);
    expect(sources.automatic).toBeGreaterThan(0);
    expect(sources.agent).toBeGreaterThan(0);
  });

  it("describes plots that add up and sit in their district", () => {
    for (const { property, cityId, districtNameAr, photos, documents } of listings) {
      const average = ((property.northM + property.southM) / 2) * ((property.eastM + property.westM) / 2);
      expect(Math.abs(average - property.areaM2)).toBeLessThan(0.05);
      const built = !["land", "farm"].includes(property.category);
      // Rooms are bedrooms: homes and apartment blocks have them, a shop or showroom never does.
      expect(property.rooms === null).toBe(!built || property.category === "commercial");
      expect(property.buildingAgeYears === null).toBe(!built);
      expect(property.assetNumber).toMatch(/^MZ-\d{6}$/);
      expect(property.instrumentNumber).toMatch(/^\d{12}$/);
      expect(property.streetWidthM).toBeGreaterThanOrEqual(12);
      expect(property.streetWidthM).toBeLessThanOrEqual(60);
      const district = demoCities
        .find((c) => c.id === cityId)!
        .districts.find((d) => d.nameAr === districtNameAr)!;
      expect(distanceKm(district, property)).toBeLessThanOrEqual(1.5);
      expect(photos.length).toBeGreaterThanOrEqual(3);
      expect(photos.length).toBeLessThanOrEqual(5);
      for (const photo of photos) {
        expect(photo.storageKey.startsWith("generated:")).toBe(true);
        expect(parseArtKey(photo.storageKey.slice("generated:".length))?.category).toBe(property.category);
      }
      expect(documents.map((d) => d.kind)).toEqual(
        expect.arrayContaining(["title_deed", "site_plan", "valuation_report"]),
      );
    }
    expect(new Set(listings.map((l) => l.property.assetNumber)).size).toBe(listings.length);
  });
});

describe("seedDemoData", () => {
  it("does nothing the second time", async () => {
    expect(await seedDemoData(database.db, { now })).toEqual({ seeded: false, properties: 0 });
    const [marker] = await database.db.select().from(appSettings).where(eq(appSettings.key, "demo_seed"));
    expect(marker?.value).toMatchObject({ version: 1 });
    const ladder = await database.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, "bid_increment_ladder"));
    expect(ladder).toHaveLength(1);
  });

  it("stores the catalogue with photos, documents and auctions", async () => {
    const { db } = database;
    const assetNumbers = listings.map((l) => l.property.assetNumber);
    const rows = await db
      .select({
        propertyId: properties.id,
        assetNumber: properties.assetNumber,
        cityId: properties.cityId,
        category: properties.category,
        auction: auctions,
      })
      .from(properties)
      .innerJoin(auctions, eq(auctions.propertyId, properties.id))
      .where(inArray(properties.assetNumber, assetNumbers));
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((r) => r.assetNumber)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.cityId)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(propertyCategory.enumValues));
    for (const { auction } of rows) {
      for (const money of [auction.openingPrice, auction.deposit, auction.currentPrice]) {
        expect(money === null || Number.isInteger(money)).toBe(true);
      }
      expect(auction.deposit).toBeLessThanOrEqual(auction.openingPrice * 0.05);
    }
    const propertyIds = rows.map((r) => r.propertyId);
    const photos = await db
      .select({ propertyId: propertyPhotos.propertyId })
      .from(propertyPhotos)
      .where(inArray(propertyPhotos.propertyId, propertyIds));
    const documents = await db
      .select({ propertyId: propertyDocuments.propertyId })
      .from(propertyDocuments)
      .where(inArray(propertyDocuments.propertyId, propertyIds));
    expect(new Set(photos.map((p) => p.propertyId)).size).toBe(rows.length);
    expect(new Set(documents.map((d) => d.propertyId)).size).toBe(rows.length);
  });

  it("leaves auctions whose states match the clock they were seeded with", async () => {
    const { db } = database;
    const rows = await db
      .select({ auction: auctions })
      .from(auctions)
      .innerJoin(properties, eq(auctions.propertyId, properties.id))
      .where(
        inArray(
          properties.assetNumber,
          listings.map((l) => l.property.assetNumber),
        ),
      );
    const statuses = new Set(rows.map((r) => r.auction.status));
    if (!firstRun.seeded) {
      // A shared database seeded earlier: its clock has moved on, so only the shape is checked.
      expect(statuses.size).toBeGreaterThanOrEqual(2);
      return;
    }
    expect(statuses).toEqual(new Set(["upcoming", "current", "finished", "cancelled"]));
    for (const { auction } of rows) expectStatusMatchesClock(auction, now);
    const liveSoon = rows.filter(
      ({ auction }) =>
        (auction.status === "current" && auction.endsAt.getTime() <= now.getTime() + 3 * HOUR) ||
        (auction.status === "upcoming" && auction.startsAt.getTime() <= now.getTime() + 2 * HOUR),
    );
    expect(liveSoon.length).toBeGreaterThanOrEqual(6);
  });

  it("stores each auction's bid history", async () => {
    const { db } = database;
    const rows = await db
      .select({ auction: auctions })
      .from(auctions)
      .innerJoin(properties, eq(auctions.propertyId, properties.id))
      .where(
        inArray(
          properties.assetNumber,
          listings.map((l) => l.property.assetNumber),
        ),
      );
    const stored = await db
      .select()
      .from(bids)
      .where(
        inArray(
          bids.auctionId,
          rows.map((r) => r.auction.id),
        ),
      )
      .orderBy(asc(bids.auctionId), asc(bids.sequence));
    expect(stored.length).toBeGreaterThan(200);
    for (const { auction } of rows) {
      const history = stored.filter((b) => b.auctionId === auction.id);
      if (!firstRun.seeded) {
        // Seeded earlier on a shared database: the clock has moved on, the amounts have not.
        expect(history).toHaveLength(auction.bidCount);
        if (history.length) expect(history.at(-1)!.amount).toBe(auction.currentPrice);
        continue;
      }
      expectHistoryMatchesAuction(auction, history, now);
    }
  });
});

describe("the demo owner", () => {
  it("owns a live auction far from its end and an upcoming one, and is refused as their seller", async () => {
    const { db } = database;
    for (const [status, assetNumber] of Object.entries(demoOwnedAssetNumbers)) {
      const listing = listings.find((l) => l.property.assetNumber === assetNumber)!;
      expect(listing.auction.status).toBe(status === "live" ? "current" : "upcoming");
      expect(listing.auction.endsAt.getTime() - now.getTime()).toBeGreaterThan(24 * HOUR);
    }
    await seedDemoAccounts(db);
    await seedDemoOwnership(db);
    expect(await seedDemoOwnership(db)).toEqual({ owned: 0 });
    const rows = await db
      .select({ auctionId: auctions.id, ownerUserId: properties.ownerUserId })
      .from(properties)
      .innerJoin(auctions, eq(auctions.propertyId, properties.id))
      .where(inArray(properties.assetNumber, Object.values(demoOwnedAssetNumbers)));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.ownerUserId).not.toBeNull();
      expect(await isAuctionSeller(db, row.auctionId, row.ownerUserId!)).toBe(true);
    }
  });
});

describe("demo participants", () => {
  it("gives every demo bid its bidder, every bidder a registration, and every live leader a locked deposit", async () => {
    const { db } = database;
    // Only the demo's own rows: other test files share the database on PostgreSQL.
    const demoAuctions = await db
      .select({
        id: auctions.id,
        status: auctions.status,
        leader: auctions.leaderUserId,
        deposit: auctions.deposit,
        bidCount: auctions.bidCount,
      })
      .from(auctions)
      .innerJoin(properties, eq(properties.id, auctions.propertyId))
      .where(
        inArray(
          properties.assetNumber,
          listings.map((l) => l.property.assetNumber),
        ),
      );
    const ids = demoAuctions.map((a) => a.id);
    const anonymous = await db
      .select({ id: bids.id })
      .from(bids)
      .where(and(inArray(bids.auctionId, ids), isNull(bids.userId)));
    expect(anonymous).toEqual([]);
    const leads = demoAuctions.filter((a) => a.status === "current" && a.bidCount > 0);
    expect(leads.length).toBeGreaterThan(0);
    const locks = await db
      .select({
        auctionId: ledgerAccounts.auctionId,
        userId: ledgerAccounts.userId,
        balance: ledgerAccounts.balance,
      })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.kind, "user_locked"),
          gt(ledgerAccounts.balance, 0),
          inArray(ledgerAccounts.auctionId, ids),
        ),
      );
    // Every live leader holds the deposit; any other lock is a winner's (an auction the clock
    // finished after seeding, when the database is shared and older than this run).
    const held = new Map(locks.map((l) => [l.auctionId, [l.userId, l.balance]]));
    for (const a of leads) expect(held.get(a.id)).toEqual([a.leader, a.deposit]);
    for (const l of locks) {
      const auction = demoAuctions.find((a) => a.id === l.auctionId)!;
      expect(["current", "finished"]).toContain(auction.status);
      expect(l.userId).toBe(auction.leader);
    }
    const [sum] = await db
      .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` })
      .from(ledgerPostings);
    expect(Number(sum!.total)).toBe(0);
    const registered = await db
      .select({ auctionId: auctionRegistrations.auctionId, number: auctionRegistrations.bidderNumber })
      .from(auctionRegistrations)
      .where(inArray(auctionRegistrations.auctionId, ids));
    const bidders = await db
      .selectDistinct({ auctionId: bids.auctionId, number: bids.bidderNumber })
      .from(bids)
      .where(inArray(bids.auctionId, ids));
    expect(registered.length).toBe(bidders.length);
  });
});

describe("the demo's REGA disclosures and owner (issue 15)", () => {
  it("fills the disclosures of every demo property, ready to publish", async () => {
    const rows = await database.db
      .select({
        license: properties.advertisementLicenseNumber,
        disclosures: properties.disclosures,
      })
      .from(properties)
      .where(
        inArray(
          properties.assetNumber,
          listings.map((l) => l.property.assetNumber),
        ),
      );
    expect(rows.length).toBe(listings.length);
    for (const row of rows) {
      expect(row.license).toMatch(/^72\d{8}$/);
      expect(missingDisclosures(row.disclosures)).toEqual([]);
    }
    const open = listings.filter((l) => l.auction.status === "current" || l.auction.status === "upcoming");
    expect(open.every((l) => l.auction.liveVideoUrl?.startsWith("https://"))).toBe(true);
  });

  it("gives the demo owner properties for their dashboard, once", async () => {
    await seedDemoAccounts(database.db);
    await seedDemoOwnership(database.db);
    await seedDemoOwnerInsights(database.db, { now });
    expect((await seedDemoOwnerInsights(database.db, { now })).linked).toBe(0);
    const [owner] = await database.db.select().from(users).where(eq(users.email, DEMO_OWNER_EMAIL));
    const dashboard = await getOwnerDashboard({ db: database.db, userId: owner!.id, now });
    expect(dashboard.length).toBeGreaterThan(0);
    expect(dashboard.every((a) => a.role === "owner")).toBe(true);
    expect(dashboard.some((a) => a.views > 0)).toBe(true);
  });
});
