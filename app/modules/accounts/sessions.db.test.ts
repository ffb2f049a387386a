import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { createUser, testAccountDeps, testClock } from "../../../tests/factories/accounts";
import { createTestDatabase } from "../../../tests/support/database";
import { hashSessionToken } from "./secrets.server";
import {
  createSession,
  listActiveSessions,
  revokeOtherSessions,
  revokeSession,
  revokeSessionByToken,
  rotateSession,
  SESSION_POLICY,
  validateSessionToken,
} from "./sessions.server";
import { setUserRoles } from "./set-user-roles.server";
import { signIn } from "./sign-in.server";

let database: Database;
const client = { ip: "203.0.113.9", userAgent: "Vitest" };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("sessions", () => {
  it("stores only the token's SHA-256, never the token", async () => {
    const { user } = await createUser(database);
    const now = new Date();
    const issued = await createSession({ db: database.db, userId: user.id, now, client });
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await database.db.select().from(sessions).where(eq(sessions.id, issued.sessionId));
    expect(row!.tokenHash).toBe(hashSessionToken(issued.token));
    expect(JSON.stringify(row)).not.toContain(issued.token);
    expect(row).toMatchObject({ userAgent: "Vitest", ip: "203.0.113.9", idleTimeoutSeconds: 30 * 60 });
    expect(row!.expiresAt.getTime() - now.getTime()).toBe(12 * 3600 * 1000);
  });

  it("ends after the idle timeout, and each use slides it", async () => {
    const clock = testClock();
    const { user } = await createUser(database);
    const { token } = await createSession({ db: database.db, userId: user.id, now: clock.now(), client });
    const check = () => validateSessionToken({ db: database.db, token, now: clock.now() });
    clock.advanceSeconds(SESSION_POLICY.idleSeconds - 1);
    expect((await check())?.user.id).toBe(user.id);
    clock.advanceSeconds(SESSION_POLICY.idleSeconds - 1); // counted from the last use
    expect(await check()).not.toBeNull();
    clock.advanceSeconds(SESSION_POLICY.idleSeconds);
    expect(await check()).toBeNull();
  });

  it("ends at the absolute limit however busy it is", async () => {
    const clock = testClock();
    const { user } = await createUser(database);
    const { token, expiresAt } = await createSession({
      db: database.db,
      userId: user.id,
      now: clock.now(),
      client,
    });
    const check = () => validateSessionToken({ db: database.db, token, now: clock.now() });
    for (let elapsed = 0; elapsed < SESSION_POLICY.absoluteSeconds - 20 * 60; elapsed += 20 * 60) {
      clock.advanceSeconds(20 * 60);
      expect(await check(), `after ${elapsed / 60 + 20} minutes`).not.toBeNull();
    }
    clock.advanceSeconds(SESSION_POLICY.absoluteSeconds);
    expect(clock.now() >= expiresAt).toBe(true);
    expect(await check()).toBeNull();
  });

  it("writes last_seen_at at most once a minute", async () => {
    const clock = testClock();
    const { user } = await createUser(database);
    const { token, sessionId } = await createSession({
      db: database.db,
      userId: user.id,
      now: clock.now(),
      client,
    });
    const lastSeen = async () =>
      (await database.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]!.lastSeenAt.getTime();
    const start = await lastSeen();
    clock.advanceSeconds(30);
    await validateSessionToken({ db: database.db, token, now: clock.now() });
    expect(await lastSeen()).toBe(start);
    clock.advanceSeconds(31);
    await validateSessionToken({ db: database.db, token, now: clock.now() });
    expect(await lastSeen()).toBe(clock.now().getTime());
  });

  it("rejects unknown and malformed tokens without a match", async () => {
    const now = new Date();
    expect(await validateSessionToken({ db: database.db, token: "short", now })).toBeNull();
    expect(await validateSessionToken({ db: database.db, token: "x".repeat(43), now })).toBeNull();
  });

  it("answers lookups asked for together each with its own session, and refuses the dead among them", async () => {
    const { user: alice } = await createUser(database);
    const { user: bob } = await createUser(database);
    const now = new Date();
    const a1 = await createSession({ db: database.db, userId: alice.id, now, client });
    const a2 = await createSession({ db: database.db, userId: alice.id, now, client });
    const b = await createSession({ db: database.db, userId: bob.id, now, client });
    await revokeSessionByToken({ db: database.db, token: a2.token, now });
    const unknown = "u".repeat(43);
    // Asked for in one turn of the event loop, so read by one statement.
    const found = await Promise.all(
      [a1.token, b.token, a2.token, a1.token, unknown, b.token].map((token) =>
        validateSessionToken({ db: database.db, token, now }),
      ),
    );
    expect(found.map((f) => f?.session.id ?? null)).toEqual([
      a1.sessionId,
      b.sessionId,
      null,
      a1.sessionId,
      null,
      b.sessionId,
    ]);
    expect(found.map((f) => f?.user.id ?? null)).toEqual([alice.id, bob.id, null, alice.id, null, bob.id]);
    // The same session twice: two answers, not one object shared between two requests.
    expect(found[0]).not.toBe(found[3]);
    expect(found[0]!.user.roles).not.toBe(found[3]!.user.roles);
    // A revocation between two turns is seen by the next lookup.
    await revokeSessionByToken({ db: database.db, token: b.token, now });
    expect(
      await Promise.all(
        [b.token, a1.token].map((token) => validateSessionToken({ db: database.db, token, now })),
      ),
    ).toEqual([null, expect.objectContaining({ user: expect.objectContaining({ id: alice.id }) })]);
  });

  it("rotates at sign-in: the session presented before is over", async () => {
    const deps = testAccountDeps(database);
    const { user, password } = await createUser(database);
    const identifier = { kind: "email" as const, value: user.email };
    const first = await signIn({ deps, identifier, password, client });
    const second = await signIn({ deps, identifier, password, client, previousToken: first.session.token });
    expect(second.session.token).not.toBe(first.session.token);
    const now = new Date();
    expect(await validateSessionToken({ db: database.db, token: first.session.token, now })).toBeNull();
    expect(await validateSessionToken({ db: database.db, token: second.session.token, now })).not.toBeNull();
  });

  it("rotates on demand, and a change of roles ends every session", async () => {
    const deps = testAccountDeps(database);
    const { user } = await createUser(database);
    const now = new Date();
    const a = await createSession({ db: database.db, userId: user.id, now, client });
    const b = await rotateSession({ db: database.db, userId: user.id, previousToken: a.token, now, client });
    expect(await validateSessionToken({ db: database.db, token: a.token, now })).toBeNull();
    expect((await validateSessionToken({ db: database.db, token: b.token, now }))?.user.roles).toEqual([
      "bidder",
    ]);
    await setUserRoles({ deps, userId: user.id, roles: ["bidder", "agent"] });
    expect(await validateSessionToken({ db: database.db, token: b.token, now })).toBeNull();
  });

  it("revokes one session (only the owner's), or all others, and lists the living", async () => {
    const { user } = await createUser(database);
    const { user: stranger } = await createUser(database);
    const now = new Date();
    const make = () => createSession({ db: database.db, userId: user.id, now, client });
    const [a, b, c] = [await make(), await make(), await make()];
    expect(await revokeSession({ db: database.db, userId: stranger.id, sessionId: a.sessionId, now })).toBe(
      false,
    );
    expect(await revokeSession({ db: database.db, userId: user.id, sessionId: a.sessionId, now })).toBe(true);
    expect(await revokeSession({ db: database.db, userId: user.id, sessionId: a.sessionId, now })).toBe(
      false,
    );
    expect(
      (await listActiveSessions({ db: database.db, userId: user.id, now })).map((s) => s.id).sort(),
    ).toEqual([b.sessionId, c.sessionId].sort());
    expect(
      await revokeOtherSessions({ db: database.db, userId: user.id, keepSessionId: c.sessionId, now }),
    ).toBe(1);
    expect((await listActiveSessions({ db: database.db, userId: user.id, now })).map((s) => s.id)).toEqual([
      c.sessionId,
    ]);
    const idle = new Date(now.getTime() + (SESSION_POLICY.idleSeconds + 1) * 1000);
    expect(await listActiveSessions({ db: database.db, userId: user.id, now: idle })).toEqual([]);
  });
});
