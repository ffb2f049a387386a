import { and, asc, eq, gt, inArray, sql, type Placeholder } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { batchOfTurn } from "~/db/turn-batch.server";
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

/** Channels one statement reads at most (PostgreSQL takes at most 65,535 parameters). */
const POSITIONS_PER_READ = 1_000;

/** Channels asked for in this turn of the event loop, and the answer of their one read. */
type PositionRead = { channels: Set<LiveChannel>; answer: PromiseWithResolvers<LiveCursor> };
const waitingPositions = new WeakMap<Db, PositionRead>();

/**
 * The last sequence number written on each channel: 0 for a channel that never had an event.
 *
 * The positions asked for in one turn of the event loop are read by one statement when the turn
 * ends: a crowd opening an auction's page opens thousands of streams at once, each asking for its
 * channels' positions. A caller gets a position read after it asked, as a read of its own would.
 */
export async function readChannelPositions({
  db,
  channels,
}: {
  db: Db;
  channels: readonly LiveChannel[];
}): Promise<LiveCursor> {
  if (channels.length === 0) return {};
  if (channels.length > POSITIONS_PER_READ) return readPositionsNow(db, channels);
  const read = batchOfTurn(
    waitingPositions,
    db,
    () => ({ channels: new Set<LiveChannel>(), answer: Promise.withResolvers<LiveCursor>() }),
    ({ channels: asked, answer }) => readPositionsNow(db, [...asked]).then(answer.resolve, answer.reject),
    (current) => current.channels.size + channels.length > POSITIONS_PER_READ,
  );
  for (const channel of channels) read.channels.add(channel);
  const positions = await read.answer.promise;
  const cursor: LiveCursor = {};
  for (const channel of channels) cursor[channel] = positions[channel]!;
  return cursor;
}

async function readPositionsNow(db: Db, channels: readonly LiveChannel[]): Promise<LiveCursor> {
  const cursor: LiveCursor = {};
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
