// The bidding benchmark's set-up and its SQL ceiling, loaded by tests/bench/bidding.mjs through Vite
// (so it uses the app's own modules) while the server is stopped.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  auctionRegistrations,
  auctions,
  cities,
  districts,
  properties,
  sellingAgents,
  users,
} from "~/db/schema";
import { createSession } from "~/modules/accounts/sessions.server";
import { newReceiptCode } from "~/lib/receipt-code";
import { lockAccounts, postTransactions } from "~/modules/wallet/ledger.server";
import { processBidBatch } from "~/modules/bidding/process-bid-batch.server";

const SAR = 100;
export const OPENING = 1_000_000 * SAR;
export const INCREMENT = 1_000 * SAR;
export const DEPOSIT = 10_000 * SAR;

/**
 * Two live auctions that end in six hours (far from the anti-sniping window) and `bidders` users,
 * each with a wallet of 10,000,000 SAR, registered for both, signed in (their session tokens are
 * returned). One auction takes the throughput test, the other the latency test.
 */
export async function prepareBiddingBench(db: Db, { bidders }: { bidders: number }) {
  const now = new Date();
  const [place] = await db
    .select({ cityId: districts.cityId, districtId: districts.id })
    .from(districts)
    .innerJoin(cities, sql`${cities.id} = ${districts.cityId}`)
    .limit(1);
  const [agent] = await db.select({ id: sellingAgents.id }).from(sellingAgents).limit(1);
  const auctionIds: number[] = [];
  for (const label of ["throughput", "latency"]) {
    const [property] = await db
      .insert(properties)
      .values({
        assetNumber: `BENCH-${label}-${randomUUID().slice(0, 8)}`,
        cityId: place!.cityId,
        districtId: place!.districtId,
        category: "villa",
        use: "residential",
        titleAr: `فيلا لاختبار الأداء (${label})`,
        titleEn: `Benchmark villa (${label})`,
        descriptionAr: "عقار لاختبار الأداء",
        descriptionEn: "A property for the benchmark",
        instrumentNumber: "310100000000",
        northM: 20,
        southM: 20,
        eastM: 30,
        westM: 30,
        areaM2: 600,
        latitude: 24.7,
        longitude: 46.7,
        sellingAgentId: agent!.id,
      })
      .returning({ id: properties.id });
    const endsAt = new Date(now.getTime() + 6 * 3_600_000);
    const [auction] = await db
      .insert(auctions)
      .values({
        propertyId: property!.id,
        status: "current",
        openingPrice: OPENING,
        bidIncrement: INCREMENT,
        deposit: DEPOSIT,
        startsAt: new Date(now.getTime() - 3_600_000),
        endsAt,
        scheduledEndsAt: endsAt,
      })
      .returning({ id: auctions.id });
    auctionIds.push(auction!.id);
  }
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: bidders }, (_, i) => ({
        name: `مزايد الأداء ${i + 1}`,
        email: `bench.${randomUUID().slice(0, 12)}@bench.example`,
        phone: `+9665${String(10_000_000 + Math.floor(Math.random() * 89_999_999)).padStart(8, "0")}`,
        passwordHash: "not-a-password",
        birthDate: "1990-01-01",
        phoneVerifiedAt: now,
        termsAcceptedAt: now,
        roles: ["bidder"],
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  await db.transaction(async (tx) => {
    const accounts = await lockAccounts(tx, [
      { kind: "bank_clearing" },
      ...people.map((p) => ({ kind: "user_available" as const, userId: p.id })),
    ]);
    const bank = accounts.get({ kind: "bank_clearing" }).id;
    const funds = 10_000_000 * SAR;
    await postTransactions(
      tx,
      people.map((p) => ({
        kind: "top_up" as const,
        userId: p.id,
        postings: [
          { accountId: bank, amount: -funds },
          { accountId: accounts.get({ kind: "user_available", userId: p.id }).id, amount: funds },
        ],
      })),
      now,
    );
  });
  await db.insert(auctionRegistrations).values(
    people.flatMap((p) =>
      auctionIds.map((auctionId) => ({
        userId: p.id,
        auctionId,
        rulesVersion: 1,
        rulesAcceptedAt: now,
        receiptCode: newReceiptCode(),
        createdAt: now,
      })),
    ),
  );
  const tokens: string[] = [];
  for (const p of people) {
    tokens.push(
      (await createSession({ db, userId: p.id, now, client: { ip: "127.0.0.1", userAgent: "bench" } })).token,
    );
  }
  return {
    throughputAuctionId: auctionIds[0]!,
    latencyAuctionId: auctionIds[1]!,
    tokens,
    userIds: people.map((p) => p.id),
  };
}

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * One bid as a transaction of plain SQL statements (run by the caller between BEGIN and COMMIT):
 * what the app's batch does for a bid — lock the auction, lock the wallets in id order, check,
 * insert the bid, update the registration and the auction, move the deposits in the ledger, write
 * the notifications and the live event — without the batching. The benchmark's ceiling.
 * Returns false when the bid was refused (below the minimum, or already leading).
 */
export async function rawBid(q: Query, auctionId: number, userId: string, amount: number): Promise<boolean> {
  const [a] = (
    await q(
      `select current_price, leader_user_id, bid_count, bidder_count, deposit, opening_price, bid_increment, ends_at,
              (extract(epoch from clock_timestamp()) * 1000000)::bigint as now_us
         from auctions where id = $1 for update`,
      [auctionId],
    )
  ).rows as {
    current_price: string | null;
    leader_user_id: string | null;
    bid_count: number;
    bidder_count: number;
    deposit: string;
    opening_price: string;
    bid_increment: string;
    now_us: string;
  }[];
  const price = a!.current_price === null ? null : Number(a!.current_price);
  const minimum = price === null ? Number(a!.opening_price) : price + Number(a!.bid_increment);
  if (amount < minimum || a!.leader_user_id === userId) return false;
  const leader = a!.leader_user_id;
  const ids = leader ? [userId, leader] : [userId];
  const accounts = (
    await q(
      `select id, user_id, kind, balance from ledger_accounts
        where user_id = any($1::uuid[]) and (kind = 'user_available' or (kind = 'user_locked' and auction_id = $2))
        order by id for update`,
      [ids, auctionId],
    )
  ).rows as { id: number; user_id: string; kind: string; balance: string }[];
  const account = (user: string, kind: string) => accounts.find((x) => x.user_id === user && x.kind === kind);
  let lockedNew = account(userId, "user_locked");
  if (!lockedNew) {
    const created = await q(
      `insert into ledger_accounts (kind, user_id, auction_id) values ('user_locked', $1, $2) returning id, user_id, kind, balance`,
      [userId, auctionId],
    );
    lockedNew = created.rows[0] as (typeof accounts)[number];
  }
  const deposit = Number(a!.deposit);
  if (Number(account(userId, "user_available")!.balance) < deposit) return false;
  const [reg] = (
    await q(
      `select id, bidder_number from auction_registrations where auction_id = $1 and user_id = $2 and status = 'active'`,
      [auctionId, userId],
    )
  ).rows as { id: string; bidder_number: number | null }[];
  const bidderNumber = reg!.bidder_number ?? a!.bidder_count + 1;
  const sequence = a!.bid_count + 1;
  const [bid] = (
    await q(
      `insert into bids (auction_id, sequence, amount, source, bidder_number, placed_at, user_id)
       values ($1, $2, $3, 'web', $4, clock_timestamp(), $5) returning id`,
      [auctionId, sequence, amount, bidderNumber, userId],
    )
  ).rows as { id: number }[];
  await q(`update auction_registrations set bidder_number = $2, highest_bid = $3 where id = $1`, [
    reg!.id,
    bidderNumber,
    amount,
  ]);
  const transactions = (
    await q(
      leader
        ? `insert into ledger_transactions (kind, user_id, auction_id, created_at)
           values ('deposit_lock', $1, $3, now()), ('deposit_release', $2, $3, now()) returning id`
        : `insert into ledger_transactions (kind, user_id, auction_id, created_at) values ('deposit_lock', $1, $2, now()) returning id`,
      leader ? [userId, leader, auctionId] : [userId, auctionId],
    )
  ).rows as { id: number }[];
  const postings: unknown[] = [
    transactions[0]!.id,
    account(userId, "user_available")!.id,
    -deposit,
    transactions[0]!.id,
    lockedNew.id,
    deposit,
  ];
  if (leader) {
    postings.push(
      transactions[1]!.id,
      account(leader, "user_locked")!.id,
      -deposit,
      transactions[1]!.id,
      account(leader, "user_available")!.id,
      deposit,
    );
  }
  await q(
    `insert into ledger_postings (transaction_id, account_id, amount) values ${Array.from({ length: postings.length / 3 }, (_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3})`).join(", ")}`,
    postings,
  );
  await q(
    `update auctions set current_price = $2, bid_count = $3, bidder_count = greatest(bidder_count, $4), leader_user_id = $5,
            leading_bid_id = $6, leader_priority_us = $7, version = version + 1, updated_at = now() where id = $1`,
    [auctionId, amount, sequence, bidderNumber, userId, bid!.id, a!.now_us],
  );
  await q(
    `insert into notifications (user_id, event, auction_id, params, created_at, copies_pending)
     values ($1, 'bid_accepted', $2, $3, now(), false)${leader ? `, ($4, 'outbid', $2, $3, now(), false)` : ""}`,
    leader
      ? [userId, auctionId, JSON.stringify({ amount }), leader]
      : [userId, auctionId, JSON.stringify({ amount })],
  );
  const [channel] = (
    await q(
      `insert into live_channels (channel, last_seq) values ($1, 1)
       on conflict (channel) do update set last_seq = live_channels.last_seq + 1 returning last_seq`,
      [`a:${auctionId}`],
    )
  ).rows as { last_seq: string }[];
  await q(
    `insert into live_events (channel, seq, type, payload, created_at) values ($1, $2, 'bids', $3, now())`,
    [`a:${auctionId}`, channel!.last_seq, JSON.stringify({ auctionId, price: amount, sequence })],
  );
  return true;
}

/**
 * `rounds` batches of `size` bids, one after another with nothing else running, through the app's
 * own batch (`processBidBatch`, ADR 012) on the throughput auction of `prepareBiddingBench`: what a
 * batch costs without HTTP or a crowd around it. Answers each batch's milliseconds, sorted.
 */
export async function timeBidBatches(
  bidDb: Db,
  prepared: { throughputAuctionId: number; userIds: string[] },
  { size, rounds }: { size: number; rounds: number },
): Promise<number[]> {
  const [auction] = await bidDb
    .select({ price: auctions.currentPrice })
    .from(auctions)
    .where(sql`${auctions.id} = ${prepared.throughputAuctionId}`);
  let amount = auction?.price == null ? OPENING : auction.price + INCREMENT;
  let turn = 0;
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const commands = Array.from({ length: size }, () => {
      const command = {
        type: "bid" as const,
        userId: prepared.userIds[turn++ % prepared.userIds.length]!,
        amount,
        confirmHighBid: true,
        acceptRulesVersion: null,
        source: "web" as const,
        idempotencyKey: randomUUID(),
      };
      amount += INCREMENT;
      return command;
    });
    const started = performance.now();
    const outcome = await processBidBatch(bidDb, prepared.throughputAuctionId, commands);
    times.push(performance.now() - started);
    const refused = outcome.results.find((r) => !r.ok);
    if (refused) throw new Error(`a bid of the batch was refused: ${JSON.stringify(refused)}`);
  }
  return times.sort((a, b) => a - b);
}
