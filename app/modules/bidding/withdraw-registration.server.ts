import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auctionRegistrations } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { lockAuctionBook } from "~/modules/bidding/load-auction-book.server";
import { isUuid } from "~/lib/uuid";
import { runTransaction } from "~/db/transaction.server";

/**
 * The seed's "cancel request": the user withdraws their registration before the auction starts.
 * The auction's row is locked first, as registering and bidding lock it, so a withdrawal never
 * races the start or a registration of the same user; "before the start" is judged by the
 * database's clock. Nothing is released: a deposit is locked only while its owner leads, and
 * nobody leads before the start. The row stays, withdrawn, as the order's history.
 * Cancelling an order twice answers the cancelled order again. Another user's order is NOT_FOUND.
 */
export async function withdrawRegistration(options: {
  db: Db;
  userId: string;
  orderId: string;
}): Promise<{ id: string; auctionId: number; withdrawnAt: Date; changed: boolean }> {
  const { db, userId, orderId } = options;
  if (!isUuid(orderId)) throw new AppError("NOT_FOUND");
  return runTransaction(db, async (tx) => {
    const mine = and(eq(auctionRegistrations.id, orderId), eq(auctionRegistrations.userId, userId));
    const [found] = await tx
      .select({ auctionId: auctionRegistrations.auctionId })
      .from(auctionRegistrations)
      .where(mine);
    if (!found) throw new AppError("NOT_FOUND");
    const locked = await lockAuctionBook(tx, found.auctionId);
    if (!locked) throw new AppError("NOT_FOUND");
    const [registration] = await tx.select().from(auctionRegistrations).where(mine).for("update");
    if (!registration) throw new AppError("NOT_FOUND");
    if (registration.status === "withdrawn") {
      return {
        id: registration.id,
        auctionId: registration.auctionId,
        withdrawnAt: registration.withdrawnAt!,
        changed: false,
      };
    }
    const now = new Date(Math.floor(locked.nowUs / 1000));
    const { book } = locked;
    if (book.status !== "upcoming" || now.getTime() >= book.startsAt) {
      throw new AppError("REGISTRATION_NOT_CANCELLABLE");
    }
    await tx
      .update(auctionRegistrations)
      .set({ status: "withdrawn", withdrawnAt: now })
      .where(eq(auctionRegistrations.id, registration.id));
    return { id: registration.id, auctionId: registration.auctionId, withdrawnAt: now, changed: true };
  });
}
