import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import { runTransaction } from "~/db/transaction.server";
import { auctionChannel, type LiveEvent } from "~/modules/live/live-channels";
import { readLiveEvents } from "~/modules/live/read-live-events.server";
import { createTestDatabase } from "../../../tests/support/database";
import { createTestServices } from "../../../tests/support/services";
import { recordEffects, runWrite } from "./effects.server";

let database: Database;
let services: Services;
beforeAll(async () => {
  database = await createTestDatabase();
  services = await createTestServices(database);
});
afterAll(async () => {
  await services.live.close();
  await database.close();
});

const status = { auctionId: 1, status: "current", endsAt: "2026-06-15T12:00:00.000Z", price: null } as const;

describe("running a write", () => {
  it("publishes what the write recorded once it has committed, and nothing of a write that failed", async () => {
    const channel = auctionChannel(randomInt(1_000_000_000, 2_147_483_647));
    const heard: LiveEvent[] = [];
    services.live.subscribe(channel, (event) => heard.push(event));
    await services.live.settled();

    const failed = runWrite(services, (db) =>
      runTransaction(db, async (tx) => {
        await recordEffects(tx, { events: [{ channel, type: "status", payload: status }], now: new Date() });
        throw new Error("refused after recording");
      }),
    );
    await expect(failed).rejects.toThrow("refused after recording");

    const result = await runWrite(services, (db) =>
      runTransaction(db, async (tx) => ({
        done: true,
        effects: await recordEffects(tx, {
          events: [{ channel, type: "status", payload: status }],
          now: new Date(),
        }),
      })),
    );
    expect(result.done).toBe(true);
    await vi.waitFor(() => expect(heard.map((e) => e.seq)).toEqual([1]));
    // The failed write left nothing behind: the channel's one stored event is the committed one.
    expect(
      (await readLiveEvents({ db: database.db, channel, afterSeq: 0, limit: 10 })).map((e) => e.seq),
    ).toEqual([1]);
  });
});
