import { inArray } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig, sandboxGatewaySecrets } from "~/config.server";
import type { Database } from "~/db/client.server";
import { sandboxGatewayPayments, sandboxGatewayWebhooks } from "~/db/schema";
import { serverMessages } from "~/i18n/messages/server";
import type { GatewayWebhook, PaymentGateway } from "~/modules/payments/gateway";
import { gatewayFromConfig } from "~/modules/payments/gateway-from-config.server";
import { createTestDatabase } from "../../tests/support/database";
import { createTestHttpApp } from "../../tests/support/http-app";
import { manualTimers } from "../../tests/support/manual-timers";
import { sandboxWebhookJob } from "../jobs/app-jobs";
import { createJobRunner } from "../jobs/job-runner";
import { APP_WEBHOOK_PATH, deliverDueWebhooks, RETRY_DELAYS_SECONDS } from "./webhook-delivery";

/*
 * The sandbox gateway end to end, in process: the app's adapter calls the sandbox's API through
 * the HTTP app, the test plays the payer's browser on the hosted pages (form posts, redirects),
 * and webhooks are delivered to a receiver that verifies them with the adapter, as the app will.
 */

const ORIGIN = "http://localhost:3000";
const CALLBACK = `${ORIGIN}/en/wallet/top-up/callback?ref=T1`;
let database: Database;
let app: ReturnType<typeof createTestHttpApp>;
let gateway: PaymentGateway;
let clock = new Date("2026-11-23T09:00:00Z");
const logs: string[] = [];
const ours: string[] = []; // this file's payments (other files may share the database)
const config = { ...parseConfig({ DATA_DIR: "tests/.tmp/http" }), sessionSecret: "s".repeat(40) };
const secrets = sandboxGatewaySecrets(config.sessionSecret);
const pass = (seconds: number) => void (clock = new Date(clock.getTime() + seconds * 1000));

beforeAll(async () => {
  database = await createTestDatabase();
  const logger = pino({ level: "trace" }, { write: (line: string) => void logs.push(line) });
  app = createTestHttpApp(database, { clock: () => clock, logger });
  gateway = gatewayFromConfig(
    { config, clock: () => clock },
    {
      fetch: (input, init) =>
        Promise.resolve(app.request(input instanceof Request ? input : String(input), init)),
    },
  );
});

afterAll(async () => {
  await database?.close();
});

async function newPayment(overrides: Partial<Parameters<PaymentGateway["createPayment"]>[0]> = {}) {
  const created = await gateway.createPayment({
    amount: 50_000,
    description: "Wallet top-up",
    method: "credit_card",
    callbackUrl: CALLBACK,
    metadata: { reference: "T1" },
    lang: "en",
    ...overrides,
  });
  ours.push(created.id);
  return created;
}

/** The payer's browser posting a hosted form (same origin, as our pages send it). */
function post(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { Origin: ORIGIN },
) {
  return app.request(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
}
const payPath = (id: string) => `/_sandbox/gateway/pay/${id}`;
const card = (number: string, extra: Partial<Record<"name" | "expiry" | "cvv", string>> = {}) => ({
  name: "Reem Tester",
  number,
  expiry: "12/29",
  cvv: "739",
  ...extra,
});
function location(res: Response): URL {
  expect(res.status).toBe(303);
  return new URL(res.headers.get("location")!, ORIGIN);
}
const api = (path: string, init: RequestInit = {}, key = secrets.apiKey) =>
  app.request(`${ORIGIN}/_sandbox/gateway/v1${path}`, {
    ...init,
    headers: {
      Authorization: `Basic ${btoa(`${key}:`)}`,
      "Content-Type": "application/json",
      ...init.headers,
    },
  });

describe("the sandbox's API", () => {
  it("wants its key, as HTTP Basic", async () => {
    expect((await api("/payments/x", {}, "sk_sandbox_wrong")).status).toBe(401);
    const none = await app.request(`${ORIGIN}/_sandbox/gateway/v1/payments`, { method: "POST", body: "{}" });
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toContain("Basic");
  });

  it("validates a new payment and answers Moyasar-style errors", async () => {
    const res = await api("/payments", {
      method: "POST",
      body: JSON.stringify({
        amount: 99,
        currency: "USD",
        method: "cash",
        callback_url: "javascript:alert(1)",
      }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { type: string; errors: Record<string, string[]> };
    expect(body.type).toBe("invalid_request_error");
    expect(Object.keys(body.errors).sort()).toEqual([
      "amount",
      "callback_url",
      "currency",
      "description",
      "method",
    ]);
    expect((await api("/payments/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await api("/payments/not-a-uuid")).status).toBe(404);
    expect((await api("/payments", { method: "POST", body: "{" })).status).toBe(400);
  });

  it("creates a payment with its hosted page, and tells its state", async () => {
    const { id, redirectUrl } = await newPayment({ lang: "ar" });
    expect(redirectUrl).toBe(`${ORIGIN}/_sandbox/gateway/pay/${id}?lang=ar`);
    expect(await gateway.fetchPayment(id)).toEqual({
      id,
      status: "initiated",
      amount: 50_000,
      refunded: 0,
      currency: "SAR",
      method: "credit_card",
      cardBrand: null,
      cardLast4: null,
      message: null,
      metadata: { reference: "T1" },
    });
    await expect(gateway.fetchPayment("00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({
      code: "not_found",
    });
  });
});

describe("the hosted card page", () => {
  it("is an accessible form in the payer's language, with the page's CSP nonce on its script", async () => {
    const { id, redirectUrl } = await newPayment();
    const res = await app.request(redirectUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const page = await res.text();
    expect(page).toContain('<html lang="en" dir="ltr">');
    for (const [name, autocomplete] of [
      ["name", "cc-name"],
      ["number", "cc-number"],
      ["expiry", "cc-exp"],
      ["cvv", "cc-csc"],
    ]) {
      expect(page).toContain(`<label for="${name}">`);
      expect(page).toMatch(new RegExp(`id="${name}"\\s+name="${name}"\\s+autocomplete="${autocomplete}"`));
    }
    const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(
      res.headers.get("content-security-policy") ?? "",
    )?.[1];
    expect(nonce).toBeTruthy();
    expect(page).toContain(`<script nonce="${nonce}">`);
    expect(page).toContain(serverMessages.en.sandboxGateway.card.pay.replace("{{amount}}", "SAR 500"));

    const arabic = await (await app.request(`${ORIGIN}${payPath(id)}?lang=ar`)).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain(serverMessages.ar.sandboxGateway.card.number);
    expect(arabic).toContain("500 ر.س");
  });

  it("checks every field again on its server, with the seed's messages in both languages", async () => {
    const { id } = await newPayment();
    for (const [lang, m] of [
      ["en", serverMessages.en.sandboxGateway.errors],
      ["ar", serverMessages.ar.sandboxGateway.errors],
    ] as const) {
      const res = await post(`${payPath(id)}?lang=${lang}`, {
        name: "Re",
        number: "4111 1111",
        expiry: "2029-12",
        cvv: "73",
      });
      expect(res.status).toBe(422);
      const page = await res.text();
      for (const message of [m.name, m.number, m.expiry, m.cvv]) expect(page).toContain(message);
      expect(page).toContain('aria-invalid="true"');
      expect(page).toContain(`value="2029-12"`); // kept for correction
      const again = await (
        await post(`${payPath(id)}?lang=${lang}`, card("4111111111111112", { expiry: "01/20" }))
      ).text();
      expect(again).toContain(m.numberInvalid);
      expect(again).toContain(m.expired);
      expect(again).not.toContain("4111111111111112"); // the number is never sent back
      expect(again).not.toContain('value="739"');
    }
    expect((await gateway.fetchPayment(id)).status).toBe("initiated");
  });

  it("refuses a Mada card on a credit card payment, and other cards on a Mada payment", async () => {
    const credit = await newPayment({ method: "credit_card" });
    const refused = await post(`${payPath(credit.id)}?lang=en`, card("4201320111111010"));
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain(serverMessages.en.sandboxGateway.errors.madaNotCredit);
    const mada = await newPayment({ method: "mada" });
    const wrong = await post(`${payPath(mada.id)}?lang=ar`, card("4111111111111111"));
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain(serverMessages.ar.sandboxGateway.errors.madaOnly);
  });

  it("approves a Visa card below 1,000 SAR at once and sends the payer back like Moyasar", async () => {
    const { id } = await newPayment({ amount: 99_999 });
    const back = location(await post(`${payPath(id)}?lang=en`, card("4111 1111 1111 1111")));
    expect(`${back.origin}${back.pathname}`).toBe(`${ORIGIN}/en/wallet/top-up/callback`);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      ref: "T1",
      id,
      status: "paid",
      message: "APPROVED",
    });
    expect(await gateway.fetchPayment(id)).toMatchObject({
      status: "paid",
      method: "credit_card",
      cardBrand: "visa",
      cardLast4: "1111",
      message: "APPROVED",
    });
    // The form sent again (a double click) changes nothing and goes back to the merchant.
    expect(
      location(await post(`${payPath(id)}?lang=en`, card("4123120001090109"))).searchParams.get("status"),
    ).toBe("paid");
    const done = await (await app.request(`${ORIGIN}${payPath(id)}?lang=en`)).text();
    expect(done).toContain(serverMessages.en.sandboxGateway.done.paid);
  });

  it("declines with the issuer's message", async () => {
    const { id } = await newPayment();
    const back = location(await post(`${payPath(id)}?lang=en`, card("4123120001090109")));
    expect(back.searchParams.get("status")).toBe("failed");
    expect(back.searchParams.get("message")).toBe("DECLINED");
    expect(await gateway.fetchPayment(id)).toMatchObject({
      status: "failed",
      message: "DECLINED",
      cardBrand: "visa",
    });
  });

  it("puts Mada cards through 3-D Secure: confirmed, declined after it, or cancelled", async () => {
    const approved = await newPayment({ method: "mada" });
    const challenge = location(await post(`${payPath(approved.id)}?lang=ar`, card("4201320111111010")));
    expect(challenge.pathname).toBe(`${payPath(approved.id)}/3ds`);
    // While the payer is at the bank's page, the merchant sees it still open, with no answer yet.
    expect(await gateway.fetchPayment(approved.id)).toMatchObject({
      status: "initiated",
      message: null,
      cardLast4: "1010",
    });
    const issuerPage = await (await app.request(`${ORIGIN}${challenge.pathname}${challenge.search}`)).text();
    expect(issuerPage).toContain(serverMessages.ar.sandboxGateway.threeDs.confirm);
    expect(issuerPage).toContain("4201 32** **** 1010");
    const paid = location(await post(`${challenge.pathname}?lang=ar`, { action: "confirm" }));
    expect(paid.searchParams.get("status")).toBe("paid");
    expect(await gateway.fetchPayment(approved.id)).toMatchObject({
      status: "paid",
      method: "mada",
      cardBrand: "mada",
    });

    const poor = await newPayment({ method: "mada" });
    location(await post(`${payPath(poor.id)}?lang=en`, card("4201320000311101")));
    const failed = location(await post(`${payPath(poor.id)}/3ds?lang=en`, { action: "confirm" }));
    expect(Object.fromEntries(failed.searchParams)).toMatchObject({
      status: "failed",
      message: "INSUFFICIENT FUNDS",
    });

    const cancelled = await newPayment({ method: "mada" });
    location(await post(`${payPath(cancelled.id)}?lang=en`, card("4201320111111010")));
    const back = location(await post(`${payPath(cancelled.id)}/3ds?lang=en`, { action: "cancel" }));
    expect(back.searchParams.get("message")).toBe("3-D SECURE AUTHENTICATION FAILED");
    expect((await gateway.fetchPayment(cancelled.id)).status).toBe("failed");
  });

  it("challenges Visa and Mastercard from 1,000 SAR", async () => {
    const { id } = await newPayment({ amount: 100_000 });
    expect(location(await post(`${payPath(id)}?lang=en`, card("5421080101000000"))).pathname).toBe(
      `${payPath(id)}/3ds`,
    );
    location(await post(`${payPath(id)}/3ds?lang=en`, { action: "confirm" }));
    expect(await gateway.fetchPayment(id)).toMatchObject({
      status: "paid",
      cardBrand: "mastercard",
      cardLast4: "0000",
    });
  });

  it("lets the payer cancel, and refuses forms sent from another site", async () => {
    const { id } = await newPayment();
    expect(
      (await post(`${payPath(id)}?lang=en`, card("4111111111111111"), { Origin: "https://evil.example" }))
        .status,
    ).toBe(403);
    expect((await post(`${payPath(id)}/cancel`, {}, { Referer: "https://evil.example/x" })).status).toBe(403);
    const back = location(await post(`${payPath(id)}/cancel?lang=en`, {}));
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      status: "failed",
      message: "CANCELLED BY THE PAYER",
    });
  });

  it("answers an unknown payment with a page of its own", async () => {
    const res = await app.request(`${ORIGIN}${payPath("00000000-0000-4000-8000-000000000000")}?lang=en`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(serverMessages.en.sandboxGateway.notFound.title);
  });
});

describe("Apple Pay", () => {
  it("shows a payment sheet with the amount; the chosen wallet card decides, with no 3-D Secure", async () => {
    const { id, redirectUrl } = await newPayment({ method: "apple_pay", amount: 150_000 });
    const sheet = await (await app.request(redirectUrl)).text();
    expect(sheet).toContain(serverMessages.en.sandboxGateway.applePay.pay);
    expect(sheet).toContain("SAR 1,500");
    const back = location(await post(`${payPath(id)}?lang=en`, { card: "mada-1010" }));
    expect(back.searchParams.get("status")).toBe("paid");
    expect(await gateway.fetchPayment(id)).toMatchObject({
      status: "paid",
      method: "apple_pay",
      cardBrand: "mada",
      cardLast4: "1010",
    });
    const poor = await newPayment({ method: "apple_pay" });
    const declined = location(await post(`${payPath(poor.id)}?lang=en`, { card: "visa-0000" }));
    expect(declined.searchParams.get("message")).toBe("INSUFFICIENT FUNDS");
    const cancelled = await newPayment({ method: "apple_pay" });
    expect(
      location(await post(`${payPath(cancelled.id)}/cancel?lang=en`, {})).searchParams.get("status"),
    ).toBe("failed");
  });
});

describe("refunds", () => {
  it("give back part or all of a paid payment, never more", async () => {
    const unpaid = await newPayment();
    await expect(gateway.refund(unpaid.id, 100)).rejects.toMatchObject({
      code: "invalid_request",
      status: 400,
    });
    const { id } = await newPayment({ amount: 80_000 });
    location(await post(`${payPath(id)}?lang=en`, card("4111111111111111")));
    expect(await gateway.refund(id, 30_000)).toMatchObject({ id, status: "refunded", amount: 80_000 });
    await expect(gateway.refund(id, 50_001)).rejects.toMatchObject({
      code: "invalid_request",
      message: expect.stringContaining("exceeds the refundable amount (50000 halalas)"),
    });
    expect(await gateway.refund(id, 50_000)).toMatchObject({ status: "refunded" });
    await expect(gateway.refund(id, 1)).rejects.toMatchObject({ code: "invalid_request" });
  });
});

describe("webhooks", () => {
  const url = `${ORIGIN}${APP_WEBHOOK_PATH}`;
  /** The app's side: each request checked by the adapter; 2xx only for authentic ones. */
  function receiver(answer: (event: GatewayWebhook) => number = () => 200) {
    const received: { raw: string; headers: Headers; event: GatewayWebhook | null; status: number }[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      expect(request.url).toBe(url);
      const raw = await request.text();
      const event = await gateway.parseWebhook(raw, request.headers);
      const status = event ? answer(event) : 401;
      received.push({ raw, headers: request.headers, event, status });
      return new Response(null, { status });
    };
    return { received, fetch: fetch as typeof globalThis.fetch };
  }
  /** One pass of the worker over this test's payment only (earlier tests left theirs queued). */
  const deliver = (id: string, fetch: typeof globalThis.fetch, secret = secrets.webhookSecret) =>
    deliverDueWebhooks({ db: database.db, url, secret, fetch, now: clock, paymentIds: [id] });
  const deliveries = async (id: string) =>
    (
      (await (await api(`/payments/${id}/webhooks`)).json()) as {
        webhooks: {
          event_id: string;
          type: string;
          attempts: number;
          delivered_at: string | null;
          last_error: string | null;
        }[];
      }
    ).webhooks;

  it("are signed, verified by the adapter, and retried with backoff until answered 2xx", async () => {
    const { id } = await newPayment();
    location(await post(`${payPath(id)}?lang=en`, card("4111111111111111")));
    const down = receiver(() => 503);
    expect(await deliver(id, down.fetch)).toMatchObject({ delivered: 0 });
    expect(down.received[0]!.event).toMatchObject({
      type: "payment_paid",
      payment: { id, status: "paid", cardLast4: "1111" },
    });
    expect(down.received[0]!.headers.get("x-sandbox-signature")).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect((await deliveries(id))[0]).toMatchObject({
      attempts: 1,
      delivered_at: null,
      last_error: "HTTP 503",
    });
    // Not again before the pause is over.
    pass(RETRY_DELAYS_SECONDS[0]! - 1);
    expect(await deliver(id, down.fetch)).toEqual({ delivered: 0, failed: 0 });
    pass(1);
    const up = receiver();
    expect(await deliver(id, up.fetch)).toEqual({ delivered: 1, failed: 0 });
    expect(up.received[0]!.event?.eventId).toBe(down.received[0]!.event?.eventId);
    expect((await deliveries(id))[0]).toMatchObject({ attempts: 2, last_error: null });
    expect((await deliveries(id))[0]!.delivered_at).not.toBeNull();
  });

  it("signed with another secret are refused, and kept for another try", async () => {
    const { id } = await newPayment();
    location(await post(`${payPath(id)}?lang=en`, card("4123120001090109")));
    const inbox = receiver();
    await deliver(id, inbox.fetch, "not-the-secret");
    expect(inbox.received).toHaveLength(1);
    expect(inbox.received[0]).toMatchObject({ event: null, status: 401 });
    expect((await deliveries(id))[0]).toMatchObject({ delivered_at: null, last_error: "HTTP 401" });
  });

  it("can be sent twice (same event id) and late (after a newer one), and an old copy cannot be replayed", async () => {
    const { id } = await newPayment();
    location(await post(`${payPath(id)}?lang=en`, card("4111111111111111")));
    const inbox = receiver();
    await deliver(id, inbox.fetch);
    const paid = inbox.received[0]!.event!;
    expect(paid.type).toBe("payment_paid");

    // A duplicate now, and the same event again in ten minutes.
    const now = await api(`/webhooks/${paid.eventId}/redeliver`, { method: "POST", body: "{}" });
    expect(now.status).toBe(202);
    const later = await api(`/webhooks/${paid.eventId}/redeliver`, {
      method: "POST",
      body: JSON.stringify({ delay_seconds: 600 }),
    });
    expect(((await later.json()) as { event_id: string }).event_id).toBe(paid.eventId);
    await deliver(id, inbox.fetch);
    expect(inbox.received.map((r) => r.event?.eventId)).toEqual([paid.eventId, paid.eventId]);

    // Meanwhile the payment is refunded: the refund's event goes first, the old "paid" arrives after it.
    await gateway.refund(id, 50_000);
    await deliver(id, inbox.fetch);
    pass(600);
    await deliver(id, inbox.fetch);
    expect(inbox.received.map((r) => r.event?.type)).toEqual([
      "payment_paid",
      "payment_paid",
      "payment_refunded",
      "payment_paid",
    ]);
    expect(inbox.received[3]!.event?.payment.status).toBe("paid"); // the event's snapshot; fetchPayment has the truth
    expect((await gateway.fetchPayment(id)).status).toBe("refunded");

    // A copy of a delivered request, replayed after the five-minute window, is refused.
    const captured = inbox.received[2]!;
    pass(301);
    expect(await gateway.parseWebhook(captured.raw, captured.headers)).toBeNull();
    expect((await api("/webhooks/evt_unknown/redeliver", { method: "POST", body: "{}" })).status).toBe(404);
  });
});

describe("card data", () => {
  it("never reaches the sandbox's rows or the logs: only the brand and masked number", async () => {
    const pans = ["4111111111111111", "4201320111111010", "4123120001090109"];
    const { id } = await newPayment({ method: "mada" });
    location(await post(`${payPath(id)}?lang=en`, card("4201 3201 1111 1010", { name: "Sara Cardholder" })));
    location(await post(`${payPath(id)}/3ds?lang=en`, { action: "confirm" }));
    await deliverDueWebhooks({
      db: database.db,
      url: `${ORIGIN}${APP_WEBHOOK_PATH}`,
      secret: secrets.webhookSecret,
      fetch: () => Promise.resolve(new Response(null, { status: 200 })),
      now: clock,
      paymentIds: ours,
    });
    const payments = await database.db
      .select()
      .from(sandboxGatewayPayments)
      .where(inArray(sandboxGatewayPayments.id, ours));
    const webhooks = await database.db
      .select()
      .from(sandboxGatewayWebhooks)
      .where(inArray(sandboxGatewayWebhooks.paymentId, ours));
    expect(payments.length).toBeGreaterThan(10);
    const stored = JSON.stringify([payments, webhooks]);
    expect(payments.find((p) => p.id === id)?.maskedPan).toBe("4201 32** **** 1010");
    const everything = stored + logs.join("");
    expect(logs.length).toBeGreaterThan(10);
    for (const pan of [...pans, "4201 3201 1111 1010"]) expect(everything).not.toContain(pan);
    expect(everything).not.toMatch(/cvv|cvc/i);
    expect(everything).not.toContain('"739"');
    expect(everything).not.toContain("Sara Cardholder");
    expect(everything).not.toContain("Reem Tester");
  });
});

describe("the webhook job", () => {
  it("delivers on its own one interval after start, once, and stops cleanly", async () => {
    const { id } = await newPayment();
    location(await post(`${payPath(id)}?lang=en`, card("4111111111111111")));
    const seen: string[] = [];
    const timers = manualTimers();
    const job = sandboxWebhookJob({
      db: database.db,
      url: `${ORIGIN}${APP_WEBHOOK_PATH}`,
      secret: secrets.webhookSecret,
      fetch: async (_input, init) => {
        seen.push(String(init?.body));
        return new Response(null, { status: 204 });
      },
      paymentIds: [id],
    });
    const runner = createJobRunner({ jobs: [job], logger: pino({ level: "silent" }), timers });
    runner.start();
    timers.advance(job.intervalMs - 1);
    await runner.idle();
    expect(seen).toHaveLength(0);
    for (let i = 0; i < 3; i++) {
      timers.advance(i === 0 ? 1 : job.intervalMs);
      await runner.idle();
    }
    await runner.stop();
    expect(seen).toHaveLength(1);
    expect(JSON.parse(seen[0]!)).toMatchObject({ type: "payment_paid", data: { id } });
    expect(timers.pendingCount()).toBe(0);
  });
});
