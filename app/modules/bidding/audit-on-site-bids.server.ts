import type { Tx } from "~/db/client.server";
import { recordAudit } from "~/modules/audit/record-audit.server";
import type { BidCommand, BidCommandResult } from "./bid-batch-types";

/** One audit entry per on-site bid the batch accepted, naming the member who entered it. */
export async function auditOnSiteBids(
  tx: Tx,
  auctionId: number,
  commands: readonly BidCommand[],
  results: readonly BidCommandResult[],
  ran: ReadonlySet<number>,
  now: Date,
) {
  for (const i of ran) {
    const command = commands[i]!;
    const result = results[i]!;
    if (command.type !== "bid" || !command.enteredBy || !result.ok || !result.bid) continue;
    await recordAudit(tx, {
      actorUserId: command.enteredBy,
      action: "bid.on_site",
      subjectType: "auction",
      subjectId: String(auctionId),
      details: {
        bidderUserId: command.userId,
        amount: result.bid.amount,
        sequence: result.bid.sequence,
        bidderNumber: result.bid.bidderNumber,
      },
      createdAt: now,
    });
  }
}
