import { and, desc, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import { batchOfTurn } from "~/db/turn-batch.server";
import { addSeconds } from "~/lib/clock";
import type { UserRole } from "./roles";
import {
  digestsEqual,
  generateSessionToken,
  hashSessionToken,
  isWellFormedSessionToken,
} from "./secrets.server";
import type { ClientInfo, SessionUser } from "./session-user";

/**
 * Session lifetime (ADR 009): signed out after 30 minutes without a request, and 12 hours after
 * signing in whatever happens. `last_seen_at` is written at most once a minute.
 */
export const SESSION_POLICY = {
  absoluteSeconds: 12 * 60 * 60,
  idleSeconds: 30 * 60,
  touchEverySeconds: 60,
  /** Dead sessions are deleted this long after they ended (they stay listed for nobody). */
  keepEndedSeconds: 30 * 24 * 60 * 60,
} as const;

export type IssuedSession = { token: string; sessionId: string; expiresAt: Date };

export type SessionSummary = {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** The earlier of the absolute and the idle end. */
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
};

export type AuthenticatedSession = { session: SessionSummary; user: SessionUser };

type UserRow = typeof users.$inferSelect;

/** What a session's user is made of, and what every request reads of the account: no more. */
const sessionUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  roles: users.roles,
  locale: users.locale,
  theme: users.theme,
  phoneVerifiedAt: users.phoneVerifiedAt,
  suspendedAt: users.suspendedAt,
};
type SessionUserRow = Pick<UserRow, keyof typeof sessionUserColumns>;

export function toSessionUser(row: Omit<SessionUserRow, "suspendedAt">): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roles: row.roles as UserRole[],
    locale: row.locale === "en" ? "en" : "ar",
    theme: row.theme === "dark" ? "dark" : "light",
    phoneVerified: row.phoneVerifiedAt !== null,
  };
}

const clip = (value: string | null, max: number) => (value === null ? null : value.slice(0, max));

function idleEnd(row: { lastSeenAt: Date; idleTimeoutSeconds: number }): Date {
  return addSeconds(row.lastSeenAt, row.idleTimeoutSeconds);
}

function summary(row: typeof sessions.$inferSelect): SessionSummary {
  const idle = idleEnd(row);
  return {
    id: row.id,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    expiresAt: idle < row.expiresAt ? idle : row.expiresAt,
    userAgent: row.userAgent,
    ip: row.ip,
  };
}

/** Starts a session. The token goes to the client once and is never stored. */
export async function createSession(options: {
  db: Db;
  userId: string;
  now: Date;
  client: ClientInfo;
}): Promise<IssuedSession> {
  const { db, userId, now, client } = options;
  const token = generateSessionToken();
  const expiresAt = addSeconds(now, SESSION_POLICY.absoluteSeconds);
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashSessionToken(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      idleTimeoutSeconds: SESSION_POLICY.idleSeconds,
      userAgent: clip(client.userAgent, 300),
      ip: clip(client.ip, 64),
    })
    .returning({ id: sessions.id });
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        lt(sessions.expiresAt, addSeconds(now, -SESSION_POLICY.keepEndedSeconds)),
      ),
    );
  return { token, sessionId: row!.id, expiresAt };
}

type SessionRow = { session: typeof sessions.$inferSelect; user: SessionUserRow };

const preparedLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookups>>();

/** Every API request and page runs these lookups: prepared once per database, never rebuilt. */
function prepareSessionLookups(db: Db) {
  const select = () =>
    db
      .select({ session: sessions, user: sessionUserColumns })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId));
  return {
    one: select()
      .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
      .limit(1)
      .prepare("session_by_token_hash"),
    many: select()
      .where(
        sql`${sessions.tokenHash} = any(array(select jsonb_array_elements_text(${sql.placeholder("tokenHashes")}::jsonb)))`,
      )
      .prepare("sessions_by_token_hashes"),
  };
}

function sessionLookups(db: Db) {
  let lookups = preparedLookups.get(db);
  if (!lookups) preparedLookups.set(db, (lookups = prepareSessionLookups(db)));
  return lookups;
}

type Waiter = { resolve: (row: SessionRow | undefined) => void; reject: (error: unknown) => void };
const waitingLookups = new WeakMap<Db, Map<string, Waiter[]>>();

/**
 * The session row behind a token hash, read when this turn of the event loop ends together with
 * every other lookup asked for in the same turn: one statement for all of them. Under a crowd,
 * hundreds of requests a second each ask for their session; on the embedded database every
 * statement takes its single thread in turn, so one statement per request was the largest
 * per-request cost left of a bid (ADR 044). Each lookup still reads the database after it was
 * asked for, never an earlier answer: a revoked session or a suspension is seen at once, as before.
 * Each waiter gets rows of its own (the caller updates `lastSeenAt` on its copy).
 */
function sessionRowByTokenHash(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  const batch = batchOfTurn(
    waitingLookups,
    db,
    () => new Map<string, Waiter[]>(),
    (lookups) => void lookUpTogether(db, lookups),
  );
  return new Promise((resolve, reject) => {
    const waiters = batch.get(tokenHash);
    if (waiters) waiters.push({ resolve, reject });
    else batch.set(tokenHash, [{ resolve, reject }]);
  });
}

async function lookUpTogether(db: Db, batch: Map<string, Waiter[]>): Promise<void> {
  const hashes = [...batch.keys()];
  let rows: SessionRow[];
  try {
    const lookups = sessionLookups(db);
    rows =
      hashes.length === 1
        ? await lookups.one.execute({ tokenHash: hashes[0] })
        : await lookups.many.execute({ tokenHashes: JSON.stringify(hashes) });
  } catch (error) {
    for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    return;
  }
  const byHash = new Map(rows.map((row) => [row.session.tokenHash, row]));
  for (const [hash, waiters] of batch) {
    const row = byHash.get(hash);
    for (const waiter of waiters) {
      waiter.resolve(
        row && { session: { ...row.session }, user: { ...row.user, roles: [...row.user.roles] } },
      );
    }
  }
}

/**
 * The session and user behind a token, or null when the token is unknown, revoked, idle too
 * long or past its absolute end. Slides `last_seen_at` forward (at most once a minute).
 */
export async function validateSessionToken(options: {
  db: Db;
  token: string;
  now: Date;
}): Promise<AuthenticatedSession | null> {
  const { db, token, now } = options;
  if (!isWellFormedSessionToken(token)) return null;
  const tokenHash = hashSessionToken(token);
  const found = await sessionRowByTokenHash(db, tokenHash);
  if (!found || !digestsEqual(found.session.tokenHash, tokenHash)) return null;
  const { session, user } = found;
  if (session.revokedAt || session.expiresAt <= now || idleEnd(session) <= now) return null;
  // A suspension ends the sessions; this also refuses any started after it.
  if (user.suspendedAt) return null;
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_POLICY.touchEverySeconds * 1000) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, session.id), lt(sessions.lastSeenAt, now)));
    session.lastSeenAt = now;
  }
  return { session: summary(session), user: toSessionUser(user) };
}

/** Ends the session a token belongs to (sign-out, or rotation). Unknown tokens are ignored. */
export async function revokeSessionByToken(options: { db: Db; token: string; now: Date }): Promise<void> {
  if (!isWellFormedSessionToken(options.token)) return;
  await options.db
    .update(sessions)
    .set({ revokedAt: options.now })
    .where(and(eq(sessions.tokenHash, hashSessionToken(options.token)), isNull(sessions.revokedAt)));
}

/**
 * Replaces the client's session with a new one for `userId`: at sign-in, and when the user's
 * privileges change (phone confirmed, password changed), so a token fixed or seen before the
 * change is worthless after it.
 */
export async function rotateSession(options: {
  db: Db;
  userId: string;
  previousToken: string | null;
  now: Date;
  client: ClientInfo;
}): Promise<IssuedSession> {
  const { db, previousToken, now } = options;
  return db.transaction(async (tx) => {
    if (previousToken) await revokeSessionByToken({ db: tx, token: previousToken, now });
    return createSession({ ...options, db: tx });
  });
}

/** Ends one of the user's own sessions; false when it is not theirs or already ended. */
export async function revokeSession(options: {
  db: Db;
  userId: string;
  sessionId: string;
  now: Date;
}): Promise<boolean> {
  const { db, userId, sessionId, now } = options;
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Signs the user out everywhere except `keepSessionId` (none: everywhere). Returns how many ended. */
export async function revokeOtherSessions(options: {
  db: Db;
  userId: string;
  keepSessionId: string | null;
  now: Date;
}): Promise<number> {
  const { db, userId, keepSessionId, now } = options;
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/** The user's sessions that are still alive, most recently used first. */
export async function listActiveSessions(options: {
  db: Db;
  userId: string;
  now: Date;
}): Promise<SessionSummary[]> {
  const { db, userId, now } = options;
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        sql`${sessions.lastSeenAt} + make_interval(secs => ${sessions.idleTimeoutSeconds}) > ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map(summary);
}
