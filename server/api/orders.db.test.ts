import { OpenAPIHono } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import { auctions, outboxMessages } from "~/db/schema";
import { placeBid } from "~/modules/bidding/place-bid.server";
import { createAuction, createPlace } from "../../tests/factories/auctions";
import { createBidders } from "../../tests/factories/bidding";
import { createTestDatabase } from "../../tests/support/database";
import { apiClient, callerHeaders, offContract, type Caller } from "../../tests/support/api-client";
import { createTestHttpApp } from "../../tests/support/http-app";
import { httpClient } from "../../tests/support/http-client";
import { createTestServices } from "../../tests/support/services";
import { registerOrderRoutes } from "./orders";

const SAR = 100;
const HOUR = 3_600_000;
const OPENING = 1_000_000 * SAR;

let database: Database;
let services: Services;
let api: ReturnType<typeof apiClient>;
/** For the development outbox, which the production document (the client's types) leaves out. */
let call: ReturnType<typeof httpClient>;
let place: Awaited<ReturnType<typeof createPlace>>;
let ipCounter = 0;
const newIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  database = await createTestDatabase();
  services = await createTestServices(database);
  const app = createTestHttpApp(database, { env: { TRUST_PROXY: "1" } });
  api = apiClient(app);
  call = httpClient(app);
  place = await createPlace(database.db);
});
afterAll(async () => {
  await services.live.close();
  await database.close();
});

/** A funded, confirmed bidder signed in over HTTP. */
async function signedInBidder() {
  const [bidder] = await createBidders(database, 1);
  const login = await api.POST("/auth/login", {
    headers: callerHeaders({ ip: newIp() }),
    body: { identifier: bidder!.email, password: "secret-pass" },
  });
  expect(login.response.status).toBe(200);
  return { ...bidder!, token: login.data!.token };
}

async function upcomingAuction(startsInHours = 24) {
  const now = Date.now();
  const { auction, property } = await createAuction(database.db, place, {
    auction: {
      status: "upcoming",
      startsAt: new Date(now + startsInHours * HOUR),
      endsAt: new Date(now + (startsInHours + 24) * HOUR),
      scheduledEndsAt: new Date(now + (startsInHours + 24) * HOUR),
    },
  });
  return { auction, property };
}

const registration = { acceptTerms: true, acceptRules: true, rulesVersion: 1 } as const;

async function registerOverHttp(token: string, auctionId: number): Promise<string> {
  const res = await api.POST("/auctions/{id}/registrations", {
    params: { path: { id: auctionId } },
    headers: callerHeaders({ cookie: token }),
    body: registration,
  });
  expect(res.response.status).toBe(201);
  return res.data!.id;
}

type OrdersQuery = { group?: "next" | "current" | "finished" | "cancelled"; page?: number };
const orders = (caller: Caller, query: OrdersQuery = {}) =>
  api.GET("/me/orders", { params: { query }, headers: callerHeaders(caller) });
const order = (caller: Caller, id: string) =>
  api.GET("/me/orders/{id}", { params: { path: { id } }, headers: callerHeaders(caller) });
const cancelOrder = (caller: Caller, id: string) =>
  api.POST("/me/orders/{id}/cancel", { params: { path: { id } }, headers: callerHeaders(caller) });
const mailReceipt = (caller: Caller, id: string) =>
  api.POST("/me/orders/{id}/receipt/mail", { params: { path: { id } }, headers: callerHeaders(caller) });
const verifyReceipt = (code?: string) =>
  api.GET("/receipts/verify", {
    params: { query: offContract<{ code: string }>(code === undefined ? {} : { code }) },
  });

describe("GET /api/v1/me/orders", () => {
  it("answers a guest 401 in the request's language", async () => {
    const res = await orders({ lang: "en" });
    expect(res.response.status).toBe(401);
    expect(res.error).toMatchObject({ code: "UNAUTHENTICATED", detail: "Not authenticated" });
    expect((await cancelOrder({}, crypto.randomUUID())).response.status).toBe(401);
  });

  it("lists the user's orders by group, with counts, states and actions", async () => {
    const me = await signedInBidder();
    const { auction: next, property } = await upcomingAuction();
    const nextId = await registerOverHttp(me.token, next.id);
    // A live order, made by really bidding.
    const { auction: live } = await createAuction(database.db, place);
    await placeBid(services, {
      auctionId: live.id,
      userId: me.id,
      amount: OPENING,
      confirmHighBid: false,
      acceptRulesVersion: "current",
      source: "web",
      idempotencyKey: null,
    });

    const res = await orders({ cookie: me.token, lang: "en" });
    expect(res.response.status).toBe(200);
    expect(res.response.headers.get("cache-control")).toBe("private, no-store");
    expect(res.data).toMatchObject({
      group: "next",
      counts: { next: 1, current: 1, finished: 0, cancelled: 0, won: 0 },
      total: 1,
      page: 1,
      pages: 1,
    });
    expect(res.data!.items[0]).toMatchObject({
      id: nextId,
      group: "next",
      status: "active",
      state: "registered",
      stateText: "Registered: the auction has not started yet",
      auction: {
        id: next.id,
        status: "upcoming",
        assetNumber: property.assetNumber,
        title: "Test villa",
        deposit: 5_000_000,
        cancelReason: null,
      },
      actions: { enter: true, cancel: true, rebook: null, receipt: { href: `/en/orders/${nextId}/receipt` } },
    });

    const current = (await orders({ bearer: me.token }, { group: "current" })).data!;
    expect(current.items).toHaveLength(1);
    expect(current.items[0]).toMatchObject({
      group: "current",
      leading: true,
      highestBid: OPENING,
      bidderNumber: 1,
      state: "leading",
      stateText: "أنت صاحب أعلى مزايدة",
      auction: { id: live.id, title: "فيلا للاختبار" },
    });
    expect((await orders({ cookie: me.token }, { group: "finished", page: 2 })).data).toMatchObject({
      items: [],
      page: 2,
      total: 0,
    });
  });

  it("refuses a bad group or page with 400 problem+json in the request's language", async () => {
    const me = await signedInBidder();
    const refused: Record<string, string>[] = [
      { group: "won" },
      { group: "" },
      { page: "0" },
      { page: "-1" },
      { page: "abc" },
      { page: "100000" },
    ];
    for (const query of refused) {
      const res = await orders({ cookie: me.token, lang: "en" }, offContract<OrdersQuery>(query));
      const qs = new URLSearchParams(query).toString();
      expect(res.response.status, qs).toBe(400);
      expect(res.response.headers.get("content-type")).toContain("application/problem+json");
      expect(res.error).toMatchObject({
        code: "INVALID_QUERY",
        detail: "A query parameter has an invalid value.",
      });
    }
    const ar = await orders({ cookie: me.token }, offContract<OrdersQuery>({ group: "later" }));
    expect(ar.error!.detail).toBe("قيمة غير صالحة في معاملات الطلب.");
    expect(ar.response.headers.get("content-language")).toBe("ar");
  });
});

describe("POST /api/v1/me/orders/{id}/cancel", () => {
  it("cancels the user's own request before the start; never another user's", async () => {
    const me = await signedInBidder();
    const other = await signedInBidder();
    const { auction } = await upcomingAuction();
    const orderId = await registerOverHttp(me.token, auction.id);

    const stranger = await cancelOrder({ cookie: other.token, lang: "en" }, orderId);
    expect(stranger.response.status).toBe(404);
    expect(stranger.error!.code).toBe("NOT_FOUND");
    expect((await order({ cookie: other.token }, orderId)).response.status).toBe(404);
    expect((await orders({ cookie: other.token })).data!.total).toBe(0);

    const res = await cancelOrder({ cookie: me.token, lang: "en" }, orderId);
    expect(res.response.status).toBe(200);
    expect(res.data).toMatchObject({
      id: orderId,
      group: "cancelled",
      status: "withdrawn",
      state: "withdrawn",
      actions: { cancel: false, enter: false, rebook: { auctionId: auction.id, sameAuction: true } },
    });
    expect(res.data!.stateText).toMatch(/^You cancelled this request on /);
    const list = (await orders({ cookie: me.token }, { group: "cancelled" })).data!;
    expect(list.items.map((o) => o.id)).toEqual([orderId]);
    expect(list.counts.next).toBe(0);

    // Rebook: register again through the auction's registration endpoint.
    const again = await registerOverHttp(me.token, res.data!.actions.rebook!.auctionId);
    expect(again).not.toBe(orderId);
    expect((await orders({ cookie: me.token }, { group: "next" })).data!.items[0]!.id).toBe(again);
  });

  it("answers 409 once the auction has started, and 400 for a malformed id", async () => {
    const me = await signedInBidder();
    const { auction } = await upcomingAuction(1);
    const orderId = await registerOverHttp(me.token, auction.id);
    await database.db
      .update(auctions)
      .set({ status: "current", startsAt: new Date() })
      .where(eq(auctions.id, auction.id));

    const en = await cancelOrder({ cookie: me.token, lang: "en" }, orderId);
    expect(en.response.status).toBe(409);
    expect(en.error).toMatchObject({
      code: "REGISTRATION_NOT_CANCELLABLE",
      detail: "A registration can be cancelled only before the auction starts.",
    });
    const ar = await cancelOrder({ cookie: me.token }, orderId);
    expect(ar.error!.detail).toBe("لا يمكن إلغاء التسجيل في المزاد إلا قبل بدئه.");
    expect((await cancelOrder({ cookie: me.token }, "12")).response.status).toBe(400);
  });
});

describe("POST /api/v1/me/orders/{id}/receipt/mail", () => {
  it("e-mails the receipt to the user, in the request's language; never another user's", async () => {
    const me = await signedInBidder();
    const other = await signedInBidder();
    const { auction, property } = await upcomingAuction();
    const orderId = await registerOverHttp(me.token, auction.id);

    const stranger = await mailReceipt({ cookie: other.token }, orderId);
    expect(stranger.response.status).toBe(404);

    const res = await mailReceipt({ cookie: me.token, lang: "en" }, orderId);
    expect(res.response.status).toBe(202);
    expect(res.data).toEqual({ email: me.email });
    const outbox = await call("GET", `/api/v1/dev/outbox?recipient=${encodeURIComponent(me.email)}`);
    const [mail] = outbox.json.data;
    expect(mail).toMatchObject({
      channel: "email",
      template: "orders.receipt",
      subject: `Your auction registration receipt — asset ${property.assetNumber}`,
    });
    const mine = await order({ cookie: me.token }, orderId);
    expect(mail.body).toContain(mine.data!.receiptCode);
    const rows = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, other.email));
    expect(rows).toEqual([]);
  });
});

describe("GET /api/v1/receipts/verify", () => {
  it("checks a code publicly, naming no one", async () => {
    const me = await signedInBidder();
    const { auction, property } = await upcomingAuction();
    const orderId = await registerOverHttp(me.token, auction.id);
    const { receiptCode } = (await order({ cookie: me.token }, orderId)).data!;

    const res = await verifyReceipt(receiptCode.toLowerCase());
    expect(res.response.status).toBe(200);
    expect(res.data).toEqual({
      code: receiptCode,
      assetNumber: property.assetNumber,
      registeredAt: expect.any(String),
      status: "active",
    });
    expect((await verifyReceipt("MZD-0000-0000-0000")).response.status).toBe(404);
    expect((await verifyReceipt()).response.status).toBe(400);
  });

  it("is documented under the Orders tag", async () => {
    const routes = new OpenAPIHono();
    registerOrderRoutes(routes, services);
    const doc = routes.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "Mazad API", version: "1" } });
    for (const path of [
      "/me/orders",
      "/me/orders/{id}",
      "/me/orders/{id}/cancel",
      "/me/orders/{id}/receipt/mail",
      "/receipts/verify",
    ]) {
      const ops = Object.values(doc.paths![path] as Record<string, { tags: string[] }>);
      expect(ops[0]!.tags, path).toEqual(["Orders"]);
    }
  });
});
