import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { liveEvents } from "~/db/schema";
import type { LiveEvent, NewLiveEvent } from "./live-channels";

/** A transaction or the database: anything that runs queries. */
type Queryable = Pick<Db, "execute" | "insert">;

/**
 * Writes live events inside the caller's transaction and returns them numbered, to be published
 * once the transaction has committed (never before: a watcher must not see what may roll back).
 *
 * Each channel's counter row (live_channels) is incremented by the number of its events, which
 * locks it until commit: two transactions writing to one channel are ordered, and the numbers have
 * no gaps. Channels are taken in sorted order so writers never wait on each other in a cycle.
 */
export async function appendLiveEvents(
  tx: Queryable,
  events: readonly NewLiveEvent[],
  now: Date,
): Promise<LiveEvent[]> {
  if (events.length === 0) return [];
  const counts = new Map<string, number>();
  for (const event of events) counts.set(event.channel, (counts.get(event.channel) ?? 0) + 1);
  const channels = [...counts.keys()].sort();
  const rows = sql.join(
    channels.map((channel) => sql`(${channel}, ${counts.get(channel)!})`),
    sql`, `,
  );
  const result = (await tx.execute(
    sql`insert into live_channels (channel, last_seq) values ${rows}
        on conflict (channel) do update set last_seq = live_channels.last_seq + excluded.last_seq
        returning channel, last_seq`,
  )) as unknown as { rows: { channel: string; last_seq: string | number }[] };
  const next = new Map<string, number>();
  for (const row of result.rows) {
    next.set(row.channel, Number(row.last_seq) - counts.get(row.channel)! + 1);
  }
  const createdAt = now.toISOString();
  const written = events.map((event) => {
    const seq = next.get(event.channel)!;
    next.set(event.channel, seq + 1);
    return { ...event, seq, createdAt } as LiveEvent;
  });
  await tx.insert(liveEvents).values(
    written.map((event) => ({
      channel: event.channel,
      seq: event.seq,
      type: event.type,
      payload: event.payload,
      createdAt: now,
    })),
  );
  return written;
}
