import type { ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import type { LiveBus } from "~/modules/live/live-bus";
import {
  encodeCursor,
  type LiveChannel,
  type LiveCursor,
  type LiveEvent,
} from "~/modules/live/live-channels";
import { readChannelPositions, readLiveEvents } from "~/modules/live/read-live-events.server";

/** A watcher that missed more than this on a channel reloads its data instead (`reset`). */
export const MAX_REPLAY = 1_000;
/** Unsent bytes after which a watcher is dropped (a stalled phone); it reconnects and replays. */
const MAX_BUFFERED_BYTES = 256 * 1024;

/** One open event stream. Kept small: thousands of them wait on one auction. */
export type Watcher = {
  res: ServerResponse;
  channels: LiveChannel[];
  /** The last seq written to this stream, per channel. */
  cursor: LiveCursor;
  /** Non-null while the stream catches up from the database; live events wait here meanwhile. */
  held: LiveEvent[] | null;
  /** Signed-in streams: the session token, and when (ms) to check it again. */
  session: { token: string; checkAt: number } | null;
};

type Group = { watchers: Set<Watcher>; unsubscribe: () => void };

/** The `event:` and `data:` lines of an event (see docs/decisions/013-live-updates.md). */
const eventBody = (event: LiveEvent, serverTime: number) =>
  `event: ${event.type}\ndata: ${JSON.stringify({ ...event, serverTime })}\n\n`;

const idLine = (watcher: Watcher) => `id: ${encodeCursor(watcher.cursor)}\n`;

/**
 * The open event streams of this process. Each channel is subscribed on the bus once, however
 * many streams carry it; each event is serialised once and the same string written to every
 * stream (only a stream carrying several channels needs an id line of its own).
 */
export function createWatcherHub({
  db,
  bus,
  logger,
  now,
}: {
  db: Db;
  bus: LiveBus;
  logger: Logger;
  /** The server time sent to clients (ms): the database's clock, by which bids are judged (ADR 012). */
  now: () => number;
}) {
  const groups = new Map<LiveChannel, Group>();
  const watchers = new Map<ServerResponse, Watcher>();

  const write = ({ res }: Watcher, text: string | Buffer) => {
    // Writing after the end would raise an error event: a closing stream is simply skipped.
    if (res.writableEnded || res.destroyed) return;
    if (res.writableLength > MAX_BUFFERED_BYTES) res.destroy();
    else res.write(text);
  };
  const send = (watcher: Watcher, event: LiveEvent) => {
    watcher.cursor[event.channel] = event.seq;
    write(watcher, idLine(watcher) + eventBody(event, now()));
  };
  const reset = (watcher: Watcher, channel: LiveChannel, seq: number) => {
    watcher.cursor[channel] = seq;
    const data = JSON.stringify({ channel, seq, serverTime: now() });
    write(watcher, `${idLine(watcher)}event: reset\ndata: ${data}\n\n`);
  };

  /** A live event for one stream: written, held while catching up, or the start of a catch-up. */
  const offer = (watcher: Watcher, event: LiveEvent, body: string, solo: Buffer) => {
    if (watcher.held) return void watcher.held.push(event);
    const at = watcher.cursor[event.channel]!;
    if (event.seq <= at) return;
    if (event.seq > at + 1) {
      watcher.held = [event];
      return void catchUp(watcher);
    }
    watcher.cursor[event.channel] = event.seq;
    write(watcher, watcher.channels.length === 1 ? solo : idLine(watcher) + body);
  };

  const broadcast = (group: Group, event: LiveEvent) => {
    const body = eventBody(event, now());
    // Encoded once: thousands of streams of one auction get the same bytes.
    const solo = Buffer.from(`id: ${event.channel}=${event.seq}\n${body}`);
    const started = performance.now();
    for (const watcher of group.watchers) offer(watcher, event, body, solo);
    if (group.watchers.size >= 1000) {
      logger.debug(
        { watchers: group.watchers.size, ms: Math.round(performance.now() - started) },
        "live fan-out",
      );
    }
  };

  /** Writes what the database holds after the stream's position on `channel`, up to `last`. */
  const replay = async (watcher: Watcher, channel: LiveChannel, last: number) => {
    const after = watcher.cursor[channel]!;
    if (after === last) return;
    if (after > last || last - after > MAX_REPLAY) return reset(watcher, channel, last);
    const events = await readLiveEvents({ db, channel, afterSeq: after, limit: last - after });
    // The first missing event was pruned: the page must reload instead.
    if (events[0]?.seq !== after + 1) return reset(watcher, channel, last);
    for (const event of events) if (event.seq === watcher.cursor[channel]! + 1) send(watcher, event);
  };

  /** Writes the held events that follow on; on a gap keeps the rest for another round. */
  const releaseHeld = (watcher: Watcher) => {
    const held = watcher.held!;
    for (const [index, event] of held.entries()) {
      const at = watcher.cursor[event.channel]!;
      if (event.seq <= at) continue;
      if (event.seq > at + 1) return void (watcher.held = held.slice(index));
      send(watcher, event);
    }
    watcher.held = null;
  };

  const catchUp = async (watcher: Watcher, positions?: LiveCursor) => {
    try {
      while (watcher.held && watchers.has(watcher.res)) {
        positions ??= await readChannelPositions({ db, channels: watcher.channels });
        for (const channel of watcher.channels) await replay(watcher, channel, positions[channel]!);
        positions = undefined;
        releaseHeld(watcher);
      }
    } catch (err) {
      // The client reconnects with its last event id and loses nothing.
      logger.warn({ err }, "live replay failed; stream closed");
      watcher.res.destroy();
    }
  };

  const join = (watcher: Watcher, channel: LiveChannel) => {
    let group = groups.get(channel);
    if (!group) {
      const created: Group = { watchers: new Set(), unsubscribe: () => {} };
      created.unsubscribe = bus.subscribe(channel, (event) => broadcast(created, event));
      groups.set(channel, (group = created));
    }
    group.watchers.add(watcher);
  };
  const leave = (watcher: Watcher) => {
    watchers.delete(watcher.res);
    for (const channel of watcher.channels) {
      const group = groups.get(channel);
      if (!group?.watchers.delete(watcher) || group.watchers.size > 0) continue;
      group.unsubscribe();
      groups.delete(channel);
    }
  };
  /** Ends a stream now (its client reconnects by itself). */
  const end = (watcher: Watcher) => {
    leave(watcher);
    watcher.res.end();
  };
  // One function for every stream, not a closure each.
  function onClose(this: ServerResponse) {
    const watcher = watchers.get(this);
    if (watcher) leave(watcher);
  }

  return {
    /**
     * Starts a stream whose headers are sent: subscribes first (live events wait in `held`), then
     * says hello with the starting cursor, replays from the database, and goes live.
     */
    async open(watcher: Watcher) {
      watchers.set(watcher.res, watcher);
      watcher.res.on("close", onClose);
      for (const channel of watcher.channels) join(watcher, channel);
      let positions: LiveCursor;
      try {
        // Read after the bus knows its own start, so "now" is never ahead of what it delivers.
        await bus.settled();
        positions = await readChannelPositions({ db, channels: watcher.channels });
      } catch (err) {
        logger.warn({ err }, "live stream could not start");
        return void watcher.res.destroy();
      }
      if (!watchers.has(watcher.res)) return; // the client left meanwhile
      // A channel the client has no position for starts now.
      for (const channel of watcher.channels) watcher.cursor[channel] ??= positions[channel]!;
      const hello = JSON.stringify({ serverTime: now(), cursor: watcher.cursor });
      write(watcher, `${idLine(watcher)}event: hello\ndata: ${hello}\n\n`);
      await catchUp(watcher, positions);
    },
    heartbeat() {
      const comment = `: ${now()}\n\n`;
      for (const watcher of watchers.values()) write(watcher, comment);
    },
    watchers: () => watchers.values(),
    size: () => watchers.size,
    end,
    closeAll() {
      for (const watcher of [...watchers.values()]) end(watcher);
    },
  };
}
