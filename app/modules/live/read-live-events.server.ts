import { and, asc, eq, gt, inArray, sql, type Placeholder } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { liveChannels, liveEvents } from "~/db/schema";
import type { LiveChannel, LiveCursor, LiveEvent } from "./live-channels";

/** A channel's events after `afterSeq`, oldest first, at most `limit` of them. */
export async function readLiveEvents({
  db,
  channel,
  afterSeq,
  limit,
}: {
  db: Db;
  channel: LiveChannel;
  afterSeq: number;
  limit: number;
}): Promise<LiveEvent[]> {
  const rows = await db
    .select()
    .from(liveEvents)
    .where(and(eq(liveEvents.channel, channel), gt(liveEvents.seq, afterSeq)))
    .orderBy(asc(liveEvents.seq))
    .limit(limit);
  // The row's type and payload were written together from one NewLiveEvent, so they agree.
  return rows.map(
    (row) =>
      ({
        channel: row.channel,
        seq: row.seq,
        type: row.type,
        payload: row.payload,
        createdAt: row.createdAt.toISOString(),
      }) as LiveEvent,
  );
}

/** The last sequence number written on each channel: 0 for a channel that never had an event. */
export async function readChannelPositions({
  db,
  channels,
}: {
  db: Db;
  channels: readonly LiveChannel[];
}): Promise<LiveCursor> {
  const cursor: LiveCursor = {};
  if (channels.length === 0) return cursor;
  for (const channel of channels) cursor[channel] = 0;
  const rows = await db
    .select()
    .from(liveChannels)
    .where(inArray(liveChannels.channel, [...channels]));
  for (const row of rows) cursor[row.channel] = row.lastSeq;
  return cursor;
}

/** One channel's position as readChannelPositions reads it (0 before its first event), as a subquery. */
export function channelPositionSubquery(channel: LiveChannel | Placeholder) {
  return sql<number>`coalesce((select ${liveChannels.lastSeq} from ${liveChannels} where ${liveChannels.channel} = ${channel}), 0)`.mapWith(
    Number,
  );
}
