import { and, eq } from "drizzle-orm";
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
