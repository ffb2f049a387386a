import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { rejectBankTransfer, verifyBankTransfer } from "~/modules/payments/bank-transfers.server";
import { paymentDeps } from "~/modules/payments/payment-deps.server";
import { listTransfersForReview } from "~/modules/payments/payment-views.server";
import { requireAuthRole } from "../http/session-auth";
import { committeeProblems, registerCommitteeDecision } from "./committee-decisions";
import {
  PaymentPageQuery,
  paymentBody,
  PaymentSchema,
  paymentTags as tags,
  TransferReviewSchema,
} from "./payment-schemas";
import { guestProblem, json, problemResponse } from "./schemas";

const alreadyReviewed = problemResponse(
  "Already decided (TRANSFER_ALREADY_REVIEWED), or the settlement was paid meanwhile (SETTLEMENT_NOT_DUE)",
);

const getAdminTransfersRoute = createRoute({
  method: "get",
  path: "/admin/transfers",
  tags,
  summary: "Declared transfers (committee)",
  description:
    "`awaiting_review` (default): oldest first, the order they are worked in; `reviewed`: decided ones, latest first.",
  request: {
    query: PaymentPageQuery.extend({
      state: z
        .enum(["awaiting_review", "reviewed"])
        .optional()
        .openapi({ param: { name: "state", in: "query" }, default: "awaiting_review" }),
    }),
  },
  responses: {
    200: json(
      z.object({
        items: z.array(TransferReviewSchema),
        total: z.number().int(),
        page: z.number().int(),
        pageSize: z.number().int(),
        pages: z.number().int(),
      }),
      "OK",
    ),
    401: guestProblem,
    403: problemResponse("Not a committee member"),
  },
});

/** The organizing committee's review of declared transfers: the queue, and verifying or rejecting one. */
export function registerAdminTransferRoutes(api: OpenAPIHono, services: Services) {
  const { db } = services.database;

  api.openapi(getAdminTransfersRoute, async (c) => {
    requireAuthRole(c, "committee", "admin");
    const { state, ...query } = c.req.valid("query");
    const list = await listTransfersForReview({
      db,
      state: state ?? "awaiting_review",
      ...query,
    });
    c.header("Cache-Control", "private, no-store");
    return c.json(
      {
        ...list,
        items: list.items.map((item) => ({
          ...paymentBody(item, c),
          user: item.user,
          firstApprovedBy: item.transfer.firstApprovedBy,
        })),
      },
      200,
    );
  });

  registerCommitteeDecision(api, services, {
    path: "/admin/transfers/{id}/verify",
    tags,
    summary: "Verify a declared transfer: the money is credited (committee)",
    description:
      "Audited; the user is notified and gets a receipt. Four eyes: above the transfer threshold (a setting) " +
      "the first member's verification is only recorded (`transfer.firstApprovedAt`, the status stays " +
      "`awaiting_review`); a different member's verification credits it. The first approver again: 403 " +
      "SECOND_APPROVER_REQUIRED.",
    what: "a payment",
    answer: { schema: PaymentSchema, description: "Decided" },
    problems: {
      ...committeeProblems(
        "No such declared transfer",
        "your own transfer (REVIEW_OWN_REQUEST), or you already gave the first approval (SECOND_APPROVER_REQUIRED)",
      ),
      409: alreadyReviewed,
    },
    decide: async (c, { id, actorUserId }) => {
      const outcome = await verifyBankTransfer({ db }, { paymentId: id, actorUserId });
      return { answer: paymentBody(outcome.payment, c), effects: outcome };
    },
  });

  registerCommitteeDecision(api, services, {
    path: "/admin/transfers/{id}/reject",
    tags,
    summary: "Reject a declared transfer, with the reason the user reads (committee)",
    description: "Nothing is credited. Audited; the user is notified with the reason.",
    what: "a payment",
    body: {
      schema: z.object({ reason: z.string().openapi({ description: "3 to 500 characters" }) }),
      required: true,
    },
    answer: { schema: PaymentSchema, description: "Decided" },
    problems: {
      ...committeeProblems("No such declared transfer", "your own transfer"),
      409: alreadyReviewed,
      422: problemResponse("No reason, or too long (VALIDATION)"),
    },
    decide: async (c, { id, actorUserId, body }) => {
      const { storage, logger } = paymentDeps(services);
      const outcome = await rejectBankTransfer(
        { db, storage, logger },
        { paymentId: id, actorUserId, reason: body.reason },
      );
      return { answer: paymentBody(outcome.payment, c), effects: outcome };
    },
  });
}
