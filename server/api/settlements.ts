import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { localizePath, type Lang } from "~/i18n/config";
import { formatMoney, formatNumber } from "~/i18n/format";
import { AppError } from "~/lib/errors";
import { VAT_RATE_BP } from "~/modules/auctions/price-calculator";
import { photoUrl } from "~/modules/media/photo-url";
import { runWrite } from "~/modules/notifications/effects.server";
import {
  paymentMethodPath,
  paymentMethods,
  paymentStatuses,
  type PaymentRecord,
  type SettlementView,
  type TaxInvoiceView,
} from "~/modules/payments/settlement-view";
import { getSettlement, getTaxInvoice, listSettlements } from "~/modules/payments/settlements.server";
import { payFromWallet } from "~/modules/payments/wallet-payments.server";
import { readZatcaQrPayload } from "~/modules/payments/zatca-qr";
import { apiLang, translate } from "../http/lang";
import { authRequired, requireAuth } from "../http/session-auth";
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

const PaymentSchema = z
  .object({
    id: z.uuid(),
    purpose: z.enum(["top_up", "winner_payment"]),
    method: z.enum(paymentMethods),
    status: z.enum(paymentStatuses),
    amount: halalas("The amount"),
    reference: z.string().openapi({ example: "MZD-WP-7K3Q9XW2" }),
    createdAt: timestamp,
    paidAt: timestamp.nullable(),
    card: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }).nullable(),
    receipt: z
      .object({ id: z.uuid(), href: z.string().openapi({ description: "The printable receipt page" }) })
      .nullable(),
    rejectionReason: z.string().nullable().openapi({ description: "Why the committee refused a transfer" }),
    paidByAgent: z.object({ userId: z.uuid(), name: z.string() }).nullable().openapi({
      description: "Your agent who paid it for you from your wallet (the pay scope); null when you paid",
    }),
  })
  .openapi("SettlementPayment");

const SettlementSchema = z
  .object({
    id: z.uuid(),
    status: z
      .enum(["due", "paid", "defaulted"])
      .openapi({ description: "due: awaiting payment; paid; defaulted: not paid by the deadline" }),
    auction: z.object({
      id: z.number().int(),
      assetNumber: z.string(),
      title: z.string().openapi({ description: "In the request's language" }),
      titleAr: z.string(),
      titleEn: z.string(),
      photoUrl: z.string().nullable(),
      finishedAt: timestamp.nullable(),
    }),
    hammerPrice: halalas("The hammer price"),
    depositApplied: halalas("The deposit held, applied to the price"),
    balanceDue: halalas("The price less the deposit"),
    commissionRateBp: z
      .number()
      .int()
      .openapi({ description: "Commission rate in basis points (250 = 2.5%)" }),
    commission: halalas("The commission on the hammer price"),
    vatRateBp: z
      .number()
      .int()
      .openapi({ description: "VAT rate on the commission, basis points (1500 = 15%)" }),
    vat: halalas("VAT on the commission"),
    totalDue: halalas("What the winner pays: balanceDue + commission + vat"),
    dueAt: timestamp.openapi({ description: "The deadline: the end of the fifth working day in Riyadh" }),
    paidAt: timestamp.nullable(),
    invoice: z
      .object({ id: z.uuid(), number: z.string().openapi({ example: "INV-2026-000123" }), href: z.string() })
      .nullable(),
    receipt: z.object({ id: z.uuid(), href: z.string() }).nullable(),
    pending: z
      .array(
        PaymentSchema.pick({
          id: true,
          method: true,
          status: true,
          amount: true,
          reference: true,
          createdAt: true,
        }),
      )
      .openapi({ description: "Card payments still open and transfers awaiting the committee" }),
    pay: z
      .object({
        wallet: z
          .string()
          .openapi({ description: 'POST here with { method: "wallet" } and an Idempotency-Key' }),
        elsewhere: z.string().openapi({
          description:
            "The page for a card, Mada, Apple Pay or a bank transfer; through the API: POST /payments (card) or " +
            'POST /payments/transfers with { purpose: "winner_payment", settlementId }',
        }),
      })
      .nullable()
      .openapi({ description: "How to pay, while it is due" }),
  })
  .openapi("Settlement");

const SettlementDetailSchema = SettlementSchema.extend({
  payments: z
    .array(PaymentSchema)
    .openapi({ description: "Every payment made or tried towards it, oldest first" }),
}).openapi("SettlementDetail");

const InvoiceSchema = z
  .object({
    id: z.uuid(),
    number: z.string().openapi({ example: "INV-2026-000123", description: "Numbered without gaps per year" }),
    kind: z.literal("simplified_tax_invoice"),
    issuedAt: timestamp,
    seller: z.object({ name: z.string(), vatNumber: z.string() }),
    buyer: z.object({ name: z.string() }),
    supply: z.object({
      description: z.string().openapi({ description: "In the request's language" }),
      assetNumber: z.string(),
      hammerPrice: halalas("The hammer price"),
      commissionRateBp: z.number().int(),
    }),
    taxableAmount: halalas("The commission, before VAT"),
    vatRateBp: z.number().int(),
    vat: halalas("VAT"),
    total: halalas("Total including VAT"),
    qr: z.object({
      payload: z.string().openapi({
        description:
          "ZATCA phase 1: base64 of the TLV fields 1 seller name, 2 VAT number, 3 time of issue, 4 total with VAT, 5 VAT",
      }),
      fields: z.array(z.string()).openapi({ description: "The five fields, decoded" }),
    }),
    href: z.string().openapi({ description: "The printable invoice page" }),
    settlementId: z.uuid(),
  })
  .openapi("TaxInvoice");

const PaidSchema = z
  .object({
    payment: z.object({ id: z.uuid(), reference: z.string(), receiptId: z.uuid() }),
    settlement: SettlementDetailSchema,
  })
  .openapi("SettlementPaid");

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function paymentBody(p: PaymentRecord, lang: Lang) {
  return {
    id: p.id,
    purpose: p.purpose,
    method: p.method,
    status: p.status,
    amount: p.amount,
    reference: p.reference,
    createdAt: p.createdAt.toISOString(),
    paidAt: iso(p.paidAt),
    card: p.cardBrand || p.cardLast4 ? { brand: p.cardBrand, last4: p.cardLast4 } : null,
    receipt: p.receiptId
      ? { id: p.receiptId, href: localizePath(`/payments/receipts/${p.receiptId}`, lang) }
      : null,
    rejectionReason: p.rejectionReason,
    paidByAgent: p.paidByAgent,
  };
}

function settlementBody(s: SettlementView, lang: Lang) {
  const a = s.auction;
  return {
    id: s.id,
    status: s.status,
    auction: {
      id: a.id,
      assetNumber: a.assetNumber,
      title: lang === "ar" ? a.titleAr : a.titleEn,
      titleAr: a.titleAr,
      titleEn: a.titleEn,
      photoUrl: a.photoKey ? photoUrl(a.photoKey) : null,
      finishedAt: iso(a.finishedAt),
    },
    hammerPrice: s.hammerPrice,
    depositApplied: s.depositApplied,
    balanceDue: s.balanceDue,
    commissionRateBp: a.commissionRateBp,
    commission: s.commission,
    vatRateBp: VAT_RATE_BP,
    vat: s.vat,
    totalDue: s.totalDue,
    dueAt: s.dueAt.toISOString(),
    paidAt: iso(s.paidAt),
    invoice: s.invoice
      ? { ...s.invoice, href: localizePath(`/payments/invoices/${s.invoice.id}`, lang) }
      : null,
    receipt: s.paidBy?.receiptId
      ? { id: s.paidBy.receiptId, href: localizePath(`/payments/receipts/${s.paidBy.receiptId}`, lang) }
      : null,
    pending: s.pending.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    pay:
      s.status === "due"
        ? {
            wallet: `/api/v1/me/settlements/${s.id}/pay`,
            elsewhere: localizePath(paymentMethodPath(s.id), lang),
          }
        : null,
  };
}

function invoiceBody(inv: TaxInvoiceView, lang: Lang) {
  const percent = (bp: number) => formatNumber(bp / 100, lang);
  return {
    id: inv.id,
    number: inv.number,
    kind: "simplified_tax_invoice" as const,
    issuedAt: inv.issuedAt.toISOString(),
    seller: { name: inv.sellerName, vatNumber: inv.sellerVatNumber },
    buyer: { name: inv.buyerName },
    supply: {
      description: translate(lang, "settlement.invoice.supply", {
        asset: inv.supply.assetNumber,
        title: lang === "ar" ? inv.supply.titleAr : inv.supply.titleEn,
        rate: percent(inv.supply.commissionRateBp),
        price: formatMoney(inv.supply.hammerPrice, lang),
      }),
      assetNumber: inv.supply.assetNumber,
      hammerPrice: inv.supply.hammerPrice,
      commissionRateBp: inv.supply.commissionRateBp,
    },
    taxableAmount: inv.taxableAmount,
    vatRateBp: inv.vatRateBp,
    vat: inv.vat,
    total: inv.total,
    qr: { payload: inv.qrPayload, fields: readZatcaQrPayload(inv.qrPayload) },
    href: localizePath(`/payments/invoices/${inv.id}`, lang),
    settlementId: inv.settlementId,
  };
}

const getMeSettlementsRoute = createRoute({
  method: "get",
  path: "/me/settlements",
  tags,
  summary: "What you owe (and paid) for the auctions you won",
  description: "Due first, the nearest deadline first; then paid or defaulted, the latest first.",
  responses: {
    200: json(z.object({ items: z.array(SettlementSchema) }).openapi("SettlementList"), "OK"),
    401: guestProblem,
  },
});

const getMeSettlementsByIdRoute = createRoute({
  method: "get",
  path: "/me/settlements/{id}",
  tags,
  summary: "One of your settlements, with every payment towards it",
  request: { params: UuidParams("a settlement") },
  responses: {
    200: json(SettlementDetailSchema, "OK"),
    400: problemResponse("Malformed id (INVALID_QUERY)"),
    401: guestProblem,
    404: problemResponse("No such settlement of yours"),
  },
});

const postMeSettlementsByIdPayRoute = createRoute({
  method: "post",
  path: "/me/settlements/{id}/pay",
  tags,
  summary: "Pay what a settlement owes from your wallet",
  description:
    "Deducts exactly `totalDue` from your available balance at once; the deposit held on the auction is applied to " +
    "the price. Issues the payment's receipt and the commission's simplified tax invoice. Header `Idempotency-Key` " +
    "is required: a retry with the same key answers the same payment. Cards, Mada, Apple Pay and transfers go " +
    "through POST /payments and POST /payments/transfers.",
  request: {
    params: UuidParams("a settlement"),
    headers: IdempotencyHeader("payment attempt", "never pays twice"),
    body: jsonBody(
      z
        .object({
          method: z.literal("wallet", { error: "must be wallet" }).openapi({
            description: "Only the wallet is paid here",
          }),
        })
        .openapi("SettlementPayRequest"),
    ),
  },
  responses: {
    201: json(PaidSchema, "Paid"),
    400: problemResponse("Idempotency-Key missing (IDEMPOTENCY_KEY_REQUIRED) or malformed id"),
    401: guestProblem,
    404: problemResponse("No such settlement of yours"),
    409: problemResponse("Nothing is due: already paid or defaulted (SETTLEMENT_NOT_DUE)"),
    422: problemResponse(
      "WALLET_NOT_ENOUGH (with `available` and `due`), IDEMPOTENCY_KEY_REUSED, or an invalid body (VALIDATION)",
    ),
  },
});

const getMeInvoicesByIdRoute = createRoute({
  method: "get",
  path: "/me/invoices/{id}",
  tags,
  summary: "A simplified tax invoice (yours; the organizing committee may read any)",
  request: { params: UuidParams("an invoice") },
  responses: {
    200: json(InvoiceSchema, "OK"),
    400: problemResponse("Malformed id (INVALID_QUERY)"),
    401: guestProblem,
    404: problemResponse("No such invoice of yours"),
  },
});

/**
 * The winner's payment (tag Payments): what is due on the auctions the user won, one settlement
 * with its payments, paying it from the wallet, and the commission's tax invoice. Another user's
 * settlement or invoice is answered 404, exactly like one that does not exist; the organizing
 * committee may read any invoice. Cards and transfers are paid through POST /payments and
 * POST /payments/transfers.
 */
export function registerSettlementRoutes(api: OpenAPIHono, services: Services) {
  const { db } = services.database;
  api.use("/me/settlements", authRequired);
  api.use("/me/settlements/*", authRequired);
  api.use("/me/invoices/*", authRequired);

  api.openapi(getMeSettlementsRoute, async (c) => {
    const { user } = requireAuth(c);
    const lang = apiLang(c);
    const items = await listSettlements({ db, userId: user.id });
    c.header("Cache-Control", "private, no-store");
    return c.json({ items: items.map((s) => settlementBody(s, lang)) }, 200);
  });

  api.openapi(getMeSettlementsByIdRoute, async (c) => {
    const { user } = requireAuth(c);
    const { id } = c.req.valid("param");
    const lang = apiLang(c);
    const detail = await getSettlement({ db, userId: user.id, settlementId: id });
    if (!detail) throw new AppError("NOT_FOUND");
    c.header("Cache-Control", "private, no-store");
    return c.json(
      { ...settlementBody(detail, lang), payments: detail.payments.map((p) => paymentBody(p, lang)) },
      200,
    );
  });

  api.openapi(postMeSettlementsByIdPayRoute, async (c) => {
    const { user } = requireAuth(c);
    const key = requireIdempotencyKey(c);
    const { id } = c.req.valid("param");
    c.req.valid("json");
    const lang = apiLang(c);
    // Someone else's settlement is "not found", never "not due": ids tell nothing about others.
    if (!(await getSettlement({ db, userId: user.id, settlementId: id }))) throw new AppError("NOT_FOUND");
    const paid = await runWrite(services, () =>
      payFromWallet({ db }, { userId: user.id, settlementId: id, idempotencyKey: key }),
    );
    const detail = (await getSettlement({ db, userId: user.id, settlementId: id }))!;
    return c.json(
      {
        payment: { id: paid.paymentId, reference: paid.reference, receiptId: paid.receiptId },
        settlement: {
          ...settlementBody(detail, lang),
          payments: detail.payments.map((p) => paymentBody(p, lang)),
        },
      },
      201,
    );
  });

  api.openapi(getMeInvoicesByIdRoute, async (c) => {
    const { user } = requireAuth(c);
    const { id } = c.req.valid("param");
    const lang = apiLang(c);
    const invoice = await getTaxInvoice({ db, invoiceId: id, viewer: user });
    if (!invoice) throw new AppError("NOT_FOUND");
    c.header("Cache-Control", "private, no-store");
    return c.json(invoiceBody(invoice, lang), 200);
  });
}
