import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { rejectBankAccount, verifyBankAccount } from "~/modules/withdrawals/bank-accounts.server";
import { listWithdrawalQueue } from "~/modules/withdrawals/withdrawal-queue.server";
import { markWithdrawalPaid, rejectWithdrawal } from "~/modules/withdrawals/withdrawals.server";
import { apiLang } from "../http/lang";
import { requireAuthRole } from "../http/session-auth";
import { committeeProblems, registerCommitteeDecision } from "./committee-decisions";
import { guestProblem, json, problemResponse } from "./schemas";
import {
  BankAccountSchema,
  bankAccountBody,
  walletTags,
  WithdrawalSchema,
  withdrawalBody,
} from "./wallet-schemas";

const QueueUserSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string(), phone: z.string() });

const firstApprovedBy = z.uuid().nullable().openapi({
  description:
    "Four eyes: the committee member who approved the payout first; only another member may pay it",
});

const QueueSchema = z
  .object({
    withdrawals: z.array(WithdrawalSchema.extend({ user: QueueUserSchema, firstApprovedBy })).openapi({
      description: "Requested withdrawals, oldest first (at most 100)",
    }),
    withdrawalCount: z.number().int(),
    bankAccounts: z.array(BankAccountSchema.extend({ user: QueueUserSchema })).openapi({
      description: "IBANs awaiting verification, oldest first (at most 100)",
    }),
    bankAccountCount: z.number().int(),
    recentWithdrawals: z.array(WithdrawalSchema.extend({ user: QueueUserSchema })).openapi({
      description: "The latest paid or rejected withdrawals",
    }),
  })
  .openapi("WithdrawalQueue");

const ReferenceBody = z
  .object({
    reference: z.string().optional().openapi({ description: "The bank transfer's reference (≤ 64)" }),
  })
  .openapi("WithdrawalPayout");
const ReasonBody = z
  .object({
    reason: z.string().openapi({ description: "3 to 500 characters; the user reads it as written" }),
  })
  .openapi("Refusal");

const alreadyDecided = problemResponse("Already paid or rejected (WITHDRAWAL_ALREADY_DECIDED)");
const alreadyReviewed = problemResponse("Already verified or rejected (BANK_ACCOUNT_ALREADY_REVIEWED)");
const invalidReason = problemResponse("A reason of 3 to 500 characters (VALIDATION)");

const getAdminWithdrawalsRoute = createRoute({
  method: "get",
  path: "/admin/withdrawals",
  tags: walletTags,
  summary: "Withdrawals to pay and IBANs to verify (organizing committee)",
  responses: {
    200: json(QueueSchema, "OK"),
    401: guestProblem,
    403: problemResponse("Not a committee member"),
  },
});

/** The organizing committee's queue of withdrawals to pay and IBANs to verify, and its decisions on them. */
export function registerAdminWithdrawalRoutes(api: OpenAPIHono, services: Services) {
  const { db } = services.database;

  api.openapi(getAdminWithdrawalsRoute, async (c) => {
    requireAuthRole(c, "committee", "admin");
    const lang = apiLang(c);
    const queue = await listWithdrawalQueue({ db });
    c.header("Cache-Control", "private, no-store");
    return c.json(
      {
        withdrawals: queue.withdrawals.map((w) => ({
          ...withdrawalBody(w, lang),
          user: w.user,
          firstApprovedBy: w.firstApprovedBy,
        })),
        withdrawalCount: queue.withdrawalCount,
        bankAccounts: queue.bankAccounts.map((a) => ({
          ...bankAccountBody({ ...a, status: "pending", rejectionReason: null, reviewedAt: null }, lang),
          user: a.user,
        })),
        bankAccountCount: queue.bankAccountCount,
        recentWithdrawals: queue.recentWithdrawals.map((w) => ({
          ...withdrawalBody(w, lang),
          user: w.user,
        })),
      },
      200,
    );
  });

  registerCommitteeDecision(api, services, {
    path: "/admin/withdrawals/{id}/paid",
    tags: walletTags,
    summary: "Record a withdrawal as paid to its IBAN (organizing committee)",
    description:
      "The held amount leaves the platform; the user gets a receipt with a verification code and is notified. " +
      "Optional body: the bank transfer's `reference`. Audited. Four eyes: above the withdrawal threshold " +
      "(a setting) the first member's call only records their approval (`firstApprovedAt`, still `requested`); " +
      "a different member's call pays it. The first approver again: 403 SECOND_APPROVER_REQUIRED.",
    what: "a withdrawal",
    body: { schema: ReferenceBody, required: false },
    answer: { schema: WithdrawalSchema, description: "Paid" },
    problems: {
      ...committeeProblems(
        "No such request",
        "your own request (REVIEW_OWN_REQUEST), or you already gave the first approval (SECOND_APPROVER_REQUIRED)",
      ),
      409: alreadyDecided,
      422: problemResponse("Reference longer than 64 characters (VALIDATION)"),
    },
    invalidAs422: true,
    decide: async (c, { id, actorUserId, body }) => {
      const { withdrawal, effects } = await markWithdrawalPaid({
        db,
        withdrawalId: id,
        actorUserId,
        reference: body?.reference,
      });
      return { answer: withdrawalBody(withdrawal, apiLang(c)), effects };
    },
  });

  registerCommitteeDecision(api, services, {
    path: "/admin/withdrawals/{id}/reject",
    tags: walletTags,
    summary: "Refuse a withdrawal, with a reason (organizing committee)",
    description:
      "The held amount returns to the user's available balance; they are told the reason. Audited.",
    what: "a withdrawal",
    body: { schema: ReasonBody, required: true },
    answer: { schema: WithdrawalSchema, description: "Rejected" },
    problems: { ...committeeProblems("No such request"), 409: alreadyDecided, 422: invalidReason },
    invalidAs422: true,
    decide: async (c, { id, actorUserId, body }) => {
      const { withdrawal, effects } = await rejectWithdrawal({
        db,
        withdrawalId: id,
        actorUserId,
        reason: body.reason,
      });
      return { answer: withdrawalBody(withdrawal, apiLang(c)), effects };
    },
  });

  registerCommitteeDecision(api, services, {
    path: "/admin/bank-accounts/{id}/verify",
    tags: walletTags,
    summary: "Verify a bank account against its certificate (organizing committee)",
    description: "Withdrawals to it become possible; its owner is notified. Audited.",
    what: "a bank account",
    answer: { schema: BankAccountSchema, description: "Verified" },
    problems: { ...committeeProblems("No such request"), 409: alreadyReviewed },
    decide: async (c, { id, actorUserId }) => {
      const { bankAccount, effects } = await verifyBankAccount({ db, bankAccountId: id, actorUserId });
      return { answer: bankAccountBody(bankAccount, apiLang(c)), effects };
    },
  });

  registerCommitteeDecision(api, services, {
    path: "/admin/bank-accounts/{id}/reject",
    tags: walletTags,
    summary: "Reject a bank account, with a reason (organizing committee)",
    what: "a bank account",
    body: { schema: ReasonBody, required: true },
    answer: { schema: BankAccountSchema, description: "Rejected" },
    problems: { ...committeeProblems("No such request"), 409: alreadyReviewed, 422: invalidReason },
    invalidAs422: true,
    decide: async (c, { id, actorUserId, body }) => {
      const { bankAccount, effects } = await rejectBankAccount({
        db,
        bankAccountId: id,
        actorUserId,
        reason: body.reason,
      });
      return { answer: bankAccountBody(bankAccount, apiLang(c)), effects };
    },
  });
}
