import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { authorityRequests } from "~/db/schema";

export type ApprovedPowerOfAttorney = { id: string; requesterUserId: string };

/**
 * The approved power of attorney with this id, or null (unknown, another kind, or not approved).
 * An agent's authority to act for a principal (the agents module) rests on one; reading it inside
 * the caller's transaction sees a revocation or rejection committed before it.
 */
export async function approvedPowerOfAttorney(
  db: Db | Tx,
  id: string,
): Promise<ApprovedPowerOfAttorney | null> {
  const [row] = await db
    .select({ id: authorityRequests.id, requesterUserId: authorityRequests.requesterUserId })
    .from(authorityRequests)
    .where(
      and(
        eq(authorityRequests.id, id),
        eq(authorityRequests.kind, "power_of_attorney"),
        eq(authorityRequests.status, "approved"),
      ),
    );
  return row ?? null;
}

/**
 * A condition, for another module's query, that `id` (an SQL expression) names a power of attorney
 * the committee has approved and not since withdrawn: the agents module reads it where an
 * agency's authority is checked (the bid's one context query, listing for a principal).
 */
export function isApprovedPowerOfAttorney(id: SQL): SQL {
  return sql`exists (select 1 from ${authorityRequests} p
                      where p.id = ${id} and p.kind = 'power_of_attorney' and p.status = 'approved')`;
}
