import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";

/** How long events stay replayable. A watcher away longer reloads its page instead (a `reset`). */
export const LIVE_EVENTS_KEPT_MS = 24 * 60 * 60 * 1000;

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
