import { randomBytes } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { auctionRegistrations, auctions, bids, users } from "~/db/schema";
import { hashPassword } from "~/modules/accounts/passwords.server";
import { newReceiptCode } from "~/lib/receipt-code";
import {
  lockAccounts,
  postTransactions,
  type AccountRef,
  type NewLedgerTransaction,
} from "~/modules/wallet/ledger.server";
import type { Tx } from "~/db/client.server";

const SAR = 100;

/**
 * The people behind the demo bid histories: the Nth distinct bidder of every demo auction is the
 * Nth of these. They cannot sign in (their password is random and never printed); they make the
 * demo consistent: every bid has its bidder, every bidder a registration, every live auction's
 * leader a locked deposit in a wallet that was funded for it.
 */
export const demoBidders = [
  { name: "عبدالله الشهري", email: "demo.bidder1@mazad.example", phone: "+966500000201" },
  { name: "نورة القحطاني", email: "demo.bidder2@mazad.example", phone: "+966500000202" },
  { name: "فهد العتيبي", email: "demo.bidder3@mazad.example", phone: "+966500000203" },
  { name: "ريم الدوسري", email: "demo.bidder4@mazad.example", phone: "+966500000204" },
  { name: "خالد الغامدي", email: "demo.bidder5@mazad.example", phone: "+966500000205" },
  { name: "سارة الزهراني", email: "demo.bidder6@mazad.example", phone: "+966500000206" },
  { name: "محمد الحربي", email: "demo.bidder7@mazad.example", phone: "+966500000207" },
] as const;

/** Creates the demo bidders (or finds them) and returns their ids by bidder number (1-based). */
export async function ensureDemoBidders(tx: Tx, now: Date): Promise<string[]> {
  const passwordHash = await hashPassword(randomBytes(24).toString("base64url"));
  await tx
    .insert(users)
    .values(
      demoBidders.map((b) => ({
        ...b,
        passwordHash,
        birthDate: "1985-09-20",
        phoneVerifiedAt: now,
        termsAcceptedAt: now,
        roles: ["bidder"],
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoBidders.map((b) => b.email),
      ),
    );
  const byEmail = new Map(rows.map((r) => [r.email, r.id]));
  return demoBidders.map((b) => byEmail.get(b.email)!);
}

/**
 * Gives the demo auctions their participants once their bids are written: registrations (with
 * outcomes for finished auctions), each auction's leader and winner, and the wallets: every demo
 * bidder is funded, then each live auction's leader has its deposit locked, as bidding would have.
 */
export async function seedDemoParticipation(tx: Tx, bidderIds: readonly string[], now: Date): Promise<void> {
  const rows = await tx
    .select({
      auctionId: bids.auctionId,
      id: bids.id,
      userId: bids.userId,
      amount: bids.amount,
      bidderNumber: bids.bidderNumber,
      placedAt: bids.placedAt,
      status: auctions.status,
      deposit: auctions.deposit,
      rulesVersion: auctions.specialRulesVersion,
    })
    .from(bids)
    .innerJoin(auctions, eq(auctions.id, bids.auctionId))
    .where(inArray(bids.userId, [...bidderIds]))
    .orderBy(bids.auctionId, bids.sequence);
  const byAuction = new Map<number, typeof rows>();
  for (const row of rows) byAuction.set(row.auctionId, [...(byAuction.get(row.auctionId) ?? []), row]);

  const registrations: (typeof auctionRegistrations.$inferInsert)[] = [];
  const leads: { userId: string; auctionId: number; deposit: number }[] = [];
  for (const [auctionId, history] of byAuction) {
    const last = history.at(-1)!;
    const sold = last.status === "finished";
    const highest = new Map<string, { amount: number; number: number; first: Date }>();
    for (const b of history) {
      const seen = highest.get(b.userId!);
      highest.set(b.userId!, {
        amount: Math.max(seen?.amount ?? 0, b.amount),
        number: b.bidderNumber,
        first: seen?.first ?? b.placedAt,
      });
    }
    for (const [userId, h] of highest) {
      const registeredAt = new Date(h.first.getTime() - 3_600_000);
      registrations.push({
        userId,
        auctionId,
        rulesVersion: last.rulesVersion,
        rulesAcceptedAt: registeredAt,
        bidderNumber: h.number,
        highestBid: h.amount,
        outcome: sold ? (userId === last.userId ? "won" : "lost") : null,
        receiptCode: newReceiptCode(),
        createdAt: registeredAt,
      });
    }
    await tx
      .update(auctions)
      .set({
        leaderUserId: last.userId,
        leadingBidId: last.id,
        leaderPriorityUs: last.placedAt.getTime() * 1000,
        bidderCount: Math.max(...history.map((b) => b.bidderNumber)),
        ...(sold
          ? { outcome: "sold" as const, winnerUserId: last.userId, finishedAt: sql`${auctions.endsAt}` }
          : {}),
      })
      .where(eq(auctions.id, auctionId));
    if (last.status === "current" && last.deposit > 0) {
      leads.push({ userId: last.userId!, auctionId, deposit: last.deposit });
    }
  }
  // Finished demo auctions without bids end with no sale.
  await tx
    .update(auctions)
    .set({ outcome: "no_bids", finishedAt: sql`${auctions.endsAt}` })
    .where(sql`${auctions.status} = 'finished' and ${auctions.bidCount} = 0`);
  if (registrations.length) await tx.insert(auctionRegistrations).values(registrations);
  await fundAndLock(tx, bidderIds, leads, now);
}

/** Each demo bidder gets 2,000,000 SAR plus the deposits they hold, which are then locked. */
async function fundAndLock(
  tx: Tx,
  bidderIds: readonly string[],
  leads: { userId: string; auctionId: number; deposit: number }[],
  now: Date,
) {
  const accounts = await lockAccounts(tx, [
    { kind: "bank_clearing" },
    ...bidderIds.map((userId) => ({ kind: "user_available" as const, userId })),
    ...leads.map((l) => ({ kind: "user_locked" as const, userId: l.userId, auctionId: l.auctionId })),
  ]);
  const id = (ref: AccountRef) => accounts.get(ref).id;
  const transactions: NewLedgerTransaction[] = bidderIds.map((userId) => {
    const held = leads.filter((l) => l.userId === userId).reduce((s, l) => s + l.deposit, 0);
    const amount = 2_000_000 * SAR + held;
    return {
      kind: "top_up",
      userId,
      memo: { method: "bank_transfer", reference: "DEMO" },
      postings: [
        { accountId: id({ kind: "bank_clearing" }), amount: -amount },
        { accountId: id({ kind: "user_available", userId }), amount },
      ],
    };
  });
  for (const lead of leads) {
    transactions.push({
      kind: "deposit_lock",
      userId: lead.userId,
      auctionId: lead.auctionId,
      postings: [
        { accountId: id({ kind: "user_available", userId: lead.userId }), amount: -lead.deposit },
        {
          accountId: id({ kind: "user_locked", userId: lead.userId, auctionId: lead.auctionId }),
          amount: lead.deposit,
        },
      ],
    });
  }
  await postTransactions(tx, transactions, now);
}
