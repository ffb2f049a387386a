import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { liveEvents, outboxMessages } from "~/db/schema";
import { createUser } from "../../tests/factories/accounts";
import { createAuction, createPlace } from "../../tests/factories/auctions";
import { notificationFor, recordNotifications } from "../../tests/factories/notifications";
import { createTestDatabase } from "../../tests/support/database";
import { apiClient, callerHeaders, offContract, type Caller } from "../../tests/support/api-client";
import { createTestHttpApp } from "../../tests/support/http-app";
import { httpClient } from "../../tests/support/http-client";

let database: Database;
let api: ReturnType<typeof apiClient>;
/** For the development endpoints, which the production document (the client's types) leaves out. */
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

/** A user signed in over HTTP, with its session token. */
async function signedInUser(locale: "ar" | "en" = "ar") {
  const { user, password } = await createUser(database, { locale });
  const login = await api.POST("/auth/login", {
    headers: callerHeaders({ ip: newIp() }),
    body: { identifier: user.email, password },
  });
  expect(login.response.status).toBe(200);
  return { user, token: login.data!.token };
}

type Query = { limit?: number; before?: number };
const notifications = (caller: Caller, query: Query = {}) =>
  api.GET("/me/notifications", { params: { query }, headers: callerHeaders(caller) });
type ReadBody = { all?: true; ids?: number[] };
const markRead = (caller: Caller, body: ReadBody) =>
  api.POST("/me/notifications/read", { headers: callerHeaders(caller), body });

describe("GET /api/v1/me/notifications", () => {
  it("answers a guest 401 Not authenticated, in the request's language", async () => {
    const ar = await notifications({});
    expect(ar.response.status).toBe(401);
    expect(ar.response.headers.get("content-type")).toContain("application/problem+json");
    expect(ar.error).toMatchObject({ code: "UNAUTHENTICATED", detail: "لم يتم تسجيل الدخول" });
    const en = await notifications({ lang: "en" });
    expect(en.error!.detail).toBe("Not authenticated");
    const read = await markRead({ lang: "en" }, { all: true });
    expect(read.response.status).toBe(401);
  });

  it("lists the user's own, newest first, worded in the request's language, page by page", async () => {
    const { user, token } = await signedInUser();
    const { user: other } = await createUser(database);
    const place = await createPlace(database.db);
    const { auction } = await createAuction(database.db, place);
    const { ids } = await recordNotifications(database.db, [
      notificationFor(user.id, "bid_accepted", auction.id),
      notificationFor(user.id, "outbid", auction.id),
      notificationFor(user.id, "auction_starting_soon", auction.id),
      notificationFor(other.id, "auction_won", auction.id),
    ]);

    const first = await notifications({ cookie: token }, { limit: 2 });
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("cache-control")).toBe("private, no-store");
    const page = first.data!;
    expect(page.unreadCount).toBe(3);
    expect(page.items.map((n) => n.id)).toEqual([ids[2], ids[1]]);
    expect(page.items[0]).toMatchObject({
      event: "auction_starting_soon",
      auctionId: auction.id,
      title: "يبدأ المزاد خلال 24 ساعة",
      href: `/mazadat/${auction.id}`,
      readAt: null,
      params: { assetNumber: "RUH-1024", hours: 24 },
    });
    expect(page.nextBefore).toBe(ids[1]);

    const older = (await notifications({ bearer: token, lang: "en" }, { limit: 2, before: page.nextBefore! }))
      .data!;
    expect(older.items).toHaveLength(1);
    expect(older.items[0]).toMatchObject({
      id: ids[0],
      title: "Bid submitted successfully",
      body: "Your bid of SAR 1,250,000 on “Villa in Al Malqa” (asset RUH-1024) was accepted.",
      href: `/en/mazadat/${auction.id}`,
    });
    expect(older.nextBefore).toBeNull();
  });

  it("refuses a malformed query with 400 in the request's language", async () => {
    const { token } = await signedInUser();
    const refused: Record<string, string>[] = [
      { limit: "0" },
      { limit: "51" },
      { limit: "abc" },
      { before: "-1" },
      { before: "1e3" },
    ];
    for (const query of refused) {
      const res = await notifications({ cookie: token, lang: "en" }, offContract<Query>(query));
      expect(res.response.status, new URLSearchParams(query).toString()).toBe(400);
      expect(res.error).toMatchObject({
        code: "INVALID_QUERY",
        detail: "A query parameter has an invalid value.",
      });
    }
  });
});

describe("POST /api/v1/me/notifications/read", () => {
  it("marks the given ids or all, never another user's, and answers the unread count", async () => {
    const { user, token } = await signedInUser();
    const { user: other, token: otherToken } = await signedInUser();
    const { ids } = await recordNotifications(database.db, [
      notificationFor(user.id, "outbid"),
      notificationFor(user.id, "auction_extended"),
      notificationFor(user.id, "auction_lost"),
      notificationFor(other.id, "outbid"),
    ]);
    const [mine1, , , theirs] = ids as [number, number, number, number];

    const some = await markRead({ cookie: token }, { ids: [mine1, theirs] });
    expect(some.response.status).toBe(200);
    expect(some.data).toEqual({ unreadCount: 2 });

    // The other user still has theirs unread, and cannot mark ours.
    const theirList = (await notifications({ cookie: otherToken })).data!;
    expect(theirList.unreadCount).toBe(1);
    expect(theirList.items.map((n) => n.id)).toEqual([theirs]);
    await markRead({ cookie: otherToken }, { ids: ids.slice(0, 3) });
    expect((await notifications({ cookie: token })).data!.unreadCount).toBe(2);

    const all = await markRead({ bearer: token }, { all: true });
    expect(all.data).toEqual({ unreadCount: 0 });
    const list = (await notifications({ cookie: token })).data!;
    expect(list.items.every((n) => n.readAt !== null)).toBe(true);
  });

  it("refuses a bad body with 422 and one clear message in the request's language", async () => {
    const { token } = await signedInUser();
    const refused: unknown[] = [
      {},
      { all: false },
      { ids: [] },
      { ids: ["1"] },
      { ids: [1], all: true },
      { every: true },
    ];
    for (const body of refused) {
      const ar = await markRead({ cookie: token }, offContract<ReadBody>(body));
      expect(ar.response.status, JSON.stringify(body)).toBe(422);
      expect(ar.error!.code).toBe("VALIDATION");
      expect(ar.error!.detail).toBe("بعض الحقول غير صالحة.");
      expect(ar.error!.issues![0]!.message).toMatch(/^أرسل أرقام الإشعارات/);
    }
    const en = await markRead({ cookie: token, lang: "en" }, {});
    expect(en.error!.issues![0]!.message).toMatch(/^Send the ids of the notifications/);
    const notJson = await api.POST("/me/notifications/read", {
      headers: { ...callerHeaders({ cookie: token }), "Content-Type": "application/x-www-form-urlencoded" },
      body: { all: true },
      bodySerializer: (body) => new URLSearchParams({ all: String(body.all) }).toString(),
    });
    expect(notJson.response.status).toBe(415);
  });

  it("refuses a cookie-carrying write from another site", async () => {
    const { token } = await signedInUser();
    const res = await markRead({ cookie: token, origin: "https://evil.example" }, { all: true });
    expect(res.response.status).toBe(403);
  });
});

describe("POST /api/v1/dev/notifications (outside production)", () => {
  it("sends the caller a notification through the whole path: record, live event, copies", async () => {
    const { user, token } = await signedInUser("en");
    const place = await createPlace(database.db);
    const { auction } = await createAuction(database.db, place);
    const res = await call("POST", "/api/v1/dev/notifications", {
      cookie: token,
      body: { auctionId: auction.id, event: "auction_won" },
    });
    expect(res.status).toBe(201);
    const list = await call("GET", "/api/v1/me/notifications", { cookie: token, lang: "en" });
    expect(list.json.items[0]).toMatchObject({
      id: res.json.id,
      event: "auction_won",
      auctionId: auction.id,
    });
    const live = await database.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.channel, `u:${user.id}`));
    expect(live.map((e) => e.type)).toEqual(["notification"]);
    // auction_won copies go by SMS and e-mail by default; delivery runs after the answer.
    await expect
      .poll(
        async () =>
          (await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, user.email)))
            .length,
      )
      .toBe(1);
    const missing = await call("POST", "/api/v1/dev/notifications", {
      cookie: token,
      body: { auctionId: 2_000_000_000 },
    });
    expect(missing.status).toBe(404);
    expect(
      (await call("POST", "/api/v1/dev/notifications", { body: { auctionId: auction.id } })).status,
    ).toBe(401);
  });
});
