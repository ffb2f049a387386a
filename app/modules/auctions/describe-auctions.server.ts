import { and, asc, eq, gt, inArray, ne, sql, type AnyColumn } from "drizzle-orm";
import { alias, QueryBuilder } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import { auctions, cities, properties, propertyPhotos } from "~/db/schema/auctions";

/*
 * Auctions as other modules show them beside their own rows (an order, a settlement, a wallet
 * movement …): read in one query for a whole list, never one auction at a time. The auctions
 * module owns these tables; other modules read them only through the functions here.
 */

export type AuctionStatus = (typeof auctions.$inferSelect)["status"];
export type AuctionOutcome = NonNullable<(typeof auctions.$inferSelect)["outcome"]>;

/** An auction, its property's names and city, and the property's cover photo. */
export type AuctionDescription = {
  id: number;
  propertyId: number;
  status: AuctionStatus;
  startsAt: Date;
  endsAt: Date;
  finishedAt: Date | null;
  deposit: number;
  openingPrice: number;
  currentPrice: number | null;
  endPrice: number | null;
  outcome: AuctionOutcome | null;
  commissionRateBp: number;
  specialRulesVersion: number;
  /** On site too: the committee enters bids called out in the room. */
  hybrid: boolean;
  leaderUserId: string | null;
  cancelledAt: Date | null;
  cancelReasonAr: string | null;
  cancelReasonEn: string | null;
  assetNumber: string;
  titleAr: string;
  titleEn: string;
  cityAr: string;
  cityEn: string;
  /** The property's first photo (lowest position), or null when it has none. */
  photoKey: string | null;
  photoAltAr: string | null;
  photoAltEn: string | null;
};

/** A column of the property's first photo. */
const photoColumn = (column: AnyColumn) =>
  sql<string | null>`(select ${column} from ${propertyPhotos}
    where ${propertyPhotos.propertyId} = ${properties.id} order by ${propertyPhotos.position} limit 1)`;

/**
 * The auctions named by `ids` (repeats and unknown ids are fine), keyed by id: one query
 * whatever the number. An id without an auction is simply absent from the map.
 */
export async function describeAuctions(
  db: Pick<Db, "select">,
  ids: Iterable<number | null | undefined>,
): Promise<Map<number, AuctionDescription>> {
  const wanted = [...new Set([...ids].filter((id): id is number => typeof id === "number"))];
  const out = new Map<number, AuctionDescription>();
  if (wanted.length === 0) return out;
  const rows = await db
    .select({
      id: auctions.id,
      propertyId: auctions.propertyId,
      status: auctions.status,
      startsAt: auctions.startsAt,
      endsAt: auctions.endsAt,
      finishedAt: auctions.finishedAt,
      deposit: auctions.deposit,
      openingPrice: auctions.openingPrice,
      currentPrice: auctions.currentPrice,
      endPrice: auctions.endPrice,
      outcome: auctions.outcome,
      commissionRateBp: auctions.commissionRateBp,
      specialRulesVersion: auctions.specialRulesVersion,
      hybrid: auctions.hybrid,
      leaderUserId: auctions.leaderUserId,
      cancelledAt: auctions.cancelledAt,
      cancelReasonAr: auctions.cancelReasonAr,
      cancelReasonEn: auctions.cancelReasonEn,
      assetNumber: properties.assetNumber,
      titleAr: properties.titleAr,
      titleEn: properties.titleEn,
      cityAr: cities.nameAr,
      cityEn: cities.nameEn,
      photoKey: photoColumn(propertyPhotos.storageKey),
      photoAltAr: photoColumn(propertyPhotos.altAr),
      photoAltEn: photoColumn(propertyPhotos.altEn),
    })
    .from(auctions)
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(inArray(auctions.id, wanted));
  for (const row of rows) out.set(row.id, row);
  return out;
}

/**
 * The facts lists filter and sort auctions by, as a relation to join on `id`: the orders list
 * pages its rows by an auction's status and times in SQL. Only these columns are offered.
 */
export const auctionTimeline = new QueryBuilder()
  .select({
    id: auctions.id,
    status: auctions.status,
    startsAt: auctions.startsAt,
    endsAt: auctions.endsAt,
    cancelledAt: auctions.cancelledAt,
  })
  .from(auctions)
  .as("auction_timeline");

const later = alias(auctions, "later_auction");

/**
 * For each auction of `ids`, the property's later auctions still open (upcoming or live, starting
 * after it and ending after the database's now), the soonest first: where a bidder may go once
 * this one is over ("rebook").
 */
export async function laterOpenAuctions(
  db: Pick<Db, "select">,
  ids: readonly number[],
): Promise<Map<number, { id: number; startsAt: Date }[]>> {
  const out = new Map<number, { id: number; startsAt: Date }[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ of: auctions.id, id: later.id, startsAt: later.startsAt })
    .from(auctions)
    .innerJoin(
      later,
      and(
        eq(later.propertyId, auctions.propertyId),
        ne(later.id, auctions.id),
        inArray(later.status, ["upcoming", "current"]),
        gt(later.startsAt, auctions.startsAt),
        sql`${later.endsAt} > now()`,
      ),
    )
    .where(inArray(auctions.id, [...new Set(ids)]))
    .orderBy(asc(later.startsAt), asc(later.id));
  for (const row of rows) {
    const list = out.get(row.of) ?? [];
    list.push({ id: row.id, startsAt: row.startsAt });
    out.set(row.of, list);
  }
  return out;
}
