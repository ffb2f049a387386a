import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig, sandboxGatewaySecrets } from "~/config.server";
import type { Database } from "~/db/client.server";
import { auditLog, gatewayWebhooks, notifications, payments, users } from "~/db/schema";
import { createSession } from "~/modules/accounts/sessions.server";
import {
  confirmGatewayPayment,
  reconcileGatewayPayments,
  type GatewayDeps,
} from "~/modules/payments/card-payments.server";
import { gatewayFromConfig } from "~/modules/payments/gateway-from-config.server";
import { GatewayError } from "~/modules/payments/gateway-error";
import { refundCardTopUp, settleHeldRefunds } from "~/modules/payments/refunds.server";
import { ibanWithCheckDigits } from "~/modules/wallet/iban";
import { readUserBalances } from "~/modules/wallet/ledger.server";
import { createUser } from "../../tests/factories/accounts";
import { createTestDatabase } from "../../tests/support/database";
import { platformMovementFor } from "../../tests/support/ledger";
import { createTestHttpApp } from "../../tests/support/http-app";
import { httpClient } from "../../tests/support/http-client";
import { APP_WEBHOOK_PATH, deliverDueWebhooks } from "../sandbox-gateway/webhook-delivery";

/*
 * Card payments and transfers through the whole app, against the real sandbox gateway: the app
 * listens on a port of its own, so the gateway adapter reaches the sandbox's API over HTTP, the
 * test plays the payer's browser on the hosted pages, and the sandbox's signed webhooks arrive at
 * the payments API as they would in production. Nothing of ours is faked.
 */

const SAR = 100;
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
let database: Database;
let server: Server;
let origin: string;
let app: ReturnType<typeof createTestHttpApp>;
let call: ReturnType<typeof httpClient>;
let deps: GatewayDeps;
let secrets: ReturnType<typeof sandboxGatewaySecrets>;

beforeAll(async () => {
  database = await createTestDatabase();
  let listener: ReturnType<typeof getRequestListener> | null = null;
  server = createServer((req, res) => void listener!(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const env = { APP_ORIGIN: origin, DATA_DIR: "tests/.tmp/payments-api" };
  app = createTestHttpApp(database, { env });
  listener = getRequestListener(app.fetch);
  call = httpClient({ request: (path, init) => app.request(`${origin}${path}`, init) });
  const config = { ...parseConfig(env), sessionSecret: "s".repeat(40) };
  secrets = sandboxGatewaySecrets(config.sessionSecret);
  deps = {
    db: database.db,
    gateway: gatewayFromConfig({ config }),
    appOrigin: origin,
    logger: pino({ level: "silent" }),
  };
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

async function signedIn(roles: ("bidder" | "committee")[] = ["bidder"], verified = true) {
  const { user } = await createUser(database, { roles, verified });
  const session = await createSession({
    db: database.db,
    userId: user.id,
    now: new Date(),
    client: { ip: null, userAgent: null },
  });
  return { id: user.id, token: session.token };
}

const available = async (userId: string) =>
  (await readUserBalances(database.db, [userId])).get(userId)!.available;

/** POST /api/v1/payments as an app would (bearer token). */
function startPayment(
  token: string,
  body: Record<string, unknown>,
  key: string | null = crypto.randomUUID(),
) {
  return call("POST", "/api/v1/payments", {
    bearer: token,
    origin: null,
    body,
    headers: key ? { "Idempotency-Key": key } : {},
  });
}

/** The payer on the sandbox's hosted pages: the card form, then 3-D Secure when asked. */
async function payOnHostedPage(redirectUrl: string, number: string, threeDs: "confirm" | "fail" = "confirm") {
  const pay = new URL(redirectUrl);
  const post = (path: string, fields: Record<string, string>) =>
    app.request(`${origin}${path}${pay.search}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    });
  let res = await post(pay.pathname, { name: "Reem Tester", number, expiry: "12/29", cvv: "739" });
  expect(res.status).toBe(303);
  let next = new URL(res.headers.get("location")!, origin);
  if (next.pathname.endsWith("/3ds")) {
    res = await post(next.pathname, { action: threeDs });
    expect(res.status).toBe(303);
    next = new URL(res.headers.get("location")!, origin);
  }
  // Back to our callback page, with the gateway's id.
  expect(next.pathname).toMatch(/\/payments\/callback$/);
  return next.searchParams.get("id")!;
}

/** The sandbox's webhook worker, one pass, over HTTP to our webhook endpoint. */
/** The gateway's due webhooks, for these payments only when named (CI's database is shared). */
const deliverWebhooks = (...gatewayIds: string[]) =>
  deliverDueWebhooks({
    db: database.db,
    url: `${origin}${APP_WEBHOOK_PATH}`,
    secret: secrets.webhookSecret,
    limit: 100,
    ...(gatewayIds.length > 0 ? { paymentIds: gatewayIds } : {}),
  });

const noticesOf = async (userId: string) =>
  (await database.db.select().from(notifications).where(eq(notifications.userId, userId))).map(
    (n) => n.event,
  );

describe("a card top-up through the sandbox gateway", () => {
  it("approves: the callback confirms it, the webhook and its duplicate change nothing, credited once with a receipt", async () => {
    const user = await signedIn();
    const key = crypto.randomUUID();
    const started = await startPayment(
      user.token,
      { method: "credit_card", purpose: "top_up", amount: 500 * SAR },
      key,
    );
    expect(started.status).toBe(201);
    expect(started.json.redirectUrl).toMatch(new RegExp(`^${origin}/_sandbox/gateway/pay/`));
    // A retried request is the same payment and the same page.
    const again = await startPayment(
      user.token,
      { method: "credit_card", purpose: "top_up", amount: 500 * SAR },
      key,
    );
    expect(again.json).toEqual(started.json);

    const gatewayId = await payOnHostedPage(started.json.redirectUrl, "4111111111111111");
    const confirmed = await confirmGatewayPayment(deps, gatewayId);
    expect(confirmed.outcome).toBe("paid");
    expect(await available(user.id)).toBe(500 * SAR);

    expect(await deliverWebhooks(gatewayId)).toMatchObject({ failed: 0 });
    const [event] = await database.db
      .select()
      .from(gatewayWebhooks)
      .where(eq(gatewayWebhooks.gatewayPaymentId, gatewayId));
    expect(event!.processedAt).toBeTruthy();
    // The same event again (a gateway retry) is acknowledged and ignored.
    const redeliver = await app.request(
      `${origin}/_sandbox/gateway/v1/webhooks/${event!.eventId}/redeliver`,
      {
        method: "POST",
        body: "{}",
        headers: { Authorization: `Basic ${btoa(`${secrets.apiKey}:`)}`, "Content-Type": "application/json" },
      },
    );
    expect(redeliver.status).toBe(202);
    expect(await deliverWebhooks(gatewayId)).toMatchObject({ delivered: 1, failed: 0 });
    expect(await confirmGatewayPayment(deps, gatewayId)).toMatchObject({ outcome: "paid" });

    expect(await available(user.id)).toBe(500 * SAR);
    expect(await platformMovementFor(database.db, "gateway_clearing", user.id)).toBe(-500 * SAR);
    expect(await noticesOf(user.id)).toEqual(["payment_received"]);
    const mine = await call("GET", `/api/v1/me/payments/${started.json.paymentId}`, {
      bearer: user.token,
      lang: "en",
    });
    expect(mine.json).toMatchObject({
      status: "paid",
      method: "credit_card",
      amount: 500 * SAR,
      card: { brand: "visa", last4: "1111" },
      receipt: {
        verificationCode: expect.stringMatching(/^RCT-/),
        href: expect.stringMatching(/^\/en\/payments\/receipts\//),
      },
    });
    const check = await call(
      "GET",
      `/api/v1/payments/receipts/verify?code=${mine.json.receipt.verificationCode.toLowerCase()}`,
    );
    expect(check.json).toMatchObject({ kind: "top_up", amount: 500 * SAR });
    expect(JSON.stringify(check.json)).not.toContain("1111");
  });

  it("declines: nothing is credited, the reason is told in the user's language, whichever arrives first", async () => {
    const user = await signedIn();
    const started = await startPayment(user.token, {
      method: "credit_card",
      purpose: "top_up",
      amount: 700 * SAR,
    });
    const gatewayId = await payOnHostedPage(started.json.redirectUrl, "4123120001090000");
    // The webhook arrives before the payer is back.
    await deliverWebhooks(gatewayId);
    expect(await confirmGatewayPayment(deps, gatewayId)).toMatchObject({ outcome: "failed" });
    expect(await available(user.id)).toBe(0);
    for (const [lang, text] of [
      ["en", "Your card does not have enough funds for this amount."],
      ["ar", "رصيد بطاقتك لا يكفي لهذا المبلغ."],
    ] as const) {
      const mine = await call("GET", `/api/v1/me/payments/${started.json.paymentId}`, {
        bearer: user.token,
        lang,
      });
      expect(mine.json).toMatchObject({
        status: "failed",
        receipt: null,
        failure: { reason: "insufficientFunds", message: text },
      });
    }
    expect(await noticesOf(user.id)).toEqual(["payment_failed"]);
  });

  it("takes Mada through 3-D Secure; a failed challenge is a failed payment", async () => {
    const user = await signedIn();
    const first = await startPayment(user.token, { method: "mada", purpose: "top_up", amount: 300 * SAR });
    const paid = await payOnHostedPage(first.json.redirectUrl, "4201320111111010", "confirm");
    expect(await confirmGatewayPayment(deps, paid)).toMatchObject({ outcome: "paid" });
    const second = await startPayment(user.token, { method: "mada", purpose: "top_up", amount: 200 * SAR });
    const failed = await payOnHostedPage(second.json.redirectUrl, "4201320111111010", "fail");
    expect(await confirmGatewayPayment(deps, failed)).toMatchObject({ outcome: "failed" });
    expect(await available(user.id)).toBe(300 * SAR);
    const history = await call("GET", "/api/v1/me/payments", { bearer: user.token });
    expect(
      history.json.items.map((p: { status: string; failure: { reason: string } | null }) => [
        p.status,
        p.failure?.reason ?? null,
      ]),
    ).toEqual([
      ["failed", "authentication"],
      ["paid", null],
    ]);
  });

  it("finds a payment whose callback and webhook were both lost, and credits it once", async () => {
    const user = await signedIn();
    const started = await startPayment(user.token, {
      method: "apple_pay",
      purpose: "top_up",
      amount: 150 * SAR,
    });
    const res = await app.request(`${origin}${new URL(started.json.redirectUrl).pathname}`, {
      method: "POST",
      body: new URLSearchParams({ card: "visa-1111" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    });
    expect(res.status).toBe(303);
    // Neither the browser's return nor the webhook reaches us; the clock's reconciliation does.
    const later = { ...deps, now: () => new Date(Date.now() + 3 * 60_000) };
    await reconcileGatewayPayments(later);
    expect(await available(user.id)).toBe(150 * SAR);
    await reconcileGatewayPayments(later);
    await deliverWebhooks();
    expect(await available(user.id)).toBe(150 * SAR);
    const [row] = await database.db.select().from(payments).where(eq(payments.id, started.json.paymentId));
    expect(row).toMatchObject({ status: "paid", cardBrand: "visa", cardLast4: "1111" });
  });

  it("wants a key and a session, and refuses what is not a card method or too much for a card", async () => {
    const user = await signedIn();
    expect(
      (await startPayment(user.token, { method: "mada", purpose: "top_up", amount: 100 }, null)).json.code,
    ).toBe("IDEMPOTENCY_KEY_REQUIRED");
    const guest = await call("POST", "/api/v1/payments", {
      origin: null,
      body: { method: "mada", purpose: "top_up", amount: 100 },
      headers: { "Idempotency-Key": crypto.randomUUID() },
    });
    expect(guest.status).toBe(401);
    expect(
      (await startPayment(user.token, { method: "bank_transfer", purpose: "top_up", amount: 100 })).status,
    ).toBe(422);
    const tooMuch = await startPayment(
      user.token,
      { method: "credit_card", purpose: "top_up", amount: 20_000_000 * SAR },
      crypto.randomUUID(),
    );
    expect(tooMuch.json.code).toBe("CARD_LIMIT_EXCEEDED");
  });

  it("answers a webhook that is not the gateway's 401, without a session or our origin, and never 403", async () => {
    for (const origin of [null, "https://evil.example"]) {
      const res = await call("POST", "/api/v1/payments/webhooks/sandbox", {
        origin,
        rawBody: JSON.stringify({ id: "evt_forged", type: "payment_paid", data: {} }),
        headers: { "X-Sandbox-Signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}` },
      });
      expect(res.status).toBe(401);
    }
    expect(
      (await call("POST", "/api/v1/payments/webhooks/moyasar", { origin: null, rawBody: "{}" })).status,
    ).toBe(404);
  });
});

describe("transfers through the API", () => {
  function declare(
    token: string,
    fields: Record<string, string>,
    receipt: Uint8Array | null = PDF,
    key = crypto.randomUUID(),
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    if (receipt)
      form.set(
        "receipt",
        new File([receipt as Uint8Array<ArrayBuffer>], "receipt.pdf", { type: "application/pdf" }),
      );
    return app.request(`${origin}/api/v1/payments/transfers`, {
      method: "POST",
      body: form,
      headers: { Authorization: `Bearer ${token}`, "Idempotency-Key": key, "Accept-Language": "en" },
    });
  }
  const valid = {
    method: "bank_transfer",
    purpose: "top_up",
    amount: String(12_000 * SAR),
    bankName: "Al Rajhi Bank",
    iban: ibanWithCheckDigits("SA", "80000000608010167519"),
    accountName: "Reem Abdullah",
  };

  it("declares, lists it for the committee, verifies once and credits the wallet; audited and notified", async () => {
    const user = await signedIn();
    const member = await signedIn(["committee"]);
    const res = await declare(user.token, valid);
    expect(res.status).toBe(201);
    const declared = (await res.json()) as { id: string; status: string; reference: string };
    expect(declared.status).toBe("awaiting_review");

    expect((await call("GET", "/api/v1/admin/transfers", { bearer: user.token })).status).toBe(403);
    const queue = await call("GET", "/api/v1/admin/transfers?pageSize=100", { bearer: member.token });
    const item = queue.json.items.find((i: { id: string }) => i.id === declared.id);
    expect(item).toMatchObject({
      user: { id: user.id, transferReference: expect.stringMatching(/^MZD-U-/) },
      transfer: { bankName: "Al Rajhi Bank", receiptUrl: expect.stringMatching(/^\/media\/uploads\//) },
    });
    // The committee opens the receipt file; a stranger cannot.
    const openReceipt = (token: string) =>
      app.request(`${origin}${item.transfer.receiptUrl}`, { headers: { Authorization: `Bearer ${token}` } });
    const opened = await openReceipt(member.token);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-type")).toBe("application/pdf");
    expect((await openReceipt((await signedIn()).token)).status).toBe(404);

    expect(
      (await call("POST", `/api/v1/admin/transfers/${declared.id}/verify`, { bearer: user.token })).status,
    ).toBe(403);
    const verified = await call("POST", `/api/v1/admin/transfers/${declared.id}/verify`, {
      bearer: member.token,
    });
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({
      status: "paid",
      receipt: { verificationCode: expect.stringMatching(/^RCT-/) },
    });
    const twice = await call("POST", `/api/v1/admin/transfers/${declared.id}/verify`, {
      bearer: member.token,
    });
    expect([twice.status, twice.json.code]).toEqual([409, "TRANSFER_ALREADY_REVIEWED"]);
    expect(await available(user.id)).toBe(12_000 * SAR);
    expect(await noticesOf(user.id)).toEqual(["payment_received"]);
    const audit = await database.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(eq(auditLog.subjectId, declared.id))
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      { action: "transfer.declare", actor: user.id },
      { action: "transfer.verify", actor: member.id },
    ]);
  });

  it("refuses an unconfirmed phone with 403 and where to confirm it, before reading the file", async () => {
    const user = await signedIn(["bidder"], false);
    const res = await declare(user.token, valid);
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(await res.json()).toMatchObject({
      code: "PHONE_NOT_VERIFIED",
      detail: "Confirm your mobile number first.",
      confirmPhone: {
        page: "/en/verify",
        resendCode: "POST /api/v1/auth/otp/resend",
        verifyCode: "POST /api/v1/auth/otp/verify",
      },
    });
    expect(await database.db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
  });

  it("answers every field's message in the request's language, and a missing receipt", async () => {
    const user = await signedIn();
    const res = await declare(
      user.token,
      { ...valid, amount: "0", iban: "SA00", accountName: "Re", bankName: "" },
      null,
    );
    expect(res.status).toBe(422);
    const body = (await res.json()) as { code: string; issues: { path: string; message: string }[] };
    expect(body.code).toBe("VALIDATION");
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: "amount", message: "Enter a valid amount greater than zero" },
        { path: "receipt", message: "Attach the transfer receipt" },
      ]),
    );
    const second = await declare(user.token, { ...valid, iban: "SA00", accountName: "Re", bankName: "" });
    const issues = ((await second.json()) as { issues: { path: string; message: string }[] }).issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: "iban", message: "Enter a valid IBAN: 24 characters starting with SA" },
        { path: "accountName", message: "Account name must be at least 3 characters" },
        { path: "bankName", message: "Bank name is required" },
      ]),
    );
    const html = await declare(user.token, valid, new TextEncoder().encode("<html></html>"));
    expect(html.status).toBe(415);
  });

  it("rejects with the reason; the user sees it, and others see nothing of it", async () => {
    const user = await signedIn();
    const member = await signedIn(["committee"]);
    const declared = (await (await declare(user.token, valid)).json()) as { id: string };
    const noReason = await call("POST", `/api/v1/admin/transfers/${declared.id}/reject`, {
      bearer: member.token,
      body: { reason: "" },
      lang: "ar",
    });
    expect(noReason.status).toBe(422);
    expect(noReason.json.issues[0].message).toMatch(/[\u0600-\u06ff]/);
    const rejected = await call("POST", `/api/v1/admin/transfers/${declared.id}/reject`, {
      bearer: member.token,
      body: { reason: "The amount on the statement differs" },
    });
    expect(rejected.json).toMatchObject({
      status: "rejected",
      transfer: { rejectionReason: "The amount on the statement differs" },
    });
    expect(
      (await call("GET", `/api/v1/me/payments/${declared.id}`, { bearer: (await signedIn()).token })).status,
    ).toBe(404);
    expect(
      (await call("GET", `/api/v1/me/payments/${declared.id}`, { bearer: user.token })).json.status,
    ).toBe("rejected");
    expect(await available(user.id)).toBe(0);
    const [row] = await database.db.select({ roles: users.roles }).from(users).where(eq(users.id, member.id));
    expect(row!.roles).toEqual(["committee"]);
  });
});

describe("refunds of a card top-up", () => {
  async function paidTopUp(amount: number) {
    const user = await signedIn();
    const started = await startPayment(user.token, { method: "credit_card", purpose: "top_up", amount });
    const gatewayId = await payOnHostedPage(started.json.redirectUrl, "4111111111111111");
    expect((await confirmGatewayPayment(deps, gatewayId)).outcome).toBe("paid");
    const member = await signedIn(["committee"]);
    return { user, paymentId: started.json.paymentId as string, gatewayId, member };
  }

  it("gives back part, then the rest, never more than was paid or is still available", async () => {
    const { user, paymentId, gatewayId, member } = await paidTopUp(800 * SAR);
    const refund = (amount: number) =>
      refundCardTopUp(deps, { paymentId, amount, actorUserId: member.id, reason: "asked by the user" });
    expect(await refund(300 * SAR)).toEqual({ refunded: 300 * SAR });
    expect(await available(user.id)).toBe(500 * SAR);
    await expect(refund(500 * SAR + 1)).rejects.toMatchObject({
      code: "REFUND_TOO_LARGE",
      details: { money: { refundable: 500 * SAR } },
    });
    expect(await refund(500 * SAR)).toEqual({ refunded: 500 * SAR });
    expect(await available(user.id)).toBe(0);
    expect(await gateway(gatewayId)).toMatchObject({ status: "refunded", refunded: 800 * SAR });
    const [row] = await database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ refundedAmount: 800 * SAR, refundPending: 0 });
    await expect(refund(1)).rejects.toMatchObject({ code: "REFUND_TOO_LARGE" });
  });

  it("settles a refund whose answer was lost from the gateway's figures, and returns one it refused", async () => {
    const { user, paymentId, gatewayId, member } = await paidTopUp(400 * SAR);
    const refunds = () => platformMovementFor(database.db, "refunds", user.id);
    const refundsBefore = await refunds();
    // The gateway refunds the card, but its answer never arrives (a crash, a dropped connection).
    const lost: GatewayDeps = {
      ...deps,
      gateway: {
        ...deps.gateway,
        refund: async (id, amount) => {
          await deps.gateway.refund(id, amount);
          throw new GatewayError("unavailable", "connection reset");
        },
      },
    };
    await expect(
      refundCardTopUp(lost, { paymentId, amount: 100 * SAR, actorUserId: member.id, reason: "r" }),
    ).rejects.toMatchObject({ code: "unavailable" });
    expect(await available(user.id)).toBe(300 * SAR);
    expect((await refunds()) - refundsBefore).toBe(100 * SAR);
    // Too soon: nothing is settled yet; later, the gateway's own figure settles it as refunded.
    await settleHeldRefunds(deps);
    expect((await refunds()) - refundsBefore).toBe(100 * SAR);
    const later = { ...deps, now: () => new Date(Date.now() + 6 * 60_000) };
    await settleHeldRefunds(later);
    expect((await refunds()) - refundsBefore).toBe(0);
    let [row] = await database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ refundedAmount: 100 * SAR, refundPending: 0 });

    // A refusal (the gateway says no) puts the money straight back.
    const refusing: GatewayDeps = {
      ...deps,
      gateway: {
        ...deps.gateway,
        refund: () => Promise.reject(new GatewayError("invalid_request", "refunds are closed")),
      },
    };
    await expect(
      refundCardTopUp(refusing, { paymentId, amount: 50 * SAR, actorUserId: member.id, reason: "r" }),
    ).rejects.toMatchObject({ code: "REFUND_REFUSED" });
    expect(await available(user.id)).toBe(300 * SAR);
    [row] = await database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ refundedAmount: 100 * SAR, refundPending: 0 });
    expect(await gateway(gatewayId)).toMatchObject({ refunded: 100 * SAR });
  });

  const gateway = (id: string) => deps.gateway.fetchPayment(id);
});
