import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auctionPageViews, auctions, properties, users } from "~/db/schema";
import { riyadhDay } from "~/modules/insights/page-views.server";

/** The demo owner (seed-accounts.server.ts): their dashboard shows these properties. */
export const DEMO_OWNER_EMAIL = "owner@mazad.example";
const DAY = 86_400_000;

/**
 * Gives the demo owner three properties of the catalogue, so /dashboard has something to show
 * (issue 15): the dearest live, upcoming and finished auctions, with
 * two weeks of page views. Once: nothing changes when the owner already owns a property.
 */
export async function seedDemoOwnership(db: Db, options: { now?: Date } = {}): Promise<{ linked: number }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_OWNER_EMAIL));
    if (!owner) return { linked: 0 };
    const [owns] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.ownerUserId, owner.id))
      .limit(1);
    if (owns) return { linked: 0 };
    const pick = (status: "current" | "upcoming" | "finished") =>
      tx
        .select({ auctionId: auctions.id, propertyId: auctions.propertyId, startsAt: auctions.startsAt })
        .from(auctions)
        .innerJoin(properties, eq(properties.id, auctions.propertyId))
        .where(and(eq(auctions.status, status), isNull(properties.ownerUserId)))
        // The dearest: browser tests claim live auctions cheapest first, and a seller may not bid.
        .orderBy(desc(auctions.openingPrice), auctions.id)
        .limit(1);
    // One query at a time: a transaction's queries share one connection.
    const chosen = [...(await pick("current")), ...(await pick("upcoming")), ...(await pick("finished"))];
    if (chosen.length === 0) return { linked: 0 };
    await tx
      .update(properties)
      .set({ ownerUserId: owner.id })
      .where(
        inArray(
          properties.id,
          chosen.map((c) => c.propertyId),
        ),
      );
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
    return { linked: chosen.length };
  });
}
