import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { createTestDatabase } from "../../../tests/support/database";
import { appendLiveEvents } from "./append-live-events.server";
import { auctionChannel, type NewLiveEvent } from "./live-channels";
import { pruneLiveEvents } from "./prune-live-events.server";
import { readChannelPositions, readLiveEvents } from "./read-live-events.server";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A channel no other test writes to. */
const freshChannel = () => auctionChannel(randomInt(1_000_000_000, 2_147_483_647));

const statusEvent = (channel: ReturnType<typeof freshChannel>): NewLiveEvent => ({
  channel,
  type: "status",
  payload: { auctionId: 1, status: "current", endsAt: "2026-06-15T12:00:00.000Z", price: null },
});

const write = (events: NewLiveEvent[], now = new Date()) =>
  database.db.transaction((tx) => appendLiveEvents(tx, events, now));

describe("reading live events", () => {
  it("reads a channel's events after a position, in order, up to a limit", async () => {
    const channel = freshChannel();
    const other = freshChannel();
    await write([statusEvent(channel), statusEvent(other), statusEvent(channel)]);
    await write([statusEvent(channel)]);
    const after1 = await readLiveEvents({ db: database.db, channel, afterSeq: 1, limit: 10 });
    expect(after1.map((e) => e.seq)).toEqual([2, 3]);
    expect(after1[0]).toMatchObject({ channel, type: "status", payload: { status: "current" } });
    expect(after1[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const first = await readLiveEvents({ db: database.db, channel, afterSeq: 0, limit: 2 });
    expect(first.map((e) => e.seq)).toEqual([1, 2]);
  });

  it("gives each channel's last seq, 0 for a channel never written", async () => {
    const channel = freshChannel();
    const silent = freshChannel();
    await write([statusEvent(channel), statusEvent(channel)]);
    expect(await readChannelPositions({ db: database.db, channels: [channel, silent] })).toEqual({
      [channel]: 2,
      [silent]: 0,
    });
    expect(await readChannelPositions({ db: database.db, channels: [] })).toEqual({});
  });

  it("reads the positions asked for in one turn by one statement, each caller its own channels", async () => {
    const [a, b, c] = [freshChannel(), freshChannel(), freshChannel()];
    await write([statusEvent(a), statusEvent(b), statusEvent(b)]);
    let statements = 0;
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "select") statements++;
        return Reflect.get(target, property, receiver);
      },
    });
    const together = await Promise.all([
      readChannelPositions({ db, channels: [a] }),
      readChannelPositions({ db, channels: [b, c] }),
      readChannelPositions({ db, channels: [a, b] }),
    ]);
    expect(together).toEqual([{ [a]: 1 }, { [b]: 2, [c]: 0 }, { [a]: 1, [b]: 2 }]);
    expect(statements).toBe(1);
    // A later turn reads again, and sees what was written since.
    await write([statusEvent(c)]);
    expect(await readChannelPositions({ db, channels: [c] })).toEqual({ [c]: 1 });
    expect(statements).toBe(2);
  });

  it("prunes old events and keeps the counters", async () => {
    const channel = freshChannel();
    const longAgo = new Date("2001-01-01T00:00:00Z");
    await write([statusEvent(channel), statusEvent(channel)], longAgo);
    await write([statusEvent(channel)]);
    const pruned = await pruneLiveEvents({ db: database.db, olderThan: new Date("2001-01-02T00:00:00Z") });
    expect(pruned).toBeGreaterThanOrEqual(2);
    const left = await readLiveEvents({ db: database.db, channel, afterSeq: 0, limit: 10 });
    expect(left.map((e) => e.seq)).toEqual([3]);
    expect(await readChannelPositions({ db: database.db, channels: [channel] })).toEqual({ [channel]: 3 });
  });
});
