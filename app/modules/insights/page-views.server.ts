import { and, gte, inArray, sql, sum } from "drizzle-orm";
import { isbot } from "isbot";
import type { Db } from "~/db/client.server";
import { auctionPageViews } from "~/db/schema";

/*
 * Page views of property pages (issue 15): a counter per auction and Riyadh day, incremented by
 * one upsert when the server serves the page. No cookie, no visitor identifier, no third party:
 * the count is of pages served, not of people. Not counted: bots (isbot on the User-Agent), the
 * property's owner and selling agent, prefetches, and the page's own data reloads (a bid's
 * revalidation fetches the page's data again from the page itself).
 */

/** The calendar day in Asia/Riyadh (UTC+3, no daylight saving) as YYYY-MM-DD. */
export function riyadhDay(at: Date): string {
  return new Date(at.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
}

/** Whether a request for the page at `pagePath` counts as a view (before who is asking). */
export function countsAsView(request: Request, pagePath: string): boolean {
  if (request.method !== "GET") return false;
  const h = request.headers;
  if (isbot(h.get("user-agent") ?? "")) return false;
  const purpose = `${h.get("sec-purpose") ?? ""} ${h.get("purpose") ?? ""} ${h.get("x-moz") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  if (h.get("sec-fetch-dest") === "document") return true;
  // A data request from the page itself reloads what is shown (after a bid), not a new view.
  const referer = h.get("referer");
  if (!referer) return true;
  try {
    return new URL(referer).pathname !== pagePath;
  } catch {
    return true;
  }
}

/** Adds one view (or `views`) of the auction's page on the day of `at`. */
export async function recordPageView(
  db: Db,
  options: { auctionId: number; at: Date; views?: number },
): Promise<void> {
  const views = options.views ?? 1;
  await db
    .insert(auctionPageViews)
    .values({ auctionId: options.auctionId, day: riyadhDay(options.at), views })
    .onConflictDoUpdate({
      target: [auctionPageViews.auctionId, auctionPageViews.day],
      set: { views: sql`${auctionPageViews.views} + ${views}` },
    });
}

/**
 * Views of property pages served without running their loader (a guest's page from the page
 * cache, ADR 040), added up in memory and written once per `flushMs` per auction, so a crowd on
 * one page is not a queue of upserts on one row. Views still held when the process dies are lost
 * (at most `flushMs` of them).
 */
export function createPageViewCounter(options: {
  db: Db;
  now: () => Date;
  onError: (err: unknown) => void;
  flushMs?: number;
}) {
  const pending = new Map<number, number>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  async function flush(): Promise<void> {
    timer = null;
    const batch = [...pending];
    pending.clear();
    const at = options.now();
    for (const [auctionId, views] of batch) {
      await recordPageView(options.db, { auctionId, at, views }).catch(options.onError);
    }
  }
  return {
    add(auctionId: number): void {
      pending.set(auctionId, (pending.get(auctionId) ?? 0) + 1);
      if (!timer) {
        timer = setTimeout(() => void flush(), options.flushMs ?? 1000);
        timer.unref();
      }
    },
    /** Writes what is held now (tests; shutdown). */
    async flush(): Promise<void> {
      if (timer) clearTimeout(timer);
      await flush();
    },
  };
}

export type DailyViews = { day: string; views: number };

/** Each auction's total views, and its views per day for the `days` days up to `now` (zeros included). */
export async function readPageViews(
  db: Db,
  options: { auctionIds: number[]; now: Date; days: number },
): Promise<Map<number, { total: number; daily: DailyViews[] }>> {
  const { auctionIds, now, days } = options;
  const result = new Map<number, { total: number; daily: DailyViews[] }>();
  if (auctionIds.length === 0) return result;
  const dayList = Array.from({ length: days }, (_, i) =>
    riyadhDay(new Date(now.getTime() - (days - 1 - i) * 86_400_000)),
  );
  const [totals, recent] = await Promise.all([
    db
      .select({ auctionId: auctionPageViews.auctionId, total: sum(auctionPageViews.views).mapWith(Number) })
      .from(auctionPageViews)
      .where(inArray(auctionPageViews.auctionId, auctionIds))
      .groupBy(auctionPageViews.auctionId),
    db
      .select()
      .from(auctionPageViews)
      .where(and(inArray(auctionPageViews.auctionId, auctionIds), gte(auctionPageViews.day, dayList[0]!))),
  ]);
  const totalOf = new Map(totals.map((t) => [t.auctionId, t.total]));
  for (const id of auctionIds) {
    const byDay = new Map(recent.filter((r) => r.auctionId === id).map((r) => [r.day, r.views]));
    result.set(id, {
      total: totalOf.get(id) ?? 0,
      daily: dayList.map((day) => ({ day, views: byDay.get(day) ?? 0 })),
    });
  }
  return result;
}
