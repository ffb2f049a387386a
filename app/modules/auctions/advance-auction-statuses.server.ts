import { and, eq, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { auctions } from "~/db/schema";

/**
 * Moves auctions along by the clock: upcoming → current at the start, current → finished at the
 * (possibly extended) end, the hammer price being the highest bid. Each step is one conditional
 * UPDATE, so any number of instances can run it at once and an auction changes state once.
 */
export async function advanceAuctionStatuses({ db, now = new Date() }: { db: Db; now?: Date }) {
  const started = await db
    .update(auctions)
    .set({ status: "current", version: sql`${auctions.version} + 1`, updatedAt: now })
    .where(and(eq(auctions.status, "upcoming"), lte(auctions.startsAt, now)))
    .returning({ id: auctions.id });
  const finished = await db
    .update(auctions)
    .set({
      status: "finished",
      endPrice: auctions.currentPrice,
      version: sql`${auctions.version} + 1`,
      updatedAt: now,
    })
    .where(and(eq(auctions.status, "current"), lte(auctions.endsAt, now)))
    .returning({ id: auctions.id });
  return { started: started.map((r) => r.id), finished: finished.map((r) => r.id) };
}

/** Runs the transitions every few seconds, never two runs at once in this process. */
export function startAuctionClock({
  db,
  logger,
  intervalMs = 5_000,
}: {
  db: Db;
  logger: Logger;
  intervalMs?: number;
}) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { started, finished } = await advanceAuctionStatuses({ db });
      if (started.length || finished.length) logger.info({ started, finished }, "auction states advanced");
    } catch (err) {
      logger.error({ err }, "advancing auction states failed");
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
