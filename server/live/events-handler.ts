import type { IncomingMessage, ServerResponse } from "node:http";
import { Hono } from "hono";
import type { Services } from "~/context.server";
import { systemClock } from "~/lib/clock";
import { readBearerToken, readSessionCookie } from "~/modules/accounts/session-cookie.server";
import { validateSessionToken } from "~/modules/accounts/sessions.server";
import {
  auctionChannel,
  decodeCursor,
  userChannel,
  type LiveChannel,
  type LiveCursor,
} from "~/modules/live/live-channels";
import { detectApiLanguage } from "../http/lang";
import { localizeIssues, problem } from "../http/problem";
import { forwardedClientAddress } from "../http/session-auth";
import { createWatcherHub, type Watcher } from "./watchers";

export const EVENTS_PATH = "/api/v1/events";
export const MAX_AUCTIONS = 20;
const MAX_ID = 2_147_483_647;

const STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store",
  // Proxies (nginx) must pass each event on at once, not buffer the stream.
  "X-Accel-Buffering": "no",
  "X-Content-Type-Options": "nosniff",
};

/** Auction ids of the `auctions` query: null when malformed, more than 20, or not plain integers. */
export function parseAuctionIds(raw: string | null): number[] | null {
  if (!raw) return [];
  const parts = raw.split(",");
  if (parts.length > MAX_AUCTIONS) return null;
  if (!parts.every((part) => /^[1-9]\d{0,9}$/.test(part) && Number(part) <= MAX_ID)) return null;
  return [...new Set(parts.map(Number))];
}

/** Seconds a client refused for holding too many streams is asked to wait. */
export const STREAMS_RETRY_AFTER_SECONDS = 10;

/** The 400 for a malformed query, made by the API's own language rules and problem format. */
const invalidQuery = new Hono().use(detectApiLanguage).get("*", (c) =>
  problem(c, "INVALID_QUERY", {
    // The message says the limit (MAX_AUCTIONS) in words of both languages.
    issues: localizeIssues(c, [{ path: "auctions", message: "validation.auctionIds" }]),
  }),
);

/** The 503 for a client that holds as many streams as it may already. */
const tooManyStreams = new Hono().use(detectApiLanguage).get("*", (c) => {
  c.header("Retry-After", String(STREAMS_RETRY_AFTER_SECONDS));
  return problem(c, "TOO_MANY_STREAMS");
});

async function answerProblem(req: IncomingMessage, res: ServerResponse, app: Hono) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  const answer = await app.request(req.url!, { headers });
  res.writeHead(answer.status, {
    ...Object.fromEntries(answer.headers),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(await answer.text());
}

/** Open streams per key (a client address, a user); a key leaves the map at zero. */
function createCounter() {
  const counts = new Map<string, number>();
  return {
    /** Counts one more for `key` unless it holds `max` already; false when refused. */
    take(key: string, max: number) {
      const count = counts.get(key) ?? 0;
      if (count >= max) return false;
      counts.set(key, count + 1);
      return true;
    },
    give(key: string) {
      const count = (counts.get(key) ?? 1) - 1;
      if (count > 0) counts.set(key, count);
      else counts.delete(key);
    },
  };
}

type Options = {
  heartbeatMs?: number;
  sessionCheckMs?: number;
  /** Open streams one client address may hold (LIVE_STREAMS_PER_ADDRESS); more answer 503. */
  streamsPerAddress?: number;
  /** Open streams one signed-in user may hold (LIVE_STREAMS_PER_USER); more answer 503. */
  streamsPerUser?: number;
  /** TRUST_PROXY: how the client's address is read (see clientAddress). */
  trustProxy?: number;
};

/**
 * `GET /api/v1/events`: the Server-Sent Events stream, served on Node's own request and response
 * (ADR 013: a stream costs a socket and one small object, nothing of the web framework). Call
 * `handle` before the Hono listener; it answers true when the request was its own.
 */
export function createEventsHandler(
  services: Pick<Services, "database" | "logger" | "live" | "clock">,
  {
    heartbeatMs = 15_000,
    sessionCheckMs = 5 * 60_000,
    streamsPerAddress = 20,
    streamsPerUser = 10,
    trustProxy = 0,
  }: Options = {},
) {
  const { database, logger, live } = services;
  const clock = services.clock ?? systemClock;
  // The server time streams carry is the database's, by which bids are judged (ADR 012).
  const hub = createWatcherHub({
    db: database.db,
    bus: live,
    logger,
    now: () => database.clock.now().getTime(),
  });
  const byAddress = createCounter();
  const byUser = createCounter();

  /** Streams of sessions that ended (sign-out, expiry) are closed; the client comes back as a guest. */
  const checkSessions = () => {
    const now = Date.now();
    for (const watcher of hub.watchers()) {
      const session = watcher.session;
      if (!session || session.checkAt > now) continue;
      session.checkAt = now + sessionCheckMs;
      validateSessionToken({ db: database.db, token: session.token, now: clock() }).then(
        (found) => {
          if (!found) hub.end(watcher);
        },
        (err: unknown) => logger.warn({ err }, "live stream session check failed"),
      );
    }
  };
  // One timer for every stream: heartbeats keep proxies from closing quiet connections.
  const tick = setInterval(() => {
    hub.heartbeat();
    checkSessions();
  }, heartbeatMs);
  tick.unref();

  const authenticate = async (req: IncomingMessage) => {
    const token = readBearerToken(req.headers.authorization) ?? readSessionCookie(req.headers.cookie);
    if (!token) return null;
    const found = await validateSessionToken({ db: database.db, token, now: clock() });
    return found ? { userId: found.user.id, token } : null;
  };

  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url!, "http://mazad.invalid");
    const auctions = parseAuctionIds(url.searchParams.get("auctions"));
    if (!auctions) return answerProblem(req, res, invalidQuery);
    // Counted from the start (before the session is read), so a burst cannot pass the cap while
    // its sessions are being checked; given back when the connection closes, however it ends.
    const address = forwardedClientAddress(
      req.headers["x-forwarded-for"],
      req.socket.remoteAddress,
      trustProxy,
    );
    const addressKey = address ?? "unknown";
    if (!byAddress.take(addressKey, streamsPerAddress)) return answerProblem(req, res, tooManyStreams);
    res.once("close", () => byAddress.give(addressKey));
    const auth = await authenticate(req);
    if (res.destroyed) return; // the client left meanwhile
    if (auth) {
      if (!byUser.take(auth.userId, streamsPerUser)) return answerProblem(req, res, tooManyStreams);
      res.once("close", () => byUser.give(auth.userId));
    }
    const channels: LiveChannel[] = auctions.map(auctionChannel);
    if (auth) channels.push(userChannel(auth.userId));
    if (channels.length === 0) {
      // Nothing to watch; 204 also tells EventSource not to come back.
      res.writeHead(204, { "Cache-Control": "no-store" });
      return void res.end();
    }
    // The browser's Last-Event-ID (sent on its own reconnections) is newer than the URL's cursor.
    const lastEventId = req.headers["last-event-id"];
    const requested = decodeCursor(
      typeof lastEventId === "string" && lastEventId ? lastEventId : url.searchParams.get("cursor"),
    );
    const cursor: LiveCursor = {};
    for (const channel of channels)
      if (requested[channel] !== undefined) cursor[channel] = requested[channel];
    // A stream ends with its connection, so its bytes need no chunk framing: each event is one
    // write of the same buffer to every watcher (ADR 013).
    res.useChunkedEncodingByDefault = false;
    res.shouldKeepAlive = false;
    res.writeHead(200, STREAM_HEADERS);
    res.write("retry: 3000\n\n");
    const session = auth ? { token: auth.token, checkAt: Date.now() + sessionCheckMs } : null;
    const watcher: Watcher = { res, channels: channels.sort(), cursor, held: [], session };
    await hub.open(watcher);
  };

  return {
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      const path = req.url ?? "";
      if (req.method !== "GET" || (path !== EVENTS_PATH && !path.startsWith(`${EVENTS_PATH}?`))) return false;
      serve(req, res).catch((err: unknown) => {
        logger.error({ err }, "live stream failed");
        if (res.headersSent) res.destroy();
        else res.writeHead(500, { "Cache-Control": "no-store" }).end();
      });
      return true;
    },
    openStreams: () => hub.size(),
    close() {
      clearInterval(tick);
      hub.closeAll();
    },
  };
}

export type EventsHandler = ReturnType<typeof createEventsHandler>;
