import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type {
  GatewayMethod,
  GatewayPayment,
  GatewayPaymentStatus,
  GatewayWebhook,
  PaymentGateway,
} from "./gateway";
import { GatewayError } from "./gateway-error";
import { gatewayRequest, type Fetch } from "./gateway-http.server";

/*
 * Moyasar (https://docs.moyasar.com), through its hosted invoice page: we create an invoice (an
 * amount in halalas, a description, our metadata, where to send the payer back), send the payer
 * to the invoice's `url`, and Moyasar's own page takes the card, mada or Apple Pay, so card data
 * never reaches us (PCI DSS SAQ-A). Our gateway id is the invoice's id; the invoice lists the
 * payment attempts made on it, and refunds go to its paid payment. Webhooks (configured in
 * Moyasar's dashboard for payment_paid, payment_failed and payment_refunded) carry the payment
 * and the shared secret token, which we compare in constant time.
 */

const MoyasarSource = z
  .object({
    type: z.string(),
    company: z.string().nullish(),
    number: z.string().nullish(),
    message: z.string().nullish(),
  })
  .nullish();

const MoyasarPayment = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  refunded: z.number().int().nullish(),
  invoice_id: z.string().nullish(),
  created_at: z.string().nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  source: MoyasarSource,
});
type MoyasarPayment = z.infer<typeof MoyasarPayment>;

const MoyasarInvoice = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  url: z.url(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  payments: z.array(MoyasarPayment).nullish(),
});
type MoyasarInvoice = z.infer<typeof MoyasarInvoice>;

const MoyasarWebhook = z.object({
  id: z.string().min(1),
  type: z.string(),
  secret_token: z.string(),
  data: MoyasarPayment,
});

/** Moyasar's documentation spells the failure event "payment_faild" in places; both are accepted. */
const WEBHOOK_TYPES: Record<string, GatewayWebhook["type"]> = {
  payment_paid: "payment_paid",
  payment_failed: "payment_failed",
  payment_faild: "payment_failed",
  payment_refunded: "payment_refunded",
};

const SETTLED = new Set(["paid", "captured", "refunded"]);
const CLOSED_INVOICE = new Set(["failed", "canceled", "expired", "voided"]);

/** A payment's own status: money taken (paid, captured), given back, refused, or not yet. */
export function moyasarPaymentStatus(status: string): GatewayPaymentStatus {
  if (status === "paid" || status === "captured") return "paid";
  if (status === "refunded") return "refunded";
  if (status === "failed" || status === "voided") return "failed";
  return "initiated"; // initiated, authorized (not captured), verified
}

/**
 * An invoice's status: paid when one attempt settled (refunded when that one was given back);
 * failed once Moyasar closed it (cancelled, expired, voided); otherwise still open, even after
 * failed attempts, since the payer may try again on the same page.
 */
export function moyasarInvoiceStatus(
  invoice: Pick<MoyasarInvoice, "status" | "payments">,
): GatewayPaymentStatus {
  const settled = (invoice.payments ?? []).find((p) => SETTLED.has(p.status));
  if (invoice.status === "refunded" || settled?.status === "refunded") return "refunded";
  if (invoice.status === "paid" || settled) return "paid";
  if (CLOSED_INVOICE.has(invoice.status)) return "failed";
  return "initiated";
}

function brandOf(company: string | null | undefined): GatewayPayment["cardBrand"] {
  if (company === "mada") return "mada";
  if (company === "visa") return "visa";
  if (company === "master" || company === "mastercard") return "mastercard";
  return null;
}

function methodOf(source: MoyasarPayment["source"]): GatewayMethod | null {
  if (!source) return null;
  if (source.type === "applepay") return "apple_pay";
  if (source.type === "creditcard") return source.company === "mada" ? "mada" : "credit_card";
  return null; // STC Pay and others: not offered by us
}

function stringMetadata(metadata: Record<string, unknown> | null | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(metadata ?? {}).filter((e): e is [string, string] => typeof e[1] === "string"),
  );
}

function inSar(currency: string, id: string) {
  if (currency !== "SAR")
    throw new GatewayError("invalid_response", `Moyasar ${id} is in ${currency}, not SAR`);
}

function fromPayment(
  id: string,
  status: GatewayPaymentStatus,
  amount: number,
  payment: MoyasarPayment | null,
  metadata: Record<string, unknown> | null | undefined,
): GatewayPayment {
  return {
    id,
    status,
    amount,
    refunded: payment?.refunded ?? 0,
    currency: "SAR",
    method: methodOf(payment?.source),
    cardBrand: brandOf(payment?.source?.company),
    cardLast4: /(\d{4})\D*$/.exec(payment?.source?.number ?? "")?.[1] ?? null,
    message: payment?.source?.message ?? null,
    metadata: stringMetadata(metadata),
  };
}

/** The attempt that tells the invoice's story: the settled one, else the latest. */
function decisivePayment(invoice: MoyasarInvoice): MoyasarPayment | null {
  const payments = invoice.payments ?? [];
  const settled = payments.find((p) => SETTLED.has(p.status));
  if (settled) return settled;
  return [...payments].sort((a, b) => (b.created_at ?? "").localeCompare(a.created_at ?? ""))[0] ?? null;
}

export function invoiceToGatewayPayment(invoice: MoyasarInvoice): GatewayPayment {
  inSar(invoice.currency, invoice.id);
  return fromPayment(
    invoice.id,
    moyasarInvoiceStatus(invoice),
    invoice.amount,
    decisivePayment(invoice),
    invoice.metadata,
  );
}

/** A payment seen alone (in a webhook): known to us by its invoice's id when it has one. */
export function paymentToGatewayPayment(payment: MoyasarPayment): GatewayPayment {
  inSar(payment.currency, payment.id);
  return fromPayment(
    payment.invoice_id ?? payment.id,
    moyasarPaymentStatus(payment.status),
    payment.amount,
    payment,
    payment.metadata,
  );
}

/** Equal strings, in time that does not depend on where they differ (nor on their lengths). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** A webhook's body, when it is JSON, carries our secret and names a payment in riyals; else null. */
function parseMoyasarWebhook(rawBody: string, webhookSecret: string): GatewayWebhook | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const event = MoyasarWebhook.safeParse(body);
  if (!event.success || !sameSecret(event.data.secret_token, webhookSecret)) return null;
  const type = WEBHOOK_TYPES[event.data.type];
  if (!type || event.data.data.currency !== "SAR") return null;
  return { eventId: event.data.id, type, payment: paymentToGatewayPayment(event.data.data) };
}

export function createMoyasarGateway(options: {
  /** https://api.moyasar.com/v1 (MOYASAR_API_URL). */
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  fetch?: Fetch;
}): PaymentGateway {
  const fetch = options.fetch ?? globalThis.fetch;
  const call = <S extends z.ZodType>(method: "GET" | "POST", path: string, schema: S, body?: unknown) =>
    gatewayRequest({
      fetch,
      url: `${options.apiUrl}${path}`,
      method,
      secretKey: options.secretKey,
      body,
      schema,
    });
  const getInvoice = (id: string) => call("GET", `/invoices/${encodeURIComponent(id)}`, MoyasarInvoice);

  /**
   * Our id is the invoice's; a payment id (what Moyasar puts in its own redirects) is followed to
   * its invoice, so either leads to the same answer.
   */
  async function findInvoice(id: string): Promise<MoyasarInvoice | { payment: MoyasarPayment }> {
    try {
      return await getInvoice(id);
    } catch (error) {
      if (!(error instanceof GatewayError && error.code === "not_found")) throw error;
      const payment = await call("GET", `/payments/${encodeURIComponent(id)}`, MoyasarPayment);
      return payment.invoice_id ? await getInvoice(payment.invoice_id) : { payment };
    }
  }

  return {
    name: "moyasar",
    async createPayment(input) {
      // The payer chooses mada, card or Apple Pay on Moyasar's page; `method` is what they picked
      // with us, and the invoice records what they used.
      const invoice = await call("POST", "/invoices", MoyasarInvoice, {
        amount: input.amount,
        currency: "SAR",
        description: input.description,
        success_url: input.callbackUrl,
        back_url: input.callbackUrl,
        metadata: input.metadata,
      });
      const url = new URL(invoice.url);
      url.searchParams.set("lang", input.lang);
      return { id: invoice.id, redirectUrl: url.toString() };
    },

    async fetchPayment(id) {
      const found = await findInvoice(id);
      return "payment" in found ? paymentToGatewayPayment(found.payment) : invoiceToGatewayPayment(found);
    },

    async refund(id, amount) {
      const found = await findInvoice(id);
      const invoice: MoyasarInvoice | null = "payment" in found ? null : found;
      const paid = invoice ? decisivePayment(invoice) : "payment" in found ? found.payment : null;
      if (!paid || !SETTLED.has(paid.status)) {
        throw new GatewayError("invalid_request", `Moyasar ${id} has no paid payment to refund`);
      }
      const refunded = await call("POST", `/payments/${encodeURIComponent(paid.id)}/refund`, MoyasarPayment, {
        amount,
      });
      if (!invoice) return paymentToGatewayPayment(refunded);
      return invoiceToGatewayPayment({
        ...invoice,
        status: refunded.status === "refunded" ? "refunded" : invoice.status,
        payments: (invoice.payments ?? []).map((p) => (p.id === refunded.id ? refunded : p)),
      });
    },

    async parseWebhook(rawBody) {
      return parseMoyasarWebhook(rawBody, options.webhookSecret);
    },
  };
}
