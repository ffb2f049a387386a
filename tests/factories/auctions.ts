import { randomUUID } from "node:crypto";
import type { Db } from "~/db/client.server";
import { auctions, cities, districts, properties, sellingAgents } from "~/db/schema";

type AuctionRow = typeof auctions.$inferInsert;
type PropertyRow = typeof properties.$inferInsert;

const unique = () => randomUUID().replace(/-/g, "").slice(0, 10);
const HOUR = 3_600_000;

/** A city, district and agent of its own, so tests never depend on each other's rows. */
export async function createPlace(db: Db, overrides: { cityNameEn?: string; cityNameAr?: string } = {}) {
  const id = `t-${unique()}`.toLowerCase().replace(/[^a-z-]/g, "x");
  const [city] = await db
    .insert(cities)
    .values({
      id,
      nameAr: overrides.cityNameAr ?? `مدينة ${id}`,
      nameEn: overrides.cityNameEn ?? `City ${id}`,
      regionAr: "منطقة الاختبار",
      regionEn: "Test Region",
      latitude: 24.7,
      longitude: 46.7,
    })
    .returning();
  const [district] = await db
    .insert(districts)
    .values({ cityId: city!.id, nameAr: `حي ${id}`, nameEn: `District ${id}` })
    .returning();
  const [agent] = await db
    .insert(sellingAgents)
    .values({ nameAr: "وسيط", nameEn: "Broker", licenseNumber: `12${unique()}`, phone: "+966500000000" })
    .returning();
  return { city: city!, district: district!, agent: agent! };
}

export async function createAuction(
  db: Db,
  place: Awaited<ReturnType<typeof createPlace>>,
  overrides: { auction?: Partial<AuctionRow>; property?: Partial<PropertyRow>; now?: Date } = {},
) {
  const now = overrides.now ?? new Date();
  const [property] = await db
    .insert(properties)
    .values({
      assetNumber: `T-${unique()}`,
      cityId: place.city.id,
      districtId: place.district.id,
      category: "villa",
      use: "residential",
      titleAr: "فيلا للاختبار",
      titleEn: "Test villa",
      descriptionAr: "وصف",
      descriptionEn: "Description",
      instrumentNumber: "310112345678",
      northM: 20,
      southM: 20,
      eastM: 30,
      westM: 30,
      areaM2: 600,
      latitude: 24.7,
      longitude: 46.7,
      sellingAgentId: place.agent.id,
      ...overrides.property,
    })
    .returning();
  const startsAt = new Date(now.getTime() - HOUR);
  const endsAt = new Date(now.getTime() + 2 * HOUR);
  const [auction] = await db
    .insert(auctions)
    .values({
      propertyId: property!.id,
      status: "current",
      openingPrice: 100_000_000,
      deposit: 5_000_000,
      startsAt,
      endsAt,
      scheduledEndsAt: endsAt,
      ...overrides.auction,
    })
    .returning();
  return { property: property!, auction: auction! };
}
