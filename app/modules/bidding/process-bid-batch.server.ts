import { createHash } from "node:crypto";
import { and, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { auctionRegistrations, auctions, autoBids, bids, idempotencyKeys, notifications } from "~/db/schema";
import { appendLiveEvents } from "~/modules/live/append-live-events.server";
import { auctionChannel, userChannel, type LiveEvent, type NewLiveEvent } from "~/modules/live/live-channels";
import { createNotifications } from "~/modules/notifications/create-notifications.server";
import type { NewNotification } from "~/modules/notifications/notification-events";
import { lockAccounts, postTransactions, type NewLedgerTransaction } from "~/modules/wallet/ledger.server";
import {
  BidEngine,
  type BidRejection,
  type BidSource,
  type CommandResult,
  type Participant,
} from "./bid-engine";
import { lockAuctionBook, type LockedAuction } from "./load-auction-book.server";
import { newReceiptCode } from "~/lib/receipt-code";

export type BidCommand =
  | {
      type: "bid";
      userId: string;
      amount: number;
      confirmHighBid: boolean;
      acceptRulesVersion: number | "current" | null;
      source: BidSource;
      idempotencyKey: string | null;
    }
  | {
      type: "set_auto_bid";
      userId: string;
      maxAmount: number;
      acceptRulesVersion: number | "current" | null;
      idempotencyKey: string | null;
    }
  | { type: "cancel_auto_bid"; userId: string; idempotencyKey: string | null };

/** What a command answers; JSON, so a retried request gets it back from the idempotency store. */
export type BidCommandResult =
  | {
      ok: true;
      bid: {
        sequence: number;
        amount: number;
        source: BidSource;
        bidderNumber: number;
        placedAt: string;
      } | null;
      leading: boolean;
      price: number | null;
      minimumNextBid: number;
      endsAt: string;
      bidCount: number;
      extended: boolean;
      /** The user's automatic bid after the command, if one is active. */
      autoBid: { maxAmount: number } | null;
    }
  | { ok: false; rejection: BidRejection | { code: "NOT_FOUND" } | { code: "IDEMPOTENCY_KEY_REUSED" } };

export type BatchOutcome = {
  results: BidCommandResult[];
  /** Written in the transaction; published once it has committed. */
  liveEvents: LiveEvent[];
  /** Notifications whose SMS/e-mail copies are sent after the commit. */
  notificationIds: number[];
};

/** The fingerprint a retried request must match: the command without its sender or its key. */
export function commandHash(auctionId: number, command: BidCommand): string {
  const { userId: _user, idempotencyKey: _key, ...meaning } = command;
  return createHash("sha256")
    .update(JSON.stringify({ auctionId, ...meaning }))
    .digest("hex");
}

/** Registered bidders hear of an extension at most this often per auction. */
const EXTENSION_NOTICE_EVERY_MS = 5 * 60_000;

/**
 * Runs a batch of commands for one auction in one transaction (ADR 012): lock the auction, answer
 * retried requests from the idempotency store, lock every wallet that may move (ascending account
 * ids), run the commands in arrival order through the bidding engine, then write the bids, ledger
 * postings, registrations, automatic bids, notifications, live events and the auction's new state.
 * One commit, one flush to disk, serves the whole batch. Commands must carry distinct keys (the
 * queue merges repeats of a key before they get here).
 */
export async function processBidBatch(
  db: Db,
  auctionId: number,
  commands: readonly BidCommand[],
): Promise<BatchOutcome> {
  return db.transaction(async (tx) => {
    const locked = await lockAuctionBook(tx, auctionId);
    if (!locked) {
      return {
        results: commands.map(() => ({ ok: false as const, rejection: { code: "NOT_FOUND" as const } })),
        liveEvents: [],
        notificationIds: [],
      };
    }
    const now = new Date(Math.floor(locked.nowUs / 1000));
    const context = await loadBatchContext(tx, locked.book, commands);
    const results = answerRetries(auctionId, commands, context.stored);
    const ran = new Set(results.flatMap((r, i) => (r === null ? [i] : [])));
    const run = await runCommands(
      tx,
      locked,
      commands.filter((_, i) => ran.has(i)),
      context,
    );
    let next = 0;
    for (const i of ran) results[i] = run.results[next++]!;
    const written = await writeBatch(tx, locked, run, now);
    await storeAnswers(tx, auctionId, commands, results as BidCommandResult[], ran, now);
    return { results: results as BidCommandResult[], ...written };
  });
}

// --- idempotency --------------------------------------------------------------------------------

type Keyed = { index: number; userId: string; key: string; hash: string; scope: string };

const keyedCommands = (auctionId: number, commands: readonly BidCommand[]): Keyed[] =>
  commands.flatMap((command, index) =>
    command.idempotencyKey
      ? [
          {
            index,
            userId: command.userId,
            key: command.idempotencyKey,
            hash: commandHash(auctionId, command),
            scope: `${command.type}:${auctionId}`,
          },
        ]
      : [],
  );

/**
 * Answers commands whose idempotency key was seen before: with the stored result (the same request)
 * or IDEMPOTENCY_KEY_REUSED (another request under that key); null means "run it". Under the
 * auction's lock, an earlier copy of a request on this auction has committed or not started.
 */
function answerRetries(
  auctionId: number,
  commands: readonly BidCommand[],
  stored: readonly StoredKey[],
): (BidCommandResult | null)[] {
  const answers: (BidCommandResult | null)[] = commands.map(() => null);
  for (const k of keyedCommands(auctionId, commands)) {
    const row = stored.find((r) => r.userId === k.userId && r.key === k.key);
    if (!row) continue;
    answers[k.index] =
      row.requestHash === k.hash && row.responseBody !== null
        ? row.responseBody
        : { ok: false, rejection: { code: "IDEMPOTENCY_KEY_REUSED" } };
  }
  return answers;
}

/** Raised when another transaction stored one of this batch's keys meanwhile: the batch is retried. */
class KeyRace extends Error {
  readonly code = "40001";
}

/**
 * Stores the answers of the commands this batch ran under their keys. A key that another
 * transaction (another auction, the same key) stored meanwhile makes the whole batch roll back
 * and run again, when it will be answered from the store: a request never runs twice.
 */
async function storeAnswers(
  tx: Tx,
  auctionId: number,
  commands: readonly BidCommand[],
  results: readonly BidCommandResult[],
  ran: ReadonlySet<number>,
  now: Date,
) {
  const rows = keyedCommands(auctionId, commands).filter((k) => ran.has(k.index));
  if (rows.length === 0) return;
  const stored = await tx
    .insert(idempotencyKeys)
    .values(
      rows.map((k) => ({
        userId: k.userId,
        key: k.key,
        scope: k.scope,
        requestHash: k.hash,
        responseStatus: results[k.index]!.ok ? 201 : 422,
        responseBody: results[k.index]!,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (stored.length !== rows.length) throw new KeyRace("an idempotency key was used concurrently");
}

// --- running the engine -------------------------------------------------------------------------

type Run = {
  engine: BidEngine;
  results: BidCommandResult[];
  /** Each participant as loaded, before the batch. */
  before: Map<string, { lockedHere: number; registered: boolean; registrationId: string | null }>;
  accountIds: Map<string, { available: number; locked: number }>;
  autoBidIds: Map<string, number>;
  lockedElsewhere: Map<string, number>;
};

type StoredKey = { userId: string; key: string; requestHash: string; responseBody: BidCommandResult | null };
type BatchContext = {
  autos: { id: number; userId: string; maxAmount: number; priority: number }[];
  registrations: {
    id: string;
    userId: string;
    rulesVersion: number;
    bidderNumber: number | null;
    highestBid: number | null;
  }[];
  stored: StoredKey[];
  /** What each of those users has locked on other auctions, for their wallet's total. */
  lockedElsewhere: { userId: string; amount: number }[];
};

/**
 * Everything the batch reads besides the wallets, in one round trip once the auction is locked:
 * its active automatic bids, the registrations of everyone who may move (the senders, the leader,
 * the owners of automatic bids), and the idempotency keys the commands carry.
 */
async function loadBatchContext(
  tx: Tx,
  book: LockedAuction["book"],
  commands: readonly BidCommand[],
): Promise<BatchContext> {
  const senders = [
    ...new Set([...commands.map((c) => c.userId), ...(book.leaderUserId ? [book.leaderUserId] : [])]),
  ];
  const keys = commands.flatMap((c) => (c.idempotencyKey ? [c.idempotencyKey] : []));
  const usersArray = sql`array[${sql.join(
    senders.map((u) => sql`${u}`),
    sql`, `,
  )}]::uuid[]`;
  const keysArray = keys.length
    ? sql`array[${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )}]::text[]`
    : sql`array[]::text[]`;
  const result = (await tx.execute(sql`
    select
      (select coalesce(json_agg(json_build_object('id', a.id, 'userId', a.user_id, 'maxAmount', a.max_amount,
                                                 'priority', a.priority_us)), '[]')
         from auto_bids a where a.auction_id = ${book.id} and a.status = 'active') as autos,
      (select coalesce(json_agg(json_build_object('id', r.id, 'userId', r.user_id, 'rulesVersion', r.rules_version,
                                                 'bidderNumber', r.bidder_number, 'highestBid', r.highest_bid)), '[]')
         from auction_registrations r
        where r.auction_id = ${book.id} and r.status = 'active'
          and (r.user_id = any(${usersArray})
               or r.user_id in (select a.user_id from auto_bids a where a.auction_id = ${book.id} and a.status = 'active'))
      ) as registrations,
      (select coalesce(json_agg(json_build_object('userId', k.user_id, 'key', k.key, 'requestHash', k.request_hash,
                                                 'responseBody', k.response_body)), '[]')
         from idempotency_keys k where k.user_id = any(${usersArray}) and k.key = any(${keysArray})) as stored,
      (select coalesce(json_agg(json_build_object('userId', l.user_id, 'amount', l.amount)), '[]')
         from (select user_id, sum(balance) as amount from ledger_accounts
                where kind = 'user_locked' and auction_id <> ${book.id} and balance > 0
                  and (user_id = any(${usersArray})
                       or user_id in (select a.user_id from auto_bids a where a.auction_id = ${book.id} and a.status = 'active'))
                group by user_id) l) as locked_elsewhere
  `)) as unknown as {
    rows: [{ autos: unknown; registrations: unknown; stored: unknown; locked_elsewhere: unknown }];
  };
  const row = result.rows[0];
  // PGlite hands json back parsed; node-postgres too. Strings only if a driver does not.
  const parse = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;
  return {
    autos: parse(row.autos),
    registrations: parse(row.registrations),
    stored: parse(row.stored),
    lockedElsewhere: parse<{ userId: string; amount: number | string }[]>(row.locked_elsewhere).map((l) => ({
      userId: l.userId,
      amount: Number(l.amount),
    })),
  };
}

async function runCommands(
  tx: Tx,
  locked: LockedAuction,
  commands: readonly BidCommand[],
  context: BatchContext,
): Promise<Run> {
  const { book } = locked;
  const { autos: autoRows, registrations } = context;
  const userIds = [
    ...new Set([
      ...commands.map((c) => c.userId),
      ...autoRows.map((a) => a.userId),
      ...(book.leaderUserId ? [book.leaderUserId] : []),
    ]),
  ];
  const accounts = await lockAccounts(
    tx,
    userIds.flatMap((userId) => [
      { kind: "user_available" as const, userId },
      { kind: "user_locked" as const, userId, auctionId: book.id },
    ]),
  );
  const participants = new Map<string, Participant>();
  const before: Run["before"] = new Map();
  const accountIds: Run["accountIds"] = new Map();
  for (const userId of userIds) {
    const available = accounts.get({ kind: "user_available", userId: userId });
    const lockedHere = accounts.get({ kind: "user_locked", userId: userId, auctionId: book.id });
    const registration = registrations.find((r) => r.userId === userId) ?? null;
    participants.set(userId, {
      userId,
      available: available.balance,
      lockedHere: lockedHere.balance,
      registration: registration && {
        rulesVersion: registration.rulesVersion,
        bidderNumber: registration.bidderNumber,
        highestBid: registration.highestBid,
      },
    });
    before.set(userId, {
      lockedHere: lockedHere.balance,
      registered: !!registration,
      registrationId: registration?.id ?? null,
    });
    accountIds.set(userId, { available: available.id, locked: lockedHere.id });
  }
  const engine = new BidEngine(
    locked.nowUs,
    book,
    participants,
    new Map(
      autoRows.map((a) => [a.userId, { userId: a.userId, maxAmount: a.maxAmount, priority: a.priority }]),
    ),
  );
  const results = commands.map((command) => answer(engine, command, run(engine, command)));
  return {
    engine,
    results,
    before,
    accountIds,
    autoBidIds: new Map(autoRows.map((a) => [a.userId, a.id])),
    lockedElsewhere: new Map(context.lockedElsewhere.map((l) => [l.userId, l.amount])),
  };
}

function run(engine: BidEngine, command: BidCommand): CommandResult {
  switch (command.type) {
    case "bid":
      return engine.placeBid(command);
    case "set_auto_bid":
      return engine.setAutoBid(command);
    case "cancel_auto_bid":
      return engine.cancelAutoBid(command.userId);
  }
}

function answer(engine: BidEngine, command: BidCommand, result: CommandResult): BidCommandResult {
  if (!result.ok) return result;
  const auto = engine.autoBids.get(command.userId);
  const bid = result.bid;
  return {
    ok: true,
    bid: bid && {
      sequence: bid.sequence,
      amount: bid.amount,
      source: bid.source,
      bidderNumber: bid.bidderNumber,
      placedAt: new Date(engine.now).toISOString(),
    },
    leading: result.leading,
    price: result.price,
    minimumNextBid: result.minimumNextBid,
    endsAt: new Date(result.endsAt).toISOString(),
    bidCount: result.bidCount,
    extended: engine.extended,
    autoBid: auto ? { maxAmount: auto.maxAmount } : null,
  };
}

// --- writing the outcome ------------------------------------------------------------------------

async function writeBatch(tx: Tx, locked: LockedAuction, run: Run, now: Date) {
  const { engine, before, accountIds } = run;
  const { book } = engine;
  const placedAt = now;

  const bidIds = engine.placed.length
    ? await tx
        .insert(bids)
        .values(
          engine.placed.map((b) => ({
            auctionId: book.id,
            sequence: b.sequence,
            amount: b.amount,
            source: b.source,
            bidderNumber: b.bidderNumber,
            userId: b.userId,
            placedAt,
          })),
        )
        .returning({ id: bids.id })
    : [];

  await writeRegistrations(tx, engine, before, now);
  await writeAutoBids(tx, run, now);

  // The ledger follows the locks: one transaction per user whose lock on this auction changed.
  const ledger: NewLedgerTransaction[] = [];
  const walletChanged: string[] = [];
  for (const [userId, p] of engine.participants) {
    const was = before.get(userId)!.lockedHere;
    if (was === p.lockedHere) continue;
    const ids = accountIds.get(userId)!;
    const amount = p.lockedHere - was; // > 0: locked, < 0: released
    ledger.push({
      kind: amount > 0 ? "deposit_lock" : "deposit_release",
      userId,
      auctionId: book.id,
      postings: [
        { accountId: ids.available, amount: -amount },
        { accountId: ids.locked, amount },
      ],
    });
    walletChanged.push(userId);
  }
  await postTransactions(tx, ledger, now);

  const changed = engine.placed.length > 0 || engine.started;
  if (changed) {
    await tx
      .update(auctions)
      .set({
        // Only what changed: the listing's read model is kept by triggers on status and end.
        ...(engine.started ? { status: "current" as const } : {}),
        ...(engine.extended ? { endsAt: new Date(book.endsAt) } : {}),
        currentPrice: book.price,
        bidCount: book.bidCount,
        bidderCount: book.bidderCount,
        leaderUserId: book.leaderUserId,
        leaderPriorityUs: book.leaderPriority,
        leadingBidId: bidIds.at(-1)?.id ?? locked.leadingBidId,
        version: sql`${auctions.version} + 1`,
        updatedAt: now,
      })
      .where(eq(auctions.id, book.id));
  }

  const notices = await noticesFor(tx, locked, engine, now);
  const { ids: notificationIds, liveEvents: noticeEvents } = await createNotifications(tx, notices, now);
  const events: NewLiveEvent[] = [];
  if (engine.started) events.push(statusEvent(engine));
  if (engine.placed.length) events.push(bidsEvent(engine, now));
  for (const userId of walletChanged) {
    const p = engine.participants.get(userId)!;
    const locked = (run.lockedElsewhere.get(userId) ?? 0) + p.lockedHere;
    events.push({
      channel: userChannel(userId),
      type: "wallet",
      payload: { available: p.available, locked },
    });
  }
  events.push(...noticeEvents);
  const liveEvents = await appendLiveEvents(tx, events, now);
  return { liveEvents, notificationIds };
}

async function writeRegistrations(tx: Tx, engine: BidEngine, before: Run["before"], now: Date) {
  const created: (typeof auctionRegistrations.$inferInsert)[] = [];
  const updated: {
    id: string;
    rulesVersion: number;
    bidderNumber: number | null;
    highestBid: number | null;
  }[] = [];
  for (const userId of engine.registrationsTouched) {
    const registration = engine.participants.get(userId)!.registration!;
    const was = before.get(userId)!;
    if (was.registrationId) {
      updated.push({ id: was.registrationId, ...registration });
    } else {
      created.push({
        userId,
        auctionId: engine.book.id,
        rulesVersion: registration.rulesVersion,
        rulesAcceptedAt: now,
        bidderNumber: registration.bidderNumber,
        highestBid: registration.highestBid,
        receiptCode: newReceiptCode(),
        createdAt: now,
      });
    }
  }
  if (created.length) await tx.insert(auctionRegistrations).values(created);
  if (updated.length) {
    const values = sql.join(
      updated.map(
        (u) => sql`(${u.id}::uuid, ${u.rulesVersion}::int, ${u.bidderNumber}::int, ${u.highestBid}::bigint)`,
      ),
      sql`, `,
    );
    // A new version of the rules accepted now is recorded with its time.
    await tx.execute(sql`
      update auction_registrations r set
        rules_accepted_at = case when r.rules_version <> v.rules_version then ${now.toISOString()}::timestamptz else r.rules_accepted_at end,
        rules_version = v.rules_version, bidder_number = v.bidder_number, highest_bid = v.highest_bid
      from (values ${values}) as v(id, rules_version, bidder_number, highest_bid)
      where r.id = v.id`);
  }
}

async function writeAutoBids(tx: Tx, run: Run, now: Date) {
  const { engine, autoBidIds } = run;
  const finished: { id: number; status: "cancelled" | "exhausted" }[] = [];
  for (const userId of new Set([...engine.autoBidsChanged, ...engine.autoBidsExhausted])) {
    const id = autoBidIds.get(userId);
    const active = engine.autoBids.get(userId);
    if (id !== undefined) {
      if (active && !engine.autoBidsExhausted.has(userId)) {
        await tx
          .update(autoBids)
          .set({ maxAmount: active.maxAmount, priorityUs: active.priority, setAt: now, updatedAt: now })
          .where(eq(autoBids.id, id));
      } else {
        finished.push({ id, status: engine.autoBidsExhausted.has(userId) ? "exhausted" : "cancelled" });
      }
    } else if (active) {
      await tx.insert(autoBids).values({
        auctionId: engine.book.id,
        userId,
        maxAmount: active.maxAmount,
        setAt: now,
        priorityUs: active.priority,
        updatedAt: now,
      });
    } else if (engine.autoBidsExhausted.has(userId)) {
      // Set and spent within this batch: recorded as exhausted for the user's history.
      const spent = engine.spentAutoBids.get(userId)!;
      await tx.insert(autoBids).values({
        auctionId: engine.book.id,
        userId,
        maxAmount: spent.maxAmount,
        setAt: now,
        priorityUs: spent.priority,
        status: "exhausted",
        updatedAt: now,
      });
    }
  }
  for (const status of ["cancelled", "exhausted"] as const) {
    const ids = finished.filter((f) => f.status === status).map((f) => f.id);
    if (ids.length)
      await tx.update(autoBids).set({ status, updatedAt: now }).where(inArray(autoBids.id, ids));
  }
}

// --- notifications and live events -----------------------------------------------------------------

async function noticesFor(
  tx: Tx,
  locked: LockedAuction,
  engine: BidEngine,
  now: Date,
): Promise<NewNotification[]> {
  const { book } = engine;
  if (engine.placed.length === 0) return [];
  const about = locked.property;
  const notices: NewNotification[] = [];
  // A bidder hears once per batch: "accepted" if they still lead at its end, "outbid" (which says
  // the bid was taken, then beaten) if someone passed them in the same batch. Their answer to the
  // request already told them it was accepted.
  const lastBid = new Map<string, number>();
  for (const b of engine.placed) lastBid.set(b.userId, b.amount);
  const leader = book.leaderUserId;
  if (leader && lastBid.has(leader)) {
    notices.push({
      userId: leader,
      event: "bid_accepted",
      auctionId: book.id,
      params: { ...about, amount: lastBid.get(leader)! },
    });
  }
  for (const userId of engine.everLed) {
    if (userId === book.leaderUserId) continue;
    notices.push({
      userId,
      event: "outbid",
      auctionId: book.id,
      params: { ...about, amount: book.price!, minimumNextBid: engine.minimum() },
    });
  }
  if (engine.extended) notices.push(...(await extensionNotices(tx, engine, about, now)));
  return notices;
}

/** Registered bidders (not the leader) hear of an extension, at most once every five minutes. */
async function extensionNotices(
  tx: Tx,
  engine: BidEngine,
  about: { assetNumber: string; titleAr: string; titleEn: string },
  now: Date,
): Promise<NewNotification[]> {
  const { book } = engine;
  const bidders = await tx
    .select({ userId: auctionRegistrations.userId })
    .from(auctionRegistrations)
    .where(
      and(
        eq(auctionRegistrations.auctionId, book.id),
        eq(auctionRegistrations.status, "active"),
        isNotNull(auctionRegistrations.bidderNumber),
      ),
    );
  const recent = await tx
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        eq(notifications.auctionId, book.id),
        eq(notifications.event, "auction_extended"),
        gt(notifications.createdAt, new Date(now.getTime() - EXTENSION_NOTICE_EVERY_MS)),
      ),
    );
  const told = new Set(recent.map((r) => r.userId));
  const endsAt = new Date(book.endsAt).toISOString();
  return bidders
    .filter((b) => b.userId !== book.leaderUserId && !told.has(b.userId))
    .map((b) => ({
      userId: b.userId,
      event: "auction_extended" as const,
      auctionId: book.id,
      params: { ...about, endsAt },
    }));
}

function bidsEvent(engine: BidEngine, now: Date): NewLiveEvent {
  const { book } = engine;
  const placedAt = now.toISOString();
  return {
    channel: auctionChannel(book.id),
    type: "bids",
    payload: {
      auctionId: book.id,
      bids: engine.placed.map((b) => ({
        sequence: b.sequence,
        amount: b.amount,
        source: b.source,
        bidderNumber: b.bidderNumber,
        placedAt,
      })),
      price: book.price!,
      minimumNextBid: engine.minimum(),
      bidCount: book.bidCount,
      leaderBidderNumber: engine.placed.at(-1)!.bidderNumber,
      endsAt: new Date(book.endsAt).toISOString(),
      extended: engine.extended,
      acceptedAt: now.getTime(),
    },
  };
}

export function statusEvent(engine: { book: BidEngine["book"] }): NewLiveEvent {
  const { book } = engine;
  return {
    channel: auctionChannel(book.id),
    type: "status",
    payload: {
      auctionId: book.id,
      status: "current",
      endsAt: new Date(book.endsAt).toISOString(),
      price: book.price,
    },
  };
}
