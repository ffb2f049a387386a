import { hash } from "@node-rs/argon2";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/client.server";
import { outboxMessages, users } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { createUser, testAccountDeps, uniqueEmail } from "../../../tests/factories/accounts";
import { createTestDatabase } from "../../../tests/support/database";
import { getAccount, updateProfile } from "./manage-account.server";
import { ARGON2_OPTIONS } from "./passwords.server";
import { RATE_LIMITS } from "./rate-limits.server";
import { requestPasswordReset, resetPassword } from "./reset-password.server";
import { signIn } from "./sign-in.server";

let database: Database;
const client = { ip: "192.0.2.44", userAgent: "Vitest" };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a failure");
};

/** The code of the last text sent to `phone` (its WebOTP line ends with "#<code>"). */
async function lastCodeTo(phone: string): Promise<string> {
  const [sms] = await database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, phone))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = /#(\d{6})$/.exec(sms?.body ?? "")?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

describe("signIn", () => {
  it("accepts e-mail in any case or phone, and says nothing more than INVALID_CREDENTIALS otherwise", async () => {
    const deps = testAccountDeps(database);
    const { user, password } = await createUser(database);
    const byEmail = await signIn({
      deps,
      identifier: { kind: "email", value: user.email.toUpperCase() },
      password,
      client,
    });
    expect(byEmail.user.id).toBe(user.id);
    const byPhone = await signIn({
      deps,
      identifier: { kind: "phone", value: user.phone },
      password,
      client,
    });
    expect(byPhone.user.id).toBe(user.id);
    const wrong = await failure(
      signIn({ deps, identifier: { kind: "phone", value: user.phone }, password: "x", client }),
    );
    const unknown = await failure(
      signIn({ deps, identifier: { kind: "email", value: uniqueEmail() }, password, client }),
    );
    expect([wrong.code, unknown.code]).toEqual(["INVALID_CREDENTIALS", "INVALID_CREDENTIALS"]);
    expect(wrong.details).toEqual(unknown.details);
  });

  it("makes one address wait after five failures whichever identifier was typed, and a success clears the count", async () => {
    const deps = testAccountDeps(database);
    const { user, password } = await createUser(database);
    const email = { kind: "email" as const, value: user.email };
    const phone = { kind: "phone" as const, value: user.phone };
    for (let i = 0; i < 4; i++)
      await failure(signIn({ deps, identifier: i % 2 ? email : phone, password: "bad", client }));
    await signIn({ deps, identifier: email, password, client }); // clears
    for (let i = 0; i < RATE_LIMITS.loginFailuresPerClient.freeFailures; i++) {
      expect(
        (await failure(signIn({ deps, identifier: i % 2 ? email : phone, password: "bad", client }))).code,
      ).toBe("INVALID_CREDENTIALS");
    }
    const waiting = await failure(signIn({ deps, identifier: email, password, client }));
    expect(waiting.code).toBe("RATE_LIMITED");
    expect(waiting.details?.retryAfterSeconds).toBe(RATE_LIMITS.loginFailuresPerClient.firstWaitSeconds);
  });

  it("does not let a stranger's failures from one address block the owner at another", async () => {
    const deps = testAccountDeps(database);
    const { user, password } = await createUser(database);
    const identifier = { kind: "email" as const, value: user.email };
    const stranger = { ip: "198.51.100.7", userAgent: "Stranger" };
    for (let i = 0; i < RATE_LIMITS.loginFailuresPerClient.freeFailures; i++)
      await failure(signIn({ deps, identifier, password: `guess-${i}`, client: stranger }));
    expect((await failure(signIn({ deps, identifier, password: "guess", client: stranger }))).code).toBe(
      "RATE_LIMITED",
    );
    const owner = await signIn({
      deps,
      identifier,
      password,
      client: { ip: "203.0.113.9", userAgent: "Owner" },
    });
    expect(owner.user.id).toBe(user.id);
  });

  it("makes repeated failures from one address wait longer each time", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-06-15T09:00:00Z") });
    try {
      const deps = testAccountDeps(database);
      const { user } = await createUser(database);
      const identifier = { kind: "phone" as const, value: user.phone };
      const { freeFailures, firstWaitSeconds } = RATE_LIMITS.loginFailuresPerClient;
      for (let i = 0; i < freeFailures; i++)
        await failure(signIn({ deps, identifier, password: "bad", client }));
      const waits: number[] = [];
      for (let round = 0; round < 3; round++) {
        const refused = await failure(signIn({ deps, identifier, password: "bad", client }));
        expect(refused.code).toBe("RATE_LIMITED");
        waits.push(refused.details!.retryAfterSeconds!);
        vi.advanceTimersByTime(refused.details!.retryAfterSeconds! * 1000);
        expect((await failure(signIn({ deps, identifier, password: "bad", client }))).code).toBe(
          "INVALID_CREDENTIALS",
        );
      }
      expect(waits).toEqual([firstWaitSeconds, 2 * firstWaitSeconds, 4 * firstWaitSeconds]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("lets a known device, or a reset by texted code, in while the account is locked for everyone else", async () => {
    const deps = testAccountDeps(database);
    const { user, password } = await createUser(database);
    const identifier = { kind: "email" as const, value: user.email };
    const home = { ip: "203.0.113.20", userAgent: "Owner's phone" };
    const { deviceToken } = await signIn({ deps, identifier, password, client: home });
    // A spread-out attack: one wrong password from each of many addresses.
    const spread = (first: number) =>
      Promise.all(
        Array.from({ length: RATE_LIMITS.loginFailuresPerAccount.points }, (_, i) =>
          failure(
            signIn({
              deps,
              identifier,
              password: "guess",
              client: { ip: `192.0.2.${first + i}`, userAgent: null },
            }),
          ),
        ),
      );
    await spread(10);
    const elsewhere = { ip: "203.0.113.21", userAgent: "Owner's laptop" };
    const locked = await failure(signIn({ deps, identifier, password, client: elsewhere }));
    expect(locked.code).toBe("SIGN_IN_LOCKED");
    expect(locked.details?.retryAfterSeconds).toBeGreaterThan(0);
    // Another account's device is a stranger here.
    const other = await createUser(database);
    const othersDevice = (
      await signIn({
        deps,
        identifier: { kind: "email", value: other.user.email },
        password: other.password,
        client: elsewhere,
      })
    ).deviceToken;
    const moved = await failure(
      signIn({ deps, identifier, password, client: elsewhere, deviceToken: othersDevice }),
    );
    expect(moved.code).toBe("SIGN_IN_LOCKED");
    const known = await signIn({ deps, identifier, password, client: elsewhere, deviceToken });
    expect(known.user.id).toBe(user.id);

    // The texted-code path: a reset makes the browser a known device, whatever the attack does next.
    const fresh = { ip: "203.0.113.22", userAgent: "New laptop" };
    await requestPasswordReset({ deps, identifier, client: fresh });
    const reset = await resetPassword({
      deps,
      input: { identifier, code: await lastCodeTo(user.phone), password: "new-secret-pass" },
      client: fresh,
    });
    await spread(100);
    expect(
      (await failure(signIn({ deps, identifier, password: "new-secret-pass", client: fresh }))).code,
    ).toBe("SIGN_IN_LOCKED");
    const afterReset = await signIn({
      deps,
      identifier,
      password: "new-secret-pass",
      client: fresh,
      deviceToken: reset.deviceToken,
    });
    expect(afterReset.user.id).toBe(user.id);
  });

  it("rehashes a password made with older parameters", async () => {
    const deps = testAccountDeps(database);
    const { user } = await createUser(database);
    const weak = await hash("old-password", { ...ARGON2_OPTIONS, memoryCost: 8192, timeCost: 1 });
    await database.db.update(users).set({ passwordHash: weak }).where(eq(users.id, user.id));
    await signIn({
      deps,
      identifier: { kind: "email", value: user.email },
      password: "old-password",
      client,
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe("profile changes", () => {
  it("tells the old address when the e-mail changes, and refuses another account's e-mail", async () => {
    const deps = testAccountDeps(database);
    const { user } = await createUser(database, { locale: "en" });
    const { user: other } = await createUser(database);
    const conflict = await failure(
      updateProfile({ deps, userId: user.id, patch: { email: other.email }, client }),
    );
    expect(conflict.details?.issues).toEqual([{ path: "email", message: "validation.emailTaken" }]);
    const newEmail = uniqueEmail("new");
    const account = await updateProfile({
      deps,
      userId: user.id,
      patch: { email: newEmail, theme: "dark" },
      client,
    });
    expect(account).toMatchObject({ email: newEmail, theme: "dark" });
    const [notice] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, user.email));
    expect(notice).toMatchObject({ channel: "email", subject: "Your Mazad email address was changed" });
    expect(notice!.body).toContain(newEmail);
  });

  it("needs the right current password to start a phone change, counting wrong ones", async () => {
    const deps = testAccountDeps(database);
    const { user } = await createUser(database);
    const wrong = await failure(
      updateProfile({
        deps,
        userId: user.id,
        patch: { phone: "+966511111111" },
        currentPassword: "nope",
        client,
      }),
    );
    expect(wrong.details?.issues).toEqual([
      { path: "currentPassword", message: "validation.currentPassword" },
    ]);
    expect((await getAccount({ deps, userId: user.id })).pendingPhone).toBeNull();
  });
});
