import { eq, inArray } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { liveEvents, notifications, outboxMessages } from "~/db/schema";
import { appendLiveEvents } from "~/modules/live/append-live-events.server";
import { createMessenger } from "~/modules/messaging/messenger.server";
import { createUser } from "../../../tests/factories/accounts";
import { createAuction, createPlace } from "../../../tests/factories/auctions";
import { notificationFor, recordNotifications, setSwitches } from "../../../tests/factories/notifications";
import { createTestDatabase } from "../../../tests/support/database";
import { createNotifications } from "./create-notifications.server";
import { deliverNotificationCopies, sweepPendingCopies } from "./deliver-notification-copies.server";
import { countUnread, listNotifications, markNotificationsRead } from "./list-notifications.server";

let database: Database;
const logger = pino({ level: "silent" });
const appOrigin = "https://mazad.example";

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const messenger = () => createMessenger({ db: database.db, logger });
const outboxTo = (recipients: string[]) =>
  database.db
    .select()
    .from(outboxMessages)
    .where(inArray(outboxMessages.recipient, recipients))
    .orderBy(outboxMessages.id);

describe("createNotifications", () => {
  it("records one row per item in the caller's transaction and returns the live events unwritten", async () => {
    const { user: a } = await createUser(database);
    const { user: b } = await createUser(database);
    const place = await createPlace(database.db);
    const { auction } = await createAuction(database.db, place);
    const now = new Date("2026-06-15T09:00:00Z");
    const { ids, liveEvents: events } = await recordNotifications(
      database.db,
      [notificationFor(a.id, "bid_accepted", auction.id), notificationFor(b.id, "outbid", auction.id)],
      now,
    );
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBeGreaterThan(ids[0]!);
    expect(events).toEqual([
      {
        channel: `u:${a.id}`,
        type: "notification",
        payload: {
          id: ids[0],
          event: "bid_accepted",
          auctionId: auction.id,
          params: notificationFor(a.id, "bid_accepted").params,
          createdAt: now.toISOString(),
        },
      },
      expect.objectContaining({ channel: `u:${b.id}`, payload: expect.objectContaining({ id: ids[1] }) }),
    ]);
    const written = await database.db
      .select()
      .from(liveEvents)
      .where(inArray(liveEvents.channel, [`u:${a.id}`]));
    expect(written, "the caller writes live events").toEqual([]);
    const rows = await database.db.select().from(notifications).where(inArray(notifications.id, ids));
    expect(rows.map((r) => [r.userId, r.event, r.readAt])).toEqual(
      expect.arrayContaining([
        [a.id, "bid_accepted", null],
        [b.id, "outbid", null],
      ]),
    );
  });

  it("records nothing when the transaction rolls back, live events included", async () => {
    const { user } = await createUser(database);
    await expect(
      database.db.transaction(async (tx) => {
        const { liveEvents: events } = await createNotifications(
          tx,
          [notificationFor(user.id, "outbid")],
          new Date(),
        );
        await appendLiveEvents(tx, events, new Date());
        throw new Error("the bid failed");
      }),
    ).rejects.toThrow("the bid failed");
    expect(await countUnread({ db: database.db, userId: user.id })).toBe(0);
    expect(
      await database.db
        .select()
        .from(liveEvents)
        .where(eq(liveEvents.channel, `u:${user.id}`)),
    ).toEqual([]);
  });

  it("honours the settings: in-app off records it read and unpushed; copies pending only when wanted", async () => {
    const { user } = await createUser(database);
    // Defaults: outbid → in-app and SMS; bidding → in-app only; auction_won → all three.
    await setSwitches(database.db, user.id, [{ kind: "bidding", channel: "in_app", enabled: false }]);
    const now = new Date("2026-06-15T10:00:00Z");
    const { ids, liveEvents: events } = await recordNotifications(
      database.db,
      [
        notificationFor(user.id, "outbid"),
        notificationFor(user.id, "bid_accepted"),
        notificationFor(user.id, "auction_won"),
      ],
      now,
    );
    const rows = await database.db.select().from(notifications).where(inArray(notifications.id, ids));
    const byEvent = Object.fromEntries(rows.map((r) => [r.event, r]));
    expect(byEvent.outbid).toMatchObject({ readAt: null, copiesPending: true });
    expect(byEvent.bid_accepted).toMatchObject({ readAt: now, copiesPending: false });
    expect(byEvent.auction_won).toMatchObject({ readAt: null, copiesPending: true });
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({ event: "outbid" }),
      expect.objectContaining({ event: "auction_won" }),
    ]);
    expect(await countUnread({ db: database.db, userId: user.id })).toBe(2);
  });
});

describe("the notification centre", () => {
  it("lists newest first in pages, and counts and marks only the user's own", async () => {
    const { user: a } = await createUser(database);
    const { user: b } = await createUser(database);
    const { ids } = await recordNotifications(database.db, [
      notificationFor(a.id, "bid_accepted"),
      notificationFor(a.id, "outbid"),
      notificationFor(a.id, "auction_extended"),
      notificationFor(b.id, "auction_won"),
    ]);
    const [a1, a2, a3, b1] = ids as [number, number, number, number];

    const first = await listNotifications({ db: database.db, userId: a.id, limit: 2 });
    expect(first.items.map((n) => n.id)).toEqual([a3, a2]);
    expect(first.nextBefore).toBe(a2);
    const second = await listNotifications({
      db: database.db,
      userId: a.id,
      limit: 2,
      before: first.nextBefore!,
    });
    expect(second.items.map((n) => n.id)).toEqual([a1]);
    expect(second.nextBefore).toBeNull();
    expect(
      (await listNotifications({ db: database.db, userId: b.id, limit: 50 })).items.map((n) => n.id),
    ).toEqual([b1]);

    // A cannot mark B's notification, even by its id.
    const now = new Date();
    const tried = await markNotificationsRead({ db: database.db, userId: a.id, ids: [b1, a1], now });
    expect(tried).toEqual({ marked: 1, unreadCount: 2 });
    expect(await countUnread({ db: database.db, userId: b.id })).toBe(1);

    const again = await markNotificationsRead({ db: database.db, userId: a.id, ids: [a1], now });
    expect(again).toEqual({ marked: 0, unreadCount: 2 });
    expect(await markNotificationsRead({ db: database.db, userId: a.id, all: true, now })).toEqual({
      marked: 2,
      unreadCount: 0,
    });
    expect(await countUnread({ db: database.db, userId: b.id })).toBe(1);
    const [row] = await database.db.select().from(notifications).where(eq(notifications.id, a1));
    expect(row!.readAt).toEqual(now);
  });
});

describe("copies by SMS and e-mail", () => {
  it("sends each wanted copy once, in the user's language, and clears copies_pending", async () => {
    const { user: ar } = await createUser(database, { name: "سارة", locale: "ar" });
    const { user: en } = await createUser(database, { name: "Sara", locale: "en" });
    await setSwitches(database.db, en.id, [{ kind: "outbid", channel: "email", enabled: true }]);
    const place = await createPlace(database.db);
    const { auction } = await createAuction(database.db, place);
    const { ids } = await recordNotifications(database.db, [
      notificationFor(ar.id, "outbid", auction.id),
      notificationFor(en.id, "outbid", auction.id),
      notificationFor(ar.id, "bid_accepted", auction.id), // bidding: no copies by default
    ]);

    const result = await deliverNotificationCopies({
      db: database.db,
      messenger: messenger(),
      logger,
      appOrigin,
      ids,
    });
    expect(result).toEqual({ claimed: 2, sent: 3 });

    const sent = await outboxTo([ar.phone, ar.email, en.phone, en.email]);
    expect(sent.map((m) => [m.recipient, m.channel, m.template])).toEqual([
      [ar.phone, "sms", "notification.outbid"],
      [en.phone, "sms", "notification.outbid"],
      [en.email, "email", "notification.outbid"],
    ]);
    expect(sent[0]!.body).toBe(
      `مزاد: تجاوز أحدهم مزايدتك على الأصل RUH-1024. أعلى مزايدة الآن 1,300,000 ر.س.\n${appOrigin}/mazadat/${auction.id}`,
    );
    expect(sent[1]!.body).toBe(
      `Mazad: you have been outbid on asset RUH-1024. The highest bid is now SAR 1,300,000.\n${appOrigin}/en/mazadat/${auction.id}`,
    );
    const email = sent[2]!;
    expect(email.subject).toBe("You have been outbid — asset RUH-1024");
    expect(email.body).toContain("Hello Sara,");
    expect(email.body).toContain(
      "The highest bid on “Villa in Al Malqa” (asset RUH-1024) is now SAR 1,300,000.",
    );
    expect(email.body).toContain(`View the auction: ${appOrigin}/en/mazadat/${auction.id}`);
    expect(email.body).toContain(`${appOrigin}/en/profile/settings`);

    const rows = await database.db.select().from(notifications).where(inArray(notifications.id, ids));
    expect(rows.every((r) => !r.copiesPending)).toBe(true);
    const repeat = await deliverNotificationCopies({
      db: database.db,
      messenger: messenger(),
      logger,
      appOrigin,
      ids,
    });
    expect(repeat).toEqual({ claimed: 0, sent: 0 });
    expect(await outboxTo([ar.phone, en.phone, en.email])).toHaveLength(3);
  });

  it("sends once when two instances deliver the same notifications at the same time", async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => createUser(database)));
    const { ids } = await recordNotifications(
      database.db,
      users.map(({ user }) => notificationFor(user.id, "auction_won")),
    );
    const deliver = () =>
      deliverNotificationCopies({ db: database.db, messenger: messenger(), logger, appOrigin, ids });
    const [one, two] = await Promise.all([deliver(), deliver()]);
    expect(one.claimed + two.claimed).toBe(4);
    const sent = await outboxTo(users.flatMap(({ user }) => [user.phone, user.email]));
    // auction_won: SMS and e-mail by default, exactly one of each per user.
    expect(sent).toHaveLength(8);
    expect(new Set(sent.map((m) => `${m.recipient}|${m.channel}`)).size).toBe(8);
  });

  it("follows the switches as they are at delivery", async () => {
    const { user } = await createUser(database);
    const { ids } = await recordNotifications(database.db, [notificationFor(user.id, "auction_lost")]);
    await setSwitches(database.db, user.id, [
      { kind: "auction_won", channel: "sms", enabled: false },
      { kind: "auction_won", channel: "email", enabled: false },
    ]);
    expect(
      await deliverNotificationCopies({ db: database.db, messenger: messenger(), logger, appOrigin, ids }),
    ).toEqual({ claimed: 1, sent: 0 });
    expect(await outboxTo([user.phone, user.email])).toEqual([]);
  });

  it("sweeps copies left pending for more than a minute, and only those", async () => {
    const { user } = await createUser(database);
    const now = new Date();
    const { ids: old } = await recordNotifications(
      database.db,
      [notificationFor(user.id, "outbid")],
      new Date(now.getTime() - 5 * 60_000),
    );
    const { ids: fresh } = await recordNotifications(database.db, [notificationFor(user.id, "outbid")], now);
    await sweepPendingCopies({ db: database.db, messenger: messenger(), logger, appOrigin, now });
    const rows = await database.db
      .select({ id: notifications.id, pending: notifications.copiesPending })
      .from(notifications)
      .where(inArray(notifications.id, [...old, ...fresh]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.pending]))).toEqual({
      [old[0]!]: false,
      [fresh[0]!]: true,
    });
    expect(await outboxTo([user.phone])).toHaveLength(1);
  });
});
