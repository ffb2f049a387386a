import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auctionRegistrations } from "~/db/schema";
import { isStaffUser } from "~/modules/accounts/staff.server";
import { isSuspendedUser } from "~/modules/accounts/suspend-user.server";
import { isAuctionSeller, sellersOfAuction } from "~/modules/auctions/auction-sellers.server";
import { actsForAnyOf } from "~/modules/agents/agent-authority.server";
import { AppError } from "~/lib/errors";
import { readUserBalances } from "~/modules/wallet/ledger.server";
import { lockAuctionBook } from "./load-auction-book.server";
import { newReceiptCode } from "~/lib/receipt-code";
import { runTransaction } from "~/db/transaction.server";

export type RegistrationView = {
  id: string;
  auctionId: number;
  rulesVersion: number;
  rulesAcceptedAt: Date;
  createdAt: Date;
  receiptCode: string;
};

/**
 * Registers a user for an auction (creates their order): they accept the auction's special rules
 * of the current version, whose number and time are recorded. Registering twice answers the
 * existing registration (re-accepting a newer version of the rules updates it). Nothing is locked:
 * the deposit is locked only while the user leads. The auction's row is locked, so a registration
 * and a first bid of the same user never race. Committee members and admins are refused
 * (STAFF_CANNOT_BID: a conflict of interest), and so are the property's owner and its selling agent
 * (SELLER_CANNOT_BID: shill bidding), and so is anyone acting for either under an agency.
 */
export async function registerForAuction(options: {
  db: Db;
  userId: string;
  auctionId: number;
  acceptRulesVersion: number;
}): Promise<{
  registration: RegistrationView;
  created: boolean;
  deposit: number;
  available: number;
  covered: boolean;
}> {
  const { db, userId, auctionId, acceptRulesVersion } = options;
  return runTransaction(db, async (tx) => {
    const locked = await lockAuctionBook(tx, auctionId);
    if (!locked) throw new AppError("NOT_FOUND");
    if (await isStaffUser(tx, userId)) throw new AppError("STAFF_CANNOT_BID");
    if (await isSuspendedUser(tx, userId)) throw new AppError("ACCOUNT_SUSPENDED");
    if (await isAuctionSeller(tx, auctionId, userId)) throw new AppError("SELLER_CANNOT_BID");
    // Acting for the owner or the selling agent under an agency is selling too (ADR 036).
    if (await actsForAnyOf(tx, userId, sellersOfAuction(auctionId))) throw new AppError("SELLER_CANNOT_BID");
    const { book } = locked;
    const now = new Date(Math.floor(locked.nowUs / 1000));
    if (book.status === "cancelled") throw new AppError("AUCTION_CANCELLED");
    if (book.status === "finished" || now.getTime() >= book.endsAt) throw new AppError("AUCTION_ENDED");
    if (acceptRulesVersion !== book.rulesVersion) throw new AppError("RULES_NOT_ACCEPTED");

    const [existing] = await tx
      .select()
      .from(auctionRegistrations)
      .where(
        and(
          eq(auctionRegistrations.userId, userId),
          eq(auctionRegistrations.auctionId, auctionId),
          eq(auctionRegistrations.status, "active"),
        ),
      );
    let registration = existing;
    if (existing && existing.rulesVersion !== acceptRulesVersion) {
      [registration] = await tx
        .update(auctionRegistrations)
        .set({ rulesVersion: acceptRulesVersion, rulesAcceptedAt: now })
        .where(eq(auctionRegistrations.id, existing.id))
        .returning();
    } else if (!existing) {
      [registration] = await tx
        .insert(auctionRegistrations)
        .values({
          userId,
          auctionId,
          rulesVersion: acceptRulesVersion,
          rulesAcceptedAt: now,
          receiptCode: newReceiptCode(),
          createdAt: now,
        })
        .returning();
    }
    const balances = (await readUserBalances(tx, [userId])).get(userId)!;
    const lockedHere = balances.locked.get(auctionId) ?? 0;
    return {
      registration: {
        id: registration!.id,
        auctionId,
        rulesVersion: registration!.rulesVersion,
        rulesAcceptedAt: registration!.rulesAcceptedAt,
        createdAt: registration!.createdAt,
        receiptCode: registration!.receiptCode,
      },
      created: !existing,
      deposit: book.deposit,
      available: balances.available,
      covered: lockedHere > 0 || balances.available >= book.deposit,
    };
  });
}
