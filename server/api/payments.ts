import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { AppError } from "~/lib/errors";
import { receiptCodeCandidates } from "~/modules/orders/receipt-lookup";
import { paymentDeps } from "~/modules/payments/payment-deps.server";
import { receiptKindValues } from "~/modules/payments/payment-enums";
import { mailPaymentReceipt, verifyStoredReceipt } from "~/modules/payments/payment-receipts.server";
import { getPayment, listPayments } from "~/modules/payments/payment-views.server";
import { paymentPurposes } from "~/modules/payments/transfer-schemas";
import { apiLang } from "../http/lang";
import { authRequired, requireAuth } from "../http/session-auth";
import {
  PaymentIdParams as IdParams,
  PaymentPageQuery,
  PaymentPageSchema,
  PaymentSchema,
  paymentBody,
  paymentTags as tags,
} from "./payment-schemas";
import { guestProblem, halalas, json, problemResponse, timestamp } from "./schemas";

const ReceiptCheckSchema = z
  .object({
    code: z.string(),
    kind: z.enum(receiptKindValues),
    amount: halalas("The amount"),
    issuedAt: timestamp,
  })
  .openapi("PaymentReceiptCheck");

const getMePaymentsRoute = createRoute({
  method: "get",
  path: "/me/payments",
  tags,
  summary: "Your payments, newest first",
  description: "Top-ups and winner's payments by every method, whatever their status.",
  middleware: [authRequired],
  request: {
    query: PaymentPageQuery.extend({
      purpose: z
        .enum(paymentPurposes)
        .optional()
        .openapi({ param: { name: "purpose", in: "query" } }),
    }),
  },
  responses: { 200: json(PaymentPageSchema, "OK"), 400: problemResponse("Bad query"), 401: guestProblem },
});

const getMePaymentsByIdRoute = createRoute({
  method: "get",
  path: "/me/payments/{id}",
  tags,
  summary: "One of your payments, with its transfer declaration and receipt",
  middleware: [authRequired],
  request: { params: IdParams },
  responses: {
    200: json(PaymentSchema, "OK"),
    400: problemResponse("Malformed id"),
    401: guestProblem,
    404: problemResponse("No such payment of yours"),
  },
});

const postMePaymentsByIdReceiptMailRoute = createRoute({
  method: "post",
  path: "/me/payments/{id}/receipt/mail",
  tags,
  summary: "E-mail yourself a copy of a payment's receipt",
  description:
    "Sent to your account's e-mail, in the request's language (shares the receipts' hourly limit).",
  middleware: [authRequired],
  request: { params: IdParams },
  responses: {
    202: json(z.object({ email: z.string() }), "Sent (delivered in the background)"),
    401: guestProblem,
    404: problemResponse("No such paid payment of yours"),
    429: problemResponse("Too many receipts mailed this hour; see Retry-After (RATE_LIMITED)"),
  },
});

const getPaymentsReceiptsVerifyRoute = createRoute({
  method: "get",
  path: "/payments/receipts/verify",
  tags,
  summary: "Check a payment receipt by its verification code (public)",
  description:
    "Says whether a payment (or withdrawal) receipt is genuine, with only facts that name no one: its kind, " +
    "amount and date. Case, spaces and dashes do not matter. Orders' receipts are checked at /receipts/verify.",
  request: {
    query: z.object({
      code: z
        .string()
        .min(1)
        .max(64)
        .openapi({ param: { name: "code", in: "query" }, example: "RCT-7K3Q-9XW2-H4TB" }),
    }),
  },
  responses: {
    200: json(ReceiptCheckSchema, "A genuine receipt"),
    400: problemResponse("No code (INVALID_QUERY)"),
    404: problemResponse("No receipt has this code"),
  },
});

/** A user's payments and their receipts; checking any payment receipt's code (public). */
export function registerPaymentRoutes(api: OpenAPIHono, services: Services) {
  const deps = () => paymentDeps(services);

  api.openapi(getMePaymentsRoute, async (c) => {
    const { user } = requireAuth(c);
    const query = c.req.valid("query");
    const page = await listPayments({ db: deps().db, userId: user.id, ...query });
    c.header("Cache-Control", "private, no-store");
    return c.json({ ...page, items: page.items.map((p) => paymentBody(p, c)) }, 200);
  });

  api.openapi(getMePaymentsByIdRoute, async (c) => {
    const { user } = requireAuth(c);
    const payment = await getPayment({
      db: deps().db,
      userId: user.id,
      paymentId: c.req.valid("param").id,
    });
    c.header("Cache-Control", "private, no-store");
    return c.json(paymentBody(payment, c), 200);
  });

  api.openapi(postMePaymentsByIdReceiptMailRoute, async (c) => {
    const { user } = requireAuth(c);
    const d = deps();
    const payment = await getPayment({ db: d.db, userId: user.id, paymentId: c.req.valid("param").id });
    if (!payment.receipt) throw new AppError("NOT_FOUND");
    const { email } = await mailPaymentReceipt({
      db: d.db,
      messenger: d.messenger,
      limiter: d.receiptMailLimiter,
      userId: user.id,
      receiptId: payment.receipt.id,
      lang: apiLang(c),
      appOrigin: d.appOrigin,
    });
    return c.json({ email }, 202);
  });

  api.openapi(getPaymentsReceiptsVerifyRoute, async (c) => {
    for (const code of receiptCodeCandidates(c.req.valid("query").code)) {
      const check = await verifyStoredReceipt({ db: deps().db, code });
      if (check) return c.json({ ...check, issuedAt: check.issuedAt.toISOString() }, 200);
    }
    throw new AppError("NOT_FOUND");
  });
}
