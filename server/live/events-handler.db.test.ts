import { randomInt } from "node:crypto";
import { OpenAPIHono } from "@hono/zod-openapi";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/client.server";
import { createDatabaseClock } from "~/db/database-clock.server";
import { createSession, revokeSessionByToken } from "~/modules/accounts/sessions.server";
import { appendLiveEvents } from "~/modules/live/append-live-events.server";
import { createLiveBus, type ServerLiveBus } from "~/modules/live/live-bus.server";
import {
  auctionChannel,
  userChannel,
  type LiveChannel,
  type NewLiveEvent,
} from "~/modules/live/live-channels";
import { pruneLiveEvents } from "~/modules/live/prune-live-events.server";
import { createUser } from "../../tests/factories/accounts";
import { createTestDatabase } from "../../tests/support/database";
import { openEventStream, type SseFrame, type SseStream } from "../../tests/support/sse-client";
import { registerEventsDoc } from "../api/events";
import { createMetrics } from "../http/metrics";
import { createEventsHandler } from "./events-handler";

const logger = pino({ level: "silent" });
let database: Database;
let bus: ServerLiveBus;
const servers: { server: Server; close(): void }[] = [];
const streams: SseStream[] = [];

/** An HTTP server with only the events handler, on a free port. */
async function startServer(options: Parameters<typeof createEventsHandler>[1] = {}, db = database) {
  const handler = createEventsHandler(
    { database: db, logger, live: bus },
    { heartbeatMs: 100, sessionCheckMs: 100, ...options },
  );
  const server = createServer((req, res) => {
    if (!handler.handle(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const entry = { server, close: () => handler.close() };
  servers.push(entry);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { handler, base };
}

let base: string;
beforeAll(async () => {
  database = await createTestDatabase();
  // Through Redis when the suite runs with it (CI's second run), in process otherwise.
  bus = createLiveBus({ db: database.db, logger, redisUrl: process.env.REDIS_URL });
  await bus.listening();
  ({ base } = await startServer());
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  for (const { server, close } of servers) {
    close();
    server.closeAllConnections();
    server.close();
  }
  await bus.close();
  await database.close();
});

async function open(path: string, headers: Record<string, string> = {}) {
  const stream = await openEventStream(base + path, headers);
  streams.push(stream);
  return stream;
}

const freshAuction = () => randomInt(1_000_000_000, 2_147_483_647);

/** Writes events in a transaction, then publishes them, as the bidding engine does. */
async function publish(channel: LiveChannel, count = 1, now = new Date()) {
  const events = Array.from({ length: count }, (): NewLiveEvent =>
    channel.startsWith("u:")
      ? { channel, type: "wallet", payload: { available: 100, locked: 0 } }
      : {
          channel,
          type: "status",
          payload: { auctionId: 1, status: "current", endsAt: "2026-06-15T12:00:00.000Z", price: 5 },
        },
  );
  const written = await database.db.transaction((tx) => appendLiveEvents(tx, events, now));
  bus.publish(written);
  return written;
}

type Message = { id?: string; event?: string; data: Record<string, unknown> };
const parse = (frame: SseFrame): Message => ({
  id: frame.id,
  event: frame.event,
  data: JSON.parse(frame.data!),
});
/** The channel events received (hello and comments left out). */
const events = (stream: SseStream) =>
  stream.frames.filter((f) => f.event && f.event !== "hello").map((f) => parse(f));

async function hello(stream: SseStream) {
  await vi.waitFor(() => expect(stream.frames.some((f) => f.event === "hello")).toBe(true));
  return parse(stream.frames.find((f) => f.event === "hello")!);
}

async function signedIn() {
  const { user } = await createUser(database);
  const session = await createSession({
    db: database.db,
    userId: user.id,
    now: new Date(),
    client: { ip: null, userAgent: null },
  });
  return { user, token: session.token };
}

describe("GET /api/v1/events", () => {
  it("streams a watcher's events in order, each with its cursor as id", async () => {
    const auction = freshAuction();
    const channel = auctionChannel(auction);
    const stream = await open(`/api/v1/events?auctions=${auction}`);
    expect(stream.status).toBe(200);
    expect(stream.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers["cache-control"]).toBe("no-store");
    expect(stream.headers["x-accel-buffering"]).toBe("no");
    expect(stream.headers["content-encoding"]).toBeUndefined();
    const greeting = await hello(stream);
    expect(stream.frames[0]).toEqual({ retry: "3000" });
    expect(greeting.id).toBe(`${channel}=0`);
    expect(greeting.data.cursor).toEqual({ [channel]: 0 });
    expect(Math.abs((greeting.data.serverTime as number) - Date.now())).toBeLessThan(5_000);

    await publish(channel, 2);
    await publish(channel);
    await vi.waitFor(() => expect(events(stream)).toHaveLength(3));
    const received = events(stream);
    expect(received.map((m) => m.id)).toEqual([`${channel}=1`, `${channel}=2`, `${channel}=3`]);
    expect(received.map((m) => m.data.seq)).toEqual([1, 2, 3]);
    expect(received[0]).toMatchObject({
      event: "status",
      data: { channel, seq: 1, type: "status", payload: { status: "current", price: 5 } },
    });
    expect(received[0]!.data.serverTime).toEqual(expect.any(Number));
    expect(received[0]!.data.createdAt).toEqual(expect.any(String));
  });

  it("gives a stream of several auctions ids with every position", async () => {
    const [first, second] = [freshAuction(), freshAuction()].sort();
    const stream = await open(`/api/v1/events?auctions=${first},${second}`);
    await hello(stream);
    await publish(auctionChannel(second!));
    await publish(auctionChannel(first!));
    await vi.waitFor(() => expect(events(stream)).toHaveLength(2));
    expect(events(stream).map((m) => m.id)).toEqual([
      `a:${first}=0,a:${second}=1`,
      `a:${first}=1,a:${second}=1`,
    ]);
  });

  it("replays after the cursor, and what was published while replaying, in order", async () => {
    const auction = freshAuction();
    const channel = auctionChannel(auction);
    await publish(channel, 3);
    const stream = await open(`/api/v1/events?auctions=${auction}&cursor=${channel}=1`);
    await publish(channel, 2);
    await vi.waitFor(() => expect(events(stream).map((m) => m.data.seq)).toEqual([2, 3, 4, 5]));
  });

  it("resumes with Last-Event-ID: exactly what was missed, nothing twice", async () => {
    const auction = freshAuction();
    const channel = auctionChannel(auction);
    const first = await open(`/api/v1/events?auctions=${auction}`);
    await hello(first);
    await publish(channel, 2);
    await vi.waitFor(() => expect(events(first)).toHaveLength(2));
    first.close();
    await publish(channel, 2); // missed while away

    // The URL's cursor is the page's old one; the browser's Last-Event-ID wins.
    const again = await open(`/api/v1/events?auctions=${auction}&cursor=${channel}=0`, {
      "last-event-id": events(first)[1]!.id!,
    });
    await vi.waitFor(() => expect(events(again)).toHaveLength(2));
    await publish(channel);
    await vi.waitFor(() => expect(events(again).map((m) => m.data.seq)).toEqual([3, 4, 5]));
  });

  it("sends reset when the missed events are no longer kept, then goes on", async () => {
    const auction = freshAuction();
    const channel = auctionChannel(auction);
    const longAgo = new Date("2001-03-01T00:00:00Z");
    await publish(channel, 2, longAgo);
    await pruneLiveEvents({ db: database.db, olderThan: new Date("2001-03-02T00:00:00Z") });
    const stream = await open(`/api/v1/events?auctions=${auction}&cursor=${channel}=0`);
    await vi.waitFor(() => expect(events(stream)).toHaveLength(1));
    expect(events(stream)[0]).toMatchObject({
      id: `${channel}=2`,
      event: "reset",
      data: { channel, seq: 2 },
    });
    await publish(channel);
    await vi.waitFor(() => expect(events(stream).map((m) => m.data.seq)).toEqual([2, 3]));

    // A cursor ahead of the database (restored from a backup) is reset too.
    const ahead = await open(`/api/v1/events?auctions=${auction}&cursor=${channel}=99`);
    await vi.waitFor(() => expect(events(ahead)[0]).toMatchObject({ event: "reset", data: { seq: 3 } }));
  });

  it("refuses a malformed query in the request's language", async () => {
    const bad = [
      "abc",
      "0",
      "12,",
      "1e3",
      "+12",
      "012",
      "2147483648",
      "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21",
    ];
    for (const auctions of bad) {
      const answer = await open(`/api/v1/events?auctions=${encodeURIComponent(auctions)}`);
      await answer.ended;
      expect(answer.status, auctions).toBe(400);
      expect(answer.headers["content-type"]).toBe("application/problem+json; charset=utf-8");
      expect(JSON.parse(answer.body())).toMatchObject({
        status: 400,
        code: "INVALID_QUERY",
        detail: "قيمة غير صالحة في معاملات الطلب.",
        instance: "/api/v1/events",
      });
    }
    for (const [path, headers] of [
      ["/api/v1/events?auctions=x&lang=en", {}],
      ["/api/v1/events?auctions=x", { "accept-language": "en-US,en;q=0.9" }],
    ] as const) {
      const answer = await open(path, headers);
      await answer.ended;
      expect(JSON.parse(answer.body())).toMatchObject({
        code: "INVALID_QUERY",
        detail: "A query parameter has an invalid value.",
      });
      expect(answer.headers["content-language"]).toBe("en");
    }
  });

  it("adds the signed-in user's channel, by cookie or bearer token; a guest has none", async () => {
    const auction = freshAuction();
    const { user, token } = await signedIn();
    const mine = userChannel(user.id);
    const byCookie = await open(`/api/v1/events?auctions=${auction}`, { cookie: `mazad_session=${token}` });
    const byBearer = await open(`/api/v1/events`, { authorization: `Bearer ${token}` });
    const guest = await open(`/api/v1/events?auctions=${auction}`);
    expect((await hello(byCookie)).data.cursor).toEqual({ [auctionChannel(auction)]: 0, [mine]: 0 });
    expect((await hello(byBearer)).data.cursor).toEqual({ [mine]: 0 });
    expect((await hello(guest)).data.cursor).toEqual({ [auctionChannel(auction)]: 0 });

    await publish(mine);
    await vi.waitFor(() => expect(events(byBearer)).toHaveLength(1));
    await vi.waitFor(() => expect(events(byCookie)).toHaveLength(1));
    expect(events(byCookie)[0]).toMatchObject({ event: "wallet", data: { channel: mine, seq: 1 } });
    await publish(auctionChannel(auction));
    await vi.waitFor(() => expect(events(guest)).toHaveLength(1));
    expect(events(guest)[0]!.data.channel).toBe(auctionChannel(auction));
  });

  it("answers 204 when a guest asks for nothing", async () => {
    const answer = await open("/api/v1/events");
    await answer.ended;
    expect(answer.status).toBe(204);
  });

  it("writes heartbeat comments carrying the server's time", async () => {
    const stream = await open(`/api/v1/events?auctions=${freshAuction()}`);
    await vi.waitFor(() => expect(stream.frames.some((f) => f.comment !== undefined)).toBe(true));
    const beat = Number(stream.frames.find((f) => f.comment !== undefined)!.comment);
    expect(Math.abs(beat - Date.now())).toBeLessThan(5_000);
  });

  it("closes the stream of a session that ended", async () => {
    const { token } = await signedIn();
    const other = await signedIn();
    const stream = await open(`/api/v1/events`, { cookie: `mazad_session=${token}` });
    const kept = await open(`/api/v1/events`, { cookie: `mazad_session=${other.token}` });
    await Promise.all([hello(stream), hello(kept)]);
    let keptEnded = false;
    void kept.ended.then(() => (keptEnded = true));
    await revokeSessionByToken({ db: database.db, token, now: new Date() });
    await stream.ended;
    // The other session's stream was checked too and lives on: it still gets heartbeats.
    const frames = kept.frames.length;
    await vi.waitFor(() => expect(kept.frames.length).toBeGreaterThan(frames));
    expect(keptEnded).toBe(false);
  });

  it("is described in the OpenAPI document", () => {
    const api = new OpenAPIHono();
    registerEventsDoc(api);
    const route = api.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "t", version: "1" } }).paths![
      "/events"
    ]!.get!;
    const names = (route.parameters as { name: string }[]).map((p) => p.name).sort();
    expect(names).toEqual(["auctions", "cursor", "lang", "last-event-id"]);
    expect(Object.keys(route.responses!).sort()).toEqual(["200", "204", "400", "503"]);
  });

  it("counts open streams and ends them all at shutdown", async () => {
    const own = await startServer();
    const first = await openEventStream(`${own.base}/api/v1/events?auctions=${freshAuction()}`);
    const second = await openEventStream(`${own.base}/api/v1/events?auctions=${freshAuction()}`);
    await Promise.all([hello(first), hello(second)]);
    expect(own.handler.openStreams()).toBe(2);
    const metrics = createMetrics({ openEventStreams: own.handler.openStreams });
    expect(await metrics.registry.metrics()).toContain("live_event_streams_open 2");
    own.handler.close();
    await Promise.all([first.ended, second.ended]);
    expect(own.handler.openStreams()).toBe(0);
  });

  it("caps the open streams per client address and per user, answering 503 with Retry-After", async () => {
    const own = await startServer({ streamsPerAddress: 3, streamsPerUser: 2, trustProxy: 1 });
    const from = (address: string, headers: Record<string, string> = {}) =>
      openEventStream(`${own.base}/api/v1/events?auctions=${freshAuction()}`, {
        "x-forwarded-for": `198.51.100.1, ${address}`,
        ...headers,
      }).then((stream) => (streams.push(stream), stream));

    const first = await Promise.all([from("203.0.113.7"), from("203.0.113.7"), from("203.0.113.7")]);
    await Promise.all(first.map(hello));
    const refused = await from("203.0.113.7");
    await refused.ended;
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBe("10");
    expect(refused.headers["content-type"]).toBe("application/problem+json; charset=utf-8");
    expect(JSON.parse(refused.body())).toMatchObject({
      status: 503,
      code: "TOO_MANY_STREAMS",
      detail: "لديك اتصالات مباشرة مفتوحة كثيرة. أغلق بعض الصفحات ثم أعد المحاولة بعد قليل.",
      instance: "/api/v1/events",
    });
    // Another address is not affected; a closed stream gives its place back.
    expect((await from("203.0.113.8")).status).toBe(200);
    first[0]!.close();
    await vi.waitFor(() => expect(own.handler.openStreams()).toBe(3));
    expect((await from("203.0.113.7")).status).toBe(200);

    // A signed-in user is capped whatever the address.
    const { token } = await signedIn();
    const cookie = { cookie: `mazad_session=${token}` };
    const mine = await Promise.all([from("192.0.2.1", cookie), from("192.0.2.2", cookie)]);
    expect(mine.map((stream) => stream.status)).toEqual([200, 200]);
    const third = await from("192.0.2.3", { ...cookie, "accept-language": "en" });
    await third.ended;
    expect(third.status).toBe(503);
    expect(JSON.parse(third.body())).toMatchObject({
      code: "TOO_MANY_STREAMS",
      detail: "Too many live connections are open from here. Close a few pages and try again shortly.",
    });
  });

  it("carries the database's clock as the server's time", async () => {
    // A database whose clock runs an hour ahead of this process: bids are judged by it.
    const clock = createDatabaseClock(async () => Date.now() + 3_600_000);
    await clock.measure();
    const own = await startServer({}, { ...database, clock });
    const auction = freshAuction();
    const stream = await openEventStream(`${own.base}/api/v1/events?auctions=${auction}`);
    streams.push(stream);
    const greeting = await hello(stream);
    expect(Math.abs((greeting.data.serverTime as number) - (Date.now() + 3_600_000))).toBeLessThan(5_000);
    await publish(auctionChannel(auction));
    await vi.waitFor(() => expect(events(stream)).toHaveLength(1));
    expect(Math.abs((events(stream)[0]!.data.serverTime as number) - (Date.now() + 3_600_000))).toBeLessThan(
      5_000,
    );
  });
});
