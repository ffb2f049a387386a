import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { authorityRequests } from "~/db/schema";

export type PowerOfAttorneySummary = { id: string; approvedAt: string };

/**
 * The user's approved powers of attorney, newest first: what an agency they invite to may rest on
 * (the agents module, /profile/agents). `approvedAt` is the request's last change, its approval.
 */
export async function approvedPowersOfAttorneyOf(
  db: Pick<Db, "select">,
  userId: string,
): Promise<PowerOfAttorneySummary[]> {
  const rows = await db
    .select({ id: authorityRequests.id, updatedAt: authorityRequests.updatedAt })
    .from(authorityRequests)
    .where(
      and(
        eq(authorityRequests.requesterUserId, userId),
        eq(authorityRequests.kind, "power_of_attorney"),
        eq(authorityRequests.status, "approved"),
      ),
    )
    .orderBy(desc(authorityRequests.updatedAt));
  return rows.map((r) => ({ id: r.id, approvedAt: r.updatedAt.toISOString() }));
}

/** Which of these ids are approved powers of attorney (any requester): one query for a list. */
export async function approvedAmong(
  db: Pick<Db, "select"> | Tx,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: authorityRequests.id })
    .from(authorityRequests)
    .where(
      and(
        inArray(authorityRequests.id, [...new Set(ids)]),
        eq(authorityRequests.kind, "power_of_attorney"),
        eq(authorityRequests.status, "approved"),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
