import { and, asc, desc, eq, inArray, isNotNull, lte, max, min, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { auctionRegistrations, bids, nextBidderOffers } from "~/db/schema";
import { runTransaction } from "~/db/transaction.server";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/uuid";
import { describeUsers } from "~/modules/accounts/describe-users.server";
import { usersWhoMayNotBid } from "~/modules/accounts/staff.server";
import { describeAuctions, type AuctionDescription } from "~/modules/auctions/describe-auctions.server";
import {
  createRebookDraft,
  findRebooks,
  recordNextBidderSale,
} from "~/modules/auctions/rebook-auction.server";
import { recordAudit } from "~/modules/audit/record-audit.server";
import { noEffects, recordEffects, type Effects } from "~/modules/notifications/effects.server";
import {
  auctionSettlements,
  auctionsWithDefaults,
  lockAuctionSettlements,
  type AuctionSettlement,
} from "~/modules/payments/auction-settlements.server";
import { openSettlement } from "~/modules/payments/open-settlement.server";
import { readNextBidderOfferHours } from "~/modules/settings/settings.server";
import { lockAccounts, postTransactions } from "~/modules/wallet/ledger.server";

/*
 * After a winner defaults (product rules §2.2, ADR 028): the committee offers the property to the
 * next bidder at their own highest bid, who accepts before the offer expires (their deposit locked
 * then, a settlement opened at their bid) or declines; or the committee re-auctions the property
 * ("rebook"). Every decision on one auction locks its settlements first, so decisions take turns;
 * each is audited, and a repeated one changes nothing.
 */

export type OfferStatus = (typeof nextBidderOffers.$inferSelect)["status"];

export type NextBidderOffer = {
  id: string;
  auctionId: number;
  userId: string;
  userName: string;
  amount: number;
  deposit: number;
  status: OfferStatus;
  offeredAt: Date;
  expiresAt: Date;
  decidedAt: Date | null;
  settlementId: string | null;
};

/** A bidder of the auction who could be offered it, ranked by their highest bid. */
export type NextBidderCandidate = {
  userId: string;
  name: string;
  bidderNumber: number | null;
  highestBid: number;
  lastBidAt: Date;
};

/**
 * - awaiting: the committee decides (offer to the next bidder, or rebook);
 * - offered: an offer waits for the bidder's answer;
 * - resold: a next bidder accepted (their settlement is due or paid);
 * - rebooked: a new auction of the property was created.
 */
export type DefaultCaseState = "awaiting" | "offered" | "resold" | "rebooked";

export type DefaultCase = {
  auction: AuctionDescription;
  state: DefaultCaseState;
  defaults: {
    settlementId: string;
    userId: string;
    name: string;
    hammerPrice: number;
    depositForfeited: number;
    defaultedAt: Date | null;
  }[];
  offers: NextBidderOffer[];
  /** Bidders who may be offered the property now, the next one first (empty unless `awaiting`). */
  candidates: NextBidderCandidate[];
  rebook: { auctionId: number; status: string } | null;
};

const HOUR = 3_600_000;

function caseState(
  settlements: readonly AuctionSettlement[],
  offers: readonly { status: OfferStatus }[],
  rebooked: boolean,
): DefaultCaseState {
  if (rebooked) return "rebooked";
  if (settlements.some((s) => s.status !== "defaulted")) return "resold";
  if (offers.some((o) => o.status === "open")) return "offered";
  return "awaiting";
}

/** Every distinct bidder's highest bid on the auction, highest first (the earlier one first on equal bids). */
async function bidderStandings(db: Pick<Db, "select">, auctionId: number) {
  return db
    .select({
      userId: sql<string>`${bids.userId}`,
      highestBid: max(bids.amount).mapWith(Number),
      lastBidAt: max(bids.placedAt).mapWith((v: string | Date) => new Date(v)),
      firstSequence: min(bids.sequence),
      bidderNumber: min(bids.bidderNumber),
    })
    .from(bids)
    .where(and(eq(bids.auctionId, auctionId), isNotNull(bids.userId)))
    .groupBy(bids.userId)
    .orderBy(desc(max(bids.amount)), asc(max(bids.sequence)));
}

/**
 * The bidders who may be offered the property now, the next one first: each distinct bidder's
 * highest bid, without the winners who defaulted, those already offered it, committee members,
 * admins and suspended accounts.
 */
async function rankCandidates(
  db: Pick<Db, "select">,
  auctionId: number,
  excluded: ReadonlySet<string>,
): Promise<NextBidderCandidate[]> {
  const standings = (await bidderStandings(db, auctionId)).filter((s) => !excluded.has(s.userId));
  const barred = await usersWhoMayNotBid(
    db,
    standings.map((s) => s.userId),
  );
  const eligible = standings.filter((s) => !barred.has(s.userId));
  const names = await describeUsers(
    db,
    eligible.map((s) => s.userId),
  );
  return eligible.map((s) => ({
    userId: s.userId,
    name: names.get(s.userId)?.name ?? "",
    bidderNumber: s.bidderNumber,
    highestBid: s.highestBid,
    lastBidAt: s.lastBidAt,
  }));
}

async function offersOf(db: Pick<Db, "select">, auctionIds: readonly number[]) {
  if (auctionIds.length === 0) return [];
  return db
    .select()
    .from(nextBidderOffers)
    .where(inArray(nextBidderOffers.auctionId, [...auctionIds]))
    .orderBy(asc(nextBidderOffers.offeredAt), asc(nextBidderOffers.id));
}

type OfferRow = typeof nextBidderOffers.$inferSelect;

function toOffer(row: OfferRow, names: ReadonlyMap<string, { name: string }>): NextBidderOffer {
  return {
    id: row.id,
    auctionId: row.auctionId,
    userId: row.userId,
    userName: names.get(row.userId)?.name ?? "",
    amount: row.amount,
    deposit: row.deposit,
    status: row.status,
    offeredAt: row.offeredAt,
    expiresAt: row.expiresAt,
    decidedAt: row.decidedAt,
    settlementId: row.settlementId,
  };
}

/** Who may not be offered the auction again: every winner who defaulted on it and everyone offered it. */
const excludedFrom = (settlements: readonly AuctionSettlement[], offers: readonly { userId: string }[]) =>
  new Set([...settlements.map((s) => s.userId), ...offers.map((o) => o.userId)]);

/** A defaulted auction as the committee decides on it, or null when no winner defaulted on it. */
export async function getDefaultCase({
  db,
  auctionId,
}: {
  db: Db;
  auctionId: number;
}): Promise<DefaultCase | null> {
  const settlements = await auctionSettlements(db, [auctionId]);
  const defaulted = settlements.filter((s) => s.status === "defaulted");
  if (defaulted.length === 0) return null;
  const [auctions, offers, rebooks] = await Promise.all([
    describeAuctions(db, [auctionId]),
    offersOf(db, [auctionId]),
    findRebooks(db, [auctionId]),
  ]);
  const auction = auctions.get(auctionId);
  if (!auction) return null;
  const rebook = rebooks.get(auctionId) ?? null;
  const state = caseState(settlements, offers, rebook !== null);
  const names = await describeUsers(db, [...defaulted.map((s) => s.userId), ...offers.map((o) => o.userId)]);
  return {
    auction,
    state,
    defaults: defaulted.map((s) => ({
      settlementId: s.id,
      userId: s.userId,
      name: names.get(s.userId)?.name ?? "",
      hammerPrice: s.hammerPrice,
      depositForfeited: s.depositApplied,
      defaultedAt: s.defaultedAt,
    })),
    offers: offers.map((o) => toOffer(o, names)),
    candidates:
      state === "awaiting" ? await rankCandidates(db, auctionId, excludedFrom(settlements, offers)) : [],
    rebook,
  };
}

export type DefaultListItem = {
  auction: AuctionDescription;
  state: DefaultCaseState;
  defaulter: { userId: string; name: string };
  depositForfeited: number;
  defaultedAt: Date | null;
  openOffer: { userName: string; amount: number; expiresAt: Date } | null;
};

/** Auctions a winner defaulted on, the latest default first, with where each stands. */
export async function listDefaultedAuctions({ db }: { db: Db }): Promise<DefaultListItem[]> {
  const ids = await auctionsWithDefaults(db);
  const [settlements, offers, rebooks, auctions] = await Promise.all([
    auctionSettlements(db, ids),
    offersOf(db, ids),
    findRebooks(db, ids),
    describeAuctions(db, ids),
  ]);
  const names = await describeUsers(db, [
    ...settlements.map((s) => s.userId),
    ...offers.map((o) => o.userId),
  ]);
  return ids.flatMap((id) => {
    const auction = auctions.get(id);
    const mine = settlements.filter((s) => s.auctionId === id);
    const last = mine.filter((s) => s.status === "defaulted").at(-1);
    if (!auction || !last) return [];
    const theirOffers = offers.filter((o) => o.auctionId === id);
    const open = theirOffers.find((o) => o.status === "open");
    return [
      {
        auction,
        state: caseState(mine, theirOffers, rebooks.has(id)),
        defaulter: { userId: last.userId, name: names.get(last.userId)?.name ?? "" },
        depositForfeited: last.depositApplied,
        defaultedAt: last.defaultedAt,
        openOffer: open
          ? { userName: names.get(open.userId)?.name ?? "", amount: open.amount, expiresAt: open.expiresAt }
          : null,
      },
    ];
  });
}

/** How many defaulted auctions await the committee's decision (the landing page's queue). */
export async function countDefaultsAwaitingDecision(db: Db): Promise<number> {
  return (await listDefaultedAuctions({ db })).filter((item) => item.state === "awaiting").length;
}

/** The auction's case under its settlements' row locks: refused unless the committee may decide now. */
async function lockOpenCase(tx: Tx, auctionId: number) {
  const settlements = await lockAuctionSettlements(tx, auctionId);
  if (!settlements.some((s) => s.status === "defaulted")) {
    const exists = (await describeAuctions(tx, [auctionId])).has(auctionId);
    throw new AppError(exists ? "DEFAULT_NOT_OPEN" : "NOT_FOUND");
  }
  const offers = await tx.select().from(nextBidderOffers).where(eq(nextBidderOffers.auctionId, auctionId));
  const rebooked = (await findRebooks(tx, [auctionId])).has(auctionId);
  return { settlements, offers, rebooked };
}

const nowOf = async (_tx: Tx, now?: Date) => Promise.resolve(now ?? new Date());

/**
 * The committee offers the auction to the next bidder at their own highest bid, open for the
 * setting's hours. `userId` must be the next bidder in rank (NOT_NEXT_BIDDER otherwise); offering
 * again to the bidder whose offer is open answers that offer and changes nothing.
 */
export async function offerToNextBidder(options: {
  db: Db;
  auctionId: number;
  userId: string;
  actorUserId: string;
  now?: Date;
}): Promise<Effects & { offer: NextBidderOffer }> {
  const { db, auctionId, userId, actorUserId } = options;
  return runTransaction(db, async (tx) => {
    const now = await nowOf(tx, options.now);
    const { settlements, offers, rebooked } = await lockOpenCase(tx, auctionId);
    const open = offers.find((o) => o.status === "open");
    if (open && open.userId === userId) {
      return { ...noEffects(), offer: toOffer(open, await describeUsers(tx, [open.userId])) };
    }
    if (rebooked) throw new AppError("AUCTION_ALREADY_REBOOKED");
    if (settlements.some((s) => s.status !== "defaulted")) throw new AppError("DEFAULT_NOT_OPEN");
    if (open) throw new AppError("NEXT_BIDDER_OFFER_OPEN");
    const [next] = await rankCandidates(tx, auctionId, excludedFrom(settlements, offers));
    if (!next) throw new AppError("NO_NEXT_BIDDER");
    if (next.userId !== userId) throw new AppError("NOT_NEXT_BIDDER");
    const auction = (await describeAuctions(tx, [auctionId])).get(auctionId)!;
    const hours = await readNextBidderOfferHours(tx);
    const [row] = await tx
      .insert(nextBidderOffers)
      .values({
        auctionId,
        userId,
        amount: next.highestBid,
        deposit: auction.deposit,
        offeredBy: actorUserId,
        offeredAt: now,
        expiresAt: new Date(now.getTime() + hours * HOUR),
      })
      .returning();
    const offer = row!;
    await recordAudit(tx, {
      actorUserId,
      action: "auction.next_bidder_offer",
      subjectType: "auction",
      subjectId: String(auctionId),
      after: { offerId: offer.id, userId, amount: offer.amount, expiresAt: offer.expiresAt.toISOString() },
      details: { deposit: offer.deposit, bidderNumber: next.bidderNumber },
      createdAt: now,
    });
    const effects = await recordEffects(tx, {
      notices: [
        {
          userId,
          event: "next_bidder_offer",
          auctionId,
          params: {
            assetNumber: auction.assetNumber,
            titleAr: auction.titleAr,
            titleEn: auction.titleEn,
            amount: offer.amount,
            expiresAt: offer.expiresAt.toISOString(),
            offerId: offer.id,
          },
        },
      ],
      now,
    });
    return { ...effects, offer: toOffer(offer, new Map([[userId, { name: next.name }]])) };
  });
}

/** One of the user's offers with its auction, or null when it is not theirs (or does not exist). */
export async function getOfferForBidder(options: {
  db: Db;
  userId: string;
  offerId: string;
}): Promise<(NextBidderOffer & { auction: AuctionDescription }) | null> {
  const { db, userId, offerId } = options;
  if (!isUuid(offerId)) return null;
  const [row] = await db
    .select()
    .from(nextBidderOffers)
    .where(and(eq(nextBidderOffers.id, offerId), eq(nextBidderOffers.userId, userId)));
  if (!row) return null;
  const auction = (await describeAuctions(db, [row.auctionId])).get(row.auctionId);
  if (!auction) return null;
  return { ...toOffer(row, await describeUsers(db, [userId])), auction };
}

/** The user's offers that still wait for their answer, the soonest to expire first. */
export async function listOpenOffersForBidder(options: { db: Db; userId: string; now?: Date }) {
  const { db, userId } = options;
  const rows = await db
    .select()
    .from(nextBidderOffers)
    .where(and(eq(nextBidderOffers.userId, userId), eq(nextBidderOffers.status, "open")))
    .orderBy(asc(nextBidderOffers.expiresAt));
  const now = options.now ?? new Date();
  const live = rows.filter((r) => r.expiresAt > now);
  const auctions = await describeAuctions(
    db,
    live.map((r) => r.auctionId),
  );
  const names = await describeUsers(db, [userId]);
  return live.flatMap((r) => {
    const auction = auctions.get(r.auctionId);
    return auction ? [{ ...toOffer(r, names), auction }] : [];
  });
}

/** The user's offer under its auction's settlements' lock and its own, or NOT_FOUND. */
async function lockOffer(tx: Tx, userId: string, offerId: string) {
  if (!isUuid(offerId)) throw new AppError("NOT_FOUND");
  const [peek] = await tx
    .select({ auctionId: nextBidderOffers.auctionId })
    .from(nextBidderOffers)
    .where(and(eq(nextBidderOffers.id, offerId), eq(nextBidderOffers.userId, userId)));
  if (!peek) throw new AppError("NOT_FOUND");
  await lockAuctionSettlements(tx, peek.auctionId);
  const [offer] = await tx
    .select()
    .from(nextBidderOffers)
    .where(eq(nextBidderOffers.id, offerId))
    .for("update");
  return offer!;
}

/**
 * The bidder accepts the offer: the deposit is locked on the auction from their available balance
 * (as for a bid: DEPOSIT_NOT_COVERED when it is short, unless already locked there), a settlement
 * opens at their bid with the usual payment deadline, and they become the buyer of record. An
 * expired, declined offer answers OFFER_CLOSED; an accepted one answers itself again.
 */
export async function acceptOffer(options: {
  db: Db;
  userId: string;
  offerId: string;
  now?: Date;
}): Promise<Effects & { offer: NextBidderOffer }> {
  const { db, userId, offerId } = options;
  return runTransaction(db, async (tx) => {
    const now = await nowOf(tx, options.now);
    const offer = await lockOffer(tx, userId, offerId);
    const names = await describeUsers(tx, [userId]);
    if (offer.status === "accepted") return { ...noEffects(), offer: toOffer(offer, names) };
    if (offer.status !== "open" || offer.expiresAt <= now) throw new AppError("OFFER_CLOSED");
    if ((await usersWhoMayNotBid(tx, [userId])).has(userId)) throw new AppError("ACCOUNT_SUSPENDED");
    const { auctionId } = offer;
    const accounts = await lockAccounts(tx, [
      { kind: "user_available", userId },
      { kind: "user_locked", userId, auctionId },
    ]);
    const available = accounts.get({ kind: "user_available", userId });
    const locked = accounts.get({ kind: "user_locked", userId, auctionId });
    const toLock = Math.max(offer.deposit - locked.balance, 0);
    if (toLock > available.balance) {
      throw new AppError("DEPOSIT_NOT_COVERED", {
        money: { deposit: offer.deposit, available: available.balance },
      });
    }
    if (toLock > 0) {
      await postTransactions(
        tx,
        [
          {
            kind: "deposit_lock",
            userId,
            auctionId,
            memo: { nextBidderOfferId: offer.id },
            postings: [
              { accountId: available.id, amount: -toLock },
              { accountId: locked.id, amount: toLock },
            ],
          },
        ],
        now,
      );
    }
    const auction = (await describeAuctions(tx, [auctionId])).get(auctionId)!;
    const settlement = await openSettlement(
      tx,
      {
        auctionId,
        winnerUserId: userId,
        hammerPrice: offer.amount,
        commissionRateBp: auction.commissionRateBp,
      },
      now,
    );
    // The case's lock is held and the offer is open, so no other settlement is live.
    if (!settlement) throw new AppError("DEFAULT_NOT_OPEN");
    const settlementId = settlement.id;
    const [accepted] = await tx
      .update(nextBidderOffers)
      .set({ status: "accepted", decidedAt: now, settlementId })
      .where(eq(nextBidderOffers.id, offer.id))
      .returning();
    await recordNextBidderSale(tx, { auctionId, winnerUserId: userId, price: offer.amount, now });
    await tx
      .update(auctionRegistrations)
      .set({ outcome: "won" })
      .where(
        and(
          eq(auctionRegistrations.auctionId, auctionId),
          eq(auctionRegistrations.userId, userId),
          eq(auctionRegistrations.status, "active"),
        ),
      );
    await recordAudit(tx, {
      actorUserId: userId,
      action: "auction.next_bidder_accept",
      subjectType: "auction",
      subjectId: String(auctionId),
      before: { offerStatus: "open" },
      after: { offerStatus: "accepted", winnerUserId: userId, price: offer.amount },
      details: { offerId: offer.id, settlementId, depositLocked: toLock },
      createdAt: now,
    });
    const effects = await recordEffects(tx, {
      notices: [
        {
          userId,
          event: "auction_won",
          auctionId,
          params: {
            assetNumber: auction.assetNumber,
            titleAr: auction.titleAr,
            titleEn: auction.titleEn,
            amount: offer.amount,
            dueAt: settlement.dueAt.toISOString(),
          },
        },
      ],
      walletChanged: [userId],
      now,
    });
    return { ...effects, offer: toOffer(accepted!, names) };
  });
}

/** The bidder declines the offer: the committee may offer to the next one or rebook. Repeats change nothing. */
export async function declineOffer(options: {
  db: Db;
  userId: string;
  offerId: string;
  now?: Date;
}): Promise<Effects & { offer: NextBidderOffer }> {
  const { db, userId, offerId } = options;
  return runTransaction(db, async (tx) => {
    const now = await nowOf(tx, options.now);
    const offer = await lockOffer(tx, userId, offerId);
    const names = await describeUsers(tx, [userId]);
    if (offer.status === "declined") return { ...noEffects(), offer: toOffer(offer, names) };
    if (offer.status !== "open" || offer.expiresAt <= now) throw new AppError("OFFER_CLOSED");
    const [declined] = await tx
      .update(nextBidderOffers)
      .set({ status: "declined", decidedAt: now })
      .where(eq(nextBidderOffers.id, offer.id))
      .returning();
    await recordAudit(tx, {
      actorUserId: userId,
      action: "auction.next_bidder_decline",
      subjectType: "auction",
      subjectId: String(offer.auctionId),
      before: { offerStatus: "open" },
      after: { offerStatus: "declined" },
      details: { offerId: offer.id },
      createdAt: now,
    });
    return { ...noEffects(), offer: toOffer(declined!, names) };
  });
}

/**
 * The clock's sweep: open offers past their expiry become `expired` (audited, by nobody), so the
 * committee may offer to the next bidder. Each under its row lock, skipped when another instance
 * holds it: any number of instances may run it.
 */
export async function expireNextBidderOffers({
  db,
  now,
}: {
  db: Db;
  now?: Date;
}): Promise<{ expired: string[] }> {
  const at = now ?? new Date();
  const due = await db
    .select({ id: nextBidderOffers.id })
    .from(nextBidderOffers)
    .where(and(eq(nextBidderOffers.status, "open"), lte(nextBidderOffers.expiresAt, at)))
    .orderBy(asc(nextBidderOffers.expiresAt))
    .limit(50);
  const expired: string[] = [];
  for (const { id } of due) {
    const done = await runTransaction(db, async (tx) => {
      const [offer] = await tx
        .select()
        .from(nextBidderOffers)
        .where(
          and(
            eq(nextBidderOffers.id, id),
            eq(nextBidderOffers.status, "open"),
            lte(nextBidderOffers.expiresAt, at),
          ),
        )
        .for("update", { skipLocked: true });
      if (!offer) return false;
      await tx
        .update(nextBidderOffers)
        .set({ status: "expired", decidedAt: at })
        .where(eq(nextBidderOffers.id, id));
      await recordAudit(tx, {
        actorUserId: null,
        action: "auction.next_bidder_expire",
        subjectType: "auction",
        subjectId: String(offer.auctionId),
        before: { offerStatus: "open" },
        after: { offerStatus: "expired" },
        details: { offerId: id, userId: offer.userId, expiresAt: offer.expiresAt.toISOString() },
        createdAt: at,
      });
      return true;
    });
    if (done) expired.push(id);
  }
  return { expired };
}

/**
 * The committee re-auctions the property: a new draft auction with the old one's terms (the
 * property's photos and documents are its own), linked to the old one; the committee edits and
 * publishes it as usual. Everyone registered on the old auction is told at once that the property
 * will be auctioned again. A repeat answers the same new auction.
 */
export async function rebookDefaultedAuction(options: {
  db: Db;
  auctionId: number;
  actorUserId: string;
  now?: Date;
}): Promise<Effects & { newAuctionId: number; created: boolean }> {
  const { db, auctionId, actorUserId } = options;
  return runTransaction(db, async (tx) => {
    const now = await nowOf(tx, options.now);
    const { settlements, offers, rebooked } = await lockOpenCase(tx, auctionId);
    if (rebooked) {
      const existing = (await findRebooks(tx, [auctionId])).get(auctionId)!;
      return { ...noEffects(), newAuctionId: existing.auctionId, created: false };
    }
    if (settlements.some((s) => s.status !== "defaulted")) throw new AppError("DEFAULT_NOT_OPEN");
    if (offers.some((o) => o.status === "open")) throw new AppError("NEXT_BIDDER_OFFER_OPEN");
    const { auctionId: newAuctionId } = await createRebookDraft(tx, {
      fromAuctionId: auctionId,
      actorUserId,
      now,
    });
    const registered = await tx
      .select({ userId: auctionRegistrations.userId })
      .from(auctionRegistrations)
      .where(and(eq(auctionRegistrations.auctionId, auctionId), eq(auctionRegistrations.status, "active")));
    await recordAudit(tx, {
      actorUserId,
      action: "auction.rebook",
      subjectType: "auction",
      subjectId: String(auctionId),
      after: { rebookedAs: newAuctionId },
      details: { newAuctionId, notified: registered.length },
      createdAt: now,
    });
    const auction = (await describeAuctions(tx, [auctionId])).get(auctionId)!;
    const effects = await recordEffects(tx, {
      notices: registered.map((r) => ({
        userId: r.userId,
        event: "auction_rebooked" as const,
        auctionId,
        params: { assetNumber: auction.assetNumber, titleAr: auction.titleAr, titleEn: auction.titleEn },
      })),
      now,
    });
    return { ...effects, newAuctionId, created: true };
  });
}
