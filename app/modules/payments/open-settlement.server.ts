import type { Tx } from "~/db/client.server";
import { settlements } from "~/db/schema";
import { lockAccounts } from "~/modules/wallet/ledger.server";
import { readPaymentDeadlineRule } from "~/modules/settings/settings.server";
import { paymentDeadline, settlementFigures } from "./settlement-figures";

/**
 * What the winner of a sold auction owes from now: the price less the deposit they hold, plus the
 * commission and its VAT, due at the end of the fifth working day (a setting, skipping weekends and the configured public
 * holidays; docs/product-rules.md §2.2).
 * Runs in the transaction that finishes the auction, which holds the auction's row lock; the
 * winner's locked account is locked after it, as every ledger writer does (ADR 012). An auction
 * has one live settlement (due or paid): a second call changes nothing and answers null. After a
 * default, the next bidder's acceptance opens a new one beside the defaulted one (ADR 028).
 */
export async function openSettlement(
  tx: Tx,
  sale: { auctionId: number; winnerUserId: string; hammerPrice: number; commissionRateBp: number },
  now: Date,
): Promise<{ id: string; dueAt: Date } | null> {
  const { auctionId, winnerUserId: userId } = sale;
  const accounts = await lockAccounts(tx, [{ kind: "user_locked", userId, auctionId }]);
  const figures = settlementFigures({
    hammerPrice: sale.hammerPrice,
    depositHeld: accounts.get({ kind: "user_locked", userId, auctionId }).balance,
    commissionRateBp: sale.commissionRateBp,
  });
  const [opened] = await tx
    .insert(settlements)
    .values({
      auctionId,
      userId,
      ...figures,
      dueAt: paymentDeadline(now, await readPaymentDeadlineRule(tx)),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: settlements.id, dueAt: settlements.dueAt });
  return opened ?? null;
}
