import { describe, expect, it } from "vitest";
import type { LiveBid, LiveEvent, LiveEventPayloads } from "~/modules/live/live-channels";
import { applyAuctionEvent, applyOwnResult, liveNews } from "./auction-live";
import { mergeLoaded, type AuctionLive } from "./live-state";

const SAR = 100;

const start: AuctionLive = {
  auctionId: 7,
  status: "current",
  price: 1_000_000 * SAR,
  minimumNextBid: 1_025_000 * SAR,
  bidCount: 4,
  endsAt: "2026-11-24T12:00:00.000Z",
  leaderBidderNumber: 2,
  newBids: [],
  extendedTo: null,
  outcome: null,
  winnerBidderNumber: null,
  cancelReason: null,
};

const bid = (sequence: number, amount: number, bidderNumber: number): LiveBid => ({
  sequence,
  amount: amount * SAR,
  source: "web",
  bidderNumber,
  placedAt: "2026-11-24T11:00:00.000Z",
});

let seq = 0;
function bidsEvent(payload: Partial<LiveEventPayloads["bids"]> & { bids: LiveBid[] }): LiveEvent {
  const last = payload.bids.at(-1)!;
  return {
    channel: "a:7",
    type: "bids",
    seq: ++seq,
    createdAt: "2026-11-24T11:00:00.000Z",
    payload: {
      auctionId: 7,
      price: last.amount,
      minimumNextBid: last.amount + 25_000 * SAR,
      bidCount: last.sequence,
      leaderBidderNumber: last.bidderNumber,
      endsAt: start.endsAt,
      extended: false,
      acceptedAt: 0,
      ...payload,
    },
  };
}

function statusEvent(payload: Partial<LiveEventPayloads["status"]>): LiveEvent {
  return {
    channel: "a:7",
    type: "status",
    seq: ++seq,
    createdAt: "2026-11-24T12:00:00.000Z",
    payload: { auctionId: 7, status: "current", endsAt: start.endsAt, price: start.price, ...payload },
  };
}

describe("applyAuctionEvent", () => {
  it("adds new bids newest first and moves the price, minimum, count and leader", () => {
    const next = applyAuctionEvent(start, bidsEvent({ bids: [bid(5, 1_025_000, 3), bid(6, 1_050_000, 2)] }));
    expect(next.newBids.map((b) => b.sequence)).toEqual([6, 5]);
    expect(next).toMatchObject({
      price: 1_050_000 * SAR,
      minimumNextBid: 1_075_000 * SAR,
      bidCount: 6,
      leaderBidderNumber: 2,
    });
  });

  it("applies a repeated event once", () => {
    const event = bidsEvent({ bids: [bid(5, 1_025_000, 3)] });
    const once = applyAuctionEvent(start, event);
    expect(applyAuctionEvent(once, event)).toEqual(once);
    expect(applyAuctionEvent(once, event).newBids).toHaveLength(1);
  });

  it("keeps the bids of an older event without moving the price back", () => {
    const own = applyOwnResult(
      start,
      {
        bid: bid(6, 1_100_000, 4),
        leading: true,
        price: 1_100_000 * SAR,
        minimumNextBid: 1_125_000 * SAR,
        endsAt: start.endsAt,
        bidCount: 6,
        extended: false,
      },
      4,
    );
    const late = applyAuctionEvent(own, bidsEvent({ bids: [bid(5, 1_025_000, 3)] }));
    expect(late.newBids.map((b) => b.sequence)).toEqual([6, 5]);
    expect(late.price).toBe(1_100_000 * SAR);
    expect(late.leaderBidderNumber).toBe(4);
  });

  it("shows a new end when a late bid extended the auction", () => {
    const later = "2026-11-24T12:05:00.000Z";
    const next = applyAuctionEvent(
      start,
      bidsEvent({ bids: [bid(5, 1_025_000, 3)], endsAt: later, extended: true }),
    );
    expect(next.endsAt).toBe(later);
    expect(next.extendedTo).toBe(later);
  });

  it("moves the status forward only", () => {
    const upcoming = { ...start, status: "upcoming" as const };
    expect(applyAuctionEvent(upcoming, statusEvent({ status: "current" })).status).toBe("current");
    const finished = applyAuctionEvent(
      start,
      statusEvent({ status: "finished", outcome: "sold", winnerBidderNumber: 2 }),
    );
    expect(finished).toMatchObject({ status: "finished", outcome: "sold", winnerBidderNumber: 2 });
    expect(applyAuctionEvent(finished, statusEvent({ status: "current" })).status).toBe("finished");
    const cancelled = applyAuctionEvent(
      start,
      statusEvent({ status: "cancelled", cancelReason: { ar: "سبب", en: "Reason" } }),
    );
    expect(cancelled.cancelReason).toEqual({ ar: "سبب", en: "Reason" });
  });

  it("ignores another auction's events", () => {
    expect(applyAuctionEvent(start, bidsEvent({ bids: [bid(5, 1_025_000, 3)], auctionId: 8 }))).toBe(start);
  });
});

describe("mergeLoaded", () => {
  it("takes data loaded again when it is as recent, keeping bids that arrived live", () => {
    const live = applyAuctionEvent(start, bidsEvent({ bids: [bid(5, 1_025_000, 3)] }));
    const loaded = { ...start, price: 1_025_000 * SAR, bidCount: 5, leaderBidderNumber: 3 };
    const merged = mergeLoaded(live, loaded);
    expect(merged.bidCount).toBe(5);
    expect(merged.newBids).toHaveLength(1);
  });

  it("keeps what events brought when the data is older", () => {
    const live = applyAuctionEvent(start, bidsEvent({ bids: [bid(5, 1_025_000, 3)] }));
    expect(mergeLoaded(live, start).price).toBe(1_025_000 * SAR);
  });
});

describe("liveNews", () => {
  const me = (n: number | null) => ({ before: n, after: n });

  it("tells a bidder they were outbid, or lead again, and nothing about others' bids", () => {
    const outbid = applyAuctionEvent(start, bidsEvent({ bids: [bid(5, 1_025_000, 3)] }));
    expect(liveNews(start, outbid, me(2))).toEqual({ outbid: true });
    expect(liveNews(outbid, start, me(2))).toEqual({ leading: true });
    expect(liveNews(start, outbid, me(null))).toBeNull();
    expect(liveNews(start, outbid, me(9))).toBeNull();
  });

  it("counts a first bid whose event came before its answer", () => {
    const mine = applyAuctionEvent(start, bidsEvent({ bids: [bid(5, 1_025_000, 6)] }));
    expect(liveNews(mine, mine, { before: null, after: 6 })).toEqual({ leading: true });
  });

  it("names the start, the extension, the outcome and a cancellation", () => {
    expect(liveNews({ ...start, status: "upcoming" }, start, me(null))).toEqual({ started: true });
    const extended = { ...start, extendedTo: "2026-11-24T12:05:00.000Z" };
    expect(liveNews(start, extended, me(null))).toEqual({ extendedTo: extended.extendedTo });
    const finished = {
      ...start,
      status: "finished" as const,
      outcome: "sold" as const,
      winnerBidderNumber: 2,
    };
    expect(liveNews(start, finished, me(2))).toEqual({ ended: "won" });
    expect(liveNews(start, finished, me(3))).toEqual({ ended: "lost" });
    expect(liveNews(start, { ...finished, outcome: "reserve_not_met" }, me(2))).toEqual({ ended: "noSale" });
    const reason = { ar: "سبب", en: "Reason" };
    expect(liveNews(start, { ...start, status: "cancelled", cancelReason: reason }, me(null))).toEqual({
      cancelled: reason,
    });
  });
});
