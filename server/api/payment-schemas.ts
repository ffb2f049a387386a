import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { cardFailureReasons } from "~/modules/payments/card-failure";
import { paymentMethodValues, paymentStatusValues } from "~/modules/payments/payment-enums";
import { PAYMENTS_MAX_PAGE, type PaymentView } from "~/modules/payments/payment-views.server";
import { paymentPurposes } from "~/modules/payments/transfer-schemas";
import { apiLang, translate } from "../http/lang";
import { halalas, timestamp, UuidParams } from "./schemas";

/** The schemas and body shared by the payments' routes: the user's, the gateway's and the committee's. */

export const paymentTags = ["Payments"];
export const PaymentIdParams = UuidParams("a payment");

export const PaymentPageQuery = z.object({
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

export const PaymentSchema = z
  .object({
    id: z.uuid(),
    purpose: z.enum(paymentPurposes),
    method: z.enum(paymentMethodValues),
    status: z.enum(paymentStatusValues).openapi({
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
        receiptUrl: z.string().openapi({
          description:
            "The receipt file attached (owner and committee only); deleted once the transfer is rejected (then 404)",
        }),
        declaredAt: timestamp,
        reviewedAt: timestamp.nullable(),
        rejectionReason: z.string().nullable(),
        firstApprovedAt: timestamp.nullable().openapi({
          description:
            "Four eyes: when a first committee member approved it; above the threshold it awaits a second member's",
        }),
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
    paidByAgent: z.object({ userId: z.uuid(), name: z.string() }).nullable().openapi({
      description: "The agent who paid it for you (an authority with the `pay` scope); null when you did",
    }),
  })
  .openapi("Payment");

export const PaymentPageSchema = z
  .object({
    items: z.array(PaymentSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pages: z.number().int(),
  })
  .openapi("PaymentPage");

export const TransferReviewSchema = PaymentSchema.extend({
  user: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    transferReference: z
      .string()
      .openapi({ description: "The reference the user quotes on transfers (MZD-U-…)" }),
  }),
  firstApprovedBy: z.uuid().nullable().openapi({
    description: "Four eyes: the committee member who approved first; only another member may confirm",
  }),
}).openapi("TransferForReview");

/** A payment as the API answers it: messages in the request's language, links to its receipt file and page. */
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
          firstApprovedAt: view.transfer.firstApprovedAt,
        }
      : null,
    receipt: view.receipt
      ? { ...view.receipt, href: `${prefix}/payments/receipts/${view.receipt.id}` }
      : null,
  };
}
