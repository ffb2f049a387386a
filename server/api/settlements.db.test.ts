import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { payments, settlements } from "~/db/schema";
import { readUserBalances } from "~/modules/wallet/ledger.server";
import { createUser } from "../../tests/factories/accounts";
import { createBidders } from "../../tests/factories/bidding";
import { createTestDatabase } from "../../tests/support/database";
import { apiClient, callerHeaders, offContract, type Caller } from "../../tests/support/api-client";
import { createTestHttpApp } from "../../tests/support/http-app";
import { httpClient } from "../../tests/support/http-client";

const SAR = 100;
let database: Database;
let api: ReturnType<typeof apiClient>;
/** For the development endpoint, which the production document (the client's types) leaves out. */
let call: ReturnType<typeof httpClient>;
let ipCounter = 0;
const newIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  database = await createTestDatabase();
  const app = createTestHttpApp(database, { env: { TRUST_PROXY: "1" } });
  api = apiClient(app);
  call = httpClient(app);
});
afterAll(async () => {
  await database.close();
});

async function signIn(email: string, password = "secret-pass") {
  const login = await api.POST("/auth/login", {
    headers: callerHeaders({ ip: newIp() }),
    body: { identifier: email, password },
  });
  expect(login.response.status).toBe(200);
  return login.data!.token;
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

/** POST /me/settlements/{id}/pay from the wallet (the only method it takes). */
const pay = (caller: Caller, id: string, body: { method: "wallet" } = { method: "wallet" }) =>
  api.POST("/me/settlements/{id}/pay", { params: { path: { id } }, headers: callerHeaders(caller), body });
const invoiceOf = (caller: Caller, id: string) =>
  api.GET("/me/invoices/{id}", { params: { path: { id } }, headers: callerHeaders(caller) });

describe("the Payments API", () => {
  it("answers a guest 401 everywhere", async () => {
    const guest = { headers: callerHeaders({ lang: "en" }) };
    const path = { path: { id: crypto.randomUUID() } };
    for (const [name, send] of [
      ["GET /me/settlements", () => api.GET("/me/settlements", guest)],
      ["GET /me/settlements/{id}", () => api.GET("/me/settlements/{id}", { ...guest, params: path })],
      [
        "POST /me/settlements/{id}/pay",
        () => api.POST("/me/settlements/{id}/pay", { ...guest, params: path, body: { method: "wallet" } }),
      ],
      ["GET /me/invoices/{id}", () => api.GET("/me/invoices/{id}", { ...guest, params: path })],
      [
        "POST /dev/won-auction",
        async () => {
          const res = await call("POST", "/api/v1/dev/won-auction", {
            lang: "en",
            body: { method: "wallet" },
          });
          return { response: res.res, error: res.json as { code: string } };
        },
      ],
    ] as const) {
      const res = await send();
      expect(res.response.status, name).toBe(401);
      expect(res.error!.code).toBe("UNAUTHENTICATED");
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

    const list = await api.GET("/me/settlements", {
      headers: callerHeaders({ cookie: me.token, lang: "en" }),
    });
    expect(list.response.status).toBe(200);
    expect(list.response.headers.get("cache-control")).toBe("private, no-store");
    expect(list.data!.items).toHaveLength(1);
    expect(list.data!.items[0]).toMatchObject({
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
    expect(list.data!.items[0]!.auction.title).toMatch(/^Test apartment for payment/);

    const id = won.settlementId;
    const noKey = await pay({ cookie: me.token, lang: "en" }, id);
    expect(noKey.response.status).toBe(400);
    expect(noKey.error!.code).toBe("IDEMPOTENCY_KEY_REQUIRED");
    const byCard = await pay({ cookie: me.token, key: true }, id, offContract({ method: "card" }));
    expect(byCard.response.status).toBe(422);
    expect(byCard.error!.code).toBe("VALIDATION");

    const once = { cookie: me.token, key: crypto.randomUUID(), lang: "en" } as const;
    const [first, retry] = await Promise.all([pay(once, id), pay(once, id)]);
    expect(first.response.status).toBe(201);
    expect(retry.response.status).toBe(201);
    expect(retry.data!.payment).toEqual(first.data!.payment);
    const { payment, settlement } = first.data!;
    expect(settlement).toMatchObject({ status: "paid", pay: null });
    expect(settlement.payments).toMatchObject([
      { method: "wallet", status: "paid", amount: 4_893_750, receipt: { id: payment.receiptId } },
    ]);
    const invoice = settlement.invoice!;
    expect(invoice.href).toBe(`/en/payments/invoices/${invoice.id}`);
    expect(settlement.receipt!.href).toBe(`/en/payments/receipts/${payment.receiptId}`);

    const again = await pay({ cookie: me.token, key: true }, id);
    expect(again.response.status).toBe(409);
    expect(again.error!.code).toBe("SETTLEMENT_NOT_DUE");
    expect(
      await database.db.select().from(payments).where(eq(payments.settlementId, won.settlementId)),
    ).toHaveLength(1);
    const [settled] = await database.db
      .select()
      .from(settlements)
      .where(eq(settlements.id, won.settlementId));
    expect(settled!.status).toBe("paid");

    const read = await invoiceOf({ cookie: me.token, lang: "en" }, invoice.id);
    expect(read.response.status).toBe(200);
    expect(read.data).toMatchObject({
      number: invoice.number,
      kind: "simplified_tax_invoice",
      seller: { vatNumber: expect.stringMatching(/^\d{15}$/) },
      taxableAmount: 1_250 * SAR,
      vatRateBp: 1500,
      vat: 18_750,
      total: 143_750,
      settlementId: won.settlementId,
    });
    expect(read.data!.supply.description).toMatch(
      /^Commission on the sale of asset MZ-0\d{5} \(Test apartment/,
    );
    expect(read.data!.qr.fields.slice(3)).toEqual(["1437.50", "187.50"]);
    const arabic = await invoiceOf({ cookie: me.token, lang: "ar" }, invoice.id);
    expect(arabic.data!.supply.description).toMatch(/^سعي على بيع الأصل رقم MZ-0\d{5}/);

    // Others: the settlement and the invoice do not exist for them; the committee reads invoices.
    const stranger = await newBidder();
    const theirSettlement = await api.GET("/me/settlements/{id}", {
      params: { path: { id } },
      headers: callerHeaders({ cookie: stranger.token }),
    });
    expect(theirSettlement.response.status).toBe(404);
    const theirs = await pay({ cookie: stranger.token, key: true }, id);
    expect(theirs.response.status).toBe(404);
    expect((await invoiceOf({ cookie: stranger.token }, invoice.id)).response.status).toBe(404);
    const { user: committee, password } = await createUser(database, { roles: ["committee"] });
    const committeeToken = await signIn(committee.email, password);
    const audit = await invoiceOf({ cookie: committeeToken }, invoice.id);
    expect(audit.response.status).toBe(200);
    expect(audit.data!.number).toBe(invoice.number);
    expect((await invoiceOf({ cookie: me.token }, "INV-2026-000001")).response.status).toBe(400);
  });

  it("refuses a wallet that cannot cover what is due, naming both amounts, and a key reused for another settlement", async () => {
    const me = await newBidder();
    const [a, b] = [await winAuction(me.token), await winAuction(me.token)];
    // The endpoint topped the wallet up for each win in turn: paying one leaves less than the other needs.
    const key = crypto.randomUUID();
    const paid = await pay({ cookie: me.token, key }, a.settlementId);
    expect(paid.response.status).toBe(201);
    const reused = await pay({ cookie: me.token, key }, b.settlementId);
    expect(reused.response.status).toBe(422);
    expect(reused.error!.code).toBe("IDEMPOTENCY_KEY_REUSED");
    const { available } = (await readUserBalances(database.db, [me.id])).get(me.id)!;
    expect(available).toBeLessThan(b.totalDue);
    const short = await pay({ cookie: me.token, key: true, lang: "en" }, b.settlementId);
    expect(short.response.status).toBe(422);
    expect(short.error).toMatchObject({ code: "WALLET_NOT_ENOUGH", available, due: b.totalDue });
    expect(short.error!.detail).toContain("SAR 48,937.50");
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
