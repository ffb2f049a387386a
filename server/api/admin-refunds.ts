import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { noEffects } from "~/modules/notifications/effects.server";
import { paymentDeps } from "~/modules/payments/payment-deps.server";
import { listRefunds } from "~/modules/payments/refund-views.server";
import {
  cancelCardRefundRequest,
  confirmCardRefund,
  requestCardRefund,
} from "~/modules/payments/refunds.server";
import { requireAuthRole } from "../http/session-auth";
import { committeeProblems, registerCommitteeDecision } from "./committee-decisions";
import {
  guestProblem,
  IdempotencyHeader,
  json,
  jsonBody,
  problemResponse,
  requireIdempotencyKey,
  timestamp,
} from "./schemas";

const tags = ["Payments"];

const PersonSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string(), phone: z.string() });

const RefundListSchema = z
  .object({
    awaiting: z
      .array(
        z.object({
          paymentId: z.uuid(),
          reference: z.string(),
          paid: z.number().int().openapi({ description: "The top-up's amount, halalas" }),
          amount: z.number().int().openapi({ description: "The refund asked for, halalas" }),
          reason: z.string(),
          requestedAt: timestamp,
          requestedBy: PersonSchema.openapi({
            description: "The committee member who asked (the first approval)",
          }),
          user: PersonSchema,
        }),
      )
      .openapi({
        description: "Refunds above the threshold waiting for a second committee member, oldest first",
      }),
    records: z
      .array(
        z.object({
          paymentId: z.uuid(),
          reference: z.string(),
          paid: z.number().int(),
          refunded: z.number().int().openapi({ description: "Given back to the card, halalas" }),
          pending: z.number().int().openapi({ description: "Held while the gateway refunds it, halalas" }),
          updatedAt: timestamp,
          user: PersonSchema,
        }),
      )
      .openapi({ description: "Card top-ups refunded or being refunded, latest first (at most 50)" }),
  })
  .openapi("RefundList");

const RefundOutcomeSchema = z
  .object({
    state: z.enum(["refunded", "awaiting_second_approval"]),
    refunded: z.number().int().optional(),
    amount: z.number().int().optional(),
  })
  .openapi("RefundOutcome");

const RefundRequestBody = z
  .object({
    paymentId: z.uuid().openapi({ description: "A paid card top-up" }),
    amount: z
      .number()
      .int()
      .openapi({ description: "Halalas; at most what was paid, not yet refunded, and available" }),
    reason: z.string().openapi({ description: "3 to 500 characters" }),
  })
  .openapi("RefundRequest");

const getAdminRefundsRoute = createRoute({
  method: "get",
  path: "/admin/refunds",
  tags,
  summary: "Refunds waiting for a second approval, and refunded card top-ups (committee)",
  responses: {
    200: json(RefundListSchema, "OK"),
    401: guestProblem,
    403: problemResponse("Not a committee member"),
  },
});

const postAdminRefundsRoute = createRoute({
  method: "post",
  path: "/admin/refunds",
  tags,
  summary: "Refund a card top-up to its card (committee)",
  description:
    "At or below the refund threshold (a setting) the card is refunded at once; above it the request waits for a " +
    "different committee member's confirmation (four eyes). Header `Idempotency-Key` is required. Audited.",
  request: {
    headers: IdempotencyHeader("refund", "never refunds twice"),
    body: jsonBody(RefundRequestBody),
  },
  responses: {
    200: json(RefundOutcomeSchema, "Refunded, or waiting for a second approval"),
    400: problemResponse("Idempotency-Key missing (IDEMPOTENCY_KEY_REQUIRED)"),
    401: guestProblem,
    403: problemResponse("Not a committee member, or your own payment (REVIEW_OWN_REQUEST)"),
    404: problemResponse("No such paid card top-up (PAYMENT_NOT_FOUND)"),
    409: problemResponse("A refund of it already waits for a second approval (REFUND_ALREADY_REQUESTED)"),
    422: problemResponse(
      "More than can be refunded (REFUND_TOO_LARGE, with `refundable`), refused by the gateway (REFUND_REFUSED), " +
        "an invalid amount or reason (VALIDATION), or IDEMPOTENCY_KEY_REUSED",
    ),
  },
});

/** The committee's refunds of card top-ups, with four eyes above the threshold. */
export function registerAdminRefundRoutes(api: OpenAPIHono, services: Services) {
  api.openapi(getAdminRefundsRoute, async (c) => {
    requireAuthRole(c, "committee", "admin");
    c.header("Cache-Control", "private, no-store");
    return c.json(await listRefunds({ db: services.database.db }), 200);
  });

  api.openapi(postAdminRefundsRoute, async (c) => {
    const { user } = requireAuthRole(c, "committee", "admin");
    const key = requireIdempotencyKey(c);
    const body = c.req.valid("json");
    const outcome = await requestCardRefund(paymentDeps(services), {
      paymentId: body.paymentId,
      amount: body.amount,
      reason: body.reason,
      actorUserId: user.id,
      idempotencyKey: key,
    });
    return c.json(outcome, 200);
  });

  registerCommitteeDecision(api, services, {
    path: "/admin/refunds/{id}/confirm",
    tags,
    summary: "Confirm a refund waiting for a second approval: the card is refunded (committee)",
    description: "`id` is the payment's. Only a member other than the one who asked. Audited.",
    what: "a payment",
    answer: { schema: RefundOutcomeSchema, description: "Refunded" },
    problems: {
      ...committeeProblems(
        "No such paid card top-up",
        "your own payment (REVIEW_OWN_REQUEST), or you asked for this refund (SECOND_APPROVER_REQUIRED)",
      ),
      409: problemResponse("No refund of it is waiting (REFUND_NOT_REQUESTED)"),
      422: problemResponse(
        "No longer refundable (REFUND_TOO_LARGE), or refused by the gateway (REFUND_REFUSED)",
      ),
    },
    decide: async (_c, { id, actorUserId }) => {
      const { refunded } = await confirmCardRefund(paymentDeps(services), { paymentId: id, actorUserId });
      return { answer: { state: "refunded", refunded }, effects: noEffects() };
    },
  });

  registerCommitteeDecision(api, services, {
    path: "/admin/refunds/{id}/cancel",
    tags,
    summary: "Withdraw a refund request waiting for a second approval (committee)",
    description: "`id` is the payment's. Nothing moves. Audited.",
    what: "a payment",
    answer: { schema: z.object({ state: z.literal("withdrawn") }), description: "Withdrawn" },
    problems: {
      ...committeeProblems("No such paid card top-up"),
      409: problemResponse("No refund of it is waiting (REFUND_NOT_REQUESTED)"),
    },
    decide: async (_c, { id, actorUserId }) => {
      await cancelCardRefundRequest({ db: services.database.db }, { paymentId: id, actorUserId });
      return { answer: { state: "withdrawn" }, effects: noEffects() };
    },
  });
}
