import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { GatewayPayment, GatewayWebhook, PaymentGateway } from "./gateway";
import { gatewayRequest, type Fetch } from "./gateway-http.server";

/*
 * The adapter for the sandbox gateway that ships with the product. It talks to the sandbox only
 * over its HTTP API, exactly as to a third party, and never reads the sandbox's tables.
 */

/** Webhooks signed longer ago than this are refused: a copied request cannot be replayed later. */
export const SANDBOX_REPLAY_WINDOW_SECONDS = 5 * 60;
export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";

const SandboxPayment = z.object({
  id: z.string().min(1),
  status: z.enum(["initiated", "paid", "failed", "refunded"]),
  amount: z.number().int().positive(),
  refunded: z.number().int().nonnegative(),
  currency: z.literal("SAR"),
  method: z.enum(["mada", "credit_card", "apple_pay"]),
  message: z.string().nullable(),
  source: z
    .object({
      type: z.enum(["creditcard", "applepay"]),
      company: z.enum(["mada", "visa", "mastercard"]),
      number: z.string(),
    })
    .nullable(),
  metadata: z.record(z.string(), z.string()),
  url: z.url(),
});
type SandboxPayment = z.infer<typeof SandboxPayment>;

const SandboxEvent = z.object({
  id: z.string().min(1),
  type: z.enum(["payment_paid", "payment_failed", "payment_refunded"]),
  data: SandboxPayment,
});

export function toGatewayPayment(payment: SandboxPayment): GatewayPayment {
  return {
    id: payment.id,
    status: payment.status,
    amount: payment.amount,
    refunded: payment.refunded,
    currency: "SAR",
    method: payment.method,
    cardBrand: payment.source?.company ?? null,
    cardLast4: payment.source ? (/(\d{4})\D*$/.exec(payment.source.number)?.[1] ?? null) : null,
    message: payment.message,
    metadata: payment.metadata,
  };
}

/**
 * Checks `t=<seconds>,v1=<hex>` against HMAC-SHA256(secret, "<t>.<raw body>") in constant time,
 * and that `t` is within the replay window of `now` (either side, for clock skew). Several `v1`
 * values are allowed, so a secret can be rotated while old deliveries are still in flight.
 */
export function verifySandboxSignature(input: {
  header: string | null;
  rawBody: string;
  secret: string;
  now: Date;
  windowSeconds?: number;
}): boolean {
  if (!input.header) return false;
  const parts = input.header.split(",").map((p) => p.trim().split("="));
  const t = parts.find(([k]) => k === "t")?.[1];
  const signatures = parts.filter(([k, v]) => k === "v1" && v && /^[0-9a-f]{64}$/.test(v)).map(([, v]) => v!);
  if (!t || !/^\d{1,12}$/.test(t) || signatures.length === 0) return false;
  const age = Math.abs(input.now.getTime() / 1000 - Number(t));
  if (age > (input.windowSeconds ?? SANDBOX_REPLAY_WINDOW_SECONDS)) return false;
  const expected = createHmac("sha256", input.secret).update(`${t}.${input.rawBody}`).digest();
  // Every candidate is compared, so the time taken does not tell which one matched.
  return signatures.reduce((ok, hex) => timingSafeEqual(Buffer.from(hex, "hex"), expected) || ok, false);
}

export function createSandboxGateway(options: {
  /** The sandbox's API, e.g. `${APP_ORIGIN}/_sandbox/gateway/v1`. */
  apiUrl: string;
  apiKey: string;
  webhookSecret: string;
  fetch?: Fetch;
  now?: () => Date;
}): PaymentGateway {
  const fetch = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());
  const call = (method: "GET" | "POST", path: string, body?: unknown) =>
    gatewayRequest({
      fetch,
      url: `${options.apiUrl}${path}`,
      method,
      secretKey: options.apiKey,
      body,
      schema: SandboxPayment,
    });

  return {
    name: "sandbox",
    async createPayment(input) {
      const payment = await call("POST", "/payments", {
        amount: input.amount,
        currency: "SAR",
        description: input.description,
        method: input.method,
        callback_url: input.callbackUrl,
        metadata: input.metadata,
      });
      const url = new URL(payment.url);
      url.searchParams.set("lang", input.lang);
      return { id: payment.id, redirectUrl: url.toString() };
    },
    async fetchPayment(id) {
      return toGatewayPayment(await call("GET", `/payments/${encodeURIComponent(id)}`));
    },
    async refund(id, amount) {
      return toGatewayPayment(await call("POST", `/payments/${encodeURIComponent(id)}/refund`, { amount }));
    },
    async parseWebhook(rawBody, headers): Promise<GatewayWebhook | null> {
      const authentic = verifySandboxSignature({
        header: headers.get(SANDBOX_SIGNATURE_HEADER),
        rawBody,
        secret: options.webhookSecret,
        now: now(),
      });
      if (!authentic) return null;
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const event = SandboxEvent.safeParse(body);
      if (!event.success) return null;
      return { eventId: event.data.id, type: event.data.type, payment: toGatewayPayment(event.data.data) };
    },
  };
}
