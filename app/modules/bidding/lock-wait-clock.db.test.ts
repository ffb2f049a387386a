import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import { auctions } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { createAuction, createPlace } from "../../../tests/factories/auctions";
import { createBidders } from "../../../tests/factories/bidding";
import { createTestDatabase } from "../../../tests/support/database";
import { createTestServices } from "../../../tests/support/services";
import { placeBid } from "./place-bid.server";

/*
 * A bid that waits for the auction's row lock is judged by the time it gets the lock, not by the
 * time it started waiting. Another connection holds the lock without updating the row (as a
 * refused batch or a registration does) until the auction's end, or start, has passed. Two
 * connections: PostgreSQL only (the embedded database has one).
 */
const url = process.env.DATABASE_URL;
const SAR = 100;

let database: Database;
let services: Services;
let holder: pg.Client;
let place: Awaited<ReturnType<typeof createPlace>>;

beforeAll(async () => {
  if (!url) return;
  database = await createTestDatabase();
  services = await createTestServices(database);
  place = await createPlace(database.db);
  holder = new pg.Client({ connectionString: url });
  await holder.connect();
});
afterAll(async () => {
  if (!url) return;
  await holder.end();
  await services.live.close();
  await database.close();
});

/** An auction whose `moment` ("starts_at" or "ends_at") comes two seconds from the database's now. */
async function auctionWithMomentSoon(moment: "starts_at" | "ends_at") {
  const { auction } = await createAuction(database.db, place, {
    auction: {
      status: moment === "ends_at" ? "current" : "upcoming",
      openingPrice: 100_000 * SAR,
      bidIncrement: 1_000 * SAR,
      deposit: 10_000 * SAR,
      startsAt: new Date(Date.now() - (moment === "ends_at" ? 3_600_000 : -3_600_000)),
      endsAt: new Date(Date.now() + 7_200_000),
    },
  });
  await database.db
    .update(auctions)
    .set({ [moment === "ends_at" ? "endsAt" : "startsAt"]: sql`clock_timestamp() + interval '2 seconds'` })
    .where(eq(auctions.id, auction.id));
  return auction.id;
}

/**
 * Holds the auction's row lock, without updating it, while `bid` starts and waits behind it, and
 * until the database's clock is past `moment`; then lets it go and answers the bid's outcome.
 */
async function bidWaitingPast(
  auctionId: number,
  moment: "starts_at" | "ends_at",
  bid: () => Promise<unknown>,
) {
  await holder.query("begin");
  await holder.query("select id from auctions where id = $1 for update", [auctionId]);
  const outcome = bid().then(
    (accepted) => ({ accepted }),
    (error: unknown) => {
      if (error instanceof AppError) return { refused: error.code };
      throw error;
    },
  );
  let settled: unknown = null;
  void outcome.then((value) => (settled = value));
  // The bid is waiting for the lock, and the moment has not come yet.
  for (let waited = 0; ; waited++) {
    expect(settled, "the bid must wait for the lock, not be answered").toBeNull();
    // Activity is read once per transaction unless the snapshot is dropped.
    await holder.query("select pg_stat_clear_snapshot()");
    const { rows } = await holder.query<{ waiting: number; before: boolean }>(
      `select (select count(*)::int from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock') as waiting,
              (select clock_timestamp() < ${moment} from auctions where id = $1) as before`,
      [auctionId],
    );
    expect(rows[0]!.before, "the bid must wait before the moment passes").toBe(true);
    if (rows[0]!.waiting > 0) break;
    if (waited > 200) throw new Error("the bid never waited for the lock");
    await holder.query("select pg_sleep(0.01)");
  }
  await holder.query(
    `select pg_sleep(greatest(0, extract(epoch from (select ${moment} from auctions where id = $1) - clock_timestamp())) + 0.05)`,
    [auctionId],
  );
  await holder.query("commit");
  return outcome;
}

/** A first bid at the opening price, confirmed and with the rules accepted. */
const openingBid = (auctionId: number, userId: string) =>
  placeBid(services, {
    auctionId,
    userId,
    amount: 100_000 * SAR,
    confirmHighBid: true,
    acceptRulesVersion: "current",
    source: "web",
    idempotencyKey: null,
  });

describe.runIf(url)("a bid waiting for the auction's lock", () => {
  it("is refused when the auction ended while it waited", async () => {
    const [bidder] = await createBidders(database, 1);
    const auctionId = await auctionWithMomentSoon("ends_at");
    const outcome = await bidWaitingPast(auctionId, "ends_at", () => openingBid(auctionId, bidder!.id));
    expect(outcome).toEqual({ refused: "AUCTION_ENDED" });
  });

  it("is accepted when the auction started while it waited", async () => {
    const [bidder] = await createBidders(database, 1);
    const auctionId = await auctionWithMomentSoon("starts_at");
    const outcome = await bidWaitingPast(auctionId, "starts_at", () => openingBid(auctionId, bidder!.id));
    expect(outcome).toMatchObject({ accepted: { leading: true } });
  });
});
