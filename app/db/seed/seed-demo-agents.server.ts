import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { authorityRequests, users } from "~/db/schema";

/** The demo accounts that hold an approved power of attorney: the investor (bidder) and the agent. */
const DEMO_POA_HOLDERS = ["bidder@mazad.example", "agent@mazad.example"];

/**
 * Gives the demo bidder and the demo agent an approved power of attorney each, as if the
 * committee had approved their requests, so /profile/agents can be tried at once (ADR 036). Safe
 * on every start: an account that already has one is left alone.
 */
export async function seedDemoPowersOfAttorney(db: Db): Promise<{ created: number }> {
  const holders = await db.select({ id: users.id }).from(users).where(inArray(users.email, DEMO_POA_HOLDERS));
  let created = 0;
  for (const holder of holders) {
    const [existing] = await db
      .select({ id: authorityRequests.id })
      .from(authorityRequests)
      .where(
        and(
          eq(authorityRequests.requesterUserId, holder.id),
          eq(authorityRequests.kind, "power_of_attorney"),
          eq(authorityRequests.status, "approved"),
        ),
      );
    if (existing) continue;
    await db
      .insert(authorityRequests)
      .values({ kind: "power_of_attorney", requesterUserId: holder.id, status: "approved" });
    created++;
  }
  return { created };
}
