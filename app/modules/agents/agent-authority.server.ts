import { sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { isApprovedPowerOfAttorney } from "~/modules/requests/approved-power-of-attorney.server";

/*
 * What the bid's transaction asks of agencies (ADR 036), as scalar subqueries it selects with its
 * other reads in one round trip, under the auction's lock: the time is the database's clock, so
 * an agency revoked or expired before the batch is seen by it.
 */

/**
 * Of these (agent, principal) pairs, those whose agency is active, has the `bid` scope, has not
 * expired and rests on a power of attorney still approved (the committee may withdraw it), as a JSON array of {agentUserId, principalUserId}. Read by the live-pair index.
 */
export function biddingAuthoritiesJson(
  pairs: readonly { agentUserId: string; principalUserId: string }[],
): SQL {
  if (pairs.length === 0) return sql`'[]'::json`;
  const values = sql.join(
    pairs.map((p) => sql`(${p.agentUserId}::uuid, ${p.principalUserId}::uuid)`),
    sql`, `,
  );
  return sql`(select coalesce(json_agg(json_build_object('agentUserId', g.agent_user_id,
                                                       'principalUserId', g.principal_user_id)), '[]')
                from agencies g join (values ${values}) as v(agent_user_id, principal_user_id)
                  on g.agent_user_id = v.agent_user_id and g.principal_user_id = v.principal_user_id
               where g.status = 'active' and 'bid' = any(g.scopes) and g.expires_at > clock_timestamp()
                 and ${isApprovedPowerOfAttorney(sql`g.power_of_attorney_id`)})`;
}

/**
 * The agents acting now (an active, unexpired agency of any scope) for any of `principals` (a
 * subquery of user ids), as a JSON array of user ids: acting for a property's owner or selling
 * agent, they may not bid on it (shill bidding, product rules §2.10).
 */
export function agentsActingForJson(principals: SQL): SQL {
  return sql`(select coalesce(json_agg(distinct g.agent_user_id), '[]') from agencies g
               where g.principal_user_id in ${principals}
                 and g.status = 'active' and g.expires_at > clock_timestamp())`;
}

/** Whether the user acts now for any of `principals` (a subquery of user ids): the registration's check. */
export async function actsForAnyOf(
  db: Pick<Db, "execute"> | Tx,
  userId: string,
  principals: SQL,
): Promise<boolean> {
  const result = (await db.execute(sql`
    select exists (select 1 from agencies g
                    where g.agent_user_id = ${userId} and g.principal_user_id in ${principals}
                      and g.status = 'active' and g.expires_at > clock_timestamp()) as acts`)) as unknown as {
    rows: { acts: boolean }[];
  };
  return Boolean(result.rows[0]?.acts);
}
