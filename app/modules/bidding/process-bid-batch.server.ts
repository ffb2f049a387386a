import type { Db } from "~/db/client.server";
import { answerRetries, storeBatchAnswers } from "./batch-idempotency.server";
import type { BatchOutcome, BidCommand, BidCommandResult } from "./bid-batch-types";
import { judgeCommands } from "./judge-commands.server";
import { lockAuctionBook } from "./load-auction-book.server";
import { loadBatchContext } from "./load-batch-context.server";
import { writeBatchOutcome } from "./write-batch-outcome.server";
import { auditOnSiteBids } from "./audit-on-site-bids.server";
import { runTransaction } from "~/db/transaction.server";

// The queue (bid-queue.server.ts) takes the batch's types and the command's fingerprint from here.
export { commandHash, senderOf } from "./batch-idempotency.server";
export type { BatchOutcome, BidCommand, BidCommandResult } from "./bid-batch-types";

/**
 * Runs a batch of commands for one auction in one transaction (ADR 012): lock the auction, answer
 * retried requests from the idempotency store (batch-idempotency.server.ts), lock every wallet
 * that may move (ascending account ids) and run the commands in arrival order through the bidding
 * engine (judge-commands.server.ts), then write the bids, ledger postings, registrations, automatic
 * bids, notifications, live events and the auction's new state (write-batch-outcome.server.ts).
 * One commit, one flush to disk, serves the whole batch. Commands must carry distinct keys (the
 * queue merges repeats of a key before they get here).
 */
export async function processBidBatch(
  db: Db,
  auctionId: number,
  commands: readonly BidCommand[],
): Promise<BatchOutcome> {
  return runTransaction(db, async (tx) => {
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
    const run = await judgeCommands(
      tx,
      locked,
      commands.filter((_, i) => ran.has(i)),
      context,
    );
    let next = 0;
    for (const i of ran) results[i] = run.results[next++]!;
    const written = await writeBatchOutcome(tx, locked, run, now);
    await auditOnSiteBids(tx, auctionId, commands, results as BidCommandResult[], ran, now);
    await storeBatchAnswers(tx, auctionId, commands, results as BidCommandResult[], ran, now);
    return { results: results as BidCommandResult[], ...written };
  });
}
