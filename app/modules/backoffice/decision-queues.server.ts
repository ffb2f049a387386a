import type { Db } from "~/db/client.server";
import { countUnansweredSupport } from "~/modules/chat/chat.server";
import { countDefaultsAwaitingDecision } from "~/modules/bidding/next-bidder-offers.server";
import { countNewInquiries } from "~/modules/inquiries/inquiries.server";
import { countListingRequestsToReview } from "~/modules/listings/review-listing-request.server";
import { countAuthorityRequestsToReview } from "~/modules/requests/review-authority-request.server";
import { countTransfersAwaitingReview } from "~/modules/payments/count-transfers-awaiting-review.server";
import {
  countBankAccountsToVerify,
  countWithdrawalsToPay,
} from "~/modules/withdrawals/count-withdrawal-queue.server";

/**
 * The queues of requests that wait for a committee decision, as the back office's landing page
 * lists them: each names its page and how many wait. A new queue is one more entry here (its
 * owning module counts it) and its two message keys (`adminUsers.queues.<id>` and `…About`).
 */
const queues = [
  { id: "listings", path: "/admin/listings", count: countListingRequestsToReview },
  { id: "authorityRequests", path: "/admin/requests", count: countAuthorityRequestsToReview },
  { id: "transfers", path: "/admin/transfers", count: countTransfersAwaitingReview },
  { id: "withdrawals", path: "/admin/withdrawals", count: countWithdrawalsToPay },
  { id: "bankAccounts", path: "/admin/withdrawals", count: countBankAccountsToVerify },
  { id: "defaults", path: "/admin/defaults", count: countDefaultsAwaitingDecision },
  { id: "inquiries", path: "/admin/inquiries", count: countNewInquiries },
  { id: "chat", path: "/admin/chat", count: countUnansweredSupport },
] as const satisfies readonly { id: string; path: `/admin/${string}`; count: (db: Db) => Promise<number> }[];

export type DecisionQueueId = (typeof queues)[number]["id"];
export type DecisionQueue = { id: DecisionQueueId; path: string; count: number };

/** Every decision queue with its count, in the order the committee works them. */
export async function listDecisionQueues(db: Db): Promise<DecisionQueue[]> {
  const counts = await Promise.all(queues.map((queue) => queue.count(db)));
  return queues.map((queue, i) => ({ id: queue.id, path: queue.path, count: counts[i]! }));
}
