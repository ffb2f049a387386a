import type { BidSource } from "./bid-sources";
import { incrementOver, minimumNextBid, type IncrementRule } from "./increments";

/*
 * The rules of bidding (docs/product-rules.md §2.2, ADR 012) as a pure state machine over one auction. The
 * transaction in process-bid-batch.server.ts loads the auction, the wallets and the automatic bids of
 * everyone who may move, runs a batch of commands through this engine, and writes what changed.
 * Times are milliseconds on the database's clock; money is integer halalas.
 */

export type { BidSource };
export type AuctionStatus = "draft" | "upcoming" | "current" | "finished" | "cancelled";

export type AuctionBook = {
  id: number;
  status: AuctionStatus;
  startsAt: number;
  endsAt: number;
  /** The end as announced; extensions stop at scheduledEndsAt + extensionCapMs. */
  scheduledEndsAt: number;
  openingPrice: number;
  /** The highest bid, null before the first. */
  price: number | null;
  deposit: number;
  increment: IncrementRule;
  leaderUserId: string | null;
  /** The leader's claim for ties, microseconds (see auctions.leader_priority_us). */
  leaderPriority: number | null;
  bidCount: number;
  bidderCount: number;
  extensionWindowMs: number;
  extensionMs: number;
  extensionCapMs: number;
  rulesVersion: number;
};

export type Registration = {
  rulesVersion: number;
  bidderNumber: number | null;
  highestBid: number | null;
};

/** A user who may move in this batch: a bidder, the leader, the owner of an automatic bid. */
export type Participant = {
  userId: string;
  /** The wallet's available balance. */
  available: number;
  /** What is locked on this auction (the deposit while leading), 0 otherwise. */
  lockedHere: number;
  /** The active registration (order) on this auction, null when not registered. */
  registration: Registration | null;
  /**
   * A committee member or an admin: never a bidder, whatever else they are (conflict of
   * interest). Absent means false.
   */
  staff?: boolean;
  /** A suspended account: sends nothing (its standing bids stay). Absent means false. */
  suspended?: boolean;
  /**
   * The property's owner or its selling agent (or their account): never a bidder on their own
   * sale (shill bidding, product rules §2.10). Absent means false.
   */
  seller?: boolean;
};

/** A hidden maximum; `priority` (microseconds) orders equal maxima: the earlier wins. */
export type AutoBid = { userId: string; maxAmount: number; priority: number };

export type PlacedBid = {
  sequence: number;
  userId: string;
  amount: number;
  source: BidSource;
  bidderNumber: number;
};

export type BidRejection =
  | { code: "AUCTION_NOT_STARTED"; startsAt: number }
  | { code: "AUCTION_ENDED" }
  | { code: "AUCTION_CANCELLED" }
  | { code: "RULES_NOT_ACCEPTED"; rulesVersion: number }
  | { code: "BID_NOT_WHOLE_RIYALS" }
  | { code: "ALREADY_HIGHEST_BIDDER" }
  | { code: "BID_BELOW_MINIMUM"; minimum: number }
  | { code: "BID_CONFIRMATION_REQUIRED"; minimum: number }
  | { code: "DEPOSIT_NOT_COVERED"; deposit: number; available: number }
  | { code: "AUTO_BID_BELOW_OWN_BID"; price: number }
  | { code: "AUTO_BID_NOT_FOUND" }
  | { code: "STAFF_CANNOT_BID" }
  | { code: "ACCOUNT_SUSPENDED" }
  | { code: "SELLER_CANNOT_BID" };

export type BidderView = {
  /** True when the user leads after the command (an automatic rival may have answered at once). */
  leading: boolean;
  price: number | null;
  minimumNextBid: number;
  endsAt: number;
  bidCount: number;
};

export type CommandResult =
  ({ ok: true; bid: PlacedBid | null } & BidderView) | { ok: false; rejection: BidRejection };

export type PlaceBidCommand = {
  userId: string;
  amount: number;
  source: BidSource;
  /** The user confirmed a bid more than 20% above the minimum. */
  confirmHighBid: boolean;
  /**
   * The user accepts the terms and the auction's special rules of this version ("current": the
   * version the auction has now); needed before the first bid.
   */
  acceptRulesVersion: number | "current" | null;
};

export type SetAutoBidCommand = {
  userId: string;
  maxAmount: number;
  acceptRulesVersion: number | "current" | null;
};

/** How far above the minimum a bid may go before the bidder must confirm it (fat-finger guard). */
export const HIGH_BID_CONFIRM_PERCENT = 20;

type Competitor = { userId: string; cap: number; priority: number; leader: boolean };

export class BidEngine {
  /** Every bid accepted in this batch, in order. */
  readonly placed: PlacedBid[] = [];
  /** Users who led at some moment of the batch (the first leader included). */
  readonly everLed = new Set<string>();
  /** Registrations created or re-accepted in this batch. */
  readonly registrationsTouched = new Set<string>();
  /** Automatic bids set, changed or cancelled by a command. */
  readonly autoBidsChanged = new Set<string>();
  /** Automatic bids that can never bid again: outbid beyond their maximum. */
  readonly autoBidsExhausted = new Set<string>();
  /** The retired automatic bids, as they were. */
  readonly spentAutoBids = new Map<string, AutoBid>();
  started = false;
  extended = false;
  /** The batch's time in milliseconds, for the start, the end and extensions. */
  readonly now: number;
  private claims = 0;

  /** `nowUs`: the database's clock in microseconds when the auction's row was locked. */
  constructor(
    readonly nowUs: number,
    readonly book: AuctionBook,
    readonly participants: Map<string, Participant>,
    readonly autoBids: Map<string, AutoBid>,
  ) {
    this.now = Math.floor(nowUs / 1000);
    if (book.leaderUserId) this.everLed.add(book.leaderUserId);
    // The clock may run ahead of the job that starts auctions: a bid at the start opens it.
    if (book.status === "upcoming" && this.now >= book.startsAt) {
      book.status = "current";
      this.started = true;
    }
  }

  minimum(): number {
    return minimumNextBid(
      { openingPrice: this.book.openingPrice, currentPrice: this.book.price },
      this.book.increment,
    );
  }

  view(userId: string): BidderView {
    return {
      leading: this.book.leaderUserId === userId,
      price: this.book.price,
      minimumNextBid: this.minimum(),
      endsAt: this.book.endsAt,
      bidCount: this.book.bidCount,
    };
  }

  placeBid(command: PlaceBidCommand): CommandResult {
    const { userId, amount } = command;
    const refused =
      this.checkStaff(userId) ??
      this.checkSuspended(userId) ??
      this.checkSeller(userId) ??
      this.checkLive() ??
      this.checkRules(userId, command.acceptRulesVersion);
    if (refused) return { ok: false, rejection: refused };
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount % 100 !== 0) {
      return { ok: false, rejection: { code: "BID_NOT_WHOLE_RIYALS" } };
    }
    if (this.book.leaderUserId === userId)
      return { ok: false, rejection: { code: "ALREADY_HIGHEST_BIDDER" } };
    const minimum = this.minimum();
    if (amount < minimum) return { ok: false, rejection: { code: "BID_BELOW_MINIMUM", minimum } };
    if (amount * 100 > minimum * (100 + HIGH_BID_CONFIRM_PERCENT) && !command.confirmHighBid) {
      return { ok: false, rejection: { code: "BID_CONFIRMATION_REQUIRED", minimum } };
    }
    const uncovered = this.checkDeposit(userId);
    if (uncovered) return { ok: false, rejection: uncovered };

    this.acceptRules(userId, command.acceptRulesVersion);
    const bid = this.record(userId, amount, command.source, this.claim());
    this.resolveAutomaticBids();
    return { ok: true, bid, ...this.view(userId) };
  }

  setAutoBid(command: SetAutoBidCommand): CommandResult {
    const { userId, maxAmount } = command;
    const refused =
      this.checkStaff(userId) ??
      this.checkSuspended(userId) ??
      this.checkSeller(userId) ??
      this.checkLive() ??
      this.checkRules(userId, command.acceptRulesVersion);
    if (refused) return { ok: false, rejection: refused };
    if (!Number.isSafeInteger(maxAmount) || maxAmount <= 0 || maxAmount % 100 !== 0) {
      return { ok: false, rejection: { code: "BID_NOT_WHOLE_RIYALS" } };
    }
    if (this.book.leaderUserId === userId) {
      // A maximum may be lowered, but never below the user's own standing bid.
      if (maxAmount < this.book.price!) {
        return { ok: false, rejection: { code: "AUTO_BID_BELOW_OWN_BID", price: this.book.price! } };
      }
    } else {
      const minimum = this.minimum();
      if (maxAmount < minimum) return { ok: false, rejection: { code: "BID_BELOW_MINIMUM", minimum } };
      const uncovered = this.checkDeposit(userId);
      if (uncovered) return { ok: false, rejection: uncovered };
    }
    this.acceptRules(userId, command.acceptRulesVersion);
    this.autoBids.set(userId, { userId, maxAmount, priority: this.claim() });
    this.autoBidsChanged.add(userId);
    const before = this.placed.length;
    this.resolveAutomaticBids();
    const own = this.placed.slice(before).findLast((bid) => bid.userId === userId) ?? null;
    return { ok: true, bid: own, ...this.view(userId) };
  }

  cancelAutoBid(userId: string): CommandResult {
    if (!this.autoBids.delete(userId)) return { ok: false, rejection: { code: "AUTO_BID_NOT_FOUND" } };
    this.autoBidsChanged.add(userId);
    return { ok: true, bid: null, ...this.view(userId) };
  }

  /** A distinct, increasing time for each claim of the batch: commands are ordered as they came. */
  private claim(): number {
    return this.nowUs + this.claims++;
  }

  // --- checks -----------------------------------------------------------------------------

  /** The organizing committee and admins run the auctions: they never bid in them. */
  private checkStaff(userId: string): BidRejection | null {
    return this.participant(userId).staff ? { code: "STAFF_CANNOT_BID" } : null;
  }

  /** A suspended account neither bids nor sets an automatic bid. */
  private checkSuspended(userId: string): BidRejection | null {
    return this.participant(userId).suspended ? { code: "ACCOUNT_SUSPENDED" } : null;
  }

  /** The seller and their agent never bid on their own property. */
  private checkSeller(userId: string): BidRejection | null {
    return this.participant(userId).seller ? { code: "SELLER_CANNOT_BID" } : null;
  }

  private checkLive(): BidRejection | null {
    const { status, startsAt, endsAt } = this.book;
    if (status === "cancelled") return { code: "AUCTION_CANCELLED" };
    if (status === "upcoming" || status === "draft") return { code: "AUCTION_NOT_STARTED", startsAt };
    // The end is exclusive: a bid at or after it is late, whatever the auction's status says.
    if (status === "finished" || this.now >= endsAt) return { code: "AUCTION_ENDED" };
    return null;
  }

  private checkRules(userId: string, accepted: number | "current" | null): BidRejection | null {
    const registration = this.participant(userId).registration;
    const current = this.book.rulesVersion;
    if (registration?.rulesVersion === current || this.acceptedVersion(accepted) === current) return null;
    return { code: "RULES_NOT_ACCEPTED", rulesVersion: current };
  }

  private checkDeposit(userId: string): BidRejection | null {
    if (this.covered(userId)) return null;
    const { available } = this.participant(userId);
    return { code: "DEPOSIT_NOT_COVERED", deposit: this.book.deposit, available };
  }

  private covered(userId: string): boolean {
    const p = this.participant(userId);
    return p.lockedHere > 0 || p.available >= this.book.deposit;
  }

  private participant(userId: string): Participant {
    const p = this.participants.get(userId);
    if (!p) throw new Error(`bid engine: participant ${userId} was not loaded`);
    return p;
  }

  private acceptedVersion(accepted: number | "current" | null): number | null {
    return accepted === "current" ? this.book.rulesVersion : accepted;
  }

  private acceptRules(userId: string, accepted: number | "current" | null) {
    const version = this.acceptedVersion(accepted);
    const p = this.participant(userId);
    if (version !== this.book.rulesVersion || p.registration?.rulesVersion === version) return;
    p.registration = { bidderNumber: null, highestBid: null, ...p.registration, rulesVersion: version };
    this.registrationsTouched.add(userId);
  }

  // --- the book ---------------------------------------------------------------------------

  /** Records an accepted bid: the new leader's deposit locked, the previous leader's released. */
  private record(userId: string, amount: number, source: BidSource, priority: number): PlacedBid {
    const { book } = this;
    if (source === "automatic" && amount > (this.autoBids.get(userId)?.maxAmount ?? 0)) {
      throw new Error(`bid engine: an automatic bid of ${amount} above its maximum`);
    }
    const previous = book.leaderUserId;
    if (previous && previous !== userId) this.release(previous);
    this.lock(userId);
    const p = this.participant(userId);
    const registration = p.registration!;
    if (registration.bidderNumber === null) registration.bidderNumber = ++book.bidderCount;
    registration.highestBid = Math.max(registration.highestBid ?? 0, amount);
    this.registrationsTouched.add(userId);
    const bid: PlacedBid = {
      sequence: ++book.bidCount,
      userId,
      amount,
      source,
      bidderNumber: registration.bidderNumber,
    };
    this.placed.push(bid);
    book.price = amount;
    book.leaderUserId = userId;
    book.leaderPriority = priority;
    this.everLed.add(userId);
    this.extendEndIfLate();
    return bid;
  }

  /** Anti-sniping: a bid in the last window moves the end to `extensionMs` after it, up to the cap. */
  private extendEndIfLate() {
    const { book, now } = this;
    if (book.endsAt - now >= book.extensionWindowMs) return;
    const latest = book.scheduledEndsAt + book.extensionCapMs;
    const next = Math.min(Math.max(book.endsAt, now + book.extensionMs), latest);
    if (next > book.endsAt) {
      book.endsAt = next;
      this.extended = true;
    }
  }

  private lock(userId: string) {
    const p = this.participant(userId);
    if (p.lockedHere > 0 || this.book.deposit === 0) return;
    if (p.available < this.book.deposit) throw new Error("bid engine: locking an uncovered deposit");
    p.available -= this.book.deposit;
    p.lockedHere = this.book.deposit;
  }

  private release(userId: string) {
    const p = this.participant(userId);
    p.available += p.lockedHere;
    p.lockedHere = 0;
  }

  // --- automatic bids -----------------------------------------------------------------------

  /**
   * Lets the automatic bids answer until none can. In each round the strongest competitor (highest
   * maximum; on equal maxima the earlier) plays against the next strongest: the weaker one bids as
   * far as it can, the stronger one answers with the least that beats it. Answers respect the
   * increment rule, except the tie rule: a maximum equal to the standing bid and set before it
   * takes the lead at the same amount. Intermediate steps of a duel are not recorded: the history
   * shows the runner-up's last bid and the answer (ADR 012).
   */
  private resolveAutomaticBids() {
    for (let round = 0; round < 64; round++) {
      const challengers = this.challengers();
      if (challengers.length === 0) return this.retireSpentAutoBids();
      const leader = this.leaderCompetitor();
      const pool = [...challengers, ...(leader ? [leader] : [])].sort(
        (a, b) => b.cap - a.cap || a.priority - b.priority,
      );
      const [winner, runnerUp] = pool as [Competitor, Competitor | undefined];
      if (!runnerUp) {
        this.record(winner.userId, this.minimum(), "automatic", winner.priority);
      } else if (runnerUp.leader) {
        this.outbidLeader(winner, runnerUp);
      } else {
        this.duel(winner, runnerUp);
      }
    }
  }

  /**
   * Prices only rise, so a maximum below the next minimum (or, for the leader, not above their own
   * standing bid) will never bid again: it is retired and its owner told so by the outbid notice.
   */
  private retireSpentAutoBids() {
    const { book } = this;
    const minimum = this.minimum();
    for (const auto of this.autoBids.values()) {
      const spent =
        auto.userId === book.leaderUserId
          ? auto.maxAmount <= book.price!
          : auto.maxAmount < minimum &&
            !(auto.maxAmount === book.price && auto.priority < book.leaderPriority!);
      if (spent) {
        this.autoBids.delete(auto.userId);
        this.autoBidsExhausted.add(auto.userId);
        this.spentAutoBids.set(auto.userId, auto);
      }
    }
  }

  /** Automatic bids of users who do not lead and can bid now. */
  private challengers(): Competitor[] {
    const { book } = this;
    const minimum = this.minimum();
    const out: Competitor[] = [];
    for (const auto of this.autoBids.values()) {
      if (auto.userId === book.leaderUserId || !this.covered(auto.userId)) continue;
      const tie =
        book.price !== null &&
        auto.maxAmount === book.price &&
        auto.priority < (book.leaderPriority ?? Number.POSITIVE_INFINITY);
      if (auto.maxAmount >= minimum || tie) {
        out.push({ userId: auto.userId, cap: auto.maxAmount, priority: auto.priority, leader: false });
      }
    }
    return out;
  }

  /** The leader as a competitor: their automatic maximum if above the price, else the standing bid. */
  private leaderCompetitor(): Competitor | null {
    const { book } = this;
    if (!book.leaderUserId || book.price === null) return null;
    const auto = this.autoBids.get(book.leaderUserId);
    if (auto && auto.maxAmount > book.price) {
      return { userId: book.leaderUserId, cap: auto.maxAmount, priority: auto.priority, leader: true };
    }
    return { userId: book.leaderUserId, cap: book.price, priority: book.leaderPriority ?? 0, leader: true };
  }

  /**
   * A challenger stronger than the leader takes the lead with the least that beats the leader's
   * reach (their maximum, or their standing bid). The leader's own automatic raise is not recorded.
   */
  private outbidLeader(winner: Competitor, leader: Competitor) {
    const price = this.book.price!;
    const inc = (v: number) => incrementOver(v, this.book.increment);
    let amount: number;
    if (winner.cap >= leader.cap + inc(leader.cap)) {
      amount = Math.max(this.minimum(), leader.cap + inc(leader.cap));
    } else if (winner.cap === leader.cap && winner.priority < leader.priority) {
      amount = Math.max(leader.cap, leader.cap === price ? price : this.minimum());
    } else {
      // The winner's maximum is within one increment of the leader's reach: the leader's automatic
      // bid could only have gone as far as the winner can still answer.
      const q = this.largestAnswerable(winner.cap, price, leader.cap);
      amount = q === null ? this.minimum() : q + inc(q);
    }
    this.record(winner.userId, amount, "automatic", winner.priority);
  }

  /** Two users who do not both lead: the weaker bids as far as it usefully can, the stronger answers. */
  private duel(winner: Competitor, runnerUp: Competitor) {
    const inc = (v: number) => incrementOver(v, this.book.increment);
    const minimum = this.minimum();
    const tieAtPrice = this.book.price !== null && runnerUp.cap === this.book.price;
    let runnerBid: number;
    let answer: number | null;
    if (winner.cap >= runnerUp.cap + inc(runnerUp.cap)) {
      runnerBid = runnerUp.cap;
      answer = runnerBid + inc(runnerBid);
    } else if (winner.cap === runnerUp.cap && winner.priority < runnerUp.priority) {
      runnerBid = runnerUp.cap;
      answer = runnerBid;
    } else {
      const q = tieAtPrice ? null : this.largestAnswerable(winner.cap, minimum, runnerUp.cap);
      if (q === null) {
        // Nothing the runner-up could bid leaves the winner an answer: the winner bids first.
        if (winner.userId === this.book.leaderUserId || winner.cap < minimum) {
          runnerBid = tieAtPrice ? runnerUp.cap : minimum;
          answer = null;
        } else {
          this.record(winner.userId, minimum, "automatic", winner.priority);
          return;
        }
      } else {
        runnerBid = q;
        answer = q + inc(q);
      }
    }
    this.record(runnerUp.userId, runnerBid, "automatic", runnerUp.priority);
    if (answer !== null) this.record(winner.userId, answer, "automatic", winner.priority);
  }

  /** The largest q in [low, high] (whole riyals) such that q + increment(q) ≤ cap; null if none. */
  private largestAnswerable(cap: number, low: number, high: number): number | null {
    const { increment } = this.book;
    if (increment.fixed !== null) {
      const q = wholeRiyals(Math.min(high, cap - increment.fixed));
      return q >= low ? q : null;
    }
    // With a ladder the increment depends on q: try each band from the top.
    for (let i = increment.ladder.length - 1; i >= 0; i--) {
      const band = increment.ladder[i]!;
      const bandTop = i + 1 < increment.ladder.length ? increment.ladder[i + 1]!.fromHalalas - 1 : high;
      const q = wholeRiyals(Math.min(high, bandTop, cap - band.incrementHalalas));
      if (q >= Math.max(low, band.fromHalalas)) return q;
    }
    return null;
  }
}

/** Rounds down to whole riyals (100 halalas). */
function wholeRiyals(halalas: number): number {
  return Math.floor(halalas / 100) * 100;
}
