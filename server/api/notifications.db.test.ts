import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { liveEvents, outboxMessages } from "~/db/schema";
import { createUser } from "../../tests/factories/accounts";
import { createAuction, createPlace } from "../../tests/factories/auctions";
import { notificationFor, recordNotifications } from "../../tests/factories/notifications";
import { createTestDatabase } from "../../tests/support/database";
import { createTestHttpApp } from "../../tests/support/http-app";
import { httpClient } from "../../tests/support/http-client";

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

/** A user signed in over HTTP, with its session token. */
async function signedInUser(locale: "ar" | "en" = "ar") {
  const { user, password } = await createUser(database, { locale });
  const login = await call("POST", "/api/v1/auth/login", {
    body: { identifier: user.email, password },
    ip: newIp(),
  });
  expect(login.status).toBe(200);
  return { user, token: login.json.token as string };
}

describe("GET /api/v1/me/notifications", () => {
  it("answers a guest 401 Not authenticated, in the request's language", async () => {
    const ar = await call("GET", "/api/v1/me/notifications");
    expect(ar.status).toBe(401);
    expect(ar.res.headers.get("content-type")).toContain("application/problem+json");
    expect(ar.json).toMatchObject({ code: "UNAUTHENTICATED", detail: "لم يتم تسجيل الدخول" });
    const en = await call("GET", "/api/v1/me/notifications", { lang: "en" });
    expect(en.json.detail).toBe("Not authenticated");
    const read = await call("POST", "/api/v1/me/notifications/read", { body: { all: true }, lang: "en" });
    expect(read.status).toBe(401);
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

    const first = await call("GET", "/api/v1/me/notifications?limit=2", { cookie: token });
    expect(first.status).toBe(200);
    expect(first.res.headers.get("cache-control")).toBe("private, no-store");
    expect(first.json.unreadCount).toBe(3);
    expect(first.json.items.map((n: { id: number }) => n.id)).toEqual([ids[2], ids[1]]);
    expect(first.json.items[0]).toMatchObject({
      event: "auction_starting_soon",
      auctionId: auction.id,
      title: "يبدأ المزاد خلال 24 ساعة",
      href: `/mazadat/${auction.id}`,
      readAt: null,
      params: { assetNumber: "RUH-1024", hours: 24 },
    });
    expect(first.json.nextBefore).toBe(ids[1]);

    const older = await call("GET", `/api/v1/me/notifications?limit=2&before=${first.json.nextBefore}`, {
      bearer: token,
      lang: "en",
    });
    expect(older.json.items).toHaveLength(1);
    expect(older.json.items[0]).toMatchObject({
      id: ids[0],
      title: "Bid submitted successfully",
      body: "Your bid of SAR 1,250,000 on “Villa in Al Malqa” (asset RUH-1024) was accepted.",
      href: `/en/mazadat/${auction.id}`,
    });
    expect(older.json.nextBefore).toBeNull();
  });

  it("refuses a malformed query with 400 in the request's language", async () => {
    const { token } = await signedInUser();
    for (const query of ["limit=0", "limit=51", "limit=abc", "before=-1", "before=1e3"]) {
      const res = await call("GET", `/api/v1/me/notifications?${query}`, { cookie: token, lang: "en" });
      expect(res.status, query).toBe(400);
      expect(res.json).toMatchObject({
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

    const some = await call("POST", "/api/v1/me/notifications/read", {
      cookie: token,
      body: { ids: [mine1, theirs] },
    });
    expect(some.status).toBe(200);
    expect(some.json).toEqual({ unreadCount: 2 });

    // The other user still has theirs unread, and cannot mark ours.
    const theirList = await call("GET", "/api/v1/me/notifications", { cookie: otherToken });
    expect(theirList.json.unreadCount).toBe(1);
    expect(theirList.json.items.map((n: { id: number }) => n.id)).toEqual([theirs]);
    await call("POST", "/api/v1/me/notifications/read", {
      cookie: otherToken,
      body: { ids: ids.slice(0, 3) },
    });
    expect((await call("GET", "/api/v1/me/notifications", { cookie: token })).json.unreadCount).toBe(2);

    const all = await call("POST", "/api/v1/me/notifications/read", { bearer: token, body: { all: true } });
    expect(all.json).toEqual({ unreadCount: 0 });
    const list = await call("GET", "/api/v1/me/notifications", { cookie: token });
    expect(list.json.items.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);
  });

  it("refuses a bad body with 422 and one clear message in the request's language", async () => {
    const { token } = await signedInUser();
    for (const body of [
      {},
      { all: false },
      { ids: [] },
      { ids: ["1"] },
      { ids: [1], all: true },
      { every: true },
    ]) {
      const ar = await call("POST", "/api/v1/me/notifications/read", { cookie: token, body });
      expect(ar.status, JSON.stringify(body)).toBe(422);
      expect(ar.json.code).toBe("VALIDATION");
      expect(ar.json.detail).toBe("بعض الحقول غير صالحة.");
      expect(ar.json.issues[0].message).toMatch(/^أرسل أرقام الإشعارات/);
    }
    const en = await call("POST", "/api/v1/me/notifications/read", { cookie: token, body: {}, lang: "en" });
    expect(en.json.issues[0].message).toMatch(/^Send the ids of the notifications/);
    const notJson = await call("POST", "/api/v1/me/notifications/read", {
      cookie: token,
      rawBody: "all=true",
      contentType: "application/x-www-form-urlencoded",
    });
    expect(notJson.status).toBe(415);
  });

  it("refuses a cookie-carrying write from another site", async () => {
    const { token } = await signedInUser();
    const res = await call("POST", "/api/v1/me/notifications/read", {
      cookie: token,
      origin: "https://evil.example",
      body: { all: true },
    });
    expect(res.status).toBe(403);
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
