import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import pino from "pino";
import { auditLog, auctionRegistrations, bids, notifications, outboxMessages, users } from "~/db/schema";
import { createMessenger } from "~/modules/messaging/messenger.server";
import { deliverNotificationCopies } from "~/modules/notifications/deliver-notification-copies.server";
import { setSwitches } from "../../../tests/factories/notifications";
import { AppError } from "~/lib/errors";
import { placeBid } from "~/modules/bidding/place-bid.server";
import { registerForAuction } from "~/modules/bidding/register-for-auction.server";
import { setAutoBid } from "~/modules/bidding/set-auto-bid.server";
import { creditWallet } from "~/modules/wallet/credit-wallet.server";
import { createUser, signInAll, testAccountDeps } from "../../../tests/factories/accounts";
import { createAuction, createPlace } from "../../../tests/factories/auctions";
import { createBidders } from "../../../tests/factories/bidding";
import { createTestDatabase } from "../../../tests/support/database";
import { createTestServices } from "../../../tests/support/services";
import type { UserRole } from "./roles";
import { validateSessionToken } from "./sessions.server";
import { setStaffRoles } from "./set-user-roles.server";
import { signIn } from "./sign-in.server";
// The decisions as the back office takes them: the user is told.
import {
  reinstateAndTell as reinstateUser,
  suspendAndTell as suspendUser,
} from "~/modules/backoffice/user-decisions.server";

const SAR = 100;
const OPENING = 1_000_000 * SAR;
const client = { ip: "192.0.2.80", userAgent: "Vitest" };

let database: Database;
let services: Services;
let place: Awaited<ReturnType<typeof createPlace>>;

beforeAll(async () => {
  database = await createTestDatabase();
  services = await createTestServices(database);
  place = await createPlace(database.db);
});
afterAll(async () => {
  await services.live.close();
  await database.close();
});

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
};

const staff = async (roles: UserRole[]) => (await createUser(database, { roles })).user;

async function userRow(id: string) {
  const [row] = await database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function auditOf(subjectId: string) {
  return database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, "user"), eq(auditLog.subjectId, subjectId)))
    .orderBy(auditLog.id);
}

const bid = (auctionId: number, userId: string, amount: number) =>
  placeBid(services, {
    auctionId,
    userId,
    amount,
    confirmHighBid: true,
    acceptRulesVersion: "current",
    source: "web",
    idempotencyKey: null,
  });

describe("telling the user", () => {
  it("of a suspension by SMS and e-mail only (per their switches), and of the reinstatement in the app too", async () => {
    const member = await staff(["committee"]);
    const { user } = await createUser(database, { locale: "en" });
    // The account kind sends e-mail by default; this user also wants a text.
    await setSwitches(database.db, user.id, [{ kind: "account", channel: "sms", enabled: true }]);
    const deliver = (ids: readonly number[]) =>
      deliverNotificationCopies({
        db: database.db,
        messenger: createMessenger({ db: database.db, logger: pino({ level: "silent" }) }),
        logger: pino({ level: "silent" }),
        appOrigin: "https://mazad.example",
        ids,
      });
    const reason = "Several accounts for one person";
    const suspended = await suspendUser({ db: database.db, actorUserId: member.id, userId: user.id, reason });
    // Nothing pushed live: the user's sessions have just ended.
    expect(suspended.effects.liveEvents).toEqual([]);
    expect(await deliver(suspended.effects.notificationIds)).toEqual({ claimed: 1, sent: 2 });
    const reinstated = await reinstateUser({
      db: database.db,
      actorUserId: member.id,
      userId: user.id,
      reason: "The duplicate accounts were closed",
    });
    expect(reinstated.effects.liveEvents).toHaveLength(1);
    expect(await deliver(reinstated.effects.notificationIds)).toEqual({ claimed: 1, sent: 2 });

    const told = await database.db
      .select({ event: notifications.event, params: notifications.params, readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(notifications.id);
    expect(told.map((n) => n.event)).toEqual(["account_suspended", "account_reinstated"]);
    expect(told[0]!.readAt).not.toBeNull(); // recorded, never an unread alert
    expect(told[1]!.readAt).toBeNull();
    const sent = await database.db
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.recipient, [user.phone, user.email]))
      .orderBy(outboxMessages.id);
    expect(sent.map((m) => [m.channel, m.template])).toEqual([
      ["sms", "notification.account_suspended"],
      ["email", "notification.account_suspended"],
      ["sms", "notification.account_reinstated"],
      ["email", "notification.account_reinstated"],
    ]);
    expect(sent[1]!.body).toContain(`Reason: ${reason}`);
  });

  it("tells nobody when the decision is refused", async () => {
    const member = await staff(["committee"]);
    const { user } = await createUser(database);
    await refusal(
      reinstateUser({
        db: database.db,
        actorUserId: member.id,
        userId: user.id,
        reason: "Not suspended at all",
      }),
    );
    expect(await database.db.select().from(notifications).where(eq(notifications.userId, user.id))).toEqual(
      [],
    );
  });
});

describe("suspending a user", () => {
  it("ends their sessions, refuses their sign-in, registration and bids, keeps their standing bid, and is audited", async () => {
    const member = await staff(["committee"]);
    const { user, password } = await createUser(database);
    const [session] = await signInAll(database.db, [user]);
    const { auction } = await createAuction(database.db, place, {
      auction: { openingPrice: OPENING, bidIncrement: 10_000 * SAR, deposit: 50_000 * SAR },
    });
    const other = await createAuction(database.db, place);
    // Funds, then a standing bid placed before the suspension.
    await creditWallet(database.db, { userId: user.id, amount: 1_000_000 * SAR });
    await bid(auction.id, user.id, OPENING);

    const { sessionsEnded } = await suspendUser({
      db: database.db,
      actorUserId: member.id,
      userId: user.id,
      reason: "  Suspected shill bidding  ",
    });
    expect(sessionsEnded).toBe(1);
    expect(
      await validateSessionToken({ db: database.db, token: session!.token, now: new Date() }),
    ).toBeNull();

    const row = await userRow(user.id);
    expect(row.suspendedReason).toBe("Suspected shill bidding");
    expect(row.suspendedBy).toBe(member.id);

    const deps = testAccountDeps(database);
    const identifier = { kind: "email" as const, value: user.email };
    expect((await refusal(signIn({ deps, identifier, password, client }))).code).toBe("ACCOUNT_SUSPENDED");
    // A wrong password learns nothing about the suspension.
    expect((await refusal(signIn({ deps, identifier, password: "wrong-pass", client }))).code).toBe(
      "INVALID_CREDENTIALS",
    );

    const registering = registerForAuction({
      db: database.db,
      userId: user.id,
      auctionId: other.auction.id,
      acceptRulesVersion: other.auction.specialRulesVersion,
    });
    expect((await refusal(registering)).code).toBe("ACCOUNT_SUSPENDED");
    // The rival outbids; the suspended user cannot answer, by hand or automatically.
    const [rival] = await createBidders(database, 1);
    await bid(auction.id, rival!.id, OPENING + 10_000 * SAR);
    expect((await refusal(bid(auction.id, user.id, OPENING + 20_000 * SAR))).code).toBe("ACCOUNT_SUSPENDED");
    const automatic = setAutoBid(services, {
      auctionId: auction.id,
      userId: user.id,
      maxAmount: OPENING + 50_000 * SAR,
      acceptRulesVersion: "current",
      idempotencyKey: null,
    });
    expect((await refusal(automatic)).code).toBe("ACCOUNT_SUSPENDED");

    // The bid placed before the suspension stands; no registration was added elsewhere.
    const theirBids = await database.db.select().from(bids).where(eq(bids.userId, user.id));
    expect(theirBids.map((b) => b.amount)).toEqual([OPENING]);
    const elsewhere = await database.db
      .select()
      .from(auctionRegistrations)
      .where(
        and(eq(auctionRegistrations.userId, user.id), eq(auctionRegistrations.auctionId, other.auction.id)),
      );
    expect(elsewhere).toEqual([]);

    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({ actorUserId: member.id, action: "user.suspend" });
    expect(entry).toMatchObject({
      reason: "Suspected shill bidding",
      before: { suspendedAt: null },
      after: { reason: "Suspected shill bidding", suspendedBy: member.id },
    });

    await reinstateUser({ db: database.db, actorUserId: member.id, userId: user.id, reason: "Cleared" });
    expect((await userRow(user.id)).suspendedAt).toBeNull();
    expect((await signIn({ deps, identifier, password, client })).user.id).toBe(user.id);
    const entries = await auditOf(user.id);
    expect(entries.map((e) => e.action)).toEqual(["user.suspend", "user.reinstate"]);
    expect(entries[1]).toMatchObject({ reason: "Cleared", after: { suspendedAt: null } });
  });

  it("keeps staff to admins, refuses oneself, a repeat and a short reason, changing nothing", async () => {
    const [member, otherMember, admin] = [
      await staff(["committee"]),
      await staff(["committee"]),
      await staff(["admin"]),
    ];
    const { user } = await createUser(database);
    const decide = (actorUserId: string, userId: string, reason = "A fair reason") =>
      suspendUser({ db: database.db, actorUserId, userId, reason });

    expect((await refusal(decide(member.id, member.id))).code).toBe("OWN_ACCOUNT");
    expect((await refusal(decide(member.id, otherMember.id))).code).toBe("STAFF_SUSPENSION_ADMIN_ONLY");
    expect((await refusal(decide(member.id, admin.id))).code).toBe("STAFF_SUSPENSION_ADMIN_ONLY");
    expect((await refusal(decide(user.id, member.id))).code).toBe("FORBIDDEN");
    const short = await refusal(decide(member.id, user.id, " x "));
    expect(short.code).toBe("VALIDATION");
    expect(short.details?.issues?.[0]).toMatchObject({ path: "reason", message: "validation.reason" });
    expect((await userRow(user.id)).suspendedAt).toBeNull();
    expect(await auditOf(user.id)).toEqual([]);

    await decide(admin.id, otherMember.id);
    expect((await userRow(otherMember.id)).suspendedAt).not.toBeNull();
    expect((await refusal(decide(admin.id, otherMember.id))).code).toBe("USER_ALREADY_SUSPENDED");
    // Only an admin reinstates staff too.
    const reinstate = (actorUserId: string) =>
      reinstateUser({ db: database.db, actorUserId, userId: otherMember.id, reason: "Back to work" });
    expect((await refusal(reinstate(member.id))).code).toBe("STAFF_SUSPENSION_ADMIN_ONLY");
    await reinstate(admin.id);
    expect((await refusal(reinstate(admin.id))).code).toBe("USER_NOT_SUSPENDED");
  });
});

describe("staff roles", () => {
  it("are granted and revoked by admins only, never on oneself, with the sessions ended and the change audited", async () => {
    const [admin, member] = [await staff(["admin"]), await staff(["committee"])];
    const { user } = await createUser(database, { roles: ["bidder", "owner"] });
    const [session] = await signInAll(database.db, [user]);
    const set = (actorUserId: string, userId: string, roles: ("committee" | "admin")[]) =>
      setStaffRoles({ db: database.db, actorUserId, userId, staff: roles });

    expect((await refusal(set(member.id, user.id, ["committee"]))).code).toBe("FORBIDDEN");
    expect((await refusal(set(admin.id, admin.id, []))).code).toBe("OWN_ACCOUNT");
    expect((await refusal(set(member.id, member.id, ["admin"]))).code).toBe("OWN_ACCOUNT");

    expect(await set(admin.id, user.id, ["committee"])).toEqual({
      roles: ["bidder", "owner", "committee"],
      changed: true,
    });
    expect(
      await validateSessionToken({ db: database.db, token: session!.token, now: new Date() }),
    ).toBeNull();
    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({ actorUserId: admin.id, action: "user.roles" });
    expect(entry).toMatchObject({
      before: { roles: ["bidder", "owner"] },
      after: { roles: ["bidder", "owner", "committee"] },
    });

    // Revoking keeps the other roles; a staff-only user is left a bidder.
    expect((await set(admin.id, user.id, [])).roles).toEqual(["bidder", "owner"]);
    expect((await set(admin.id, member.id, [])).roles).toEqual(["bidder"]);
    // The same roles again change nothing and write nothing.
    expect(await set(admin.id, member.id, [])).toEqual({ roles: ["bidder"], changed: false });
    expect((await auditOf(member.id)).length).toBe(1);

    // An admin may make another admin, who may then revoke the first.
    const second = await staff(["bidder"]);
    await set(admin.id, second.id, ["admin"]);
    expect((await set(second.id, admin.id, [])).roles).toEqual(["bidder"]);
  });
});
