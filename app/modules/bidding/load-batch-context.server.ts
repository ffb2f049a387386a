import { sql } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { jsonArray } from "~/db/json-rows.server";
import { storedAnswersJson, type StoredAnswer } from "~/modules/idempotency/stored-answers.server";
import { lockedElsewhereJson, type LockedElsewhere } from "~/modules/wallet/locked-elsewhere.server";
import { staffAmongJson } from "~/modules/accounts/staff.server";
import { suspendedAmongJson } from "~/modules/accounts/suspend-user.server";
import { sellersOfAuction, sellersOfAuctionJson } from "~/modules/auctions/auction-sellers.server";
import { agentsActingForJson, biddingAuthoritiesJson } from "~/modules/agents/agent-authority.server";
import type { BidCommand } from "./bid-batch-types";
import { senderOf } from "./batch-idempotency.server";
import type { LockedAuction } from "./load-auction-book.server";

export type BatchContext = {
  autos: { id: number; userId: string; maxAmount: number; priority: number }[];
  registrations: {
    id: string;
    userId: string;
    rulesVersion: number;
    bidderNumber: number | null;
    highestBid: number | null;
  }[];
  stored: StoredAnswer[];
  /** What each of those users has locked on other auctions, for their wallet's total. */
  lockedElsewhere: { userId: string; amount: number }[];
  /** The senders who are committee members or admins: their bids are refused (STAFF_CANNOT_BID). */
  staff: string[];
  /** The senders whose accounts are suspended: their commands are refused (ACCOUNT_SUSPENDED). */
  suspended: string[];
  /**
   * The accounts of the property's owner and selling agent, and of anyone acting for them under an
   * agency: refused (SELLER_CANNOT_BID).
   */
  sellers: string[];
  /** Of the commands' (agent, principal) pairs, those the agent may bid for now (ADR 036). */
  authorities: { agentUserId: string; principalUserId: string }[];
};

/**
 * Everything the batch reads besides the wallets, in one round trip once the auction is locked:
 * its active automatic bids, the registrations of everyone who may move (the senders, the leader,
 * the owners of automatic bids), the idempotency keys the commands carry (the idempotency
 * module's subquery), what those users have locked on other auctions (the wallet's) and which of
 * them are committee members or admins (the accounts module's).
 */
export async function loadBatchContext(
  tx: Tx,
  book: LockedAuction["book"],
  commands: readonly BidCommand[],
): Promise<BatchContext> {
  const senders = [
    ...new Set([...commands.map((c) => c.userId), ...(book.leaderUserId ? [book.leaderUserId] : [])]),
  ];
  const keyed = commands.flatMap((c) =>
    c.idempotencyKey ? [{ userId: senderOf(c), key: c.idempotencyKey }] : [],
  );
  const pairs = commands.flatMap((c) =>
    c.agentUserId ? [{ agentUserId: c.agentUserId, principalUserId: c.userId }] : [],
  );
  const usersArray = jsonArray(senders, "uuid");
  // Agents sending for a principal are checked as people too: staff, suspended, sellers.
  const peopleArray = pairs.length
    ? jsonArray([...new Set([...senders, ...pairs.map((p) => p.agentUserId)])], "uuid")
    : usersArray;
  const autoBidders = sql`(select a.user_id from auto_bids a where a.auction_id = ${book.id} and a.status = 'active')`;
  const result = (await tx.execute(sql`
    select
      (select coalesce(json_agg(json_build_object('id', a.id, 'userId', a.user_id, 'maxAmount', a.max_amount,
                                                 'priority', a.priority_us)), '[]')
         from auto_bids a where a.auction_id = ${book.id} and a.status = 'active') as autos,
      (select coalesce(json_agg(json_build_object('id', r.id, 'userId', r.user_id, 'rulesVersion', r.rules_version,
                                                 'bidderNumber', r.bidder_number, 'highestBid', r.highest_bid)), '[]')
         from auction_registrations r
        where r.auction_id = ${book.id} and r.status = 'active'
          and (r.user_id = any(${usersArray})
               or r.user_id in ${autoBidders})
      ) as registrations,
      ${storedAnswersJson(keyed)} as stored,
      ${lockedElsewhereJson(sql`(select unnest(${usersArray}) union ${autoBidders})`, book.id)} as locked_elsewhere,
      ${staffAmongJson(peopleArray)} as staff,
      ${suspendedAmongJson(peopleArray)} as suspended,
      ${sellersOfAuctionJson(book.id)} as sellers,
      ${agentsActingForJson(sellersOfAuction(book.id))} as seller_agents,
      ${biddingAuthoritiesJson(pairs)} as authorities
  `)) as unknown as {
    rows: [
      {
        autos: unknown;
        registrations: unknown;
        stored: unknown;
        locked_elsewhere: unknown;
        staff: unknown;
        suspended: unknown;
        sellers: unknown;
        seller_agents: unknown;
        authorities: unknown;
      },
    ];
  };
  const row = result.rows[0];
  // PGlite hands json back parsed; node-postgres too. Strings only if a driver does not.
  const parse = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;
  return {
    autos: parse(row.autos),
    registrations: parse(row.registrations),
    stored: parse(row.stored),
    lockedElsewhere: parse<LockedElsewhere[]>(row.locked_elsewhere).map((l) => ({
      userId: l.userId,
      amount: Number(l.amount),
    })),
    staff: parse(row.staff),
    suspended: parse(row.suspended),
    sellers: [...parse<string[]>(row.sellers), ...parse<string[]>(row.seller_agents)],
    authorities: parse(row.authorities),
  };
}
