import type { Db } from "~/db/client.server";
import { getUserDetail, type UserDetail } from "~/modules/accounts/user-directory.server";
import {
  summarizeParticipation,
  type ParticipationSummary,
} from "~/modules/bidding/participation-summary.server";
import { readUserBalances } from "~/modules/wallet/ledger.server";

export type UserOverview = {
  user: UserDetail;
  participation: ParticipationSummary;
  /** Halalas: what the user may spend, and what deposits hold on all auctions. */
  wallet: { available: number; locked: number };
};

/**
 * One user as the back office sees them: the account (accounts), their registrations and bids
 * (bidding) and their wallet (wallet), each read through its owning module. Null for an unknown id.
 */
export async function readUserOverview(db: Db, userId: string): Promise<UserOverview | null> {
  const user = await getUserDetail(db, userId);
  if (!user) return null;
  const [participation, balances] = await Promise.all([
    summarizeParticipation(db, userId),
    readUserBalances(db, [userId]),
  ]);
  const balance = balances.get(userId)!;
  const locked = [...balance.locked.values()].reduce((sum, amount) => sum + amount, 0);
  return { user, participation, wallet: { available: balance.available, locked } };
}
