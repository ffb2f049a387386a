import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import type { Services } from "~/context.server";
import { requireVerifiedPhone } from "~/modules/accounts/guards";
import { declareBankTransfer } from "~/modules/payments/bank-transfers.server";
import { paymentDeps } from "~/modules/payments/payment-deps.server";
import {
  paymentPurposes,
  RECEIPT_MAX_BYTES,
  TransferDeclarationApiSchema,
  transferMethods,
} from "~/modules/payments/transfer-schemas";
import { problem } from "../http/problem";
import { authRequired, requireAuth } from "../http/session-auth";
import { PaymentSchema, paymentBody, paymentTags as tags } from "./payment-schemas";
import {
  guestProblem,
  IdempotencyHeader,
  json,
  problemResponse,
  requireIdempotencyKey,
  validationProblem,
} from "./schemas";

/**
 * The multipart body as the API document shows it. It is parsed with TransferDeclarationApiSchema,
 * the page's own field schemas and messages (a file field has no JSON Schema to generate it from).
 */
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

const postPaymentsTransfersRoute = createRoute({
  method: "post",
  path: "/payments/transfers",
  tags,
  summary: "Declare a bank transfer or wire you sent, with its receipt",
  description:
    "multipart/form-data. Send the money first to the platform's account, quoting your reference (MZD-U-…, " +
    "shown on /paymentMethod/transfer); then declare it here. It stays `awaiting_review` until the organizing " +
    "committee verifies it against the bank statement, and only then is it credited. A winner's payment declares " +
    "exactly what its settlement owes (one declaration under review at a time). Needs a confirmed mobile number. " +
    "Top-ups: at most 3 awaiting review at a time, and at most 50 MB of receipts in 24 hours. Header " +
    "`Idempotency-Key` is required.",
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
    403: problemResponse(
      "Mobile number not confirmed (PHONE_NOT_VERIFIED), with `confirmPhone` naming the page and the API calls that confirm it",
    ),
    409: problemResponse(
      "Nothing is due on that settlement (SETTLEMENT_NOT_DUE), a transfer for it is already under review " +
        "(SETTLEMENT_TRANSFER_PENDING), or 3 top-ups already await review (TRANSFER_PENDING_LIMIT)",
    ),
    413: problemResponse("The file is larger than 10 MB (UPLOAD_TOO_LARGE)"),
    415: problemResponse("The receipt is not a PDF, JPEG, PNG or WebP (UPLOAD_TYPE_NOT_ALLOWED)"),
    422: problemResponse("Invalid fields, with each field's message (VALIDATION); IDEMPOTENCY_KEY_REUSED"),
    429: problemResponse(
      "50 MB of receipts uploaded in the last 24 hours (TRANSFER_UPLOAD_QUOTA); see Retry-After",
    ),
  },
});

/** Declaring a bank transfer or wire, with its receipt, for the committee to verify. */
export function registerTransferRoutes(api: OpenAPIHono, services: Services) {
  api.openapi(postPaymentsTransfersRoute, async (c) => {
    const { user } = requireAuth(c);
    // Before the body is read: an unconfirmed account sends no file anywhere.
    requireVerifiedPhone(user);
    const key = requireIdempotencyKey(c);
    const form = await c.req.parseBody();
    // An empty text field is a field not given (the page's forms send them so).
    const fields = Object.fromEntries(Object.entries(form).filter(([, value]) => value !== ""));
    const parsed = TransferDeclarationApiSchema.safeParse(fields);
    if (!parsed.success) return validationProblem(c, parsed.error.issues);
    const { purpose, settlementId, amount, receipt, ...transfer } = parsed.data;
    const declared = await declareBankTransfer(paymentDeps(services), {
      userId: user.id,
      idempotencyKey: key,
      ...transfer,
      receipt: { name: receipt.name, bytes: new Uint8Array(await receipt.arrayBuffer()) },
      ...(purpose === "winner_payment"
        ? { purpose, settlementId: settlementId! }
        : { purpose, amount: amount! }),
    });
    return c.json(paymentBody(declared, c), 201);
  });
}
