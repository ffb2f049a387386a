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
import { createTestHttpApp } from "../../tests/support/http-app";
import { httpClient } from "../../tests/support/http-client";
import { createTestServices } from "../../tests/support/services";
import { registerOrderRoutes } from "./orders";

const SAR = 100;
const HOUR = 3_600_000;
const OPENING = 1_000_000 * SAR;

let database: Database;
let services: Services;
let call: ReturnType<typeof httpClient>;
let place: Awaited<ReturnType<typeof createPlace>>;
let ipCounter = 0;
const newIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  database = await createTestDatabase();
  services = await createTestServices(database);
  call = httpClient(createTestHttpApp(database, { env: { TRUST_PROXY: "1" } }));
  place = await createPlace(database.db);
});
afterAll(async () => {
  await services.live.close();
  await database.close();
});

/** A funded, confirmed bidder signed in over HTTP. */
async function signedInBidder() {
  const [bidder] = await createBidders(database, 1);
  const login = await call("POST", "/api/v1/auth/login", {
    body: { identifier: bidder!.email, password: "secret-pass" },
    ip: newIp(),
  });
  expect(login.status).toBe(200);
  return { ...bidder!, token: login.json.token as string };
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

const registration = { acceptTerms: true, acceptRules: true, rulesVersion: 1 };

async function registerOverHttp(token: string, auctionId: number): Promise<string> {
  const res = await call("POST", `/api/v1/auctions/${auctionId}/registrations`, {
    cookie: token,
    body: registration,
  });
  expect(res.status).toBe(201);
  return res.json.id as string;
}

describe("GET /api/v1/me/orders", () => {
  it("answers a guest 401 in the request's language", async () => {
    const res = await call("GET", "/api/v1/me/orders", { lang: "en" });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: "UNAUTHENTICATED", detail: "Not authenticated" });
    expect((await call("POST", `/api/v1/me/orders/${crypto.randomUUID()}/cancel`)).status).toBe(401);
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

    const res = await call("GET", "/api/v1/me/orders", { cookie: me.token, lang: "en" });
    expect(res.status).toBe(200);
    expect(res.res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.json).toMatchObject({
      group: "next",
      counts: { next: 1, current: 1, finished: 0, cancelled: 0, won: 0 },
      total: 1,
      page: 1,
      pages: 1,
    });
    expect(res.json.items[0]).toMatchObject({
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

    const current = await call("GET", "/api/v1/me/orders?group=current", { bearer: me.token });
    expect(current.json.items).toHaveLength(1);
    expect(current.json.items[0]).toMatchObject({
      group: "current",
      leading: true,
      highestBid: OPENING,
      bidderNumber: 1,
      state: "leading",
      stateText: "أنت صاحب أعلى مزايدة",
      auction: { id: live.id, title: "فيلا للاختبار" },
    });
    expect(
      (await call("GET", "/api/v1/me/orders?group=finished&page=2", { cookie: me.token })).json,
    ).toMatchObject({ items: [], page: 2, total: 0 });
  });

  it("refuses a bad group or page with 400 problem+json in the request's language", async () => {
    const me = await signedInBidder();
    for (const query of ["group=won", "group=", "page=0", "page=-1", "page=abc", "page=100000"]) {
      const res = await call("GET", `/api/v1/me/orders?${query}`, { cookie: me.token, lang: "en" });
      expect(res.status, query).toBe(400);
      expect(res.res.headers.get("content-type")).toContain("application/problem+json");
      expect(res.json).toMatchObject({
        code: "INVALID_QUERY",
        detail: "A query parameter has an invalid value.",
      });
    }
    const ar = await call("GET", "/api/v1/me/orders?group=later", { cookie: me.token });
    expect(ar.json.detail).toBe("قيمة غير صالحة في معاملات الطلب.");
    expect(ar.res.headers.get("content-language")).toBe("ar");
  });
});

describe("POST /api/v1/me/orders/{id}/cancel", () => {
  it("cancels the user's own request before the start; never another user's", async () => {
    const me = await signedInBidder();
    const other = await signedInBidder();
    const { auction } = await upcomingAuction();
    const orderId = await registerOverHttp(me.token, auction.id);

    const stranger = await call("POST", `/api/v1/me/orders/${orderId}/cancel`, {
      cookie: other.token,
      lang: "en",
    });
    expect(stranger.status).toBe(404);
    expect(stranger.json.code).toBe("NOT_FOUND");
    expect((await call("GET", `/api/v1/me/orders/${orderId}`, { cookie: other.token })).status).toBe(404);
    expect((await call("GET", "/api/v1/me/orders", { cookie: other.token })).json.total).toBe(0);

    const res = await call("POST", `/api/v1/me/orders/${orderId}/cancel`, { cookie: me.token, lang: "en" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: orderId,
      group: "cancelled",
      status: "withdrawn",
      state: "withdrawn",
      actions: { cancel: false, enter: false, rebook: { auctionId: auction.id, sameAuction: true } },
    });
    expect(res.json.stateText).toMatch(/^You cancelled this request on /);
    const list = await call("GET", "/api/v1/me/orders?group=cancelled", { cookie: me.token });
    expect(list.json.items.map((o: { id: string }) => o.id)).toEqual([orderId]);
    expect(list.json.counts.next).toBe(0);

    // Rebook: register again through the auction's registration endpoint.
    const again = await registerOverHttp(me.token, res.json.actions.rebook.auctionId);
    expect(again).not.toBe(orderId);
    expect((await call("GET", "/api/v1/me/orders?group=next", { cookie: me.token })).json.items[0].id).toBe(
      again,
    );
  });

  it("answers 409 once the auction has started, and 400 for a malformed id", async () => {
    const me = await signedInBidder();
    const { auction } = await upcomingAuction(1);
    const orderId = await registerOverHttp(me.token, auction.id);
    await database.db
      .update(auctions)
      .set({ status: "current", startsAt: new Date() })
      .where(eq(auctions.id, auction.id));

    const en = await call("POST", `/api/v1/me/orders/${orderId}/cancel`, { cookie: me.token, lang: "en" });
    expect(en.status).toBe(409);
    expect(en.json).toMatchObject({
      code: "REGISTRATION_NOT_CANCELLABLE",
      detail: "A registration can be cancelled only before the auction starts.",
    });
    const ar = await call("POST", `/api/v1/me/orders/${orderId}/cancel`, { cookie: me.token });
    expect(ar.json.detail).toBe("لا يمكن إلغاء طلب المشاركة إلا قبل بدء المزاد.");
    expect((await call("POST", "/api/v1/me/orders/12/cancel", { cookie: me.token })).status).toBe(400);
  });
});

describe("POST /api/v1/me/orders/{id}/receipt/mail", () => {
  it("e-mails the receipt to the user, in the request's language; never another user's", async () => {
    const me = await signedInBidder();
    const other = await signedInBidder();
    const { auction, property } = await upcomingAuction();
    const orderId = await registerOverHttp(me.token, auction.id);

    const stranger = await call("POST", `/api/v1/me/orders/${orderId}/receipt/mail`, { cookie: other.token });
    expect(stranger.status).toBe(404);

    const res = await call("POST", `/api/v1/me/orders/${orderId}/receipt/mail`, {
      cookie: me.token,
      lang: "en",
    });
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ email: me.email });
    const outbox = await call("GET", `/api/v1/dev/outbox?recipient=${encodeURIComponent(me.email)}`);
    const [mail] = outbox.json.data;
    expect(mail).toMatchObject({
      channel: "email",
      template: "orders.receipt",
      subject: `Your auction registration receipt — asset ${property.assetNumber}`,
    });
    const order = await call("GET", `/api/v1/me/orders/${orderId}`, { cookie: me.token });
    expect(mail.body).toContain(order.json.receiptCode);
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
    const { receiptCode } = (await call("GET", `/api/v1/me/orders/${orderId}`, { cookie: me.token })).json;

    const res = await call(
      "GET",
      `/api/v1/receipts/verify?code=${encodeURIComponent(receiptCode.toLowerCase())}`,
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      code: receiptCode,
      assetNumber: property.assetNumber,
      registeredAt: expect.any(String),
      status: "active",
    });
    expect((await call("GET", "/api/v1/receipts/verify?code=MZD-0000-0000-0000")).status).toBe(404);
    expect((await call("GET", "/api/v1/receipts/verify")).status).toBe(400);
  });

  it("is documented under the Orders tag", async () => {
    const api = new OpenAPIHono();
    registerOrderRoutes(api, services);
    const doc = api.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "Mazad API", version: "1" } });
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
