import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { payments, settlements } from "~/db/schema";
import { readUserBalances } from "~/modules/wallet/ledger.server";
import { createUser } from "../../tests/factories/accounts";
import { createBidders } from "../../tests/factories/bidding";
import { createTestDatabase } from "../../tests/support/database";
import { createTestHttpApp } from "../../tests/support/http-app";
import { httpClient } from "../../tests/support/http-client";

const SAR = 100;
let database: Database;
let call: ReturnType<typeof httpClient>;
let ipCounter = 0;
const newIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  database = await createTestDatabase();
  call = httpClient(createTestHttpApp(database, { env: { TRUST_PROXY: "1" } }));
});
afterAll(async () => {
  await database.close();
});

async function signIn(email: string, password = "secret-pass") {
  const login = await call("POST", "/api/v1/auth/login", {
    body: { identifier: email, password },
    ip: newIp(),
  });
  expect(login.status).toBe(200);
  return login.json.token as string;
}

/** A bidder with an empty wallet, signed in. */
async function newBidder() {
  const [bidder] = await createBidders(database, 1, { funds: 0 });
  return { ...bidder!, token: await signIn(bidder!.email) };
}

/** The development endpoint: the user wins a fresh small auction and owes its settlement. */
async function winAuction(token: string, price?: number) {
  const res = await call("POST", "/api/v1/dev/won-auction", {
    cookie: token,
    ...(price ? { body: { price } } : {}),
  });
  expect(res.status).toBe(201);
  return res.json as { auctionId: number; settlementId: string; totalDue: number; dueAt: string };
}

const key = () => ({ "Idempotency-Key": crypto.randomUUID() });

describe("the Payments API", () => {
  it("answers a guest 401 everywhere", async () => {
    const id = crypto.randomUUID();
    for (const [method, path] of [
      ["GET", "/api/v1/me/settlements"],
      ["GET", `/api/v1/me/settlements/${id}`],
      ["POST", `/api/v1/me/settlements/${id}/pay`],
      ["GET", `/api/v1/me/invoices/${id}`],
      ["POST", "/api/v1/dev/won-auction"],
    ] as const) {
      const res = await call(method, path, {
        lang: "en",
        body: method === "POST" ? { method: "wallet" } : undefined,
      });
      expect(res.status, path).toBe(401);
      expect(res.json.code).toBe("UNAUTHENTICATED");
    }
  });

  it("wins through the development endpoint, shows what is due, pays once from the wallet, and serves the invoice", async () => {
    const me = await newBidder();
    const won = await winAuction(me.token);
    // 50,000 SAR − 2,500 deposit + 1,250 commission + 187.50 VAT.
    expect(won.totalDue).toBe(4_893_750);
    const wallet = (await readUserBalances(database.db, [me.id])).get(me.id)!;
    expect(wallet.available).toBeGreaterThanOrEqual(won.totalDue);
    expect(wallet.locked.get(won.auctionId)).toBe(2_500 * SAR);

    const list = await call("GET", "/api/v1/me/settlements", { cookie: me.token, lang: "en" });
    expect(list.status).toBe(200);
    expect(list.res.headers.get("cache-control")).toBe("private, no-store");
    expect(list.json.items).toHaveLength(1);
    expect(list.json.items[0]).toMatchObject({
      id: won.settlementId,
      status: "due",
      auction: { id: won.auctionId, assetNumber: expect.stringMatching(/^MZ-0\d{5}$/) },
      hammerPrice: 50_000 * SAR,
      depositApplied: 2_500 * SAR,
      balanceDue: 47_500 * SAR,
      commissionRateBp: 250,
      commission: 1_250 * SAR,
      vatRateBp: 1500,
      vat: 18_750,
      totalDue: 4_893_750,
      dueAt: won.dueAt,
      invoice: null,
      receipt: null,
      pending: [],
      pay: {
        wallet: `/api/v1/me/settlements/${won.settlementId}/pay`,
        elsewhere: `/en/paymentMethod?purpose=winner_payment&settlement=${won.settlementId}`,
      },
    });
    expect(list.json.items[0].auction.title).toMatch(/^Test apartment for payment/);

    const payPath = `/api/v1/me/settlements/${won.settlementId}/pay`;
    const noKey = await call("POST", payPath, { cookie: me.token, body: { method: "wallet" }, lang: "en" });
    expect(noKey.status).toBe(400);
    expect(noKey.json.code).toBe("IDEMPOTENCY_KEY_REQUIRED");
    const byCard = await call("POST", payPath, {
      cookie: me.token,
      body: { method: "card" },
      headers: key(),
    });
    expect(byCard.status).toBe(422);
    expect(byCard.json.code).toBe("VALIDATION");

    const headers = key();
    const [first, retry] = await Promise.all([
      call("POST", payPath, { cookie: me.token, body: { method: "wallet" }, headers, lang: "en" }),
      call("POST", payPath, { cookie: me.token, body: { method: "wallet" }, headers, lang: "en" }),
    ]);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.json.payment).toEqual(first.json.payment);
    expect(first.json.settlement).toMatchObject({ status: "paid", pay: null });
    expect(first.json.settlement.payments).toMatchObject([
      { method: "wallet", status: "paid", amount: 4_893_750, receipt: { id: first.json.payment.receiptId } },
    ]);
    const invoice = first.json.settlement.invoice as { id: string; number: string; href: string };
    expect(invoice.href).toBe(`/en/payments/invoices/${invoice.id}`);
    expect(first.json.settlement.receipt.href).toBe(`/en/payments/receipts/${first.json.payment.receiptId}`);

    const again = await call("POST", payPath, {
      cookie: me.token,
      body: { method: "wallet" },
      headers: key(),
    });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("SETTLEMENT_NOT_DUE");
    expect(
      await database.db.select().from(payments).where(eq(payments.settlementId, won.settlementId)),
    ).toHaveLength(1);
    const [settled] = await database.db
      .select()
      .from(settlements)
      .where(eq(settlements.id, won.settlementId));
    expect(settled!.status).toBe("paid");

    const read = await call("GET", `/api/v1/me/invoices/${invoice.id}`, { cookie: me.token, lang: "en" });
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({
      number: invoice.number,
      kind: "simplified_tax_invoice",
      seller: { vatNumber: expect.stringMatching(/^\d{15}$/) },
      taxableAmount: 1_250 * SAR,
      vatRateBp: 1500,
      vat: 18_750,
      total: 143_750,
      settlementId: won.settlementId,
    });
    expect(read.json.supply.description).toMatch(
      /^Commission on the sale of asset MZ-0\d{5} \(Test apartment/,
    );
    expect(read.json.qr.fields.slice(3)).toEqual(["1437.50", "187.50"]);
    const arabic = await call("GET", `/api/v1/me/invoices/${invoice.id}`, { cookie: me.token, lang: "ar" });
    expect(arabic.json.supply.description).toMatch(/^سعي على بيع الأصل رقم MZ-0\d{5}/);

    // Others: the settlement and the invoice do not exist for them; the committee reads invoices.
    const stranger = await newBidder();
    expect(
      (await call("GET", `/api/v1/me/settlements/${won.settlementId}`, { cookie: stranger.token })).status,
    ).toBe(404);
    const theirs = await call("POST", payPath, {
      cookie: stranger.token,
      body: { method: "wallet" },
      headers: key(),
    });
    expect(theirs.status).toBe(404);
    expect((await call("GET", `/api/v1/me/invoices/${invoice.id}`, { cookie: stranger.token })).status).toBe(
      404,
    );
    const { user: committee, password } = await createUser(database, { roles: ["committee"] });
    const committeeToken = await signIn(committee.email, password);
    const audit = await call("GET", `/api/v1/me/invoices/${invoice.id}`, { cookie: committeeToken });
    expect(audit.status).toBe(200);
    expect(audit.json.number).toBe(invoice.number);
    expect((await call("GET", "/api/v1/me/invoices/INV-2026-000001", { cookie: me.token })).status).toBe(400);
  });

  it("refuses a wallet that cannot cover what is due, naming both amounts, and a key reused for another settlement", async () => {
    const me = await newBidder();
    const [a, b] = [await winAuction(me.token), await winAuction(me.token)];
    // The endpoint topped the wallet up for each win in turn: paying one leaves less than the other needs.
    const headers = key();
    const paid = await call("POST", `/api/v1/me/settlements/${a.settlementId}/pay`, {
      cookie: me.token,
      body: { method: "wallet" },
      headers,
    });
    expect(paid.status).toBe(201);
    const reused = await call("POST", `/api/v1/me/settlements/${b.settlementId}/pay`, {
      cookie: me.token,
      body: { method: "wallet" },
      headers,
    });
    expect(reused.status).toBe(422);
    expect(reused.json.code).toBe("IDEMPOTENCY_KEY_REUSED");
    const { available } = (await readUserBalances(database.db, [me.id])).get(me.id)!;
    expect(available).toBeLessThan(b.totalDue);
    const short = await call("POST", `/api/v1/me/settlements/${b.settlementId}/pay`, {
      cookie: me.token,
      body: { method: "wallet" },
      headers: key(),
      lang: "en",
    });
    expect(short.status).toBe(422);
    expect(short.json).toMatchObject({ code: "WALLET_NOT_ENOUGH", available, due: b.totalDue });
    expect(short.json.detail).toContain("SAR 48,937.50");
  });

  it("documents the routes under the Payments tag", async () => {
    const doc = await call("GET", "/api/v1/openapi.json");
    const paths = doc.json.paths as Record<string, Record<string, { tags: string[] }>>;
    for (const [path, method] of [
      ["/me/settlements", "get"],
      ["/me/settlements/{id}", "get"],
      ["/me/settlements/{id}/pay", "post"],
      ["/me/invoices/{id}", "get"],
    ] as const) {
      expect(paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(["Payments"]);
    }
  });
});
