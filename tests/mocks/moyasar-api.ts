import { randomUUID } from "node:crypto";

/*
 * Moyasar's REST API at the network edge, for tests: a `fetch` that answers the calls our adapter
 * makes with Moyasar-shaped JSON (fields and formats as in Moyasar's API reference: invoices with
 * their payments, payment objects with a masked `source`, `{ type, message, errors }` errors), and
 * lets a test play the payer on the hosted invoice page. Requests are recorded for assertions.
 */

export const MOYASAR_TEST_KEY = "sk_test_4DqGcTnPN3zk7mYfGzbBy3pW";

type Json = Record<string, unknown>;
type Payment = Json & {
  id: string;
  status: string;
  amount: number;
  refunded: number;
  invoice_id: string | null;
};
type Invoice = Json & { id: string; status: string; amount: number; payments: Payment[] };

export type RecordedRequest = { method: string; path: string; authorization: string | null; body: unknown };

const stamp = () => new Date().toISOString();
const sar = (halalas: number) => `${(halalas / 100).toFixed(2)} SAR`;

export function createMoyasarApi(options: { apiUrl?: string } = {}) {
  const apiUrl = options.apiUrl ?? "https://api.moyasar.com/v1";
  const invoices = new Map<string, Invoice>();
  const payments = new Map<string, Payment>();
  const requests: RecordedRequest[] = [];
  let unavailable = false;

  const reply = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json; charset=utf-8" },
    });
  const notFound = () => reply(404, { type: "record_not_found", message: "Object not found", errors: null });

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!request.url.startsWith(apiUrl)) throw new TypeError(`unexpected host in test: ${url.origin}`);
    const path = url.pathname.slice(new URL(apiUrl).pathname.length);
    const text = request.method === "GET" ? "" : await request.text();
    const body: unknown = text ? JSON.parse(text) : null;
    const authorization = request.headers.get("authorization");
    requests.push({ method: request.method, path, authorization, body });
    if (unavailable) return new Response("<html>502 Bad Gateway</html>", { status: 502 });

    const expected = `Basic ${Buffer.from(`${MOYASAR_TEST_KEY}:`).toString("base64")}`;
    if (authorization !== expected) {
      return reply(401, {
        type: "authentication_error",
        message: "Invalid authorization credentials",
        errors: null,
      });
    }

    let match: RegExpExecArray | null;
    if (request.method === "POST" && path === "/invoices") {
      const input = body as Json;
      if (typeof input.amount !== "number" || input.amount < 100) {
        return reply(400, {
          type: "invalid_request_error",
          message: "Validation Failed",
          errors: { amount: ["must be greater than or equal to 100"] },
        });
      }
      const id = randomUUID();
      const invoice: Invoice = {
        id,
        status: "initiated",
        amount: input.amount,
        currency: input.currency ?? "SAR",
        description: input.description,
        logo_url: null,
        amount_format: sar(input.amount),
        url: `https://checkout.moyasar.com/invoices/${id}?lang=en`,
        callback_url: input.callback_url ?? null,
        success_url: input.success_url ?? null,
        back_url: input.back_url ?? null,
        expired_at: null,
        created_at: stamp(),
        updated_at: stamp(),
        payments: [],
        metadata: input.metadata ?? null,
      };
      invoices.set(id, invoice);
      return reply(201, invoice);
    }
    if (request.method === "GET" && (match = /^\/invoices\/([^/]+)$/.exec(path))) {
      const invoice = invoices.get(decodeURIComponent(match[1]!));
      return invoice ? reply(200, invoice) : notFound();
    }
    if (request.method === "GET" && (match = /^\/payments\/([^/]+)$/.exec(path))) {
      const payment = payments.get(decodeURIComponent(match[1]!));
      return payment ? reply(200, payment) : notFound();
    }
    if (request.method === "POST" && (match = /^\/payments\/([^/]+)\/refund$/.exec(path))) {
      const payment = payments.get(decodeURIComponent(match[1]!));
      if (!payment) return notFound();
      const amount =
        ((body as Json | null)?.amount as number | undefined) ?? payment.amount - payment.refunded;
      if (payment.status !== "paid" && payment.status !== "refunded") {
        return reply(400, { type: "invalid_request_error", message: "Payment is not paid", errors: null });
      }
      if (payment.refunded + amount > payment.amount) {
        return reply(400, {
          type: "invalid_request_error",
          message: "Validation Failed",
          errors: { amount: ["amount to refund is greater than refundable amount"] },
        });
      }
      Object.assign(payment, {
        status: "refunded",
        refunded: payment.refunded + amount,
        refunded_format: sar(payment.refunded + amount),
        refunded_at: stamp(),
        updated_at: stamp(),
      });
      return reply(200, payment);
    }
    return notFound();
  };

  /**
   * The payer on Moyasar's invoice page: one payment attempt with the given card (as Moyasar
   * masks it) and the issuer's answer; a paid attempt settles the invoice.
   */
  function payInvoice(
    invoiceId: string,
    attempt: { status: "paid" | "failed"; company: string; number: string; message: string; type?: string },
  ): Payment {
    const invoice = invoices.get(invoiceId);
    if (!invoice) throw new Error(`no invoice ${invoiceId}`);
    const payment: Payment = {
      id: randomUUID(),
      status: attempt.status,
      amount: invoice.amount,
      fee: 0,
      currency: "SAR",
      refunded: 0,
      refunded_at: null,
      captured: 0,
      captured_at: null,
      voided_at: null,
      description: invoice.description,
      amount_format: sar(invoice.amount),
      fee_format: "0.00 SAR",
      refunded_format: "0.00 SAR",
      captured_format: "0.00 SAR",
      invoice_id: invoice.id,
      ip: "2.88.101.106",
      callback_url: `https://checkout.moyasar.com/invoices/${invoice.id}`,
      created_at: new Date(Date.now() + invoice.payments.length).toISOString(),
      updated_at: stamp(),
      metadata: invoice.metadata,
      source: {
        type: attempt.type ?? "creditcard",
        company: attempt.company,
        name: "Abdullah Alrayes",
        number: attempt.number,
        gateway_id: `moyasar_cc_${randomUUID().replace(/-/g, "").slice(0, 22)}`,
        reference_number: null,
        token: null,
        message: attempt.message,
        transaction_url: null,
      },
    };
    payments.set(payment.id, payment);
    invoice.payments.push(payment);
    if (attempt.status === "paid") Object.assign(invoice, { status: "paid", updated_at: stamp() });
    return payment;
  }

  /** A webhook as Moyasar posts it: the event, the shared secret token and the payment. */
  function webhookBody(type: string, paymentId: string, secretToken: string): string {
    return JSON.stringify({
      id: randomUUID(),
      type,
      created_at: stamp(),
      secret_token: secretToken,
      account_name: null,
      live: false,
      data: payments.get(paymentId),
    });
  }

  return {
    apiUrl,
    fetch: fetch as typeof globalThis.fetch,
    requests,
    invoices,
    payInvoice,
    webhookBody,
    setUnavailable: (value: boolean) => void (unavailable = value),
  };
}
