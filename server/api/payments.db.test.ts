import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig, sandboxGatewaySecrets } from "~/config.server";
import type { Database } from "~/db/client.server";
import type { components } from "~/lib/api-types";
import { auditLog, gatewayWebhooks, notifications, payments, users } from "~/db/schema";
import { listRefunds } from "~/modules/payments/refund-views.server";
import { createSession } from "~/modules/accounts/sessions.server";
import {
  confirmGatewayPayment,
  reconcileGatewayPayments,
  type GatewayDeps,
} from "~/modules/payments/card-payments.server";
import { gatewayFromConfig } from "~/modules/payments/gateway-from-config.server";
import { GatewayError } from "~/modules/payments/gateway-error";
import {
  confirmCardRefund,
  refundCardTopUp,
  requestCardRefund,
  settleHeldRefunds,
} from "~/modules/payments/refunds.server";
import { ibanWithCheckDigits } from "~/modules/wallet/iban";
import { readUserBalances } from "~/modules/wallet/ledger.server";
import { createUser } from "../../tests/factories/accounts";
import { createTestDatabase } from "../../tests/support/database";
import { platformMovementFor } from "../../tests/support/ledger";
import {
  apiClient,
  asFormData,
  binary,
  callerHeaders,
  offContract,
  type Caller,
} from "../../tests/support/api-client";
import { createTestHttpApp } from "../../tests/support/http-app";
import { APP_WEBHOOK_PATH, deliverDueWebhooks } from "../sandbox-gateway/webhook-delivery";

/*
 * Card payments and transfers through the whole app, against the real sandbox gateway: the app
 * listens on a port of its own, so the gateway adapter reaches the sandbox's API over HTTP, the
 * test plays the payer's browser on the hosted pages, and the sandbox's signed webhooks arrive at
 * the payments API as they would in production. Nothing of ours is faked.
 */

type TransferDeclaration = components["schemas"]["TransferDeclaration"];

const SAR = 100;
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
let database: Database;
let server: Server;
let origin: string;
let app: ReturnType<typeof createTestHttpApp>;
let api: ReturnType<typeof apiClient>;
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
  api = apiClient(app, { origin });
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

type CardPayment = {
  method: "mada" | "credit_card" | "apple_pay";
  purpose: "top_up" | "winner_payment";
  amount?: number;
};

/** POST /api/v1/payments as an app would (bearer token). */
function startPayment(token: string, body: CardPayment, key: string | null = crypto.randomUUID()) {
  return api.POST("/payments", {
    headers: callerHeaders({ bearer: token, origin: null, ...(key ? { key } : {}) }),
    body,
  });
}

const paymentOf = (caller: Caller, id: string) =>
  api.GET("/me/payments/{id}", { params: { path: { id } }, headers: callerHeaders(caller) });

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
    expect(started.response.status).toBe(201);
    expect(started.data!.redirectUrl).toMatch(new RegExp(`^${origin}/_sandbox/gateway/pay/`));
    // A retried request is the same payment and the same page.
    const again = await startPayment(
      user.token,
      { method: "credit_card", purpose: "top_up", amount: 500 * SAR },
      key,
    );
    expect(again.data).toEqual(started.data);

    const gatewayId = await payOnHostedPage(started.data!.redirectUrl, "4111111111111111");
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
    const mine = (await paymentOf({ bearer: user.token, lang: "en" }, started.data!.paymentId)).data!;
    expect(mine).toMatchObject({
      status: "paid",
      method: "credit_card",
      amount: 500 * SAR,
      card: { brand: "visa", last4: "1111" },
      receipt: {
        verificationCode: expect.stringMatching(/^RCT-/),
        href: expect.stringMatching(/^\/en\/payments\/receipts\//),
      },
    });
    const check = await api.GET("/payments/receipts/verify", {
      params: { query: { code: mine.receipt!.verificationCode.toLowerCase() } },
    });
    expect(check.data).toMatchObject({ kind: "top_up", amount: 500 * SAR });
    expect(JSON.stringify(check.data)).not.toContain("1111");
  });

  it("declines: nothing is credited, the reason is told in the user's language, whichever arrives first", async () => {
    const user = await signedIn();
    const started = await startPayment(user.token, {
      method: "credit_card",
      purpose: "top_up",
      amount: 700 * SAR,
    });
    const gatewayId = await payOnHostedPage(started.data!.redirectUrl, "4123120001090000");
    // The webhook arrives before the payer is back.
    await deliverWebhooks(gatewayId);
    expect(await confirmGatewayPayment(deps, gatewayId)).toMatchObject({ outcome: "failed" });
    expect(await available(user.id)).toBe(0);
    for (const [lang, text] of [
      ["en", "Your card does not have enough funds for this amount."],
      ["ar", "رصيد بطاقتك لا يكفي لهذا المبلغ."],
    ] as const) {
      const mine = await paymentOf({ bearer: user.token, lang }, started.data!.paymentId);
      expect(mine.data).toMatchObject({
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
    const paid = await payOnHostedPage(first.data!.redirectUrl, "4201320111111010", "confirm");
    expect(await confirmGatewayPayment(deps, paid)).toMatchObject({ outcome: "paid" });
    const second = await startPayment(user.token, { method: "mada", purpose: "top_up", amount: 200 * SAR });
    const failed = await payOnHostedPage(second.data!.redirectUrl, "4201320111111010", "fail");
    expect(await confirmGatewayPayment(deps, failed)).toMatchObject({ outcome: "failed" });
    expect(await available(user.id)).toBe(300 * SAR);
    const history = await api.GET("/me/payments", { headers: callerHeaders({ bearer: user.token }) });
    expect(history.data!.items.map((p) => [p.status, p.failure?.reason ?? null])).toEqual([
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
    const res = await app.request(`${origin}${new URL(started.data!.redirectUrl).pathname}`, {
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
    const [row] = await database.db.select().from(payments).where(eq(payments.id, started.data!.paymentId));
    expect(row).toMatchObject({ status: "paid", cardBrand: "visa", cardLast4: "1111" });
  });

  it("expires a payment abandoned on the gateway's page, with the gateway's answer, however old", async () => {
    const user = await signedIn();
    const start = () => startPayment(user.token, { method: "mada", purpose: "top_up", amount: 120 * SAR });
    const status = async (id: string) =>
      (await database.db.select({ status: payments.status }).from(payments).where(eq(payments.id, id)))[0]!
        .status;
    const abandoned = (await start()).data!.paymentId;
    // Minutes later the gateway still calls it open: still in progress.
    const minutes = { ...deps, now: () => new Date(Date.now() + 5 * 60_000) };
    await reconcileGatewayPayments(minutes);
    expect(await status(abandoned)).toBe("initiated");
    // An hour on, still open there: expired here.
    const hourLater = { ...deps, now: () => new Date(Date.now() + 61 * 60_000) };
    expect((await reconcileGatewayPayments(hourLater)).expired).toBeGreaterThanOrEqual(1);
    expect(await status(abandoned)).toBe("expired");

    // One left in progress for over a week (the job was down) is asked about and expired too.
    const forgotten = (await start()).data!.paymentId;
    const weeksLater = { ...deps, now: () => new Date(Date.now() + 9 * 86_400_000) };
    await reconcileGatewayPayments(weeksLater);
    expect(await status(forgotten)).toBe("expired");
    expect(await available(user.id)).toBe(0);
    const history = await api.GET("/me/payments", { headers: callerHeaders({ bearer: user.token }) });
    expect(history.data!.items.map((p) => p.status)).toEqual(["expired", "expired"]);
  });

  it("wants a key and a session, and refuses what is not a card method or too much for a card", async () => {
    const user = await signedIn();
    expect(
      (await startPayment(user.token, { method: "mada", purpose: "top_up", amount: 100 }, null)).error!.code,
    ).toBe("IDEMPOTENCY_KEY_REQUIRED");
    const guest = await api.POST("/payments", {
      headers: callerHeaders({ origin: null, key: true }),
      body: { method: "mada", purpose: "top_up", amount: 100 },
    });
    expect(guest.response.status).toBe(401);
    const transfer = offContract<CardPayment>({ method: "bank_transfer", purpose: "top_up", amount: 100 });
    expect((await startPayment(user.token, transfer)).response.status).toBe(422);
    const tooMuch = await startPayment(
      user.token,
      { method: "credit_card", purpose: "top_up", amount: 20_000_000 * SAR },
      crypto.randomUUID(),
    );
    expect(tooMuch.error!.code).toBe("CARD_LIMIT_EXCEEDED");
  });

  it("answers a webhook that is not the gateway's 401, without a session or our origin, and never 403", async () => {
    // The gateway's signed JSON, which the document does not describe (the route reads the raw body).
    const event = (payload: unknown) => ({
      body: offContract<never>(payload),
      bodySerializer: JSON.stringify,
    });
    for (const origin of [null, "https://evil.example"]) {
      const res = await api.POST("/payments/webhooks/{gateway}", {
        params: { path: { gateway: "sandbox" } },
        headers: {
          ...callerHeaders({ origin }),
          "X-Sandbox-Signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`,
        },
        ...event({ id: "evt_forged", type: "payment_paid", data: {} }),
      });
      expect(res.response.status).toBe(401);
    }
    const moyasar = await api.POST("/payments/webhooks/{gateway}", {
      params: { path: { gateway: "moyasar" } },
      headers: callerHeaders({ origin: null }),
      ...event({}),
    });
    expect(moyasar.response.status).toBe(404);
  });
});

describe("transfers through the API", () => {
  function declare(
    token: string,
    fields: Omit<TransferDeclaration, "receipt">,
    receipt: Uint8Array | null = PDF,
    key = crypto.randomUUID(),
  ) {
    const file =
      receipt && new File([receipt as Uint8Array<ArrayBuffer>], "receipt.pdf", { type: "application/pdf" });
    return api.POST("/payments/transfers", {
      // As an app sends it: a bearer token and no Origin.
      headers: callerHeaders({ bearer: token, origin: null, key, lang: "en" }),
      body: { ...fields, ...(file ? { receipt: binary(file) } : {}) },
      bodySerializer: asFormData,
    });
  }
  const valid = {
    method: "bank_transfer" as const,
    purpose: "top_up" as const,
    amount: String(12_000 * SAR),
    bankName: "Al Rajhi Bank",
    iban: ibanWithCheckDigits("SA", "80000000608010167519"),
    accountName: "Reem Abdullah",
  };

  it("declares, lists it for the committee, verifies once and credits the wallet; audited and notified", async () => {
    const user = await signedIn();
    const member = await signedIn(["committee"]);
    const res = await declare(user.token, valid);
    expect(res.response.status).toBe(201);
    const declared = res.data!;
    expect(declared.status).toBe("awaiting_review");

    const queueOf = (token: string, query: { pageSize?: number } = {}) =>
      api.GET("/admin/transfers", { params: { query }, headers: callerHeaders({ bearer: token }) });
    expect((await queueOf(user.token)).response.status).toBe(403);
    const queue = await queueOf(member.token, { pageSize: 100 });
    const item = queue.data!.items.find((i) => i.id === declared.id)!;
    expect(item).toMatchObject({
      user: { id: user.id, transferReference: expect.stringMatching(/^MZD-U-/) },
      transfer: { bankName: "Al Rajhi Bank", receiptUrl: expect.stringMatching(/^\/media\/uploads\//) },
    });
    // The committee opens the receipt file; a stranger cannot.
    const openReceipt = (token: string) =>
      app.request(`${origin}${item.transfer!.receiptUrl}`, { headers: { Authorization: `Bearer ${token}` } });
    const opened = await openReceipt(member.token);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-type")).toBe("application/pdf");
    expect((await openReceipt((await signedIn()).token)).status).toBe(404);

    const verify = (token: string) =>
      api.POST("/admin/transfers/{id}/verify", {
        params: { path: { id: declared.id } },
        headers: callerHeaders({ bearer: token }),
      });
    expect((await verify(user.token)).response.status).toBe(403);
    const verified = await verify(member.token);
    expect(verified.response.status).toBe(200);
    expect(verified.data).toMatchObject({
      status: "paid",
      receipt: { verificationCode: expect.stringMatching(/^RCT-/) },
    });
    const twice = await verify(member.token);
    expect([twice.response.status, twice.error!.code]).toEqual([409, "TRANSFER_ALREADY_REVIEWED"]);
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
    expect(res.response.status).toBe(403);
    expect(res.response.headers.get("content-type")).toContain("application/problem+json");
    expect(res.error).toMatchObject({
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
    expect(res.response.status).toBe(422);
    const body = res.error!;
    expect(body.code).toBe("VALIDATION");
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: "amount", message: "Enter a valid amount greater than zero" },
        { path: "receipt", message: "Attach the transfer receipt" },
      ]),
    );
    const second = await declare(user.token, { ...valid, iban: "SA00", accountName: "Re", bankName: "" });
    const issues = second.error!.issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: "iban", message: "Enter a valid IBAN: 24 characters starting with SA" },
        { path: "accountName", message: "Account name must be at least 3 characters" },
        { path: "bankName", message: "Bank name is required" },
      ]),
    );
    const html = await declare(user.token, valid, new TextEncoder().encode("<html></html>"));
    expect(html.response.status).toBe(415);
  });

  it("rejects with the reason; the user sees it, and others see nothing of it", async () => {
    const user = await signedIn();
    const member = await signedIn(["committee"]);
    const declared = (await declare(user.token, valid)).data!;
    const reject = (reason: string, lang?: "ar" | "en") =>
      api.POST("/admin/transfers/{id}/reject", {
        params: { path: { id: declared.id } },
        headers: callerHeaders({ bearer: member.token, lang }),
        body: { reason },
      });
    const noReason = await reject("", "ar");
    expect(noReason.response.status).toBe(422);
    expect(noReason.error!.issues![0]!.message).toMatch(/[\u0600-\u06ff]/);
    const rejected = await reject("The amount on the statement differs");
    expect(rejected.data).toMatchObject({
      status: "rejected",
      transfer: { rejectionReason: "The amount on the statement differs" },
    });
    expect((await paymentOf({ bearer: (await signedIn()).token }, declared.id)).response.status).toBe(404);
    expect((await paymentOf({ bearer: user.token }, declared.id)).data!.status).toBe("rejected");
    expect(await available(user.id)).toBe(0);
    const [row] = await database.db.select({ roles: users.roles }).from(users).where(eq(users.id, member.id));
    expect(row!.roles).toEqual(["committee"]);
  });
});

describe("refunds of a card top-up", () => {
  async function paidTopUp(amount: number) {
    const user = await signedIn();
    const started = await startPayment(user.token, { method: "credit_card", purpose: "top_up", amount });
    const gatewayId = await payOnHostedPage(started.data!.redirectUrl, "4111111111111111");
    expect((await confirmGatewayPayment(deps, gatewayId)).outcome).toBe("paid");
    const member = await signedIn(["committee"]);
    return { user, paymentId: started.data!.paymentId, gatewayId, member };
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

  it("four eyes above the refund threshold: asked by one member, confirmed by another; at most once per key", async () => {
    // The default threshold: 100,000 SAR (left as it is: suites share the database).
    const { user, paymentId, gatewayId, member } = await paidTopUp(100_101 * SAR);
    const second = await signedIn(["committee"]);
    const ask = (actorUserId: string, amount: number, idempotencyKey: string | null = null) =>
      requestCardRefund(deps, {
        paymentId,
        amount,
        actorUserId,
        reason: "asked by the user",
        idempotencyKey,
      });
    // At or below the threshold: refunded at once, and a retry with the same key refunds nothing more.
    const key = crypto.randomUUID();
    expect(await ask(member.id, 100 * SAR, key)).toEqual({ state: "refunded", refunded: 100 * SAR });
    expect(await ask(member.id, 100 * SAR, key)).toEqual({ state: "refunded", refunded: 100 * SAR });
    expect(await available(user.id)).toBe(100_001 * SAR);
    // Nobody refunds their own payment.
    await expect(ask(user.id, 100 * SAR)).rejects.toMatchObject({ code: "REVIEW_OWN_REQUEST" });
    // Above it: recorded, nothing moves until a different member confirms.
    expect(await ask(member.id, 100_001 * SAR)).toEqual({
      state: "awaiting_second_approval",
      amount: 100_001 * SAR,
    });
    expect(await available(user.id)).toBe(100_001 * SAR);
    await expect(ask(second.id, 100_001 * SAR)).rejects.toMatchObject({ code: "REFUND_ALREADY_REQUESTED" });
    const listed = await listRefunds({ db: database.db });
    expect(listed.awaiting.find((r) => r.paymentId === paymentId)).toMatchObject({
      amount: 100_001 * SAR,
      requestedBy: { id: member.id },
    });
    await expect(confirmCardRefund(deps, { paymentId, actorUserId: member.id })).rejects.toMatchObject({
      code: "SECOND_APPROVER_REQUIRED",
    });
    expect(await confirmCardRefund(deps, { paymentId, actorUserId: second.id })).toEqual({
      refunded: 100_001 * SAR,
    });
    expect(await available(user.id)).toBe(0);
    expect(await gateway(gatewayId)).toMatchObject({ refunded: 100_101 * SAR });
    await expect(confirmCardRefund(deps, { paymentId, actorUserId: second.id })).rejects.toMatchObject({
      code: "REFUND_NOT_REQUESTED",
    });
    const audit = await database.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.subjectId, paymentId))
      .orderBy(auditLog.id);
    const refundAudit = audit.filter((a) => a.action === "payment.refund" || a.action.startsWith("refund."));
    expect(refundAudit.map((a) => [a.action, a.actor])).toEqual([
      ["payment.refund", member.id],
      ["refund.first_approval", member.id],
      ["payment.refund", second.id],
    ]);
    expect(refundAudit.at(-1)!.details).toMatchObject({ firstApprovedBy: member.id });
    expect(
      (await listRefunds({ db: database.db })).records.find((r) => r.paymentId === paymentId),
    ).toMatchObject({
      refunded: 100_101 * SAR,
      pending: 0,
    });
  });
});
