import { and, asc, desc, eq, inArray, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import { auctionRegistrations, auctions, cities, properties, propertyPhotos } from "~/db/schema";
import {
  ORDERS_PAGE_SIZE,
  orderGroups,
  selectionTotal,
  type Order,
  type OrderCounts,
  type OrderGroup,
  type OrderPage,
  type OrderAuction,
  type OrderSelection,
} from "./order-groups";
import { isUuid } from "~/lib/uuid";

const r = auctionRegistrations;
const a = auctions;

/*
 * Which group an order is in. The auction's state decides, except that a request the user
 * cancelled stays "cancelled" whatever happens to the auction afterwards; an auction cancelled by
 * the committee puts every order of it there too.
 */
const isCancelled = or(eq(r.status, "withdrawn"), eq(a.status, "cancelled"))!;
const activeIn = (status: "upcoming" | "current" | "finished") =>
  and(eq(r.status, "active"), eq(a.status, status))!;

const groupCondition: Record<OrderGroup, SQL> = {
  next: activeIn("upcoming"),
  current: activeIn("current"),
  finished: activeIn("finished"),
  cancelled: isCancelled,
};

const isWon = and(activeIn("finished"), eq(r.outcome, "won"))!;

function selectionCondition(selection: OrderSelection): SQL {
  switch (selection) {
    case "participating":
      return or(groupCondition.next, groupCondition.current)!;
    case "history":
      return or(groupCondition.finished, groupCondition.cancelled)!;
    case "purchases":
      return isWon;
    default:
      return groupCondition[selection];
  }
}

/** When a cancelled order stopped: the user's cancellation, else the committee's. */
const cancelledOn = sql`coalesce(${r.withdrawnAt}, ${a.cancelledAt}, ${a.endsAt})`;

/**
 * Each list's order: what comes next first for upcoming and live auctions (the live ones first
 * in "My Auctions"), the most recent first for everything that is over.
 */
function selectionOrder(selection: OrderSelection): SQL[] {
  switch (selection) {
    case "next":
      return [asc(a.startsAt)];
    case "current":
      return [asc(a.endsAt)];
    case "participating":
      return [
        sql`case when ${a.status} = 'current' then 0 else 1 end`,
        sql`case when ${a.status} = 'current' then ${a.endsAt} else ${a.startsAt} end asc`,
      ];
    case "finished":
    case "purchases":
      return [desc(a.endsAt)];
    case "cancelled":
      return [desc(cancelledOn)];
    case "history":
      return [sql`case when ${isCancelled} then ${cancelledOn} else ${a.endsAt} end desc`];
  }
}

/** A column of the property's first photo. */
const photoColumn = (column: AnyColumn) =>
  sql<string | null>`(select ${column} from ${propertyPhotos}
    where ${propertyPhotos.propertyId} = ${properties.id} order by ${propertyPhotos.position} limit 1)`;

const newer = alias(auctions, "newer_auction");
const mine = alias(auctionRegistrations, "other_registration");

/**
 * The property's next open auction after this one (for "rebook" once this one is over): upcoming
 * or live, starting later, and not one the user is already registered for.
 */
const newerOpenAuction = (userId: string) => sql<number | null>`(
  select ${newer.id} from ${auctions} ${sql.identifier("newer_auction")}
  where ${newer.propertyId} = ${a.propertyId} and ${newer.id} <> ${a.id}
    and ${newer.status} in ('upcoming', 'current') and ${newer.startsAt} > ${a.startsAt}
    and ${newer.endsAt} > now()
    and not exists (
      select 1 from ${auctionRegistrations} ${sql.identifier("other_registration")} where ${mine.userId} = ${userId} and ${mine.auctionId} = ${newer.id}
        and ${mine.status} = 'active')
  order by ${newer.startsAt} limit 1)`;

/** Whether the user holds another, active registration for the same auction (after a rebook). */
const registeredAgain = (userId: string) => sql<boolean>`exists (
  select 1 from ${auctionRegistrations} ${sql.identifier("other_registration")} where ${mine.userId} = ${userId} and ${mine.auctionId} = ${a.id}
    and ${mine.status} = 'active' and ${mine.id} <> ${r.id})`;

function orderColumns(userId: string) {
  return {
    registration: r,
    auction: {
      id: a.id,
      status: a.status,
      startsAt: a.startsAt,
      endsAt: a.endsAt,
      deposit: a.deposit,
      openingPrice: a.openingPrice,
      currentPrice: a.currentPrice,
      endPrice: a.endPrice,
      outcome: a.outcome,
      rulesVersion: a.specialRulesVersion,
      leaderUserId: a.leaderUserId,
      cancelledAt: a.cancelledAt,
      cancelReasonAr: a.cancelReasonAr,
      cancelReasonEn: a.cancelReasonEn,
    },
    assetNumber: properties.assetNumber,
    titleAr: properties.titleAr,
    titleEn: properties.titleEn,
    cityAr: cities.nameAr,
    cityEn: cities.nameEn,
    photoKey: photoColumn(propertyPhotos.storageKey),
    photoAltAr: photoColumn(propertyPhotos.altAr),
    photoAltEn: photoColumn(propertyPhotos.altEn),
    newerAuctionId: newerOpenAuction(userId).mapWith((v) => (v === null ? null : Number(v))),
    registeredAgain: registeredAgain(userId).mapWith((v) => v === true || v === "t" || v === "true"),
  };
}

function selectOrders(db: Db, userId: string) {
  return db
    .select(orderColumns(userId))
    .from(r)
    .innerJoin(a, eq(a.id, r.auctionId))
    .innerJoin(properties, eq(properties.id, a.propertyId))
    .innerJoin(cities, eq(cities.id, properties.cityId));
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>["execute"]>>[number];

function groupOf(row: OrderRow): OrderGroup {
  if (row.registration.status === "withdrawn" || row.auction.status === "cancelled") return "cancelled";
  if (row.auction.status === "upcoming") return "next";
  if (row.auction.status === "current") return "current";
  return "finished";
}

/** A row as the order the pages and the API show, with what the user may do with it now. */
function toOrder(row: OrderRow, userId: string, now: Date): Order {
  const reg = row.registration;
  const auction = row.auction;
  const group = groupOf(row);
  const active = reg.status === "active";
  const open = (auction.status === "upcoming" || auction.status === "current") && auction.endsAt > now;
  const rebook =
    !active && open && !row.registeredAgain
      ? { auctionId: auction.id, sameAuction: true }
      : !open && row.newerAuctionId !== null
        ? { auctionId: row.newerAuctionId, sameAuction: false }
        : null;
  return {
    id: reg.id,
    group,
    status: reg.status,
    createdAt: reg.createdAt,
    withdrawnAt: reg.withdrawnAt,
    rulesVersion: reg.rulesVersion,
    rulesAcceptedAt: reg.rulesAcceptedAt,
    bidderNumber: reg.bidderNumber,
    highestBid: reg.highestBid,
    outcome: active ? reg.outcome : null,
    leading: active && auction.status === "current" && auction.leaderUserId === userId,
    receiptCode: reg.receiptCode,
    auction: {
      id: auction.id,
      status: auction.status as Order["auction"]["status"],
      assetNumber: row.assetNumber,
      titleAr: row.titleAr,
      titleEn: row.titleEn,
      cityAr: row.cityAr,
      cityEn: row.cityEn,
      photoKey: row.photoKey,
      photoAltAr: row.photoAltAr,
      photoAltEn: row.photoAltEn,
      startsAt: auction.startsAt,
      endsAt: auction.endsAt,
      deposit: auction.deposit,
      openingPrice: auction.openingPrice,
      currentPrice: auction.currentPrice,
      endPrice: auction.endPrice,
      outcome: auction.outcome,
      rulesVersion: auction.rulesVersion,
      cancelledAt: auction.cancelledAt,
      cancelReasonAr: auction.cancelReasonAr,
      cancelReasonEn: auction.cancelReasonEn,
    },
    actions: {
      enter: active && open,
      cancel: active && auction.status === "upcoming" && now < auction.startsAt,
      rebook,
      receipt: true,
    },
  };
}

/** How many orders the user has in each group (the tabs' counts), and how many auctions they won. */
export async function countOrders({ db, userId }: { db: Db; userId: string }): Promise<OrderCounts> {
  const count = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      next: count(groupCondition.next),
      current: count(groupCondition.current),
      finished: count(groupCondition.finished),
      cancelled: count(groupCondition.cancelled),
      won: count(isWon),
    })
    .from(r)
    .innerJoin(a, eq(a.id, r.auctionId))
    .where(and(eq(r.userId, userId), inArray(a.status, ["upcoming", "current", "finished", "cancelled"])));
  return {
    ...(Object.fromEntries(orderGroups.map((group) => [group, row?.[group] ?? 0])) as Record<
      OrderGroup,
      number
    >),
    won: row?.won ?? 0,
  };
}

/**
 * One page of the user's orders in a group (or one of the profile's views), with every group's
 * count for the tabs. Only ever the user's own: every query is filtered by `userId`.
 */
export async function listOrders(options: {
  db: Db;
  userId: string;
  group: OrderSelection;
  page?: number;
  pageSize?: number;
  now?: Date;
}): Promise<OrderPage> {
  const { db, userId, group } = options;
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const pageSize = options.pageSize ?? ORDERS_PAGE_SIZE;
  const now = options.now ?? new Date();
  const [counts, rows] = await Promise.all([
    countOrders({ db, userId }),
    selectOrders(db, userId)
      .where(and(eq(r.userId, userId), selectionCondition(group)))
      .orderBy(...selectionOrder(group), desc(r.createdAt), asc(r.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const total = selectionTotal(group, counts);
  return {
    items: rows.map((row) => toOrder(row, userId, now)),
    counts,
    total,
    page,
    pageSize,
    pages: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** Order ids are UUIDs; anything else names no order (never a database error). */
export const isOrderId = isUuid;

/** One of the user's orders, or null when there is no such order of theirs. */
export async function getOrder(options: {
  db: Db;
  userId: string;
  orderId: string;
  now?: Date;
}): Promise<Order | null> {
  const { db, userId, orderId } = options;
  if (!isOrderId(orderId)) return null;
  const [row] = await selectOrders(db, userId).where(and(eq(r.id, orderId), eq(r.userId, userId)));
  return row ? toOrder(row, userId, options.now ?? new Date()) : null;
}

/** An auction as orders show it (for "rebook" into the property's new auction). */
export async function getOrderAuction({ db, auctionId }: { db: Db; auctionId: number }) {
  const [row] = await db
    .select({
      id: a.id,
      status: a.status,
      startsAt: a.startsAt,
      endsAt: a.endsAt,
      deposit: a.deposit,
      openingPrice: a.openingPrice,
      currentPrice: a.currentPrice,
      endPrice: a.endPrice,
      outcome: a.outcome,
      rulesVersion: a.specialRulesVersion,
      cancelledAt: a.cancelledAt,
      cancelReasonAr: a.cancelReasonAr,
      cancelReasonEn: a.cancelReasonEn,
      assetNumber: properties.assetNumber,
      titleAr: properties.titleAr,
      titleEn: properties.titleEn,
      cityAr: cities.nameAr,
      cityEn: cities.nameEn,
      photoKey: photoColumn(propertyPhotos.storageKey),
      photoAltAr: photoColumn(propertyPhotos.altAr),
      photoAltEn: photoColumn(propertyPhotos.altEn),
    })
    .from(a)
    .innerJoin(properties, eq(properties.id, a.propertyId))
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(and(eq(a.id, auctionId), inArray(a.status, ["upcoming", "current", "finished", "cancelled"])));
  return row ? ({ ...row, status: row.status as OrderAuction["status"] } satisfies OrderAuction) : null;
}
