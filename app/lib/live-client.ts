import {
  encodeCursor,
  liveEventTypes,
  type LiveChannel,
  type LiveCursor,
  type LiveEvent,
} from "~/modules/live/live-channels";

export type LiveStatus = {
  state: "idle" | "connecting" | "open" | "reconnecting";
  /** Add to Date.now() for the server's clock. */
  serverOffsetMs: number;
};

type Listener = (event: LiveEvent) => void;

const MAX_BACKOFF_MS = 30_000;

/**
 * The tab's one EventSource (GET /api/v1/events, ADR 013), opened for the union of the auction
 * channels watched now plus the signed-in user's channel, and none at all when that is empty.
 * A change of channels reopens it once (after the current task, so a page's components mounting
 * together cost one connection), carrying every channel's position so nothing is missed or
 * repeated. Lost connections are resumed by the browser with Last-Event-ID; when it gives up
 * (an error answer) this retries with backoff.
 */
export function createLiveClient(eventsUrl: () => string) {
  const listeners = new Map<LiveChannel, Set<Listener>>();
  const cursor: LiveCursor = {};
  const statusListeners = new Set<() => void>();
  let status: LiveStatus = { state: "idle", serverOffsetMs: 0 };
  let user: LiveChannel | null = null;
  let source: EventSource | null = null;
  let opened = ""; // the channels `source` was opened for
  let rewind = false; // a watcher needs events the open stream has passed
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onReset = () => {};

  const setStatus = (state: LiveStatus["state"], serverOffsetMs = status.serverOffsetMs) => {
    if (state === status.state && serverOffsetMs === status.serverOffsetMs) return;
    status = { state, serverOffsetMs };
    statusListeners.forEach((notify) => notify());
  };

  /** A position from a page's data: older than the stream's, it reopens the stream from there. */
  const want = (channel: LiveChannel, from: number | undefined) => {
    if (from === undefined || (cursor[channel] ?? Infinity) <= from) return;
    cursor[channel] = from;
    rewind ||= opened.split(",").includes(channel);
  };

  const schedule = (delay = 0) => {
    clearTimeout(timer);
    timer = setTimeout(connect, delay);
  };

  function receive(message: Event) {
    const { type, data } = message as MessageEvent<string>;
    const { serverTime, ...body } = JSON.parse(data) as LiveEvent & {
      serverTime: number;
      cursor: LiveCursor;
    };
    // Transit only delays a sample: keep the earliest-looking one, starting afresh on each stream.
    const sample = serverTime - Date.now();
    if (type === "hello" || sample > status.serverOffsetMs + 20) setStatus(status.state, sample);
    if (type === "hello") return void Object.assign(cursor, body.cursor);
    if (type === "reset") {
      cursor[body.channel] = body.seq;
      return onReset();
    }
    if (body.seq <= (cursor[body.channel] ?? 0)) return;
    cursor[body.channel] = body.seq;
    listeners.get(body.channel)?.forEach((listener) => listener(body));
  }

  function connect() {
    const channels = [...listeners.keys()].filter((channel) => channel.startsWith("a:"));
    if (user) channels.push(user);
    const key = channels.sort().join();
    if (source && key === opened && !rewind) return;
    source?.close();
    source = null;
    opened = key;
    rewind = false;
    for (const channel of Object.keys(cursor)) {
      if (!channels.includes(channel as LiveChannel)) delete cursor[channel];
    }
    if (!key) return setStatus("idle");
    const auctions = channels.filter((channel) => channel !== user).map((channel) => channel.slice(2));
    const es = new EventSource(
      `${eventsUrl()}?auctions=${auctions.join()}&cursor=${encodeURIComponent(encodeCursor(cursor))}`,
    );
    source = es;
    for (const type of ["hello", "reset", ...liveEventTypes]) es.addEventListener(type, receive);
    es.onopen = () => {
      failures = 0;
      setStatus("open");
    };
    es.onerror = () => {
      setStatus("reconnecting");
      if (es.readyState !== EventSource.CLOSED) return; // the browser is reconnecting by itself
      source = null;
      schedule(Math.min(MAX_BACKOFF_MS, 1000 * 2 ** failures++) * (0.5 + Math.random() / 2));
    };
    setStatus(status.state === "idle" ? "connecting" : "reconnecting");
  }

  return {
    /** Calls `listener` with the channels' events until the returned function is called. */
    watch(channels: readonly LiveChannel[], listener: Listener, initialCursor?: LiveCursor) {
      for (const channel of channels) {
        want(channel, initialCursor?.[channel]);
        const set = listeners.get(channel) ?? new Set();
        listeners.set(channel, set.add(listener));
      }
      schedule();
      return () => {
        for (const channel of channels) {
          const set = listeners.get(channel);
          if (set?.delete(listener) && set.size === 0) listeners.delete(channel);
        }
        schedule();
      };
    },
    /** The signed-in user's channel and its position when the page was rendered (null: a guest). */
    setUser(channel: LiveChannel | null, seq?: number) {
      // Only a new user's position counts: later loads of the root are behind the stream anyway.
      if (channel && channel !== user) want(channel, seq);
      user = channel;
      schedule();
    },
    /** Called when a channel's missed events are no longer kept: the page must reload its data. */
    onReset(handler: () => void) {
      onReset = handler;
    },
    /** Closes the connection (the provider unmounts); watching again reopens it. */
    close() {
      clearTimeout(timer);
      source?.close();
      source = null;
      opened = "";
      user = null;
      setStatus("idle");
    },
    status: () => status,
    onStatus(notify: () => void) {
      statusListeners.add(notify);
      return () => void statusListeners.delete(notify);
    },
  };
}

export type LiveClient = ReturnType<typeof createLiveClient>;
