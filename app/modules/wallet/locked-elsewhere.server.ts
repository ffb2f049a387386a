import { sql, type SQL } from "drizzle-orm";

/** What a user has locked on auctions other than one: deposits and bids held there. */
export type LockedElsewhere = { userId: string; amount: number | string };

/**
 * What each of `users` (an SQL set of user ids) has locked on auctions other than `auctionId`, as a
 * scalar subquery answering a JSON array of `LockedElsewhere` (only users with something locked):
 * the bid batch selects it with its other reads, in one round trip, to know each bidder's total.
 */
export function lockedElsewhereJson(users: SQL, auctionId: number): SQL {
  return sql`(select coalesce(json_agg(json_build_object('userId', l.user_id, 'amount', l.amount)), '[]')
         from (select user_id, sum(balance) as amount from ledger_accounts
                where kind = 'user_locked' and auction_id <> ${auctionId} and balance > 0
                  and user_id in ${users}
                group by user_id) l)`;
}
