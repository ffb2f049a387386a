import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  auctionTimeline,
  describeAuctions,
  laterOpenAuctions,
  type AuctionDescription,
} from "~/modules/auctions/describe-auctions.server";
import { registrationRecords, type RegistrationRecord } from "~/modules/bidding/registration-records.server";
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

/** The user's registrations (the bidding module's), the rows every list pages. */
const r = registrationRecords;
/** The auction's status and times (the auctions module's), joined to filter and order by. */
const a = auctionTimeline;

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

type Registration = RegistrationRecord;

/** What an order is made of besides the registration: its auction and what "rebook" may offer. */
type OrderFacts = {
  auction: AuctionDescription;
  /** The property's next open auction the user is not registered for (once this one is over). */
  newerAuctionId: number | null;
  /** The user holds another, active registration for the same auction (after a rebook). */
  registeredAgain: boolean;
};

/**
 * The registrations as orders, in the same order: their auctions described in one query, the
 * property's later open auctions in another, and the user's active registrations for all of
 * those in a third. A registration whose auction is gone (none: a foreign key) is left out.
 */
async function toOrders(db: Db, userId: string, rows: Registration[], now: Date): Promise<Order[]> {
  if (rows.length === 0) return [];
  const auctionIds = rows.map((row) => row.auctionId);
  const [described, later] = await Promise.all([
    describeAuctions(db, auctionIds),
    laterOpenAuctions(db, auctionIds),
  ]);
  const candidates = [...later.values()].flatMap((list) => list.map((auction) => auction.id));
  const active = await db
    .select({ id: r.id, auctionId: r.auctionId })
    .from(r)
    .where(
      and(eq(r.userId, userId), eq(r.status, "active"), inArray(r.auctionId, [...auctionIds, ...candidates])),
    );
  return rows.flatMap((row) => {
    const auction = described.get(row.auctionId);
    if (!auction) return [];
    const newer = (later.get(row.auctionId) ?? []).find((c) => !active.some((reg) => reg.auctionId === c.id));
    const registeredAgain = active.some((reg) => reg.auctionId === row.auctionId && reg.id !== row.id);
    return [toOrder(row, { auction, newerAuctionId: newer?.id ?? null, registeredAgain }, userId, now)];
  });
}

function groupOf(reg: Registration, auction: AuctionDescription): OrderGroup {
  if (reg.status === "withdrawn" || auction.status === "cancelled") return "cancelled";
  if (auction.status === "upcoming") return "next";
  if (auction.status === "current") return "current";
  return "finished";
}

/** An auction as orders show it. */
function toOrderAuction(auction: AuctionDescription): OrderAuction {
  return {
    id: auction.id,
    status: auction.status as OrderAuction["status"],
    assetNumber: auction.assetNumber,
    titleAr: auction.titleAr,
    titleEn: auction.titleEn,
    cityAr: auction.cityAr,
    cityEn: auction.cityEn,
    photoKey: auction.photoKey,
    photoAltAr: auction.photoAltAr,
    photoAltEn: auction.photoAltEn,
    startsAt: auction.startsAt,
    endsAt: auction.endsAt,
    deposit: auction.deposit,
    openingPrice: auction.openingPrice,
    currentPrice: auction.currentPrice,
    endPrice: auction.endPrice,
    outcome: auction.outcome,
    rulesVersion: auction.specialRulesVersion,
    cancelledAt: auction.cancelledAt,
    cancelReasonAr: auction.cancelReasonAr,
    cancelReasonEn: auction.cancelReasonEn,
  };
}

/** A registration as the order the pages and the API show, with what the user may do with it now. */
function toOrder(reg: Registration, facts: OrderFacts, userId: string, now: Date): Order {
  const { auction } = facts;
  const group = groupOf(reg, auction);
  const active = reg.status === "active";
  const open = (auction.status === "upcoming" || auction.status === "current") && auction.endsAt > now;
  const rebook =
    !active && open && !facts.registeredAgain
      ? { auctionId: auction.id, sameAuction: true }
      : !open && facts.newerAuctionId !== null
        ? { auctionId: facts.newerAuctionId, sameAuction: false }
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
    auction: toOrderAuction(auction),
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
    db
      .select()
      .from(r)
      .innerJoin(a, eq(a.id, r.auctionId))
      .where(and(eq(r.userId, userId), selectionCondition(group)))
      .orderBy(...selectionOrder(group), desc(r.createdAt), asc(r.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const total = selectionTotal(group, counts);
  return {
    items: await toOrders(
      db,
      userId,
      rows.map((row) => row.registration_records),
      now,
    ),
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
  const rows = await db
    .select()
    .from(r)
    .where(and(eq(r.id, orderId), eq(r.userId, userId)));
  const [order] = await toOrders(db, userId, rows, options.now ?? new Date());
  return order ?? null;
}

/** An auction as orders show it (for "rebook" into the property's new auction). */
export async function getOrderAuction({ db, auctionId }: { db: Db; auctionId: number }) {
  const auction = (await describeAuctions(db, [auctionId])).get(auctionId);
  const listed = ["upcoming", "current", "finished", "cancelled"];
  return auction && listed.includes(auction.status) ? toOrderAuction(auction) : null;
}
