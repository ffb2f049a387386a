import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSandboxGateway, toGatewayPayment, verifySandboxSignature } from "./sandbox-gateway.server";

/* The sandbox adapter's own rules, checked against the documented scheme (ADR 017). */

const secret = "sandbox-webhook-secret";
const payment = {
  id: "9b2c9d6e-0b36-4c8e-9a59-4f1f8e8f2a10",
  status: "paid" as const,
  amount: 150_000,
  refunded: 0,
  currency: "SAR" as const,
  description: "Wallet top-up",
  method: "mada" as const,
  message: "APPROVED",
  source: { type: "creditcard" as const, company: "mada" as const, number: "4201 32** **** 1010" },
  callback_url: "https://mazad.sa/callback",
  metadata: { reference: "MZ-1" },
  url: "https://mazad.sa/_sandbox/gateway/pay/9b2c9d6e-0b36-4c8e-9a59-4f1f8e8f2a10",
  created_at: "2026-11-23T09:00:00.000Z",
  updated_at: "2026-11-23T09:01:00.000Z",
};

describe("the sandbox adapter", () => {
  it("maps the sandbox's payment to the contract: brand and last four only", () => {
    expect(toGatewayPayment(payment)).toEqual({
      id: payment.id,
      status: "paid",
      amount: 150_000,
      refunded: 0,
      currency: "SAR",
      method: "mada",
      cardBrand: "mada",
      cardLast4: "1010",
      message: "APPROVED",
      metadata: { reference: "MZ-1" },
    });
    expect(toGatewayPayment({ ...payment, status: "initiated", source: null, message: null })).toMatchObject({
      status: "initiated",
      cardBrand: null,
      cardLast4: null,
    });
  });

  it("verifies `t=…,v1=hex(HMAC-SHA256(secret, t + '.' + body))` within five minutes", async () => {
    const now = new Date("2026-11-23T09:00:00Z");
    const t = Math.floor(now.getTime() / 1000) - 60;
    const raw = JSON.stringify({
      id: "evt_1",
      type: "payment_paid",
      created_at: now.toISOString(),
      live: false,
      data: payment,
    });
    const v1 = createHmac("sha256", secret).update(`${t}.${raw}`).digest("hex");
    const gateway = createSandboxGateway({
      apiUrl: "http://x/v1",
      apiKey: "k",
      webhookSecret: secret,
      now: () => now,
    });
    const headers = new Headers({ "X-Sandbox-Signature": `t=${t},v1=${v1}` });
    expect(await gateway.parseWebhook(raw, headers)).toMatchObject({
      eventId: "evt_1",
      type: "payment_paid",
      payment: { id: payment.id },
    });
    expect(await gateway.parseWebhook(raw.replace("150000", "15000000"), headers)).toBeNull();
    expect(await gateway.parseWebhook(raw, new Headers())).toBeNull();
    const late = createSandboxGateway({
      apiUrl: "http://x/v1",
      apiKey: "k",
      webhookSecret: secret,
      now: () => new Date(now.getTime() + 5 * 60_000),
    });
    expect(await late.parseWebhook(raw, headers)).toBeNull();
    // Authentic but not an event of the contract: refused too.
    const odd = JSON.stringify({ id: "evt_2", type: "payment_voided", data: payment });
    const oddMac = createHmac("sha256", secret).update(`${t}.${odd}`).digest("hex");
    expect(
      await gateway.parseWebhook(odd, new Headers({ "X-Sandbox-Signature": `t=${t},v1=${oddMac}` })),
    ).toBeNull();
    expect(verifySandboxSignature({ header: `t=abc,v1=${v1}`, rawBody: raw, secret, now })).toBe(false);
  });
});
