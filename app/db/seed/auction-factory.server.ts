import { randomBytes, randomUUID } from "node:crypto";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import {
  auctions,
  cities,
  districts,
  properties,
  propertyDocuments,
  propertyPhotos,
  sellingAgents,
  users,
} from "~/db/schema";
import { hashPassword } from "~/modules/accounts/passwords.server";

/**
 * The one way auctions come to be outside the committee's own screens: the demo catalogue, the
 * demo won auction, the development endpoint's won auction and the tests all build a property
 * with its photos, documents and selling agent, and its auction, through `insertListings` (many
 * at once) or `createListing` (one, from a few overrides on sensible defaults).
 */

type PropertyRow = typeof properties.$inferInsert;
type AuctionRow = typeof auctions.$inferInsert;
export type ListingPhoto = Omit<typeof propertyPhotos.$inferInsert, "propertyId">;
export type ListingDocument = Omit<typeof propertyDocuments.$inferInsert, "propertyId">;

/** Everything one listing inserts; ids (property, district, agent) already resolved. */
export type ListingSpec = {
  property: PropertyRow;
  photos: ListingPhoto[];
  documents: ListingDocument[];
  auction: Omit<AuctionRow, "propertyId">;
};

/** Where a listing stands: its city and district, and the agent selling it. */
export type ListingPlace = {
  cityId: string;
  districtId: number;
  agentId: number;
  latitude?: number;
  longitude?: number;
};

/** Inserts listings in one statement per table; returns the property and auction rows in order. */
export async function insertListings(db: Db | Tx, listings: ListingSpec[]) {
  if (listings.length === 0) return [];
  // Rows are matched back by asset number and property id, not by the order RETURNING gives.
  const byAsset = new Map(
    (
      await db
        .insert(properties)
        .values(listings.map((l) => l.property))
        .returning()
    ).map((row) => [row.assetNumber, row]),
  );
  const propertyOf = (l: ListingSpec) => byAsset.get(l.property.assetNumber)!;
  const photos = listings.flatMap((l) =>
    l.photos.map((photo) => ({ ...photo, propertyId: propertyOf(l).id })),
  );
  if (photos.length) await db.insert(propertyPhotos).values(photos);
  const documents = listings.flatMap((l) =>
    l.documents.map((doc) => ({ ...doc, propertyId: propertyOf(l).id })),
  );
  if (documents.length) await db.insert(propertyDocuments).values(documents);
  const byProperty = new Map(
    (
      await db
        .insert(auctions)
        .values(listings.map((l) => ({ ...l.auction, propertyId: propertyOf(l).id })))
        .returning()
    ).map((row) => [row.propertyId, row]),
  );
  return listings.map((l) => ({ property: propertyOf(l), auction: byProperty.get(propertyOf(l).id)! }));
}

const HOUR = 3_600_000;
const unique = () => randomUUID().replace(/-/g, "").slice(0, 10);

/** The four documents every listing has, drawn as PDFs like the demo catalogue's. */
export function standardDocuments(keySuffix: string | number): ListingDocument[] {
  return (
    [
      ["title_deed", "صك الملكية", "Title deed"],
      ["site_plan", "كروكي الموقع", "Site plan (kroki)"],
      ["valuation_report", "تقرير التقييم العقاري المعتمد", "Accredited valuation report"],
      ["special_rules", "الشروط الخاصة بالمزاد", "Auction special rules"],
    ] as const
  ).map(([kind, titleAr, titleEn]) => ({
    kind,
    titleAr,
    titleEn,
    storageKey: `generated-doc:${kind}-${keySuffix}`,
    mimeType: "application/pdf",
    sizeBytes: 240_000,
  }));
}

/**
 * One listing: a residential villa in `place`, live for the next two hours (started an hour
 * before `now`), opening at 1,000,000 SAR with a 50,000 SAR deposit; without photos or documents
 * unless given. `property` and `auction` override any column.
 */
export async function createListing(
  db: Db | Tx,
  place: ListingPlace,
  overrides: {
    property?: Partial<PropertyRow>;
    auction?: Partial<AuctionRow>;
    photos?: ListingPhoto[];
    documents?: ListingDocument[];
    now?: Date;
  } = {},
) {
  const now = overrides.now ?? new Date();
  const startsAt = new Date(now.getTime() - HOUR);
  const endsAt = new Date(now.getTime() + 2 * HOUR);
  const [listing] = await insertListings(db, [
    {
      property: {
        assetNumber: `T-${unique()}`,
        cityId: place.cityId,
        districtId: place.districtId,
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
        latitude: place.latitude ?? 24.7,
        longitude: place.longitude ?? 46.7,
        sellingAgentId: place.agentId,
        ...overrides.property,
      },
      photos: overrides.photos ?? [],
      documents: overrides.documents ?? [],
      auction: {
        status: "current",
        openingPrice: 100_000_000,
        deposit: 5_000_000,
        startsAt,
        endsAt,
        scheduledEndsAt: endsAt,
        ...overrides.auction,
      },
    },
  ]);
  return listing!;
}

/** A city, district and selling agent of their own (named after a fresh id), for a listing. */
export async function createPlace(db: Db | Tx, overrides: { cityNameEn?: string; cityNameAr?: string } = {}) {
  // City ids are letters and hyphens: each hex digit becomes a letter of its own (0 → g … 9 → p),
  // so the id keeps all of unique()'s randomness (mapping every digit to one letter made ids collide).
  const id = `t-${unique().replace(/[0-9]/g, (digit) => String.fromCharCode(103 + Number(digit)))}`;
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

/** The place of a created place, as a listing takes it. */
export const listingPlace = (place: Awaited<ReturnType<typeof createPlace>>): ListingPlace => ({
  cityId: place.city.id,
  districtId: place.district.id,
  agentId: place.agent.id,
  latitude: place.city.latitude,
  longitude: place.city.longitude,
});

/**
 * The first district (by the cities' order) and the first selling agent, as the demo catalogue
 * seeded them; on an installation without them, a development city, district and agent.
 */
export async function firstPlace(db: Db | Tx): Promise<ListingPlace> {
  const [district] = await db
    .select({
      id: districts.id,
      cityId: districts.cityId,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(districts)
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .orderBy(asc(cities.sortOrder), asc(districts.id))
    .limit(1);
  const [agent] = await db
    .select({ id: sellingAgents.id })
    .from(sellingAgents)
    .orderBy(asc(sellingAgents.id))
    .limit(1);
  if (district && agent) {
    return {
      cityId: district.cityId,
      districtId: district.id,
      agentId: agent.id,
      latitude: district.latitude,
      longitude: district.longitude,
    };
  }
  await db
    .insert(cities)
    .values({
      id: "dev-city",
      nameAr: "مدينة التطوير",
      nameEn: "Development City",
      regionAr: "منطقة التطوير",
      regionEn: "Development Region",
      latitude: 24.7,
      longitude: 46.7,
    })
    .onConflictDoNothing();
  const [created] = await db
    .insert(districts)
    .values({ cityId: "dev-city", nameAr: "حي التطوير", nameEn: "Development District" })
    .onConflictDoNothing()
    .returning({ id: districts.id });
  const [newAgent] = await db
    .insert(sellingAgents)
    .values({
      nameAr: "وسيط التطوير",
      nameEn: "Development Broker",
      licenseNumber: `19${Date.now()}`,
      phone: "+966500000000",
    })
    .returning({ id: sellingAgents.id });
  const districtId =
    created?.id ??
    (await db.select({ id: districts.id }).from(districts).where(eq(districts.cityId, "dev-city")))[0]!.id;
  return { cityId: "dev-city", districtId, agentId: newAgent!.id, latitude: 24.7, longitude: 46.7 };
}

/**
 * Closes bidding on an auction at once, by the database's clock (its end moves to `now()`), so
 * the lifecycle's next `finishDueAuctions` finishes it: nobody waits for an auction to end.
 */
export async function closeBiddingNow(db: Db | Tx, auctionId: number): Promise<Date> {
  const [row] = await db
    .update(auctions)
    .set({ endsAt: sql`now()`, scheduledEndsAt: sql`now()` })
    .where(eq(auctions.id, auctionId))
    .returning({ endsAt: auctions.endsAt });
  return row!.endsAt;
}

/**
 * Bidders who cannot sign in (a random password nobody knows), created once by their email and
 * found afterwards; their ids in the order given.
 */
export async function ensureBidders(
  db: Db | Tx,
  people: readonly { name: string; email: string; phone: string }[],
  options: { birthDate?: string; now?: Date } = {},
): Promise<string[]> {
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(randomBytes(24).toString("base64url"));
  await db
    .insert(users)
    .values(
      people.map((p) => ({
        ...p,
        passwordHash,
        birthDate: options.birthDate ?? "1987-06-15",
        phoneVerifiedAt: now,
        termsAcceptedAt: now,
        roles: ["bidder" as const],
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        people.map((p) => p.email),
      ),
    );
  const byEmail = new Map(rows.map((r) => [r.email, r.id]));
  return people.map((p) => byEmail.get(p.email)!);
}
