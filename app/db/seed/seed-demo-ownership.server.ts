import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auctionPageViews, auctions, properties, users } from "~/db/schema";
import { riyadhDay } from "~/modules/insights/page-views.server";
import { DEMO_OWNER_EMAIL } from "./demo-owner";

const DAY = 86_400_000;

/**
 * Gives the demo owner's dashboard something to show (issue 15). After `seedDemoOwnership` (the
 * live and upcoming auctions of demo-owner.ts), it adds the dearest finished auction nobody owns
 * and two weeks of page views for each owned auction. Once: nothing changes when the owner's
 * auctions already have views.
 */
export async function seedDemoOwnerInsights(
  db: Db,
  options: { now?: Date } = {},
): Promise<{ linked: number }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_OWNER_EMAIL));
    if (!owner) return { linked: 0 };
    const [viewed] = await tx
      .select({ auctionId: auctionPageViews.auctionId })
      .from(auctionPageViews)
      .innerJoin(auctions, eq(auctions.id, auctionPageViews.auctionId))
      .innerJoin(properties, eq(properties.id, auctions.propertyId))
      .where(eq(properties.ownerUserId, owner.id))
      .limit(1);
    if (viewed) return { linked: 0 };
    // The dearest finished auction: browser tests claim live auctions cheapest first.
    const [finished] = await tx
      .select({ propertyId: auctions.propertyId })
      .from(auctions)
      .innerJoin(properties, eq(properties.id, auctions.propertyId))
      .where(and(eq(auctions.status, "finished"), isNull(properties.ownerUserId)))
      .orderBy(desc(auctions.openingPrice), auctions.id)
      .limit(1);
    if (finished)
      await tx
        .update(properties)
        .set({ ownerUserId: owner.id })
        .where(inArray(properties.id, [finished.propertyId]));
    // One query at a time: a transaction's queries share one connection.
    const chosen = await tx
      .select({ auctionId: auctions.id, startsAt: auctions.startsAt })
      .from(auctions)
      .innerJoin(properties, eq(properties.id, auctions.propertyId))
      .where(eq(properties.ownerUserId, owner.id))
      .orderBy(auctions.id);
    if (chosen.length === 0) return { linked: 0 };
    // Views since a week before each auction started (or the last two weeks), busier near the start.
    const rows = chosen.flatMap((c, n) =>
      Array.from({ length: 14 }, (_, i) => {
        const at = new Date(now.getTime() - (13 - i) * DAY);
        const nearStart = Math.abs(at.getTime() - c.startsAt.getTime()) < 3 * DAY ? 2 : 1;
        return {
          auctionId: c.auctionId,
          day: riyadhDay(at),
          views: ((i * 7 + n * 5) % 11) * nearStart + 3,
        };
      }),
    );
    await tx
      .insert(auctionPageViews)
      .values(rows)
      .onConflictDoUpdate({
        target: [auctionPageViews.auctionId, auctionPageViews.day],
        set: { views: sql`${auctionPageViews.views} + excluded.views` },
      });
    return { linked: finished ? 1 : 0 };
  });
}
