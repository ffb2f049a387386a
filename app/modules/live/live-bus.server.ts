import { Redis } from "ioredis";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import type { LiveBus } from "./live-bus";
import { isLiveChannel, type LiveChannel, type LiveEvent } from "./live-channels";
import { readChannelPositions, readLiveEvents } from "./read-live-events.server";

/** The one Redis pub/sub channel on which every instance publishes what it committed. */
const REDIS_CHANNEL = "mazad:live";
/** Events read per query while filling a gap. */
const FILL_BATCH = 500;
/** Channels compared per query by the poller (PostgreSQL takes at most 65,535 parameters). */
const POLL_BATCH = 1_000;

type Listener = (event: LiveEvent) => void;

/** What this process knows of a channel that has local subscribers. */
type ChannelState = {
  channel: LiveChannel;
  listeners: Set<Listener>;
  /** The last seq handed to the listeners; null until the starting position is read. */
  lastSeq: number | null;
  /** Events that came ahead of lastSeq + 1, or while the database was being read. */
  held: LiveEvent[];
  /** A database read for this channel is under way: new events wait in `held`. */
  reading: boolean;
  /**
   * The channel's position in the database when the last poll found it ahead of lastSeq (null
   * when it was not): what the next poll repairs if no publication has brought it by then.
   */
  awaited: number | null;
};

export type ServerLiveBus = LiveBus & {
  /** Resolves once events published by other instances reach this one (at once without Redis). */
  listening(): Promise<void>;
};

/**
 * The live bus (see live-bus.ts). Without `redisUrl` events go from `publish` straight to this
 * process's subscribers; with it they also go through Redis to every instance, this one included
 * (its own copy arrives a second time and is dropped by its sequence number).
 *
 * The database is the truth: per channel the bus remembers the last seq it delivered, drops
 * anything not newer, fills a gap from `live_events` before going on, and every `pollMs` compares
 * its channels with `live_channels` to fetch what no publication brought (a crash between commit
 * and publish, a Redis message lost while reconnecting). An event committed just before a poll is
 * usually still on its way (through Redis, from another instance): the poller repairs what the
 * previous poll already found missing, and leaves the rest to its publication: repairing it at
 * once read the database while that channel's live events waited behind the read (ADR 044).
 */
export function createLiveBus({
  db,
  logger,
  redisUrl,
  pollMs = 2_000,
}: {
  db: Db;
  logger: Logger;
  redisUrl?: string | null;
  pollMs?: number;
}): ServerLiveBus {
  const local = createLocalDispatch(db, logger);
  const redis = redisUrl ? connectRedisFanOut(redisUrl, logger, local) : null;
  // While the subscriber is away no publication of another instance arrives: repair at once.
  const timer = setInterval(() => void local.poll({ now: redis !== null && !redis.receiving() }), pollMs);
  timer.unref();
  return {
    publish(events) {
      if (events.length === 0) return;
      // Local watchers first and without waiting for Redis; after the caller's own work.
      setImmediate(local.acceptAll, events);
      redis?.publish(events);
    },
    subscribe: local.subscribe,
    settled: local.settled,
    listening: () => redis?.subscribed ?? Promise.resolve(),
    async close() {
      clearInterval(timer);
      local.clear();
      await redis?.close();
    },
  };
}

/** Subscribers of this process, with per-channel ordering and repair from the database. */
function createLocalDispatch(db: Db, logger: Logger) {
  const channels = new Map<string, ChannelState>();
  const starting = new Set<Promise<void>>();
  const current = (state: ChannelState) => channels.get(state.channel) === state;

  const deliver = (state: ChannelState, event: LiveEvent) => {
    state.lastSeq = event.seq;
    for (const listener of state.listeners) {
      try {
        listener(event);
      } catch (err) {
        logger.error({ err, channel: state.channel }, "live listener failed");
      }
    }
  };

  /** Delivers the held events that follow on; true when some still wait behind a gap. */
  const release = (state: ChannelState): boolean => {
    state.held.sort((a, b) => a.seq - b.seq);
    let used = 0;
    for (const event of state.held) {
      if (event.seq > state.lastSeq! + 1) break;
      if (event.seq === state.lastSeq! + 1) deliver(state, event);
      used++;
    }
    state.held.splice(0, used);
    return state.held.length > 0;
  };

  const accept = (event: LiveEvent) => {
    const state = channels.get(event.channel);
    if (!state) return;
    if (state.lastSeq === null || state.reading) state.held.push(event);
    else if (event.seq === state.lastSeq + 1) deliver(state, event);
    else if (event.seq > state.lastSeq) {
      state.held.push(event);
      void fill(state);
    }
  };

  /** Reads whatever follows lastSeq from the database until the held events connect. */
  const fill = async (state: ChannelState) => {
    if (state.reading || state.lastSeq === null) return;
    state.reading = true;
    try {
      for (;;) {
        const found = await readLiveEvents({
          db,
          channel: state.channel,
          afterSeq: state.lastSeq,
          limit: FILL_BATCH,
        });
        if (!current(state)) return;
        state.held.push(...found);
        const waiting = release(state);
        if (found.length === FILL_BATCH) continue;
        if (!waiting) return;
        if (found.length === 0) {
          // Committed before the held event yet gone: pruned. Nothing to wait for.
          logger.warn({ channel: state.channel, from: state.lastSeq }, "live events missing; skipped");
          state.lastSeq = state.held[0]!.seq - 1;
        }
      }
    } catch (err) {
      logger.warn({ err, channel: state.channel }, "reading live events failed; the poller retries");
    } finally {
      state.reading = false;
    }
  };

  const start = async (state: ChannelState) => {
    state.reading = true;
    try {
      const positions = await readChannelPositions({ db, channels: [state.channel] });
      if (current(state)) state.lastSeq = positions[state.channel]!;
    } catch (err) {
      logger.warn({ err, channel: state.channel }, "reading a live channel failed; the poller retries");
    } finally {
      state.reading = false;
    }
    if (current(state) && state.lastSeq !== null && release(state)) void fill(state);
  };

  /**
   * Compares `positions` (the database's) with what each channel delivered, and catches up on
   * what was already missing at the previous poll (or on everything missing, with `now`).
   */
  const catchUp = (states: ChannelState[], positions: Record<string, number>, now: boolean) => {
    for (const state of states) {
      if (!current(state) || state.reading) continue;
      const last = positions[state.channel]!;
      if (state.lastSeq === null) {
        state.lastSeq = last;
        if (release(state)) void fill(state);
        continue;
      }
      const missed = state.awaited !== null && state.lastSeq < state.awaited;
      state.awaited = last > state.lastSeq ? last : null;
      if (state.held.length > 0 || missed || (now && last > state.lastSeq)) void fill(state);
    }
  };

  let polling = false;
  return {
    acceptAll: (events: readonly LiveEvent[]) => events.forEach(accept),
    subscribe(channel: LiveChannel, listener: Listener) {
      let state = channels.get(channel);
      if (!state) {
        state = { channel, listeners: new Set(), lastSeq: null, held: [], reading: false, awaited: null };
        channels.set(channel, state);
        const started = start(state).finally(() => starting.delete(started));
        starting.add(started);
      }
      const subscribed = state;
      subscribed.listeners.add(listener);
      return () => {
        subscribed.listeners.delete(listener);
        if (subscribed.listeners.size === 0 && current(subscribed)) channels.delete(channel);
      };
    },
    /** Catches up with the database: on what a publication should have brought, or with `now` on all. */
    async poll({ now = false }: { now?: boolean } = {}) {
      if (polling || channels.size === 0) return;
      polling = true;
      try {
        const states = [...channels.values()].filter((state) => !state.reading);
        for (let i = 0; i < states.length; i += POLL_BATCH) {
          const batch = states.slice(i, i + POLL_BATCH);
          catchUp(batch, await readChannelPositions({ db, channels: batch.map((s) => s.channel) }), now);
        }
      } catch (err) {
        logger.warn({ err }, "polling live channels failed");
      } finally {
        polling = false;
      }
    },
    settled: async () => void (await Promise.all(starting)),
    clear: () => channels.clear(),
  };
}

/** The names the bus's connections give themselves (Redis `CLIENT LIST` shows who is connected). */
export const LIVE_REDIS_CONNECTIONS = {
  publisher: "mazad-live-publisher",
  subscriber: "mazad-live-subscriber",
};

/** Redis pub/sub between instances: one connection publishes, a dedicated one listens. */
function connectRedisFanOut(url: string, logger: Logger, local: ReturnType<typeof createLocalDispatch>) {
  const retryStrategy = (attempt: number) => Math.min(attempt * 200, 5_000);
  // A publication that cannot go out now is dropped, not queued: the poller repairs it.
  const publisher = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy,
    connectionName: LIVE_REDIS_CONNECTIONS.publisher,
  });
  const subscriber = new Redis(url, {
    maxRetriesPerRequest: null,
    retryStrategy,
    connectionName: LIVE_REDIS_CONNECTIONS.subscriber,
  });
  publisher.on("error", (err) => logger.warn({ err }, "live publisher: redis error"));
  subscriber.on("error", (err) => logger.warn({ err }, "live subscriber: redis error"));
  subscriber.on("message", (_channel: string, message: string) => {
    const events = parseEvents(message);
    if (events) local.acceptAll(events);
    else logger.warn("malformed live message on redis ignored");
  });
  // After a reconnection whatever was published meanwhile is lost: look in the database now.
  subscriber.on("ready", () => void local.poll({ now: true }));
  const subscribed = subscriber.subscribe(REDIS_CHANNEL).then(() => undefined);
  subscribed.catch((err: unknown) => logger.error({ err }, "subscribing to live events on redis failed"));
  return {
    subscribed,
    /** Whether publications reach this instance now (the subscriber is connected). */
    receiving: () => subscriber.status === "ready",
    publish(events: readonly LiveEvent[]) {
      publisher
        .publish(REDIS_CHANNEL, JSON.stringify(events))
        .catch((err: unknown) => logger.warn({ err }, "publishing live events on redis failed"));
    },
    async close() {
      // QUIT waits for a connection; with Redis away it would hold the shutdown until Redis is back.
      const end = async (client: Redis) =>
        client.status === "ready" ? void (await client.quit()) : client.disconnect();
      await Promise.allSettled([end(publisher), end(subscriber)]);
    },
  };
}

function parseEvents(message: string): LiveEvent[] | null {
  try {
    const value: unknown = JSON.parse(message);
    if (!Array.isArray(value)) return null;
    const wellFormed = value.every(
      (event: { channel?: unknown; seq?: unknown }) =>
        typeof event?.channel === "string" && isLiveChannel(event.channel) && Number.isInteger(event.seq),
    );
    return wellFormed ? (value as LiveEvent[]) : null;
  } catch {
    return null;
  }
}
