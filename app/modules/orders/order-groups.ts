/*
 * Orders (the seed's "orders"): a user's participations in auctions, i.e. their rows of
 * auction_registrations. Browser-safe: the pages, the API and the domain share these names.
 */

/** The seed's four groups, in the order of the tabs. */
export const orderGroups = ["next", "current", "finished", "cancelled"] as const;
export type OrderGroup = (typeof orderGroups)[number];

export function isOrderGroup(value: unknown): value is OrderGroup {
  return typeof value === "string" && (orderGroups as readonly string[]).includes(value);
}

/**
 * What a list shows: one group (the orders pages and the API), or the profile's views of the same
 * orders — "My Auctions" (next and current), "Auction History" (finished and cancelled) and
 * "My Purchases" (the auctions the user won).
 */
export type OrderSelection = OrderGroup | "participating" | "history" | "purchases";

export const ORDERS_PAGE_SIZE = 10;
/** Far beyond any real list; keeps page numbers (and offsets) sane. */
export const ORDERS_MAX_PAGE = 10_000;

export type OrderOutcome = "won" | "lost" | null;

/** How a user may rebook: register again for the same auction, or for the property's new one. */
export type RebookTarget = { auctionId: number; sameAuction: boolean };

export type OrderActions = {
  /** The auction is upcoming or live and the order is active: go to its page. */
  enter: boolean;
  /** Before the start only ("cancel request"). */
  cancel: boolean;
  rebook: RebookTarget | null;
  /** Every order has its electronic receipt, which can also be mailed. */
  receipt: true;
};

export type OrderAuction = {
  id: number;
  status: "upcoming" | "current" | "finished" | "cancelled";
  assetNumber: string;
  titleAr: string;
  titleEn: string;
  cityAr: string;
  cityEn: string;
  photoKey: string | null;
  photoAltAr: string | null;
  photoAltEn: string | null;
  startsAt: Date;
  endsAt: Date;
  deposit: number;
  openingPrice: number;
  /** The highest bid so far (null before the first bid). */
  currentPrice: number | null;
  /** The hammer price of a sold auction. */
  endPrice: number | null;
  /** How a finished auction ended. */
  outcome: "sold" | "reserve_not_met" | "no_bids" | null;
  /** The special rules' current version (to accept when rebooking). */
  rulesVersion: number;
  cancelledAt: Date | null;
  cancelReasonAr: string | null;
  cancelReasonEn: string | null;
};

export type Order = {
  id: string;
  group: OrderGroup;
  status: "active" | "withdrawn";
  createdAt: Date;
  withdrawnAt: Date | null;
  rulesVersion: number;
  rulesAcceptedAt: Date;
  /** "Bidder N" on the auction, from the user's first bid on. */
  bidderNumber: number | null;
  /** The user's highest bid on the auction, halalas. */
  highestBid: number | null;
  outcome: OrderOutcome;
  /** True while the auction is live and the user's bid leads. */
  leading: boolean;
  receiptCode: string;
  auction: OrderAuction;
  actions: OrderActions;
};

export type OrderCounts = Record<OrderGroup, number> & { won: number };

/** The group /orders opens on: the first tab that has orders, the first tab when none has. */
export function firstGroupWithOrders(counts: Record<OrderGroup, number>): OrderGroup {
  return orderGroups.find((group) => counts[group] > 0) ?? orderGroups[0];
}

export type OrderPage = {
  items: Order[];
  counts: OrderCounts;
  /** How many orders the selection holds. */
  total: number;
  page: number;
  pageSize: number;
  pages: number;
};

/** How many orders a selection holds, from the per-group counts. */
export function selectionTotal(selection: OrderSelection, counts: OrderCounts): number {
  switch (selection) {
    case "participating":
      return counts.next + counts.current;
    case "history":
      return counts.finished + counts.cancelled;
    case "purchases":
      return counts.won;
    default:
      return counts[selection];
  }
}

/** What the order's state line says (messages `orders.status.*`). */
export type OrderStatusName =
  | "registered"
  | "live"
  | "leading"
  | "outbid"
  | "won"
  | "lost"
  | "notSold"
  | "withdrawn"
  | "cancelledByCommittee";

export function orderStatus(
  order: Pick<Order, "status" | "outcome" | "leading" | "highestBid" | "auction">,
): OrderStatusName {
  if (order.status === "withdrawn") return "withdrawn";
  switch (order.auction.status) {
    case "cancelled":
      return "cancelledByCommittee";
    case "upcoming":
      return "registered";
    case "current":
      return order.leading ? "leading" : order.highestBid !== null ? "outbid" : "live";
    case "finished":
      return order.outcome === "won" ? "won" : order.outcome === "lost" ? "lost" : "notSold";
  }
}
