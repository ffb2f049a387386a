import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Services } from "~/context.server";
import { AppError } from "~/lib/errors";
import { runWrite } from "~/modules/notifications/effects.server";
import {
  declareBankTransfer,
  rejectBankTransfer,
  verifyBankTransfer,
} from "~/modules/payments/bank-transfers.server";
import {
  MAX_CARD_PAYMENT,
  receiveGatewayWebhook,
  startGatewayPayment,
} from "~/modules/payments/card-payments.server";
import { cardFailureReasons } from "~/modules/payments/card-failure";
import { GatewayError } from "~/modules/payments/gateway-error";
import { paymentDeps } from "~/modules/payments/payment-deps.server";
import { mailPaymentReceipt, verifyStoredReceipt } from "~/modules/payments/payment-receipts.server";
import {
  getPayment,
  listPayments,
  listTransfersForReview,
  PAYMENTS_MAX_PAGE,
  type PaymentView,
} from "~/modules/payments/payment-views.server";
import {
  cardMethods,
  HalalasSchema,
  paymentPurposes,
  RECEIPT_MAX_BYTES,
  transferMethods,
} from "~/modules/payments/transfer-schemas";
import { receiptCodeCandidates } from "~/modules/orders/receipt-lookup";
import { payments, receipts } from "~/db/schema";
import { apiLang, translate } from "../http/lang";
import { problem, type ProblemIssue } from "../http/problem";
import { authRequired, requireAuth, requireAuthRole } from "../http/session-auth";
import {
  guestProblem,
  halalas,
  IdempotencyHeader,
  json,
  jsonBody,
  problemResponse,
  requireIdempotencyKey,
  timestamp,
  UuidParams,
} from "./schemas";

const tags = ["Payments"];
const IdParams = UuidParams("a payment");

const PageQuery = z.object({
  page: z
    .string()
    .regex(/^[1-9]\d{0,4}$/, `must be a whole number from 1 to ${PAYMENTS_MAX_PAGE}`)
    .transform(Number)
    .pipe(z.number().max(PAYMENTS_MAX_PAGE))
    .optional()
    .openapi({ param: { name: "page", in: "query" }, type: "integer", minimum: 1, default: 1 }),
  pageSize: z
    .string()
    .regex(/^[1-9]\d?$|^100$/, "must be a whole number from 1 to 100")
    .transform(Number)
    .optional()
    .openapi({
      param: { name: "pageSize", in: "query" },
      type: "integer",
      minimum: 1,
      maximum: 100,
      default: 20,
    }),
});

const PaymentSchema = z
  .object({
    id: z.uuid(),
    purpose: z.enum(paymentPurposes),
    method: z.enum(payments.method.enumValues),
    status: z.enum(payments.status.enumValues).openapi({
      description:
        "initiated (card: not completed on the gateway's page yet), awaiting_review (transfer: the committee checks it), " +
        "paid, failed, rejected (transfer refused, see transfer.rejectionReason) or expired (card page abandoned)",
    }),
    amount: halalas("The amount"),
    reference: z.string().openapi({ example: "MZD-TP-7K3Q9XW2" }),
    settlementId: z.uuid().nullable().openapi({ description: "The settlement a winner's payment pays" }),
    createdAt: timestamp,
    paidAt: timestamp.nullable(),
    card: z
      .object({ brand: z.string().nullable(), last4: z.string().nullable() })
      .nullable()
      .openapi({ description: "The card's brand and last four digits (never more)" }),
    failure: z
      .object({ reason: z.enum(cardFailureReasons), code: z.string().nullable(), message: z.string() })
      .nullable()
      .openapi({ description: "Why a card payment failed, with `message` in the request's language" }),
    transfer: z
      .object({
        bankName: z.string(),
        iban: z.string(),
        accountName: z.string(),
        receiptUrl: z
          .string()
          .openapi({ description: "The receipt file attached (owner and committee only)" }),
        declaredAt: timestamp,
        reviewedAt: timestamp.nullable(),
        rejectionReason: z.string().nullable(),
      })
      .nullable(),
    receipt: z
      .object({
        id: z.uuid(),
        verificationCode: z.string().openapi({ example: "RCT-7K3Q-9XW2-H4TB" }),
        issuedAt: timestamp,
        href: z.string().openapi({ description: "The printable receipt page" }),
      })
      .nullable(),
  })
  .openapi("Payment");

const PaymentPageSchema = z
  .object({
    items: z.array(PaymentSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pages: z.number().int(),
  })
  .openapi("PaymentPage");

const TransferReviewSchema = PaymentSchema.extend({
  user: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    transferReference: z
      .string()
      .openapi({ description: "The reference the user quotes on transfers (MZD-U-…)" }),
  }),
}).openapi("TransferForReview");

const CardPaymentBody = z
  .object({
    method: z.enum(cardMethods),
    purpose: z.enum(paymentPurposes),
    amount: HalalasSchema.optional().openapi({
      description: "A top-up's amount, in halalas",
      example: 5_000_000,
    }),
    settlementId: z
      .uuid()
      .optional()
      .openapi({ description: "A winner's payment: the settlement it pays, in full" }),
  })
  .openapi("CardPaymentRequest");

const StartedSchema = z
  .object({
    paymentId: z.uuid(),
    reference: z.string(),
    redirectUrl: z
      .string()
      .openapi({ description: "Send the payer's browser here (the gateway's hosted page)" }),
  })
  .openapi("CardPaymentStarted");

/** Documentation of the multipart body (read by hand: its messages are the forms' own). */
const TransferForm = z
  .object({
    method: z.enum(transferMethods).optional(),
    purpose: z.enum(paymentPurposes).optional(),
    amount: z
      .string()
      .optional()
      .openapi({ description: "A top-up's amount in halalas", example: "2500000" }),
    settlementId: z
      .string()
      .optional()
      .openapi({ description: "A winner's payment: the settlement it pays" }),
    bankName: z.string().optional().openapi({ description: "The bank the money was sent from" }),
    iban: z
      .string()
      .optional()
      .openapi({ description: "The sender's Saudi IBAN", example: "SA0380000000608010167519" }),
    accountName: z
      .string()
      .optional()
      .openapi({ description: "The sending account's holder (≥ 3 characters)" }),
    receipt: z.any().optional().openapi({
      type: "string",
      format: "binary",
      description: "The bank's receipt: PDF, JPEG, PNG or WebP, ≤ 10 MB",
    }),
  })
  .openapi("TransferDeclaration");

const ReceiptCheckSchema = z
  .object({
    code: z.string(),
    kind: z.enum(receipts.kind.enumValues),
    amount: halalas("The amount"),
    issuedAt: timestamp,
  })
  .openapi("PaymentReceiptCheck");

/** Field messages are message keys of the shared schemas: said in the request's language. */
function localize(c: Context, issues: readonly { path: string; message: string }[]): ProblemIssue[] {
  const lang = apiLang(c);
  return issues.map((issue) => ({ path: issue.path, message: translate(lang, issue.message) }));
}

export function paymentBody(view: PaymentView, c: Context) {
  const lang = apiLang(c);
  const prefix = lang === "en" ? "/en" : "";
  return {
    ...view,
    failure: view.failure
      ? { ...view.failure, message: translate(lang, `topUp.failure.${view.failure.reason}`) }
      : null,
    transfer: view.transfer
      ? {
          bankName: view.transfer.bankName,
          iban: view.transfer.iban,
          accountName: view.transfer.accountName,
          receiptUrl: `/media/uploads/${view.transfer.receiptUploadId}`,
          declaredAt: view.transfer.declaredAt,
          reviewedAt: view.transfer.reviewedAt,
          rejectionReason: view.transfer.rejectionReason,
        }
      : null,
    receipt: view.receipt
      ? { ...view.receipt, href: `${prefix}/payments/receipts/${view.receipt.id}` }
      : null,
  };
}

/** A gateway that did not answer (or refused our call) is the platform's problem, never the payer's. */
function gatewayRefusal(services: Services, error: unknown): never {
  if (error instanceof GatewayError) {
    services.logger.warn({ err: error }, "the payment gateway refused or did not answer");
    throw new AppError("PAYMENT_GATEWAY_UNAVAILABLE");
  }
  throw error;
}

/**
 * The gateway's webhooks. Registered before the session middleware: a webhook carries no cookie
 * and no session, it is authenticated by its signature alone, so neither the CSRF check nor a
 * session lookup has anything to say about it. Not authentic: 401; processed or a duplicate: 200.
 */
export function registerPaymentWebhookRoute(api: OpenAPIHono, services: Services) {
  api.openapi(
    createRoute({
      method: "post",
      path: "/payments/webhooks/{gateway}",
      tags,
      summary: "The payment gateway's webhooks (signed)",
      description:
        "The raw body is checked against the gateway's signature (the sandbox's `X-Sandbox-Signature`, Moyasar's " +
        "secret token); each event id is processed once, and the payment's outcome is then asked of the gateway itself.",
      request: {
        params: z.object({
          gateway: z.enum(["sandbox", "moyasar"]).openapi({ param: { name: "gateway", in: "path" } }),
        }),
      },
      responses: {
        200: json(z.object({ status: z.enum(["processed", "duplicate"]) }), "Recorded (or already recorded)"),
        401: problemResponse("Not signed by the gateway"),
        404: problemResponse("Not the configured gateway"),
      },
    }),
    async (c) => {
      const deps = paymentDeps(services);
      if (c.req.valid("param").gateway !== deps.gateway.name) return problem(c, "NOT_FOUND");
      const rawBody = await c.req.text();
      const outcome = await runWrite(services, () => receiveGatewayWebhook(deps, rawBody, c.req.raw.headers));
      if (outcome.status === "invalid") return problem(c, "UNAUTHENTICATED");
      return c.json({ status: outcome.status }, 200);
    },
  );
}

/** Top-ups and payments by card, Mada, Apple Pay and transfer; the history; the committee's review. */
export function registerPaymentRoutes(api: OpenAPIHono, services: Services) {
  const deps = () => paymentDeps(services);

  api.openapi(
    createRoute({
      method: "post",
      path: "/payments",
      tags,
      summary: "Start a card, Mada or Apple Pay payment",
      description:
        "A wallet top-up (`purpose: top_up` with `amount`) or a winner's payment (`purpose: winner_payment` with " +
        `\`settlementId\`, exactly what it owes). Answers the gateway's hosted page to send the payer to; the card is ` +
        `typed there, never here. The gateway sends the payer back to /payments/callback. At most ${MAX_CARD_PAYMENT / 100} ` +
        "SAR per card payment. Header `Idempotency-Key` is required.",
      middleware: [authRequired],
      request: {
        headers: IdempotencyHeader("user action", "never pays twice"),
        body: jsonBody(CardPaymentBody),
      },
      responses: {
        201: json(StartedSchema, "Started"),
        400: problemResponse("Idempotency-Key missing (IDEMPOTENCY_KEY_REQUIRED)"),
        401: guestProblem,
        409: problemResponse("Nothing is due on that settlement (SETTLEMENT_NOT_DUE)"),
        422: problemResponse(
          "Invalid amount (VALIDATION), above the card limit (CARD_LIMIT_EXCEEDED), IDEMPOTENCY_KEY_REUSED",
        ),
        503: problemResponse("The gateway did not answer; nothing was charged (PAYMENT_GATEWAY_UNAVAILABLE)"),
      },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      const key = requireIdempotencyKey(c);
      const body = c.req.valid("json");
      if (body.purpose === "top_up" && body.amount === undefined) {
        return problem(c, "VALIDATION", {
          issues: localize(c, [{ path: "amount", message: "validation.amount" }]),
        });
      }
      if (body.purpose === "winner_payment" && !body.settlementId) {
        return problem(c, "VALIDATION", {
          issues: localize(c, [{ path: "settlementId", message: "validation.required" }]),
        });
      }
      const started = await startGatewayPayment(deps(), {
        userId: user.id,
        method: body.method,
        lang: apiLang(c),
        idempotencyKey: key,
        ...(body.purpose === "top_up"
          ? { purpose: "top_up" as const, amount: body.amount! }
          : { purpose: "winner_payment" as const, settlementId: body.settlementId! }),
      }).catch((error: unknown) => gatewayRefusal(services, error));
      return c.json(started, 201);
    },
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/payments/transfers",
      tags,
      summary: "Declare a bank transfer or wire you sent, with its receipt",
      description:
        "multipart/form-data. Send the money first to the platform's account, quoting your reference (MZD-U-…, " +
        "shown on /paymentMethod/transfer); then declare it here. It stays `awaiting_review` until the organizing " +
        "committee verifies it against the bank statement, and only then is it credited. A winner's payment declares " +
        "exactly what its settlement owes (one declaration under review at a time). Header `Idempotency-Key` is required.",
      middleware: [
        authRequired,
        bodyLimit({ maxSize: RECEIPT_MAX_BYTES + 64 * 1024, onError: (c) => problem(c, "UPLOAD_TOO_LARGE") }),
      ],
      request: {
        headers: IdempotencyHeader("user action", "never pays twice"),
        body: { required: true, content: { "multipart/form-data": { schema: TransferForm } } },
      },
      responses: {
        201: json(PaymentSchema, "Declared, awaiting the committee's verification"),
        400: problemResponse("Idempotency-Key missing (IDEMPOTENCY_KEY_REQUIRED)"),
        401: guestProblem,
        409: problemResponse(
          "Nothing is due on that settlement (SETTLEMENT_NOT_DUE), or a transfer for it is already under review " +
            "(SETTLEMENT_TRANSFER_PENDING)",
        ),
        413: problemResponse("The file is larger than 10 MB (UPLOAD_TOO_LARGE)"),
        415: problemResponse("The receipt is not a PDF, JPEG, PNG or WebP (UPLOAD_TYPE_NOT_ALLOWED)"),
        422: problemResponse(
          "Invalid fields, with each field's message (VALIDATION); IDEMPOTENCY_KEY_REUSED",
        ),
      },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      const key = requireIdempotencyKey(c);
      const form = await c.req.parseBody();
      const text = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : "");
      const issues: { path: string; message: string }[] = [];
      const method = text("method");
      if (!(transferMethods as readonly string[]).includes(method)) {
        issues.push({ path: "method", message: "topUp.validation.method" });
      }
      const purpose = text("purpose") || "top_up";
      if (purpose !== "top_up" && purpose !== "winner_payment") {
        issues.push({ path: "purpose", message: "validation.required" });
      }
      const amount = /^\d{1,16}$/.test(text("amount")) ? Number(text("amount")) : Number.NaN;
      if (purpose === "top_up" && !HalalasSchema.safeParse(amount).success) {
        issues.push({ path: "amount", message: "validation.amount" });
      }
      if (purpose === "winner_payment" && !text("settlementId")) {
        issues.push({ path: "settlementId", message: "validation.required" });
      }
      const receipt = form.receipt instanceof File && form.receipt.size > 0 ? form.receipt : null;
      if (!receipt) issues.push({ path: "receipt", message: "topUp.validation.receipt" });
      if (issues.length) return problem(c, "VALIDATION", { issues: localize(c, issues) });
      try {
        const declared = await declareBankTransfer(
          { db: deps().db, storage: deps().storage, now: deps().now },
          {
            userId: user.id,
            idempotencyKey: key,
            method: method as (typeof transferMethods)[number],
            bankName: text("bankName"),
            iban: text("iban"),
            accountName: text("accountName"),
            receipt: { name: receipt!.name, bytes: new Uint8Array(await receipt!.arrayBuffer()) },
            ...(purpose === "winner_payment"
              ? { purpose: "winner_payment" as const, settlementId: text("settlementId") }
              : { purpose: "top_up" as const, amount }),
          },
        );
        return c.json(paymentBody(declared, c), 201);
      } catch (error) {
        if (error instanceof AppError && error.code === "VALIDATION" && error.details?.issues) {
          return problem(c, "VALIDATION", { issues: localize(c, error.details.issues) });
        }
        throw error;
      }
    },
  );

  api.openapi(
    createRoute({
      method: "get",
      path: "/me/payments",
      tags,
      summary: "Your payments, newest first",
      description: "Top-ups and winner's payments by every method, whatever their status.",
      middleware: [authRequired],
      request: {
        query: PageQuery.extend({
          purpose: z
            .enum(paymentPurposes)
            .optional()
            .openapi({ param: { name: "purpose", in: "query" } }),
        }),
      },
      responses: { 200: json(PaymentPageSchema, "OK"), 400: problemResponse("Bad query"), 401: guestProblem },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      const query = c.req.valid("query");
      const page = await listPayments({ db: deps().db, userId: user.id, ...query });
      c.header("Cache-Control", "private, no-store");
      return c.json({ ...page, items: page.items.map((p) => paymentBody(p, c)) }, 200);
    },
  );

  api.openapi(
    createRoute({
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
    }),
    async (c) => {
      const { user } = requireAuth(c);
      const payment = await getPayment({
        db: deps().db,
        userId: user.id,
        paymentId: c.req.valid("param").id,
      });
      c.header("Cache-Control", "private, no-store");
      return c.json(paymentBody(payment, c), 200);
    },
  );

  api.openapi(
    createRoute({
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
    }),
    async (c) => {
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
    },
  );

  api.openapi(
    createRoute({
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
    }),
    async (c) => {
      for (const code of receiptCodeCandidates(c.req.valid("query").code)) {
        const check = await verifyStoredReceipt({ db: deps().db, code });
        if (check) return c.json({ ...check, issuedAt: check.issuedAt.toISOString() }, 200);
      }
      throw new AppError("NOT_FOUND");
    },
  );

  // --- the committee ------------------------------------------------------------------------

  api.openapi(
    createRoute({
      method: "get",
      path: "/admin/transfers",
      tags,
      summary: "Declared transfers (committee)",
      description:
        "`awaiting_review` (default): oldest first, the order they are worked in; `reviewed`: decided ones, latest first.",
      request: {
        query: PageQuery.extend({
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
    }),
    async (c) => {
      requireAuthRole(c, "committee", "admin");
      const { state, ...query } = c.req.valid("query");
      const list = await listTransfersForReview({
        db: deps().db,
        state: state ?? "awaiting_review",
        ...query,
      });
      c.header("Cache-Control", "private, no-store");
      return c.json(
        {
          ...list,
          items: list.items.map((item) => ({ ...paymentBody(item, c), user: item.user })),
        },
        200,
      );
    },
  );

  const decisionResponses = {
    200: json(PaymentSchema, "Decided"),
    401: guestProblem,
    403: problemResponse("Not a committee member, or your own transfer (REVIEW_OWN_REQUEST)"),
    404: problemResponse("No such declared transfer"),
    409: problemResponse(
      "Already decided (TRANSFER_ALREADY_REVIEWED), or the settlement was paid meanwhile (SETTLEMENT_NOT_DUE)",
    ),
  };

  api.openapi(
    createRoute({
      method: "post",
      path: "/admin/transfers/{id}/verify",
      tags,
      summary: "Verify a declared transfer: the money is credited at once (committee)",
      description: "Audited; the user is notified and gets a receipt.",
      request: { params: IdParams },
      responses: decisionResponses,
    }),
    async (c) => {
      const { user } = requireAuthRole(c, "committee", "admin");
      const outcome = await runWrite(services, () =>
        verifyBankTransfer(deps(), { paymentId: c.req.valid("param").id, actorUserId: user.id }),
      );
      return c.json(paymentBody(outcome.payment, c), 200);
    },
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/admin/transfers/{id}/reject",
      tags,
      summary: "Reject a declared transfer, with the reason the user reads (committee)",
      description: "Nothing is credited. Audited; the user is notified with the reason.",
      request: {
        params: IdParams,
        body: jsonBody(z.object({ reason: z.string().openapi({ description: "3 to 500 characters" }) })),
      },
      responses: { ...decisionResponses, 422: problemResponse("No reason, or too long (VALIDATION)") },
    }),
    async (c) => {
      const { user } = requireAuthRole(c, "committee", "admin");
      try {
        const outcome = await runWrite(services, () =>
          rejectBankTransfer(deps(), {
            paymentId: c.req.valid("param").id,
            actorUserId: user.id,
            reason: c.req.valid("json").reason,
          }),
        );
        return c.json(paymentBody(outcome.payment, c), 200);
      } catch (error) {
        if (error instanceof AppError && error.code === "VALIDATION" && error.details?.issues) {
          return problem(c, "VALIDATION", { issues: localize(c, error.details.issues) });
        }
        throw error;
      }
    },
  );
}
