import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LIVE_REDIS_CONNECTIONS } from "~/modules/live/live-bus.server";
import { auctionChannel } from "~/modules/live/live-channels";
import { createAuction, createPlace } from "../factories/auctions";
import { signInAll } from "../factories/accounts";
import { createBidders } from "../factories/bidding";
import {
  createScratchDatabase,
  freePort,
  instancesUnavailable,
  startInstance,
  type AppInstance,
} from "../support/app-instance";
import { redisServerUnavailable, startRedisServer } from "../support/redis-server";
import { openEventStream, type SseStream } from "../support/sse-client";

/*
 * A Redis outage (issue 13, ADR 013): two instances share PostgreSQL and a Redis of this test's
 * own; a watcher on instance B follows an auction. Redis is killed: a bid on instance A is still
 * acknowledged and stored, and B's watcher still gets it (the bus reads what Redis did not carry
 * from the database); the instances stay ready, a third one starts without Redis, and a watcher
 * that reconnects to it resumes from the database. Redis comes back: every instance reconnects
 * and subscribes again by itself, the next bid travels through Redis
 * again, and B's watcher has every event once, in order.
 */
const unavailable = instancesUnavailable() ?? redisServerUnavailable();
if (unavailable && process.env.DATABASE_URL) console.warn(`Redis outage test skipped: it ${unavailable}`);

const SAR = 100;
const OPENING = 100_000 * SAR;
const INCREMENT = 1_000 * SAR;
const REDIS_CHANNEL = "mazad:live";

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let sql: pg.Client;
let redisPort: number;
let redis: Awaited<ReturnType<typeof startRedisServer>> | null = null;
/** The test's own Redis connections: one asks who is connected, one listens to the bus. */
let monitor: Redis;
let tap: Redis;
const tapped: { channel: string; seq: number }[] = [];
const instances: AppInstance[] = [];
const streams: SseStream[] = [];
let auctionId: number;
let bidders: { id: string; token: string }[];

beforeAll(async () => {
  if (unavailable) return;
  scratch = await createScratchDatabase("outage");
  sql = new pg.Client({ connectionString: scratch.url });
  await sql.connect();
  const { db } = scratch.database;
  const { auction } = await createAuction(db, await createPlace(db), {
    auction: {
      status: "current",
      openingPrice: OPENING,
      bidIncrement: INCREMENT,
      deposit: 10_000 * SAR,
      startsAt: new Date(Date.now() - 3_600_000),
      endsAt: new Date(Date.now() + 7_200_000),
      scheduledEndsAt: new Date(Date.now() + 7_200_000),
    },
  });
  auctionId = auction.id;
  bidders = await signInAll(db, await createBidders(scratch.database, 2));

  redisPort = await freePort();
  redis = await startRedisServer(redisPort);
  // Both keep trying to reconnect through the outage, as the app's own connections do.
  const options = { host: "127.0.0.1", port: redisPort, maxRetriesPerRequest: null, retryStrategy: () => 50 };
  monitor = new Redis(options);
  tap = new Redis(options);
  for (const client of [monitor, tap]) client.on("error", () => {});
  tap.on("message", (_channel: string, message: string) => {
    for (const event of JSON.parse(message) as { channel: string; seq: number }[]) tapped.push(event);
  });
  await tap.subscribe(REDIS_CHANNEL);
});

afterAll(async () => {
  if (unavailable) return;
  for (const stream of streams) stream.close();
  await Promise.all(instances.map((instance) => instance.kill()));
  monitor?.disconnect();
  tap?.disconnect();
  await redis?.kill();
  await sql?.end();
  await scratch?.drop();
});

/** Every instance's live publisher and subscriber are connected, and each subscriber listens. */
async function busesConnected(count: number) {
  const names = (await monitor.client("LIST")) as string;
  const connected = (name: string) =>
    names.split("\n").filter((line) => line.includes(` name=${name} `)).length;
  expect(connected(LIVE_REDIS_CONNECTIONS.publisher)).toBe(count);
  expect(connected(LIVE_REDIS_CONNECTIONS.subscriber)).toBe(count);
  const [, listening] = (await monitor.pubsub("NUMSUB", REDIS_CHANNEL)) as [string, number];
  expect(listening).toBe(count + 1); // and the test's tap
}

/** The auction's events the test's own subscriber saw go through Redis. */
const onRedis = () => tapped.filter((event) => event.channel === auctionChannel(auctionId));

async function bid(instance: AppInstance, bidder: number, amount: number, key: string) {
  const res = await fetch(`${instance.origin}/api/v1/auctions/${auctionId}/bids`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${bidders[bidder]!.token}`,
      "idempotency-key": key,
      "content-type": "application/json",
    },
    body: JSON.stringify({ amount, confirmHighBid: true, acceptTerms: true, acceptRules: true }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { bid: { sequence: number; amount: number }; price: number };
}

/** The auction's events a stream received: each with its id and seq, in order. */
const received = (stream: SseStream) =>
  stream.frames
    .filter((frame) => frame.event && frame.event !== "hello" && frame.data)
    .map((frame) => {
      const data = JSON.parse(frame.data!) as {
        channel: string;
        seq: number;
        type: string;
        payload: { price?: number };
      };
      return { id: frame.id!, seq: data.seq, type: data.type, price: data.payload.price };
    });

async function watch(instance: AppInstance, headers: Record<string, string> = {}) {
  const stream = await openEventStream(`${instance.origin}/api/v1/events?auctions=${auctionId}`, headers);
  streams.push(stream);
  expect(stream.status).toBe(200);
  await vi.waitFor(() => expect(stream.frames.some((frame) => frame.event === "hello")).toBe(true));
  return stream;
}

/** The auction channel's events as stored, in order. */
async function storedEvents() {
  const { rows } = await sql.query<{ seq: number; type: string }>(
    "select seq::int, type from live_events where channel = $1 order by seq",
    [auctionChannel(auctionId)],
  );
  return rows;
}

describe.skipIf(unavailable)("a Redis outage under several instances", () => {
  it("degrades live updates to the database, loses nothing acknowledged, and recovers", async () => {
    const started = Date.now();
    const [a, b] = await Promise.all(
      ["outage-a", "outage-b"].map(async (name) =>
        startInstance({ port: await freePort(), databaseUrl: scratch.url, redisUrl: redis!.url, name }),
      ),
    );
    instances.push(a!, b!);
    await vi.waitFor(() => busesConnected(2), { timeout: 15_000, interval: 50 });
    const watcher = await watch(b!);

    // Before the outage: a bid on A reaches B's watcher through Redis.
    const first = await bid(a!, 0, OPENING, "outage-1");
    await vi.waitFor(() => expect(received(watcher).at(-1)?.price).toBe(first.price), { timeout: 10_000 });
    await vi.waitFor(() => expect(onRedis().length).toBeGreaterThan(0));

    // Redis goes away. A bid on A is still acknowledged and stored.
    await redis!.kill();
    const outageBegan = Date.now();
    const second = await bid(a!, 1, first.price + INCREMENT, "outage-2");
    const acknowledged = Date.now();
    const { rows: book } = await sql.query<{ price: number; count: number }>(
      "select current_price::int as price, bid_count as count from auctions where id = $1",
      [auctionId],
    );
    expect(book).toEqual([{ price: second.price, count: 2 }]);
    const tappedBefore = onRedis().length;

    // B's watcher still gets it: the bus reads from the database what Redis did not carry.
    await vi.waitFor(() => expect(received(watcher).at(-1)?.price).toBe(second.price), {
      timeout: 10_000,
      interval: 20,
    });
    const degradedDelivery = Date.now() - acknowledged;
    // The instances stay in service (a load balancer asks /readyz), and one started during the
    // outage (a deployment, a crash) serves too.
    for (const instance of [a!, b!]) {
      const ready = await fetch(`${instance.origin}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: "ready", redis: "unavailable" });
    }
    const startedDuringOutage = Date.now();
    const c = await startInstance({
      port: await freePort(),
      databaseUrl: scratch.url,
      redisUrl: redis!.url,
      name: "outage-c",
    });
    instances.push(c);
    const startupWithoutRedis = Date.now() - startedDuringOutage;
    // A watcher that reconnects during the outage, to that instance, resumes from the database
    // where it left off.
    const lastBeforeOutage = received(watcher).find((event) => event.price === first.price)!;
    const resumed = await watch(c, { "last-event-id": lastBeforeOutage.id });
    await vi.waitFor(() => expect(received(resumed).at(-1)?.price).toBe(second.price), { timeout: 10_000 });
    const afterOutageBegan = (event: { seq: number }) => event.seq > lastBeforeOutage.seq;
    expect(received(resumed)).toEqual(received(watcher).filter(afterOutageBegan));

    // Redis returns on the same port: every instance reconnects and subscribes again by itself.
    redis = await startRedisServer(redisPort);
    const redisBack = Date.now();
    await vi.waitFor(() => busesConnected(3), { timeout: 20_000, interval: 50 });
    const recovery = Date.now() - redisBack;
    await vi.waitFor(async () => {
      const ready = await fetch(`${c.origin}/readyz`);
      expect(await ready.json()).toMatchObject({ status: "ready", redis: "ok" });
    });
    expect(onRedis().length, "nothing went through Redis while it was away").toBe(tappedBefore);

    // The next bid travels through Redis again, and the watchers on B and C get it.
    const third = await bid(a!, 0, second.price + INCREMENT, "outage-3");
    const thirdAcknowledged = Date.now();
    await vi.waitFor(() => expect(received(watcher).at(-1)?.price).toBe(third.price), {
      timeout: 10_000,
      interval: 20,
    });
    const recoveredDelivery = Date.now() - thirdAcknowledged;
    await vi.waitFor(() => expect(received(resumed).at(-1)?.price).toBe(third.price), { timeout: 10_000 });
    const stored = await storedEvents();
    await vi.waitFor(() => expect(onRedis().at(-1)?.seq).toBe(stored.at(-1)!.seq), { timeout: 10_000 });

    // Nothing acknowledged is lost: three bids stored, and the watcher on B saw every event of the
    // auction once, in order.
    const { rows: bids } = await sql.query<{ amount: number }>(
      "select amount::int from bids where auction_id = $1 order by sequence",
      [auctionId],
    );
    expect(bids.map((row) => row.amount)).toEqual([first.price, second.price, third.price]);
    expect(received(watcher).map((event) => ({ seq: event.seq, type: event.type }))).toEqual(stored);
    expect(received(resumed)).toEqual(received(watcher).filter(afterOutageBegan));

    console.info(
      `Redis outage test: a bid acknowledged ${acknowledged - outageBegan} ms into the outage reached ` +
        `B's watcher ${degradedDelivery} ms later (from the database); an instance started without Redis ` +
        `in ${startupWithoutRedis} ms; all three reconnected ${recovery} ms after Redis returned; the next ` +
        `bid reached B ${recoveredDelivery} ms after its acknowledgement. Test ${Date.now() - started} ms.`,
    );
  });
});
