import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BidEngine, type AuctionBook, type AutoBid, type Participant } from "./bid-engine";
import { DEFAULT_INCREMENT_LADDER, incrementOver, type IncrementRule } from "./increments";

const SAR = 100;
const MIN = 60_000;
const T0 = Date.parse("2026-11-23T10:00:00Z");

function book(overrides: Partial<AuctionBook> = {}): AuctionBook {
  return {
    id: 1,
    status: "current",
    startsAt: T0 - 60 * MIN,
    endsAt: T0 + 60 * MIN,
    scheduledEndsAt: T0 + 60 * MIN,
    openingPrice: 1_000_000 * SAR,
    price: null,
    deposit: 50_000 * SAR,
    increment: { fixed: 10_000 * SAR, ladder: DEFAULT_INCREMENT_LADDER },
    leaderUserId: null,
    leaderPriority: null,
    bidCount: 0,
    bidderCount: 0,
    extensionWindowMs: 5 * MIN,
    extensionMs: 5 * MIN,
    extensionCapMs: 120 * MIN,
    rulesVersion: 1,
    ...overrides,
  };
}

const rich = (userId: string, available = 10_000_000 * SAR): Participant => ({
  userId,
  available,
  lockedHere: 0,
  registration: { rulesVersion: 1, bidderNumber: null, highestBid: null },
});

function engine(
  options: { book?: Partial<AuctionBook>; people?: Participant[]; autos?: AutoBid[]; now?: number } = {},
) {
  const people = options.people ?? ["ali", "badr", "camil", "dana"].map((u) => rich(u));
  return new BidEngine(
    (options.now ?? T0) * 1000,
    book(options.book),
    new Map(people.map((p) => [p.userId, p])),
    new Map((options.autos ?? []).map((a) => [a.userId, a])),
  );
}

const bid = (
  userId: string,
  amount: number,
  extra: { confirmHighBid?: boolean; rules?: number | null } = {},
) => ({
  userId,
  amount,
  source: "web" as const,
  confirmHighBid: extra.confirmHighBid ?? false,
  acceptRulesVersion: extra.rules ?? null,
});

describe("direct bids", () => {
  it("takes the opening price first, then the highest bid plus one increment", () => {
    const e = engine();
    expect(e.minimum()).toBe(1_000_000 * SAR);
    expect(e.placeBid(bid("ali", 990_000 * SAR))).toEqual({
      ok: false,
      rejection: { code: "BID_BELOW_MINIMUM", minimum: 1_000_000 * SAR },
    });
    const first = e.placeBid(bid("ali", 1_000_000 * SAR));
    expect(first).toMatchObject({ ok: true, leading: true, minimumNextBid: 1_010_000 * SAR });
    expect(e.placeBid(bid("badr", 1_005_000 * SAR))).toMatchObject({
      ok: false,
      rejection: { code: "BID_BELOW_MINIMUM" },
    });
    expect(e.placeBid(bid("badr", 1_010_000 * SAR))).toMatchObject({ ok: true, leading: true });
    expect(e.placed.map((b) => [b.sequence, b.userId, b.bidderNumber])).toEqual([
      [1, "ali", 1],
      [2, "badr", 2],
    ]);
  });

  it("refuses bidding against yourself, bids in halalas, and asks to confirm a bid over 20% above the minimum", () => {
    const e = engine({
      book: {
        price: 1_000_000 * SAR,
        leaderUserId: "ali",
        leaderPriority: (T0 - MIN) * 1000,
        bidCount: 1,
        bidderCount: 1,
      },
    });
    e.participants.get("ali")!.lockedHere = 50_000 * SAR;
    expect(e.placeBid(bid("ali", 1_010_000 * SAR))).toMatchObject({
      rejection: { code: "ALREADY_HIGHEST_BIDDER" },
    });
    expect(e.placeBid(bid("badr", 1_010_050 * SAR + 50))).toMatchObject({
      rejection: { code: "BID_NOT_WHOLE_RIYALS" },
    });
    // Minimum 1,010,000: 20% above it is 1,212,000 — allowed as it is; a riyal more needs confirming.
    expect(e.placeBid(bid("badr", 1_212_001 * SAR))).toMatchObject({
      rejection: { code: "BID_CONFIRMATION_REQUIRED" },
    });
    expect(e.placeBid(bid("badr", 1_212_001 * SAR, { confirmHighBid: true }))).toMatchObject({ ok: true });
  });

  it("needs the special rules of the current version accepted before the first bid", () => {
    const newcomer: Participant = {
      userId: "eid",
      available: 100_000 * SAR,
      lockedHere: 0,
      registration: null,
    };
    const e = engine({ people: [newcomer], book: { rulesVersion: 3 } });
    expect(e.placeBid(bid("eid", 1_000_000 * SAR))).toMatchObject({
      rejection: { code: "RULES_NOT_ACCEPTED", rulesVersion: 3 },
    });
    expect(e.placeBid(bid("eid", 1_000_000 * SAR, { rules: 2 }))).toMatchObject({
      rejection: { code: "RULES_NOT_ACCEPTED" },
    });
    expect(e.placeBid(bid("eid", 1_000_000 * SAR, { rules: 3 }))).toMatchObject({ ok: true });
    expect(newcomer.registration).toEqual({ rulesVersion: 3, bidderNumber: 1, highestBid: 1_000_000 * SAR });
    expect(e.registrationsTouched.has("eid")).toBe(true);
  });

  it("locks the deposit on the leader only, and releases it the moment they are outbid", () => {
    const ali = rich("ali", 60_000 * SAR);
    const badr = rich("badr", 40_000 * SAR);
    const camil = rich("camil", 50_000 * SAR);
    const e = engine({ people: [ali, badr, camil] });
    e.placeBid(bid("ali", 1_000_000 * SAR));
    expect([ali.available, ali.lockedHere]).toEqual([10_000 * SAR, 50_000 * SAR]);
    expect(e.placeBid(bid("badr", 1_010_000 * SAR))).toEqual({
      ok: false,
      rejection: { code: "DEPOSIT_NOT_COVERED", deposit: 50_000 * SAR, available: 40_000 * SAR },
    });
    e.placeBid(bid("camil", 1_010_000 * SAR));
    expect([ali.available, ali.lockedHere, camil.available, camil.lockedHere]).toEqual([
      60_000 * SAR,
      0,
      0,
      50_000 * SAR,
    ]);
  });

  it("refuses bids before the start, at or after the end, and on a cancelled auction", () => {
    expect(
      engine({ book: { status: "upcoming", startsAt: T0 + MIN } }).placeBid(bid("ali", 1_000_000 * SAR)),
    ).toMatchObject({
      rejection: { code: "AUCTION_NOT_STARTED" },
    });
    // The end instant is exclusive, whatever the status still says.
    expect(engine({ book: { endsAt: T0 } }).placeBid(bid("ali", 1_000_000 * SAR))).toMatchObject({
      rejection: { code: "AUCTION_ENDED" },
    });
    expect(engine({ book: { endsAt: T0 + 1 } }).placeBid(bid("ali", 1_000_000 * SAR))).toMatchObject({
      ok: true,
    });
    expect(engine({ book: { status: "cancelled" } }).placeBid(bid("ali", 1_000_000 * SAR))).toMatchObject({
      rejection: { code: "AUCTION_CANCELLED" },
    });
  });

  it("opens an upcoming auction whose start has passed", () => {
    const e = engine({ book: { status: "upcoming", startsAt: T0 - 1000 } });
    expect(e.started).toBe(true);
    expect(e.placeBid(bid("ali", 1_000_000 * SAR))).toMatchObject({ ok: true });
  });
});

describe("anti-sniping", () => {
  it("moves the end to five minutes after a bid in the last five minutes, never beyond the cap", () => {
    const e = engine({ book: { endsAt: T0 + 3 * MIN, scheduledEndsAt: T0 + 3 * MIN } });
    e.placeBid(bid("ali", 1_000_000 * SAR));
    expect(e.book.endsAt).toBe(T0 + 5 * MIN);
    expect(e.extended).toBe(true);

    const early = engine({ book: { endsAt: T0 + 6 * MIN } });
    early.placeBid(bid("ali", 1_000_000 * SAR));
    expect([early.book.endsAt, early.extended]).toEqual([T0 + 6 * MIN, false]);

    // Already extended close to the cap: the end stops at the scheduled end + 2 hours.
    const capped = engine({ book: { scheduledEndsAt: T0 - 118 * MIN, endsAt: T0 + MIN } });
    capped.placeBid(bid("ali", 1_000_000 * SAR));
    expect(capped.book.endsAt).toBe(T0 + 2 * MIN);
    const atCap = engine({ book: { scheduledEndsAt: T0 - 119 * MIN, endsAt: T0 + MIN } });
    atCap.placeBid(bid("ali", 1_000_000 * SAR));
    expect([atCap.book.endsAt, atCap.extended]).toEqual([T0 + MIN, false]);
  });
});

describe("automatic bids", () => {
  const ahead = {
    price: 1_000_000 * SAR,
    leaderUserId: "ali",
    leaderPriority: (T0 - 10 * MIN) * 1000,
    bidCount: 1,
    bidderCount: 1,
  };
  function lead(e: BidEngine) {
    e.participants.get("ali")!.lockedHere = 50_000 * SAR;
    e.participants.get("ali")!.registration!.bidderNumber = 1;
  }

  it("bids the least needed for a new maximum, then answers rivals until the maximum", () => {
    const e = engine({ book: ahead });
    lead(e);
    const set = e.setAutoBid({ userId: "badr", maxAmount: 1_050_000 * SAR, acceptRulesVersion: null });
    expect(set).toMatchObject({
      ok: true,
      leading: true,
      price: 1_010_000 * SAR,
      bid: { amount: 1_010_000 * SAR, source: "automatic" },
    });
    // Ali bids 1,030,000; Badr's maximum answers with 1,040,000.
    expect(e.placeBid(bid("ali", 1_030_000 * SAR))).toMatchObject({
      ok: true,
      leading: false,
      price: 1_040_000 * SAR,
    });
    // Ali bids 1,050,000 = Badr's maximum: the earlier maximum wins the tie at the same amount.
    expect(e.placeBid(bid("ali", 1_050_000 * SAR))).toMatchObject({
      ok: true,
      leading: false,
      price: 1_050_000 * SAR,
    });
    expect(e.book.leaderUserId).toBe("badr");
    // Ali bids 1,060,000: above the maximum, Ali leads.
    expect(e.placeBid(bid("ali", 1_060_000 * SAR))).toMatchObject({ ok: true, leading: true });
    expect(e.placed.map((b) => [b.userId, b.amount / SAR, b.source])).toEqual([
      ["badr", 1_010_000, "automatic"],
      ["ali", 1_030_000, "web"],
      ["badr", 1_040_000, "automatic"],
      ["ali", 1_050_000, "web"],
      ["badr", 1_050_000, "automatic"],
      ["ali", 1_060_000, "web"],
    ]);
  });

  it("cannot answer a rival bid with a maximum less than one increment above it", () => {
    const e = engine({
      book: ahead,
      autos: [{ userId: "badr", maxAmount: 1_025_000 * SAR, priority: (T0 - MIN) * 1000 }],
    });
    lead(e);
    expect(e.placeBid(bid("camil", 1_020_000 * SAR))).toMatchObject({ ok: true, leading: true });
  });

  it("settles two maxima at the least that beats the weaker one; equal maxima go to the earlier", () => {
    const e = engine({ book: ahead });
    lead(e);
    e.setAutoBid({ userId: "badr", maxAmount: 1_200_000 * SAR, acceptRulesVersion: null });
    const later = e.setAutoBid({ userId: "camil", maxAmount: 1_500_000 * SAR, acceptRulesVersion: null });
    expect(later).toMatchObject({ leading: true, price: 1_210_000 * SAR });
    // Badr's maximum raised the price to 1,200,000 unseen; only Camil's answer is recorded.
    expect(e.placed.map((b) => [b.userId, b.amount / SAR])).toEqual([
      ["badr", 1_010_000],
      ["camil", 1_210_000],
    ]);

    const tie = engine({ book: ahead });
    lead(tie);
    tie.setAutoBid({ userId: "badr", maxAmount: 1_300_000 * SAR, acceptRulesVersion: null });
    (tie as { nowUs: number }).nowUs = (T0 + 1000) * 1000;
    const dana = tie.setAutoBid({ userId: "dana", maxAmount: 1_300_000 * SAR, acceptRulesVersion: null });
    expect(dana).toMatchObject({ leading: false, price: 1_300_000 * SAR });
    expect(tie.book.leaderUserId).toBe("badr");
  });

  it("lets the leader raise or lower a maximum, never below their own bid, and cancel it", () => {
    const e = engine({ book: ahead });
    lead(e);
    expect(e.setAutoBid({ userId: "ali", maxAmount: 990_000 * SAR, acceptRulesVersion: null })).toMatchObject(
      {
        rejection: { code: "AUTO_BID_BELOW_OWN_BID", price: 1_000_000 * SAR },
      },
    );
    expect(
      e.setAutoBid({ userId: "ali", maxAmount: 1_100_000 * SAR, acceptRulesVersion: null }),
    ).toMatchObject({ ok: true, bid: null, leading: true });
    expect(e.placed).toHaveLength(0);
    expect(e.placeBid(bid("badr", 1_050_000 * SAR))).toMatchObject({
      ok: true,
      leading: false,
      price: 1_060_000 * SAR,
    });
    expect(e.cancelAutoBid("ali")).toMatchObject({ ok: true });
    expect(e.cancelAutoBid("ali")).toMatchObject({ ok: false, rejection: { code: "AUTO_BID_NOT_FOUND" } });
    expect(e.placeBid(bid("badr", 1_070_000 * SAR))).toMatchObject({ ok: true, leading: true });
  });

  it("skips a maximum whose owner's wallet no longer covers the deposit", () => {
    const poor = rich("badr", 10_000 * SAR);
    const people = [rich("ali"), poor, rich("camil")];
    const e = engine({
      people,
      autos: [{ userId: "badr", maxAmount: 2_000_000 * SAR, priority: (T0 - MIN) * 1000 }],
    });
    expect(e.placeBid(bid("camil", 1_000_000 * SAR))).toMatchObject({ ok: true, leading: true });
  });
});

/*
 * Random sequences of bids, maxima and cancellations against the rules' invariants: each accepted
 * bid beats the one before by an increment (or ties it as an earlier maximum), no automatic bid
 * passes its maximum, nobody outbids themselves, no maximum that could still bid is left unanswered,
 * only the leader holds a lock, no balance goes negative and no money appears or disappears.
 */
describe("invariants under random commands", () => {
  const users = ["u1", "u2", "u3", "u4", "u5"];
  const rules: IncrementRule[] = [
    { fixed: 1_000 * SAR, ladder: DEFAULT_INCREMENT_LADDER },
    { fixed: null, ladder: DEFAULT_INCREMENT_LADDER },
  ];
  const command = fc.oneof(
    fc.record({
      kind: fc.constant("bid" as const),
      user: fc.constantFrom(...users),
      steps: fc.integer({ min: -1, max: 30 }),
      confirm: fc.boolean(),
    }),
    fc.record({
      kind: fc.constant("auto" as const),
      user: fc.constantFrom(...users),
      steps: fc.integer({ min: -2, max: 60 }),
    }),
    fc.record({ kind: fc.constant("cancel" as const), user: fc.constantFrom(...users) }),
  );

  it("hold for every sequence", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...rules),
        fc.array(fc.integer({ min: 0, max: 400_000 }), { minLength: 5, maxLength: 5 }),
        fc.array(command, { maxLength: 40 }),
        (rule, wallets, commands) => {
          const people = users.map((u, i) => rich(u, wallets[i]! * SAR));
          const totalBefore = people.reduce((s, p) => s + p.available + p.lockedHere, 0);
          const e = engine({
            people,
            book: { increment: rule, openingPrice: 900_000 * SAR, deposit: 45_000 * SAR },
          });
          let now = T0;
          for (const c of commands) {
            Object.assign(e, { now, nowUs: now * 1000 });
            now += 1;
            const step = incrementOver(e.book.price ?? e.book.openingPrice, rule);
            if (c.kind === "bid")
              e.placeBid(bid(c.user, e.minimum() + c.steps * step, { confirmHighBid: c.confirm }));
            else if (c.kind === "auto")
              e.setAutoBid({
                userId: c.user,
                maxAmount: e.minimum() + c.steps * step,
                acceptRulesVersion: null,
              });
            else e.cancelAutoBid(c.user);
          }
          let previous: { amount: number; userId: string } | null = null;
          for (const b of e.placed) {
            if (previous) {
              expect(b.userId).not.toBe(previous.userId);
              const tie = b.amount === previous.amount && b.source === "automatic";
              if (!tie)
                expect(b.amount).toBeGreaterThanOrEqual(
                  previous.amount + incrementOver(previous.amount, rule),
                );
            } else {
              expect(b.amount).toBeGreaterThanOrEqual(900_000 * SAR);
            }
            previous = b;
          }
          const leader = e.book.leaderUserId;
          for (const p of people) {
            expect(p.available).toBeGreaterThanOrEqual(0);
            expect(p.lockedHere).toBe(p.userId === leader ? 45_000 * SAR : 0);
          }
          expect(people.reduce((s, p) => s + p.available + p.lockedHere, 0)).toBe(totalBefore);
          // What stays active can still matter: the leader's maximum above the price; anyone else's
          // only while their wallet does not cover the deposit (otherwise it would have answered).
          for (const auto of e.autoBids.values()) {
            if (auto.userId === leader) expect(auto.maxAmount).toBeGreaterThan(e.book.price!);
            else expect(e.participants.get(auto.userId)!.available).toBeLessThan(45_000 * SAR);
          }
        },
      ),
      { numRuns: 600, seed: 20261123 },
    );
  });
});
