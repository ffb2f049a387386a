import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { ledgerAccounts } from "~/db/schema";
import { describeAuctions, type AuctionStatus } from "~/modules/auctions/describe-auctions.server";

/** A deposit held on one auction while the user leads it (or won it and has not paid yet). */
export type WalletLock = {
  auctionId: number;
  amount: number;
  assetNumber: string;
  titleAr: string;
  titleEn: string;
  auctionStatus: AuctionStatus;
};

/** A user's money on the platform, in halalas. */
export type WalletOverview = {
  /** What can be spent, locked as a deposit or withdrawn. */
  available: number;
  /** Deposits held on auctions, in all. */
  locked: number;
  locks: WalletLock[];
  /** Asked to be withdrawn, held until the committee pays it out or refuses it. */
  withdrawing: number;
  /** Everything of the user's the platform holds: available + locked + withdrawing. */
  total: number;
};

/** A plain read of the user's three kinds of account (the page and GET /me/wallet). */
export async function getWalletOverview({ db, userId }: { db: Db | Tx; userId: string }) {
  const rows = await db
    .select({
      kind: ledgerAccounts.kind,
      auctionId: ledgerAccounts.auctionId,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        inArray(ledgerAccounts.kind, ["user_available", "user_locked", "user_withdrawing"]),
      ),
    )
    .orderBy(asc(ledgerAccounts.id));
  const held = await describeAuctions(
    db,
    rows.filter((row) => row.kind === "user_locked" && row.balance > 0).map((row) => row.auctionId),
  );
  const overview: WalletOverview = { available: 0, locked: 0, locks: [], withdrawing: 0, total: 0 };
  for (const row of rows) {
    if (row.kind === "user_available") overview.available = row.balance;
    else if (row.kind === "user_withdrawing") overview.withdrawing = row.balance;
    else if (row.balance > 0) {
      const auction = held.get(row.auctionId!);
      overview.locked += row.balance;
      overview.locks.push({
        auctionId: row.auctionId!,
        amount: row.balance,
        assetNumber: auction?.assetNumber ?? "",
        titleAr: auction?.titleAr ?? "",
        titleEn: auction?.titleEn ?? "",
        auctionStatus: auction?.status ?? "finished",
      });
    }
  }
  overview.total = overview.available + overview.locked + overview.withdrawing;
  return overview;
}
