import { randomInt } from "node:crypto";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/client.server";
import { createTestDatabase } from "../../../tests/support/database";
import { appendLiveEvents } from "./append-live-events.server";
import { createLiveBus, type ServerLiveBus } from "./live-bus.server";
import { auctionChannel, type LiveChannel, type LiveEvent, type NewLiveEvent } from "./live-channels";

let database: Database;
const buses: ServerLiveBus[] = [];
const logger = pino({ level: "silent" });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(buses.splice(0).map((bus) => bus.close()));
});
afterAll(async () => {
  await database.close();
});

/** A bus whose poller only runs when a test asks for it. */
const bus = (options: { pollMs?: number; redisUrl?: string } = {}) => {
  const created = createLiveBus({ db: database.db, logger, pollMs: 600_000, ...options });
  buses.push(created);
  return created;
};

/** A channel no other test writes to. */
const freshChannel = () => auctionChannel(randomInt(1_000_000_000, 2_147_483_647));

/** Writes `count` events on `channel` in one transaction, as the bidding engine does. */
const write = (channel: LiveChannel, count = 1) => {
  const events = Array.from({ length: count }, (): NewLiveEvent => ({
    channel,
    type: "status",
    payload: { auctionId: 1, status: "current", endsAt: "2026-06-15T12:00:00.000Z", price: null },
  }));
  return database.db.transaction((tx) => appendLiveEvents(tx, events, new Date()));
};

/** Subscribes and records the seqs received. */
async function record(on: ServerLiveBus, channel: LiveChannel) {
  const seqs: number[] = [];
  on.subscribe(channel, (event: LiveEvent) => seqs.push(event.seq));
  await on.settled();
  return seqs;
}

describe("the live bus", () => {
  it("delivers a channel's events in order from the next one on, dropping repeats", async () => {
    const channel = freshChannel();
    const live = bus();
    await write(channel); // before the subscription: not delivered
    const seqs = await record(live, channel);
    const [second, third] = await write(channel, 2);
    live.publish([second!, third!]);
    live.publish([second!]);
    const [fourth] = await write(channel);
    live.publish([fourth!, third!]);
    await vi.waitFor(() => expect(seqs).toEqual([2, 3, 4]));
  });

  it("fills a gap from the database before going on", async () => {
    const channel = freshChannel();
    const live = bus();
    const seqs = await record(live, channel);
    const events = await write(channel, 3);
    live.publish([events[2]!]); // the first two were never published
    await vi.waitFor(() => expect(seqs).toEqual([1, 2, 3]));
  });

  it("gives several subscribers of a channel the same events", async () => {
    const channel = freshChannel();
    const live = bus();
    const first = await record(live, channel);
    const second = await record(live, channel);
    live.publish(await write(channel, 2));
    await vi.waitFor(() => expect(second).toEqual([1, 2]));
    expect(first).toEqual([1, 2]);
  });

  it("finds by polling an event whose publication was lost", async () => {
    const channel = freshChannel();
    const live = bus({ pollMs: 50 });
    const seqs = await record(live, channel);
    await write(channel, 2); // committed, never published
    await vi.waitFor(() => expect(seqs).toEqual([1, 2]));
  });

  it("leaves an event committed just before a poll to its publication, and repairs it at the next poll", async () => {
    // The poller's timer is driven by the test; the database and everything else run as usual.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const channel = freshChannel();
      const live = bus({ pollMs: 1_000 });
      const received: LiveEvent[] = [];
      live.subscribe(channel, (event) => received.push(event));
      await live.settled();
      const pollAndWait = async () => {
        vi.advanceTimersByTime(1_000);
        await new Promise((resolve) => setTimeout(resolve, 300));
      };
      const [first] = await write(channel); // committed; its publication is on its way
      await pollAndWait();
      expect(received).toEqual([]);
      // The publication delivers it (its copy, told apart by the price), not a read of the database.
      live.publish([{ ...first!, payload: { ...first!.payload, price: 7 } } as LiveEvent]);
      await vi.waitFor(() => expect(received.map((e) => e.seq)).toEqual([1]));
      expect(received[0]!.payload).toMatchObject({ price: 7 });
      // A publication lost: the first poll after the commit waits, the second repairs.
      await write(channel);
      await pollAndWait();
      expect(received.map((e) => e.seq)).toEqual([1]);
      vi.advanceTimersByTime(1_000);
      await vi.waitFor(() => expect(received.map((e) => e.seq)).toEqual([1, 2]));
    } finally {
      vi.useRealTimers();
    }
  });

  it("repairs at the first poll while Redis is away, when no publication can arrive", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const channel = freshChannel();
      // Nothing listens on port 1: the subscriber never connects.
      const live = bus({ pollMs: 1_000, redisUrl: "redis://127.0.0.1:1" });
      const seqs = await record(live, channel);
      await write(channel);
      vi.advanceTimersByTime(1_000);
      await vi.waitFor(() => expect(seqs).toEqual([1]));
    } finally {
      vi.useRealTimers();
    }
  });

  it("stops delivering after unsubscribing", async () => {
    const channel = freshChannel();
    const live = bus();
    const seqs: number[] = [];
    const unsubscribe = live.subscribe(channel, (event) => seqs.push(event.seq));
    await live.settled();
    live.publish(await write(channel));
    await vi.waitFor(() => expect(seqs).toEqual([1]));
    unsubscribe();
    live.publish(await write(channel));
    const control = await record(live, channel);
    live.publish(await write(channel));
    await vi.waitFor(() => expect(control).toEqual([3]));
    expect(seqs).toEqual([1]);
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)("the live bus across instances (Redis)", () => {
  it("delivers an event published on one instance to subscribers of another, once each", async () => {
    const channel = freshChannel();
    const publisher = bus({ redisUrl });
    const other = bus({ redisUrl });
    await Promise.all([publisher.listening(), other.listening()]);
    const remote = await record(other, channel);
    const local = await record(publisher, channel);
    publisher.publish(await write(channel));
    await vi.waitFor(() => expect(remote).toEqual([1]));
    publisher.publish(await write(channel));
    await vi.waitFor(() => expect(remote).toEqual([1, 2]));
    // The publisher's own copy came back through Redis too, and was not delivered twice.
    expect(local).toEqual([1, 2]);
  });
});
