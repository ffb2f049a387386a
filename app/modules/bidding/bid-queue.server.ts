import type { Logger } from "pino";
import type { Services } from "~/context.server";
import type { Db } from "~/db/client.server";
import { publishEffects } from "~/modules/notifications/effects.server";
import {
  commandHash,
  senderOf,
  processBidBatch,
  type BatchOutcome,
  type BidCommand,
  type BidCommandResult,
} from "./process-bid-batch.server";

type Waiter = { resolve: (result: BidCommandResult) => void; reject: (error: unknown) => void };
type Pending = { command: BidCommand; hash: string; waiters: Waiter[] };
type AuctionQueue = { pending: Pending[]; running: boolean };

export type BidQueue = {
  /** Runs a command in the auction's next batch and settles once that batch has committed. */
  submit(auctionId: number, command: BidCommand): Promise<BidCommandResult>;
  /** Resolves when every queue is empty (for shutdown). */
  drain(): Promise<void>;
};

/**
 * One queue per auction in this process (ADR 012). Commands that arrive while the auction's
 * previous batch is in its transaction wait and go together in the next one, so a hot auction
 * pays one transaction, and one flush to disk, per batch instead of per bid. An idle auction's
 * batch starts when the turn of the event loop that brought its first command ends, not during
 * it: the commands of requests that arrived together (their sessions are read in one statement,
 * sessions.server.ts) then go together. Started at once, a lone first command took the auction's
 * batch, and on the embedded database its whole thread, while the rest of a crowd waited behind
 * it (ADR 044); a lone bid waits only for the end of the turn. Across instances batches of one
 * auction take turns on its row lock. A batch that fails for a reason other than a retryable
 * conflict is split, so one bad command fails alone.
 */
export function createBidQueue(options: {
  db: Db;
  logger: Logger;
  onCommitted: (outcome: BatchOutcome) => void;
  maxBatch?: number;
}): BidQueue {
  const { db, logger, onCommitted } = options;
  const maxBatch = options.maxBatch ?? 256;
  const queues = new Map<number, AuctionQueue>();
  const idle: (() => void)[] = [];

  async function runBatch(auctionId: number, batch: Pending[]): Promise<void> {
    try {
      const started = performance.now();
      const commands = batch.map((p) => p.command);
      const outcome = await processBidBatch(db, auctionId, commands);
      // Committed: that is when the bids were accepted, as watchers are told.
      const committedAt = Date.now();
      for (const event of outcome.liveEvents)
        if (event.type === "bids") event.payload.acceptedAt = committedAt;
      logger.debug(
        { auctionId, size: batch.length, ms: Math.round(performance.now() - started) },
        "bid batch",
      );
      batch.forEach((p, i) => p.waiters.forEach((w) => w.resolve(outcome.results[i]!)));
      try {
        onCommitted(outcome);
      } catch (err) {
        logger.error({ err, auctionId }, "after-commit work of a bid batch failed");
      }
    } catch (err) {
      if (batch.length === 1) {
        logger.error({ err, auctionId }, "bid command failed");
        batch[0]!.waiters.forEach((w) => w.reject(err));
        return;
      }
      logger.warn(
        { err, auctionId, size: batch.length },
        "bid batch failed; running its commands one by one",
      );
      for (const pending of batch) await runBatch(auctionId, [pending]);
    }
  }

  async function work(auctionId: number, queue: AuctionQueue) {
    queue.running = true;
    while (queue.pending.length) await runBatch(auctionId, queue.pending.splice(0, maxBatch));
    queue.running = false;
    queues.delete(auctionId);
    if (queues.size === 0) idle.splice(0).forEach((done) => done());
  }

  return {
    submit(auctionId, command) {
      return new Promise<BidCommandResult>((resolve, reject) => {
        let queue = queues.get(auctionId);
        if (!queue) queues.set(auctionId, (queue = { pending: [], running: false }));
        const hash = commandHash(auctionId, command);
        // A retry that arrives while its first copy still waits joins it (same key, same request),
        // or is refused at once (same key, another request).
        const twin = command.idempotencyKey
          ? queue.pending.find(
              (p) =>
                senderOf(p.command) === senderOf(command) &&
                p.command.idempotencyKey === command.idempotencyKey,
            )
          : undefined;
        if (twin) {
          if (twin.hash === hash) twin.waiters.push({ resolve, reject });
          else resolve({ ok: false, rejection: { code: "IDEMPOTENCY_KEY_REUSED" } });
          return;
        }
        queue.pending.push({ command, hash, waiters: [{ resolve, reject }] });
        if (!queue.running) {
          queue.running = true;
          const started = queue;
          setImmediate(() => void work(auctionId, started));
        }
      });
    },
    drain() {
      return queues.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => idle.push(resolve));
    },
  };
}

const queues = new WeakMap<Services, BidQueue>();

/**
 * The running app's bid queue, made once per Services: one set of per-auction queues per process,
 * shared by the API and the pages. What a batch commits is published after its commit.
 */
export function bidQueueFor(services: Services): BidQueue {
  let queue = queues.get(services);
  if (!queue) {
    queue = createBidQueue({
      db: services.database.bidDb,
      logger: services.logger,
      onCommitted: (outcome) => publishEffects(services, outcome),
    });
    queues.set(services, queue);
  }
  return queue;
}
