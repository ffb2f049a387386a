import { randomInt, randomUUID } from "node:crypto";
import pino from "pino";
import type { Database, Db } from "~/db/client.server";
import { users } from "~/db/schema";
import type { AccountDeps } from "~/modules/accounts/account-deps.server";
import type { Clock } from "~/lib/clock";
import { hashPassword } from "~/modules/accounts/passwords.server";
import { createAuthRateLimits } from "~/modules/accounts/rate-limits.server";
import { createSession } from "~/modules/accounts/sessions.server";
import type { UserRole } from "~/modules/accounts/roles";
import { createMessenger, type DeliveryAdapter } from "~/modules/messaging/messenger.server";

/** A Saudi mobile nobody else in the test run holds. */
export const uniquePhone = () => `+9665${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
export const uniqueEmail = (label = "user") => `${label}.${randomUUID().slice(0, 8)}@test.example`;

/** A clock a test moves by hand. */
export function testClock(start = new Date("2026-06-15T09:00:00Z")) {
  let current = start.getTime();
  const now: Clock = () => new Date(current);
  return {
    now,
    advanceSeconds(seconds: number) {
      current += seconds * 1000;
    },
  };
}

/** Account dependencies over a test database: outbox messaging, in-memory limits, a test clock. */
export function testAccountDeps(
  database: Database,
  options: { clock?: Clock; sms?: DeliveryAdapter; email?: DeliveryAdapter } = {},
): AccountDeps {
  const clock = options.clock ?? (() => new Date());
  const logger = pino({ level: "silent" });
  return {
    db: database.db,
    clock,
    secret: "test-secret-".padEnd(40, "x"),
    limits: createAuthRateLimits({ redis: null }),
    messenger: createMessenger({
      db: database.db,
      logger,
      now: clock,
      sms: options.sms,
      email: options.email,
    }),
    appOrigin: "http://localhost:3000",
    logger,
  };
}

/** A user with a known password; phone verified unless said otherwise. */
export async function createUser(
  database: Database,
  overrides: {
    password?: string;
    roles?: UserRole[];
    verified?: boolean;
    locale?: "ar" | "en";
    name?: string;
    createdAt?: Date;
    email?: string;
    phone?: string;
  } = {},
) {
  const password = overrides.password ?? "secret-pass";
  const now = overrides.createdAt ?? new Date();
  const [user] = await database.db
    .insert(users)
    .values({
      name: overrides.name ?? "مستخدم الاختبار",
      email: overrides.email ?? uniqueEmail(),
      phone: overrides.phone ?? uniquePhone(),
      passwordHash: await hashPassword(password),
      birthDate: "1990-05-01",
      phoneVerifiedAt: overrides.verified === false ? null : now,
      termsAcceptedAt: now,
      roles: overrides.roles ?? ["bidder"],
      locale: overrides.locale ?? "ar",
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { user: user!, password };
}

/** A session for each of these users, as a signed-in client would hold: its bearer token. */
export async function signInAll(db: Db, users: { id: string }[]) {
  return Promise.all(
    users.map(async ({ id }) => {
      const session = await createSession({
        db,
        userId: id,
        now: new Date(),
        client: { ip: null, userAgent: null },
      });
      return { id, token: session.token };
    }),
  );
}
