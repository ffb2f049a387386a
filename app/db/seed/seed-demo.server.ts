import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { appSettings, bids, cities, districts, sellingAgents } from "~/db/schema";
import { insertListings as insertCatalogue } from "./auction-factory.server";
import { demoAgents, type SeedAgent } from "./data/agents";
import { ensureDemoBidders, seedDemoParticipation } from "./seed-demo-participants.server";
import { demoCities, type SeedCity } from "./data/cities";
import {
  ANNOUNCE_DAYS,
  BID_INCREMENT_LADDER,
  generateDemoProperties,
  type DemoListing,
} from "./generate-properties";

// Any fixed 64-bit key: every instance starting at once queues on it, so one of them seeds.
const DEMO_SEED_LOCK_KEY = 72_011_904_102;
const DEMO_SEED_KEY = "demo_seed";
const DEMO_SEED_VERSION = 1;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Fills an empty installation with the bilingual demo catalogue, once. Safe to call on every
 * start and from several instances at once: the work is one transaction behind an advisory lock,
 * and a `demo_seed` setting marks it done.
 */
export async function seedDemoData(
  db: Db,
  options: { now?: Date } = {},
): Promise<{ seeded: boolean; properties: number }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK_KEY})`);
    if (await alreadySeeded(tx)) return { seeded: false, properties: 0 };
    await insertPlaces(tx, demoCities);
    await insertAgents(tx, demoAgents);
    const listings = generateDemoProperties(now, demoCities, demoAgents);
    const bidderIds = await ensureDemoBidders(tx, now);
    await insertListings(tx, listings, bidderIds);
    await seedDemoParticipation(tx, bidderIds, now);
    await insertSettings(tx, now);
    return { seeded: true, properties: listings.length };
  });
}

async function alreadySeeded(tx: Tx): Promise<boolean> {
  const rows = await tx
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(eq(appSettings.key, DEMO_SEED_KEY));
  return rows.length > 0;
}

async function insertPlaces(tx: Tx, seedCities: SeedCity[]): Promise<void> {
  await tx
    .insert(cities)
    .values(
      seedCities.map((city, index) => ({
        id: city.id,
        nameAr: city.nameAr,
        nameEn: city.nameEn,
        regionAr: city.regionAr,
        regionEn: city.regionEn,
        latitude: city.latitude,
        longitude: city.longitude,
        sortOrder: index + 1,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(districts)
    .values(
      seedCities.flatMap((city) =>
        city.districts.map((district) => ({
          cityId: city.id,
          nameAr: district.nameAr,
          nameEn: district.nameEn,
        })),
      ),
    )
    .onConflictDoNothing();
}

async function insertAgents(tx: Tx, agents: SeedAgent[]): Promise<void> {
  await tx
    .insert(sellingAgents)
    .values(
      agents.map(({ nameAr, nameEn, licenseNumber, phone, email }) => ({
        nameAr,
        nameEn,
        licenseNumber,
        phone,
        email,
      })),
    )
    .onConflictDoNothing();
}

/** District ids by "city|Arabic name", and agent ids by licence, whoever inserted them. */
async function referenceIds(tx: Tx, listings: DemoListing[]) {
  const cityIds = [...new Set(listings.map((l) => l.cityId))];
  const licences = [...new Set(listings.map((l) => l.agentLicenseNumber))];
  const districtRows = await tx
    .select({ id: districts.id, cityId: districts.cityId, nameAr: districts.nameAr })
    .from(districts)
    .where(inArray(districts.cityId, cityIds));
  const agentRows = await tx
    .select({ id: sellingAgents.id, licenseNumber: sellingAgents.licenseNumber })
    .from(sellingAgents)
    .where(inArray(sellingAgents.licenseNumber, licences));
  return {
    district: new Map(districtRows.map((d) => [`${d.cityId}|${d.nameAr}`, d.id])),
    agent: new Map(agentRows.map((a) => [a.licenseNumber, a.id])),
  };
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo seed: ${what} is missing`);
  return value;
}

async function insertListings(tx: Tx, listings: DemoListing[], bidderIds: readonly string[]): Promise<void> {
  const ids = await referenceIds(tx, listings);
  const inserted = await insertCatalogue(
    tx,
    listings.map((l) => ({
      property: {
        ...l.property,
        districtId: required(
          ids.district.get(`${l.cityId}|${l.districtNameAr}`),
          `district ${l.districtNameAr}`,
        ),
        sellingAgentId: required(ids.agent.get(l.agentLicenseNumber), `agent ${l.agentLicenseNumber}`),
      },
      photos: l.photos,
      documents: l.documents,
      auction: l.auction,
    })),
  );
  const history = listings.flatMap((l, i) =>
    l.bids.map((bid) => ({
      ...bid,
      auctionId: inserted[i]!.auction.id,
      userId: required(bidderIds[bid.bidderNumber - 1], `demo bidder ${bid.bidderNumber}`),
    })),
  );
  if (history.length) await tx.insert(bids).values(history);
}

async function insertSettings(tx: Tx, now: Date): Promise<void> {
  await tx
    .insert(appSettings)
    .values([
      { key: "bid_increment_ladder", value: BID_INCREMENT_LADDER, updatedAt: now },
      { key: "announce_days", value: ANNOUNCE_DAYS, updatedAt: now },
    ])
    .onConflictDoNothing();
  await tx.insert(appSettings).values({
    key: DEMO_SEED_KEY,
    value: { version: DEMO_SEED_VERSION, seededAt: now.toISOString() },
    updatedAt: now,
  });
}
