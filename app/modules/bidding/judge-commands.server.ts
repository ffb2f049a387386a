import type { Tx } from "~/db/client.server";
import { lockAccounts } from "~/modules/wallet/ledger.server";
import type { BidCommand, BidCommandResult } from "./bid-batch-types";
import { BidEngine, type BidRejection, type CommandResult, type Participant } from "./bid-engine";
import type { BatchContext } from "./load-batch-context.server";
import type { LockedAuction } from "./load-auction-book.server";

/** A batch's commands judged by the engine: its state after them, and what each answers. */
export type Run = {
  engine: BidEngine;
  results: BidCommandResult[];
  /** Each participant as loaded, before the batch. */
  before: Map<string, { lockedHere: number; registered: boolean; registrationId: string | null }>;
  accountIds: Map<string, { available: number; locked: number }>;
  autoBidIds: Map<string, number>;
  lockedElsewhere: Map<string, number>;
  /** The agent who placed each bid of the batch for its principal, by the bid's sequence (ADR 036). */
  actingAgents: Map<number, string>;
};

type Participants = Pick<Run, "before" | "accountIds"> & { participants: Map<string, Participant> };

/**
 * Locks the wallet of everyone who may move (the senders, the owners of automatic bids, the
 * leader) and runs the commands, in arrival order, through the bidding engine.
 */
export async function judgeCommands(
  tx: Tx,
  locked: LockedAuction,
  commands: readonly BidCommand[],
  context: BatchContext,
): Promise<Run> {
  const { book } = locked;
  const { autos: autoRows } = context;
  // An agent's command without authority is refused before any wallet is locked: its principal
  // (any id the caller named) never becomes a participant.
  const refusals = commands.map((c) =>
    c.agentUserId ? agentRefusal(c.agentUserId, c.userId, context) : null,
  );
  const userIds = [
    ...new Set([
      ...commands.filter((_, i) => !refusals[i]).map((c) => c.userId),
      ...autoRows.map((a) => a.userId),
      ...(book.leaderUserId ? [book.leaderUserId] : []),
    ]),
  ];
  const { participants, before, accountIds } = await loadParticipants(tx, book.id, userIds, context);
  const engine = new BidEngine(
    locked.nowUs,
    book,
    participants,
    new Map(
      autoRows.map((a) => [a.userId, { userId: a.userId, maxAmount: a.maxAmount, priority: a.priority }]),
    ),
  );
  const actingAgents = new Map<number, string>();
  const results = commands.map((command, i) => {
    const refused = refusals[i];
    const result = refused ? { ok: false as const, rejection: refused } : run(engine, command);
    if (result.ok && result.bid && command.agentUserId)
      actingAgents.set(result.bid.sequence, command.agentUserId);
    return answer(engine, command, result);
  });
  return {
    actingAgents,
    engine,
    results,
    before,
    accountIds,
    autoBidIds: new Map(autoRows.map((a) => [a.userId, a.id])),
    lockedElsewhere: new Map(context.lockedElsewhere.map((l) => [l.userId, l.amount])),
  };
}

/** Locks the users' accounts (ascending ids, in the ledger) and reads each as the engine's participant. */
async function loadParticipants(
  tx: Tx,
  auctionId: number,
  userIds: readonly string[],
  { registrations, staff, suspended, sellers }: BatchContext,
): Promise<Participants> {
  const accounts = await lockAccounts(
    tx,
    userIds.flatMap((userId) => [
      { kind: "user_available" as const, userId },
      { kind: "user_locked" as const, userId, auctionId },
    ]),
  );
  const participants = new Map<string, Participant>();
  const before: Run["before"] = new Map();
  const accountIds: Run["accountIds"] = new Map();
  for (const userId of userIds) {
    const available = accounts.get({ kind: "user_available", userId: userId });
    const lockedHere = accounts.get({ kind: "user_locked", userId: userId, auctionId });
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
      staff: staff.includes(userId),
      suspended: suspended.includes(userId),
      seller: sellers.includes(userId),
    });
    before.set(userId, {
      lockedHere: lockedHere.balance,
      registered: !!registration,
      registrationId: registration?.id ?? null,
    });
    accountIds.set(userId, { available: available.id, locked: lockedHere.id });
  }
  return { participants, before, accountIds };
}

/**
 * Why an agent may not send this command for the principal, if they may not: the agent is staff,
 * suspended, a seller or acting for one (shill bidding), or holds no active, unexpired agency with
 * the `bid` scope for the principal — read in this transaction, so a revocation committed before
 * it stops the bid at once.
 */
function agentRefusal(
  agentUserId: string,
  principalUserId: string,
  { staff, suspended, sellers, authorities }: BatchContext,
): BidRejection | { code: "AGENT_NOT_AUTHORIZED" } | null {
  if (staff.includes(agentUserId)) return { code: "STAFF_CANNOT_BID" };
  if (suspended.includes(agentUserId)) return { code: "ACCOUNT_SUSPENDED" };
  if (!authorities.some((a) => a.agentUserId === agentUserId && a.principalUserId === principalUserId))
    return { code: "AGENT_NOT_AUTHORIZED" };
  if (sellers.includes(agentUserId)) return { code: "SELLER_CANNOT_BID" };
  return null;
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

function answer(
  engine: BidEngine,
  command: BidCommand,
  result: CommandResult | { ok: false; rejection: BidRejection | { code: "AGENT_NOT_AUTHORIZED" } },
): BidCommandResult {
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
