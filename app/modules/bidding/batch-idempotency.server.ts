import { createHash } from "node:crypto";
import type { Tx } from "~/db/client.server";
import { storeAnswers, type StoredAnswer } from "~/modules/idempotency/stored-answers.server";
import type { BidCommand, BidCommandResult } from "./bid-batch-types";

/*
 * A batch's side of the idempotency store (ADR 012): commands whose key was seen before are
 * answered from it, and the answers of the commands the batch ran are stored under their keys in
 * the batch's transaction.
 */

/**
 * The fingerprint a retried request must match: the command without its sender or its key. An
 * agent's command names its principal too (the key is the agent's, ADR 036).
 */
export function commandHash(auctionId: number, command: BidCommand): string {
  const { userId, idempotencyKey: _key, agentUserId, ...meaning } = command;
  return createHash("sha256")
    .update(
      JSON.stringify({ auctionId, ...meaning, ...(agentUserId ? { agentUserId, principal: userId } : {}) }),
    )
    .digest("hex");
}

/** Who sent the command, whose key it carries: the agent, for a principal's command. */
export const senderOf = (command: BidCommand): string => command.agentUserId ?? command.userId;

type Keyed = { index: number; userId: string; key: string; hash: string; scope: string };

const keyedCommands = (auctionId: number, commands: readonly BidCommand[]): Keyed[] =>
  commands.flatMap((command, index) =>
    command.idempotencyKey
      ? [
          {
            index,
            userId: senderOf(command),
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
export function answerRetries(
  auctionId: number,
  commands: readonly BidCommand[],
  stored: readonly StoredAnswer[],
): (BidCommandResult | null)[] {
  const answers: (BidCommandResult | null)[] = commands.map(() => null);
  for (const k of keyedCommands(auctionId, commands)) {
    const row = stored.find((r) => r.userId === k.userId && r.key === k.key);
    if (!row) continue;
    answers[k.index] =
      row.requestHash === k.hash && row.responseBody !== null
        ? (row.responseBody as BidCommandResult)
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
export async function storeBatchAnswers(
  tx: Tx,
  auctionId: number,
  commands: readonly BidCommand[],
  results: readonly BidCommandResult[],
  ran: ReadonlySet<number>,
  now: Date,
) {
  const rows = keyedCommands(auctionId, commands).filter((k) => ran.has(k.index));
  if (rows.length === 0) return;
  const stored = await storeAnswers(
    tx,
    rows.map((k) => ({
      userId: k.userId,
      key: k.key,
      scope: k.scope,
      requestHash: k.hash,
      responseStatus: results[k.index]!.ok ? 201 : 422,
      responseBody: results[k.index]!,
    })),
    now,
  );
  if (stored !== rows.length) throw new KeyRace("an idempotency key was used concurrently");
}
