import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { describeUser } from "~/modules/accounts/describe-users.server";
import { describeAuctions } from "~/modules/auctions/describe-auctions.server";
import { registrationRecords } from "~/modules/bidding/registration-records.server";
import { AppError } from "~/lib/errors";
import { getOrder } from "./list-orders.server";
import type { Order } from "./order-groups";
import { normalizeReceiptCode } from "./receipt-lookup";

export type OrderReceipt = Order & { holder: { name: string; email: string } };

/**
 * The electronic receipt of one of the user's orders: the order and its auction, and the name of
 * the bidder who holds it. Another user's order, or no order, is NOT_FOUND.
 */
export async function getOrderReceipt(options: {
  db: Db;
  userId: string;
  orderId: string;
  now?: Date;
}): Promise<OrderReceipt> {
  const { db, userId } = options;
  const [order, holder] = await Promise.all([getOrder(options), readOrderHolder({ db, userId })]);
  if (!order || !holder) throw new AppError("NOT_FOUND");
  return { ...order, holder };
}

/** Whose orders they are: the name printed on receipts and the address copies are mailed to. */
export async function readOrderHolder({ db, userId }: { db: Db; userId: string }) {
  const holder = await describeUser(db, userId);
  return holder ? { name: holder.name, email: holder.email } : null;
}

export type ReceiptCheck = {
  code: string;
  assetNumber: string;
  registeredAt: Date;
  status: "active" | "withdrawn";
};

/**
 * The public check of a receipt by its code (anyone holding a printed receipt may ask). It says
 * only whether the receipt is genuine and the facts that name no one: the auction's asset number,
 * the registration's date and whether it still stands. Null for a code no receipt carries (or
 * that cannot be a code at all).
 */
export async function verifyReceipt({ db, code }: { db: Db; code: string }): Promise<ReceiptCheck | null> {
  const normalized = normalizeReceiptCode(code);
  if (!normalized) return null;
  const [row] = await db
    .select({
      auctionId: registrationRecords.auctionId,
      registeredAt: registrationRecords.createdAt,
      status: registrationRecords.status,
    })
    .from(registrationRecords)
    .where(eq(registrationRecords.receiptCode, normalized));
  if (!row) return null;
  const auction = (await describeAuctions(db, [row.auctionId])).get(row.auctionId);
  if (!auction) return null;
  return {
    code: normalized,
    assetNumber: auction.assetNumber,
    registeredAt: row.registeredAt,
    status: row.status,
  };
}
