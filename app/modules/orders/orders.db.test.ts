import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import { auctionRegistrations, auctions, outboxMessages } from "~/db/schema";
import { AppError, type ErrorCode } from "~/lib/errors";
import { cancelAuction, finishDueAuctions } from "~/modules/bidding/auction-lifecycle.server";
import { placeBid } from "~/modules/bidding/place-bid.server";
import { registerForAuction } from "~/modules/bidding/register-for-auction.server";
import { createMessenger } from "~/modules/messaging/messenger.server";
import { readUserBalances } from "~/modules/wallet/ledger.server";
import { createUser } from "../../../tests/factories/accounts";
import { createAuction, createPlace } from "../../../tests/factories/auctions";
import { createBidders } from "../../../tests/factories/bidding";
import { createTestDatabase } from "../../../tests/support/database";
import { createTestServices } from "../../../tests/support/services";
import { getOrder, listOrders } from "./list-orders.server";
import {
  createReceiptMailLimiter,
  RECEIPT_MAILS_PER_HOUR,
} from "~/modules/messaging/receipt-mail-limit.server";
import { mailOrderReceipt } from "./mail-order-receipt.server";
import { orderStatus } from "./order-groups";
import { getOrderReceipt, verifyReceipt } from "./order-receipt.server";
import { rebookOrder } from "./rebook-order.server";
import { withdrawRegistration } from "~/modules/bidding/withdraw-registration.server";

const SAR = 100;
const HOUR = 3_600_000;
const OPENING = 1_000_000 * SAR;
const INCREMENT = 10_000 * SAR;
const DEPOSIT = 50_000 * SAR;

let database: Database;
let services: Services;
let place: Awaited<ReturnType<typeof createPlace>>;
let committee: string;

beforeAll(async () => {
  database = await createTestDatabase();
  services = await createTestServices(database);
  place = await createPlace(database.db);
  committee = (await createUser(database, { roles: ["committee"] })).user.id;
});
afterAll(async () => {
  await services.live.close();
  await database.close();
});

const money = { openingPrice: OPENING, bidIncrement: INCREMENT, deposit: DEPOSIT };

async function upcomingAuction(overrides: Partial<typeof auctions.$inferInsert> = {}) {
  const now = Date.now();
  const { auction, property } = await createAuction(database.db, place, {
    auction: {
      ...money,
      status: "upcoming",
      startsAt: new Date(now + 24 * HOUR),
      endsAt: new Date(now + 48 * HOUR),
      scheduledEndsAt: new Date(now + 48 * HOUR),
      ...overrides,
    },
  });
  return { auction, property };
}

async function liveAuction() {
  return (await createAuction(database.db, place, { auction: money })).auction;
}

const register = (userId: string, auctionId: number) =>
  registerForAuction({ db: database.db, userId, auctionId, acceptRulesVersion: 1 });

const bid = (auctionId: number, userId: string, amount: number) =>
  placeBid(services, {
    auctionId,
    userId,
    amount,
    confirmHighBid: false,
    acceptRulesVersion: "current",
    source: "web",
    idempotencyKey: null,
  });

/** Ends a live auction now, through the lifecycle's own step. */
async function finish(auctionId: number) {
  const past = new Date(Date.now() - 1000);
  await database.db
    .update(auctions)
    .set({ endsAt: past, scheduledEndsAt: past, startsAt: new Date(past.getTime() - HOUR) })
    .where(eq(auctions.id, auctionId));
  await finishDueAuctions({ db: database.db });
}

async function refusal(promise: Promise<unknown>): Promise<ErrorCode> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error("expected a refusal");
}

const ids = (page: { items: { id: string }[] }) => page.items.map((o) => o.id);
const list = (userId: string, group: Parameters<typeof listOrders>[0]["group"], page = 1) =>
  listOrders({ db: database.db, userId, group, page });

describe("listOrders", () => {
  it("groups a user's orders as the seed does, with counts, outcomes, leads and actions", async () => {
    const [me, rival] = await createBidders(database, 2);
    const userId = me!.id;

    const { auction: next } = await upcomingAuction();
    const nextOrder = (await register(userId, next.id)).registration.id;

    const leadingAuction = await liveAuction();
    await bid(leadingAuction.id, userId, OPENING);
    const outbidAuction = await liveAuction();
    await bid(outbidAuction.id, userId, OPENING);
    await bid(outbidAuction.id, rival!.id, OPENING + INCREMENT);
    const registeredOnly = await liveAuction();
    await register(userId, registeredOnly.id);

    const won = await liveAuction();
    await bid(won.id, rival!.id, OPENING);
    await bid(won.id, userId, OPENING + INCREMENT);
    const lost = await liveAuction();
    await bid(lost.id, userId, OPENING);
    await bid(lost.id, rival!.id, OPENING + INCREMENT);
    await finish(won.id);
    await finish(lost.id);

    const { auction: withdrawn } = await upcomingAuction();
    const withdrawnOrder = (await register(userId, withdrawn.id)).registration.id;
    await withdrawRegistration({ db: database.db, userId, orderId: withdrawnOrder });
    const { auction: cancelled } = await upcomingAuction();
    await register(userId, cancelled.id);
    await cancelAuction({
      db: database.db,
      auctionId: cancelled.id,
      actorUserId: committee,
      reasonAr: "طلب المالك إيقاف البيع",
      reasonEn: "The owner withdrew the property",
    });

    const nextPage = await list(userId, "next");
    expect(nextPage.counts).toEqual({ next: 1, current: 3, finished: 2, cancelled: 2, won: 1 });
    expect(ids(nextPage)).toEqual([nextOrder]);
    expect(nextPage.items[0]).toMatchObject({
      group: "next",
      status: "active",
      leading: false,
      outcome: null,
      highestBid: null,
      bidderNumber: null,
      auction: { id: next.id, status: "upcoming", deposit: DEPOSIT, rulesVersion: 1 },
      actions: { enter: true, cancel: true, rebook: null, receipt: true },
    });
    expect(orderStatus(nextPage.items[0]!)).toBe("registered");

    const current = await list(userId, "current");
    const byAuction = new Map(current.items.map((o) => [o.auction.id, o]));
    expect(byAuction.get(leadingAuction.id)).toMatchObject({
      leading: true,
      highestBid: OPENING,
      bidderNumber: 1,
      actions: { enter: true, cancel: false, rebook: null },
    });
    expect(byAuction.get(outbidAuction.id)).toMatchObject({ leading: false, highestBid: OPENING });
    expect(orderStatus(byAuction.get(outbidAuction.id)!)).toBe("outbid");
    expect(orderStatus(byAuction.get(registeredOnly.id)!)).toBe("live");

    const finished = await list(userId, "finished");
    expect(finished.items.map((o) => [o.auction.id, o.outcome])).toEqual(
      expect.arrayContaining([
        [won.id, "won"],
        [lost.id, "lost"],
      ]),
    );
    expect(finished.items.every((o) => !o.actions.enter && !o.actions.cancel && o.actions.receipt)).toBe(
      true,
    );
    const wonOrder = finished.items.find((o) => o.auction.id === won.id)!;
    expect(wonOrder.auction).toMatchObject({
      status: "finished",
      outcome: "sold",
      endPrice: OPENING + INCREMENT,
    });

    const cancelledPage = await list(userId, "cancelled");
    expect(cancelledPage.items.map((o) => o.auction.id).sort()).toEqual([withdrawn.id, cancelled.id].sort());
    const byCommittee = cancelledPage.items.find((o) => o.auction.id === cancelled.id)!;
    expect(byCommittee).toMatchObject({
      status: "active",
      auction: {
        cancelReasonEn: "The owner withdrew the property",
        cancelReasonAr: "طلب المالك إيقاف البيع",
      },
      actions: { enter: false, cancel: false, rebook: null },
    });
    expect(orderStatus(byCommittee)).toBe("cancelledByCommittee");
    const mine = cancelledPage.items.find((o) => o.id === withdrawnOrder)!;
    expect(mine.status).toBe("withdrawn");
    expect(mine.withdrawnAt).toBeInstanceOf(Date);
    expect(mine.actions.rebook).toEqual({ auctionId: withdrawn.id, sameAuction: true });
    expect(orderStatus(mine)).toBe("withdrawn");

    // The profile's views of the same orders.
    expect((await list(userId, "participating")).total).toBe(4);
    expect((await list(userId, "participating")).items[0]!.group).toBe("current");
    expect((await list(userId, "history")).total).toBe(4);
    const purchases = await list(userId, "purchases");
    expect(purchases.items.map((o) => o.auction.id)).toEqual([won.id]);

    // The rival sees only their own.
    const theirs = await list(rival!.id, "finished");
    expect(theirs.items.map((o) => [o.auction.id, o.outcome]).sort()).toEqual(
      [
        [won.id, "lost"],
        [lost.id, "won"],
      ].sort(),
    );
    expect(theirs.counts).toEqual({ next: 0, current: 1, finished: 2, cancelled: 0, won: 1 });
  });

  it("pages through a group", async () => {
    const [me] = await createBidders(database, 1, { funds: 0 });
    const registered: string[] = [];
    for (let i = 0; i < 12; i++) {
      const { auction } = await upcomingAuction({ startsAt: new Date(Date.now() + (24 + i) * HOUR) });
      registered.push((await register(me!.id, auction.id)).registration.id);
    }
    const first = await list(me!.id, "next");
    expect(first).toMatchObject({ total: 12, page: 1, pages: 2, pageSize: 10 });
    expect(ids(first)).toEqual(registered.slice(0, 10)); // soonest start first
    const second = await list(me!.id, "next", 2);
    expect(ids(second)).toEqual(registered.slice(10));
    expect((await list(me!.id, "next", 3)).items).toEqual([]);
  });
});

describe("withdrawRegistration (cancel request)", () => {
  it("withdraws before the start, releases nothing, and keeps the row as history", async () => {
    const [me] = await createBidders(database, 1);
    const { auction } = await upcomingAuction();
    const orderId = (await register(me!.id, auction.id)).registration.id;
    const before = (await readUserBalances(database.db, [me!.id])).get(me!.id)!;

    const result = await withdrawRegistration({ db: database.db, userId: me!.id, orderId });
    expect(result).toMatchObject({ id: orderId, auctionId: auction.id, changed: true });
    const [row] = await database.db
      .select()
      .from(auctionRegistrations)
      .where(eq(auctionRegistrations.id, orderId));
    expect(row).toMatchObject({ status: "withdrawn" });
    expect(row!.withdrawnAt).toEqual(result.withdrawnAt);
    const after = (await readUserBalances(database.db, [me!.id])).get(me!.id)!;
    expect(after.available).toBe(before.available);
    expect([...after.locked.values()].reduce((s, v) => s + v, 0)).toBe(0);

    // A second cancel (a double submit) answers the cancelled order again.
    const again = await withdrawRegistration({ db: database.db, userId: me!.id, orderId });
    expect(again).toMatchObject({ changed: false, withdrawnAt: result.withdrawnAt });
  });

  it("refuses once the auction has started, even before the clock marks it live", async () => {
    const [me] = await createBidders(database, 1);
    const live = await liveAuction();
    const liveOrder = (await register(me!.id, live.id)).registration.id;
    expect(await refusal(withdrawRegistration({ db: database.db, userId: me!.id, orderId: liveOrder }))).toBe(
      "REGISTRATION_NOT_CANCELLABLE",
    );

    const { auction: due } = await upcomingAuction({ startsAt: new Date(Date.now() + HOUR) });
    const dueOrder = (await register(me!.id, due.id)).registration.id;
    await database.db
      .update(auctions)
      .set({ startsAt: new Date(Date.now() - 1000) })
      .where(eq(auctions.id, due.id));
    expect(await refusal(withdrawRegistration({ db: database.db, userId: me!.id, orderId: dueOrder }))).toBe(
      "REGISTRATION_NOT_CANCELLABLE",
    );
    const order = await getOrder({ db: database.db, userId: me!.id, orderId: dueOrder });
    expect(order!.actions.cancel).toBe(false);
  });

  it("never touches another user's order", async () => {
    const [me, other] = await createBidders(database, 2);
    const { auction } = await upcomingAuction();
    const orderId = (await register(me!.id, auction.id)).registration.id;
    expect(await refusal(withdrawRegistration({ db: database.db, userId: other!.id, orderId }))).toBe(
      "NOT_FOUND",
    );
    expect(await refusal(withdrawRegistration({ db: database.db, userId: other!.id, orderId: "nope" }))).toBe(
      "NOT_FOUND",
    );
    expect(await getOrder({ db: database.db, userId: other!.id, orderId })).toBeNull();
    expect(await refusal(getOrderReceipt({ db: database.db, userId: other!.id, orderId }))).toBe("NOT_FOUND");
    expect((await list(other!.id, "next")).total).toBe(0);
    expect((await getOrder({ db: database.db, userId: me!.id, orderId }))!.status).toBe("active");
  });
});

describe("rebookOrder", () => {
  it("registers a cancelled request again for the same auction; the old order stays as history", async () => {
    const [me] = await createBidders(database, 1);
    const { auction } = await upcomingAuction();
    const orderId = (await register(me!.id, auction.id)).registration.id;
    await withdrawRegistration({ db: database.db, userId: me!.id, orderId });

    const rebooked = await rebookOrder({ db: database.db, userId: me!.id, orderId, acceptRulesVersion: 1 });
    expect(rebooked).toMatchObject({ created: true, target: { auctionId: auction.id, sameAuction: true } });
    expect(rebooked.registration.id).not.toBe(orderId);

    const next = await list(me!.id, "next");
    expect(ids(next)).toEqual([rebooked.registration.id]);
    const cancelled = await list(me!.id, "cancelled");
    expect(ids(cancelled)).toEqual([orderId]);
    // Already registered again: the old order offers no second rebook.
    expect(cancelled.items[0]!.actions.rebook).toBeNull();
    expect(
      await refusal(rebookOrder({ db: database.db, userId: me!.id, orderId, acceptRulesVersion: 1 })),
    ).toBe("ORDER_NOT_REBOOKABLE");
  });

  it("sends an order of a cancelled auction to the property's new auction, if there is one", async () => {
    const [me] = await createBidders(database, 1);
    const { auction: old, property } = await upcomingAuction();
    const orderId = (await register(me!.id, old.id)).registration.id;
    await cancelAuction({
      db: database.db,
      auctionId: old.id,
      actorUserId: committee,
      reasonAr: "خطأ في بيانات الصك",
      reasonEn: "An error in the title deed details",
    });
    expect((await getOrder({ db: database.db, userId: me!.id, orderId }))!.actions.rebook).toBeNull();
    expect(
      await refusal(rebookOrder({ db: database.db, userId: me!.id, orderId, acceptRulesVersion: 1 })),
    ).toBe("ORDER_NOT_REBOOKABLE");

    const now = Date.now();
    const [again] = await database.db
      .insert(auctions)
      .values({
        ...money,
        propertyId: property.id,
        status: "upcoming",
        specialRulesVersion: 2,
        startsAt: new Date(now + 72 * HOUR),
        endsAt: new Date(now + 96 * HOUR),
        scheduledEndsAt: new Date(now + 96 * HOUR),
      })
      .returning();
    const order = await getOrder({ db: database.db, userId: me!.id, orderId });
    expect(order!.actions.rebook).toEqual({ auctionId: again!.id, sameAuction: false });
    // The new auction's rules must be the ones accepted.
    expect(
      await refusal(rebookOrder({ db: database.db, userId: me!.id, orderId, acceptRulesVersion: 1 })),
    ).toBe("RULES_NOT_ACCEPTED");
    const rebooked = await rebookOrder({ db: database.db, userId: me!.id, orderId, acceptRulesVersion: 2 });
    expect(rebooked.registration).toMatchObject({ auctionId: again!.id, rulesVersion: 2 });
    expect((await getOrder({ db: database.db, userId: me!.id, orderId }))!.actions.rebook).toBeNull();
  });
});

describe("receipts", () => {
  it("shows the holder's receipt and checks a code publicly with non-personal facts only", async () => {
    const { user } = await createUser(database, { name: "سارة العتيبي" });
    const { auction, property } = await upcomingAuction();
    const { registration } = await register(user.id, auction.id);

    const receipt = await getOrderReceipt({ db: database.db, userId: user.id, orderId: registration.id });
    expect(receipt).toMatchObject({
      id: registration.id,
      receiptCode: registration.receiptCode,
      rulesVersion: 1,
      holder: { name: "سارة العتيبي", email: user.email },
      auction: { assetNumber: property.assetNumber, deposit: DEPOSIT },
    });

    const check = await verifyReceipt({ db: database.db, code: registration.receiptCode.toLowerCase() });
    expect(check).toEqual({
      code: registration.receiptCode,
      assetNumber: property.assetNumber,
      registeredAt: registration.createdAt,
      status: "active",
    });
    expect(await verifyReceipt({ db: database.db, code: "MZD-0000-0000-0000" })).toBeNull();
    expect(await verifyReceipt({ db: database.db, code: "not a code" })).toBeNull();
  });

  it("mails a copy to the account's e-mail in the asked language, through the outbox, within a limit", async () => {
    const { user } = await createUser(database, { name: "Sara Alotaibi" });
    const { auction, property } = await upcomingAuction();
    const { registration } = await register(user.id, auction.id);
    const messenger = createMessenger({ db: database.db, logger: pino({ level: "silent" }) });
    const limiter = createReceiptMailLimiter({ redis: null });
    const mail = (lang: "ar" | "en", userId = user.id) =>
      mailOrderReceipt({
        db: database.db,
        messenger,
        limiter,
        userId,
        orderId: registration.id,
        lang,
        appOrigin: "https://mazad.example",
      });

    const sent = await mail("en");
    expect(sent.email).toBe(user.email);
    const [row] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, sent.messageId));
    expect(row).toMatchObject({
      channel: "email",
      recipient: user.email,
      template: "orders.receipt",
      status: "stored",
      subject: `Your auction registration receipt — asset ${property.assetNumber}`,
    });
    expect(row!.body).toContain("Hello Sara Alotaibi,");
    expect(row!.body).toContain(`Verification code: ${registration.receiptCode}`);
    expect(row!.body).toContain("Deposit: SAR 50,000");
    expect(row!.body).toContain(`https://mazad.example/en/orders/${registration.id}/receipt`);
    expect(row!.body).toContain(
      `https://mazad.example/en/receipts/verify?code=${encodeURIComponent(registration.receiptCode)}`,
    );

    const arabic = await mail("ar");
    const [arRow] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, arabic.messageId));
    expect(arRow!.subject).toBe(`إيصال تسجيلك في المزاد — الأصل ${property.assetNumber}`);
    expect(arRow!.body).toContain(`رمز التحقق: ${registration.receiptCode}`);
    expect(arRow!.body).toContain("50,000 ر.س");
    expect(arRow!.body).toContain(`https://mazad.example/orders/${registration.id}/receipt`);

    const { user: stranger } = await createUser(database);
    expect(await refusal(mail("en", stranger.id))).toBe("NOT_FOUND");

    for (let i = 2; i < RECEIPT_MAILS_PER_HOUR; i++) await mail("en");
    expect(await refusal(mail("en"))).toBe("RATE_LIMITED");
  });
});
