import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { listCityOptions } from "~/modules/auctions/list-cities.server";
import { countUnreadChat, sendChatMessage, startAgentConversation } from "~/modules/chat/chat.server";
import { addFavorite, listFavoriteIds } from "~/modules/favorites/favorites.server";
import { userChannel } from "~/modules/live/live-channels";
import { readNotificationBadge } from "~/modules/notifications/notification-badge.server";
import { createLocalStorage } from "~/storage/local-storage.server";
import { createUser } from "../../tests/factories/accounts";
import { createAuction, createPlace } from "../../tests/factories/auctions";
import { createTestDatabase } from "../../tests/support/database";
import { readNavbarData } from "./navbar-data.server";

/*
 * The root loader's one read answers what the separate reads it replaced answer: the cities in
 * their order, the bell (position and unread count), the pressed hearts and the unread chat.
 */

let database: Database;
const storage = createLocalStorage(path.join(mkdtempSync(path.join(tmpdir(), "mazad-navbar-")), "uploads"));
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function separateReads(userId: string) {
  const { db } = database;
  return {
    cities: await listCityOptions({ db }),
    mine: {
      notifications: await readNotificationBadge({ db, userId }),
      favorites: await listFavoriteIds(db, userId),
      chatUnread: await countUnreadChat(db, userId),
    },
  };
}

describe("readNavbarData", () => {
  it("answers the separate reads' values, for a guest the cities alone", async () => {
    const { db } = database;
    const place = await createPlace(db, { cityNameEn: "Aaa first by name" });
    const { user: owner } = await createUser(database, { roles: ["bidder", "owner"] });
    const { user: bidder } = await createUser(database);
    const { auction } = await createAuction(db, place, { property: { ownerUserId: owner.id } });
    const { auction: other } = await createAuction(db, place);

    // Nothing yet: no channel row, no favorites, nothing unread.
    const empty = await readNavbarData(db, owner.id);
    expect(empty).toEqual(await separateReads(owner.id));
    expect(empty.mine).toEqual({
      notifications: { unread: 0, cursor: { [userChannel(owner.id)]: 0 } },
      favorites: [],
      chatUnread: 0,
    });

    const t0 = new Date("2026-11-01T10:00:00Z");
    await addFavorite({ db, userId: owner.id, auctionId: auction.id, now: t0 });
    await addFavorite({ db, userId: owner.id, auctionId: other.id, now: new Date(t0.getTime() + 60_000) });
    // The bidder writes to the owner: unread chat, and a notification with its live event.
    const { conversationId } = await startAgentConversation(db, { userId: bidder.id, auctionId: auction.id });
    for (const body of ["أولى", "ثانية"])
      await sendChatMessage(
        { db, storage },
        { id: bidder.id, roles: bidder.roles },
        { conversationId, body },
      );

    const read = await readNavbarData(db, owner.id);
    expect(read).toEqual(await separateReads(owner.id));
    expect(read.mine!.favorites).toEqual([other.id, auction.id]);
    expect(read.mine!.chatUnread).toBe(2);
    expect(read.mine!.notifications.unread).toBeGreaterThan(0);
    expect(read.mine!.notifications.cursor[userChannel(owner.id)]).toBeGreaterThan(0);
    expect(read.cities.map((c) => c.id)).toContain(place.city.id);
    // The bidder's own messages are not unread to them; the prepared read takes each user's values.
    expect(await readNavbarData(db, bidder.id)).toEqual(await separateReads(bidder.id));

    expect(await readNavbarData(db, null)).toEqual({ cities: await listCityOptions({ db }), mine: null });
  });
});
