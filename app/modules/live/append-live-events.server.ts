import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { jsonRows } from "~/db/json-rows.server";
import type { LiveEvent, NewLiveEvent } from "./live-channels";

/** A transaction or the database: anything that runs queries. */
type Queryable = Pick<Db, "execute">;

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
  // Each event's place among its channel's events of this call (1, 2, …), in the order given.
  const counts = new Map<string, number>();
  const places = events.map((event) => {
    const place = (counts.get(event.channel) ?? 0) + 1;
    counts.set(event.channel, place);
    return place;
  });
  const channels = [...counts.keys()].sort();
  // One statement: bump the counters (in channel order), then insert the events numbered from
  // the counter's value before the bump. `seq = last_seq - count + place`.
  const bumps = sql.join(
    channels.map((channel) => sql`(${channel}, ${counts.get(channel)!}::bigint)`),
    sql`, `,
  );
  const rows = events.map((event, i) => ({
    channel: event.channel,
    place: places[i]!,
    type: event.type,
    payload: event.payload,
  }));
  const result = (await tx.execute(sql`
    with bumped as (
      insert into live_channels (channel, last_seq)
      select channel, n from (values ${bumps}) as b(channel, n) order by channel
      on conflict (channel) do update set last_seq = live_channels.last_seq + excluded.last_seq
      returning channel, last_seq
    )
    insert into live_events (channel, seq, type, payload, created_at)
    select e.channel, b.last_seq - c.n + e.place, e.type, e.payload, ${now.toISOString()}::timestamptz
    from ${jsonRows(rows, "e(channel text, place bigint, type text, payload jsonb)")}
    join bumped b on b.channel = e.channel
    join (values ${bumps}) as c(channel, n) on c.channel = e.channel
    returning channel, seq`)) as unknown as { rows: { channel: string; seq: string | number }[] };
  const last = new Map<string, number>();
  for (const row of result.rows) last.set(row.channel, Math.max(last.get(row.channel) ?? 0, Number(row.seq)));
  const createdAt = now.toISOString();
  return events.map(
    (event, i) =>
      ({
        ...event,
        seq: last.get(event.channel)! - counts.get(event.channel)! + places[i]!,
        createdAt,
      }) as LiveEvent,
  );
}
