import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";

/** How long events stay replayable. A watcher away longer reloads its page instead (a `reset`). */
export const LIVE_EVENTS_KEPT_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * Deletes live events written before `olderThan`; returns how many. Channel counters stay, so
 * numbering continues where it was and an old cursor is recognised as too old, not as new.
 */
export async function pruneLiveEvents({ db, olderThan }: { db: Db; olderThan: Date }): Promise<number> {
  const result = (await db.execute(
    sql`with deleted as (delete from live_events where created_at < ${olderThan.toISOString()} returning 1)
        select count(*)::int as count from deleted`,
  )) as unknown as { rows: { count: number }[] };
  return result.rows[0]?.count ?? 0;
}

/**
 * Prunes at start and every 10 minutes. Several instances may prune at once: deleting what is
 * already gone is harmless.
 */
export function startLiveEventPruning({ db, logger }: { db: Db; logger: Logger }) {
  const prune = () =>
    pruneLiveEvents({ db, olderThan: new Date(Date.now() - LIVE_EVENTS_KEPT_MS) })
      .then((count) => {
        if (count > 0) logger.info({ count }, "old live events pruned");
      })
      .catch((err: unknown) => logger.error({ err }, "pruning live events failed"));
  void prune();
  const timer = setInterval(() => void prune(), PRUNE_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
