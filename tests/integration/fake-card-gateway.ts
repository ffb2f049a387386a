import { createHmac, timingSafeEqual } from "node:crypto";
import type {
  GatewayMethod,
  GatewayPayment,
  GatewayWebhook,
  PaymentGateway,
} from "~/modules/payments/gateway";
import { GatewayError } from "~/modules/payments/gateway-error";

/*
 * A card gateway held in memory, for the ledger simulation: the third party at the network edge,
 * which a test may replace (the sandbox gateway, with its HTTP pages, is tested on its own). The
 * simulation plays the payer on it (approve, decline, abandon), makes it fail or lose answers, and
 * decides when its signed webhooks arrive, how often, and in which order.
 */

type Stored = GatewayPayment & { events: number };

export type FakeCardGateway = PaymentGateway & {
  /** The payer on the hosted page: the card is approved or declined. */
  settle(id: string, outcome: "paid" | "failed"): GatewayWebhook;
  /** The next call of this kind fails as a network error would (no answer). */
  failNext(call: "createPayment" | "fetchPayment" | "refund"): void;
  /** Signs an event as the gateway would send it. */
  sign(event: GatewayWebhook): { body: string; headers: Headers };
  payment(id: string): GatewayPayment | undefined;
  all(): GatewayPayment[];
};

const SIGNATURE_HEADER = "x-fake-signature";

export function createFakeCardGateway(secret: string): FakeCardGateway {
  const payments = new Map<string, Stored>();
  const failing = new Set<string>();
  let sequence = 0;

  const failIfAsked = (call: string) => {
    if (failing.delete(call)) throw new GatewayError("unavailable", `fake gateway: ${call} timed out`);
  };
  const view = ({ events: _events, ...payment }: Stored): GatewayPayment => ({
    ...payment,
    metadata: { ...payment.metadata },
  });
  const event = (type: GatewayWebhook["type"], stored: Stored): GatewayWebhook => ({
    eventId: `evt_${stored.id}_${++stored.events}`,
    type,
    payment: view(stored),
  });
  const signature = (body: string) => createHmac("sha256", secret).update(body).digest("hex");

  return {
    // Named as a gateway the schema knows, and one no other database test stores payments for:
    // on a shared PostgreSQL, this run's reconciliation never touches another test's payments.
    name: "moyasar",
    async createPayment(input) {
      failIfAsked("createPayment");
      const id = `fake_${++sequence}`;
      payments.set(id, {
        id,
        status: "initiated",
        amount: input.amount,
        refunded: 0,
        currency: "SAR",
        method: input.method,
        cardBrand: null,
        cardLast4: null,
        message: null,
        metadata: { ...input.metadata },
        events: 0,
      });
      return { id, redirectUrl: `https://gateway.test/pay/${id}` };
    },
    async fetchPayment(id) {
      failIfAsked("fetchPayment");
      const stored = payments.get(id);
      if (!stored) throw new GatewayError("not_found", `fake gateway: no payment ${id}`);
      return view(stored);
    },
    async refund(id, amount) {
      failIfAsked("refund");
      const stored = payments.get(id);
      if (!stored) throw new GatewayError("not_found", `fake gateway: no payment ${id}`);
      if (stored.status !== "paid" && stored.status !== "refunded") {
        throw new GatewayError("invalid_request", "fake gateway: not paid");
      }
      if (amount > stored.amount - stored.refunded) {
        throw new GatewayError("invalid_request", "fake gateway: exceeds the refundable amount");
      }
      stored.refunded += amount;
      stored.status = "refunded";
      return view(stored);
    },
    async parseWebhook(rawBody, headers) {
      const given = headers.get(SIGNATURE_HEADER) ?? "";
      const expected = signature(rawBody);
      if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
        return null;
      }
      return JSON.parse(rawBody) as GatewayWebhook;
    },
    settle(id, outcome) {
      const stored = payments.get(id)!;
      if (stored.status !== "initiated") throw new Error(`fake gateway: ${id} is already ${stored.status}`);
      stored.status = outcome;
      stored.cardBrand = brandOf(stored.method);
      stored.cardLast4 = outcome === "paid" ? "1111" : "0002";
      stored.message = outcome === "paid" ? "APPROVED" : "INSUFFICIENT_FUNDS";
      return event(outcome === "paid" ? "payment_paid" : "payment_failed", stored);
    },
    failNext(call) {
      failing.add(call);
    },
    sign(webhook) {
      const body = JSON.stringify(webhook);
      return { body, headers: new Headers({ [SIGNATURE_HEADER]: signature(body) }) };
    },
    payment(id) {
      const stored = payments.get(id);
      return stored && view(stored);
    },
    all() {
      return [...payments.values()].map(view);
    },
  };
}

function brandOf(method: GatewayMethod | null): GatewayPayment["cardBrand"] {
  return method === "mada" ? "mada" : "visa";
}
