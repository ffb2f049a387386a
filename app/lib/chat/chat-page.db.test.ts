import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import { countUnreadChat, readThread } from "~/modules/chat/chat.server";
import { createUser } from "../../../tests/factories/accounts";
import { createAuction, createPlace } from "../../../tests/factories/auctions";
import { createTestDatabase } from "../../../tests/support/database";
import {
  formRequest,
  isDataWithInit,
  routeContext,
  thrownResponse,
} from "../../../tests/support/route-context";
import { createTestServices } from "../../../tests/support/services";
import { chatPageAction, chatPageLoader } from "./chat-page.server";

/*
 * The chat pages as React Router calls them, with plain form posts (no JavaScript): starting a
 * conversation from the property page, sending (and sending the same form twice), reading, and
 * what someone else or a bad message gets.
 */

let database: Database;
let services: Services;
beforeAll(async () => {
  database = await createTestDatabase();
  services = await createTestServices(database);
});
afterAll(async () => {
  await services.live.close();
  await database.close();
});

type Who = { id: string; name: string; roles: ("bidder" | "committee")[] };
const who = (user: { id: string; name: string }, roles: Who["roles"] = ["bidder"]): Who => ({
  id: user.id,
  name: user.name,
  roles,
});
const URL_ = "http://localhost:3000/profile/chat";

describe("/profile/chat without JavaScript", () => {
  it("starts from the property page, sends once per form, and shows the thread read", async () => {
    const place = await createPlace(database.db);
    const { user: ownerRow } = await createUser(database, { name: "المالك" });
    const { user: bidderRow } = await createUser(database, { name: "المزايد" });
    const { user: strangerRow } = await createUser(database);
    const owner = who(ownerRow);
    const bidder = who(bidderRow);
    const { auction } = await createAuction(database.db, place, { property: { ownerUserId: owner.id } });
    const ctx = (user: Who | null) => routeContext(services, { user });

    const started = await thrownResponse(() =>
      chatPageAction(
        formRequest(URL_, { intent: "start-agent", auctionId: String(auction.id) }),
        ctx(bidder),
        "profile",
        undefined,
      ),
    );
    const location = started.headers.get("Location")!;
    expect(location).toMatch(/^\/profile\/chat\/[0-9a-f-]{36}$/);
    const id = location.split("/").at(-1)!;

    // The same form posted twice (a double click, a resent form): one message, then the thread.
    const form = { intent: "send", body: "متى المعاينة؟", clientMessageId: randomUUID() };
    for (let i = 0; i < 2; i++) {
      const sent = await thrownResponse(() =>
        chatPageAction(formRequest(`${URL_}/${id}`, form), ctx(bidder), "profile", id),
      );
      expect(sent.headers.get("Location")).toBe(`/profile/chat/${id}`);
    }
    expect(await countUnreadChat(database.db, owner.id)).toBe(1);

    // A message too long answers in the page's language and stores nothing.
    const tooLong = await chatPageAction(
      formRequest(`${URL_}/${id}`, { intent: "send", body: "ا".repeat(2001), clientMessageId: randomUUID() }),
      ctx(bidder),
      "profile",
      id,
    );
    expect(isDataWithInit(tooLong) && tooLong.init?.status).toBe(400);
    expect(JSON.stringify(isDataWithInit(tooLong) ? tooLong.data : null)).toContain("2000");

    // The owner opens the thread: it shows the one message and reads it.
    const page = await chatPageLoader(new Request(`${URL_}/${id}`), ctx(owner), "profile", id);
    expect(page.thread?.messages.map((m) => m.body)).toEqual(["متى المعاينة؟"]);
    expect(page.conversations).toHaveLength(1);
    expect(await countUnreadChat(database.db, owner.id)).toBe(0);

    // Anyone else: the page does not exist, and nothing they post is stored.
    const stranger = who(strangerRow);
    expect(
      (await thrownResponse(() => chatPageLoader(new Request(`${URL_}/${id}`), ctx(stranger), "profile", id)))
        .status,
    ).toBe(404);
    expect(
      (
        await thrownResponse(() =>
          chatPageAction(
            formRequest(`${URL_}/${id}`, { intent: "send", body: "x" }),
            ctx(stranger),
            "profile",
            id,
          ),
        )
      ).status,
    ).toBe(404);
    expect((await readThread(database.db, owner, { conversationId: id })).messages).toHaveLength(1);
    // A guest is sent to sign in.
    const guest = await thrownResponse(() =>
      chatPageLoader(new Request(URL_), ctx(null), "profile", undefined),
    );
    expect(guest.headers.get("Location")).toBe("/login?redirectTo=%2Fprofile%2Fchat");
  });
});
