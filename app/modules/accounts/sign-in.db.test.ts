import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { outboxMessages, users } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { createUser, testAccountDeps, uniqueEmail } from "../../../tests/factories/accounts";
import { createTestDatabase } from "../../../tests/support/database";
import { getAccount, updateProfile } from "./manage-account.server";
import { ARGON2_OPTIONS } from "./passwords.server";
import { RATE_LIMITS } from "./rate-limits.server";
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

  it("locks the account after five failures whichever identifier was typed, and a success clears the count", async () => {
    const deps = testAccountDeps(database);
    const { user, password } = await createUser(database);
    const email = { kind: "email" as const, value: user.email };
    const phone = { kind: "phone" as const, value: user.phone };
    for (let i = 0; i < 4; i++)
      await failure(signIn({ deps, identifier: i % 2 ? email : phone, password: "bad", client }));
    await signIn({ deps, identifier: email, password, client }); // clears
    for (let i = 0; i < RATE_LIMITS.loginFailuresPerAccount.points; i++) {
      expect(
        (await failure(signIn({ deps, identifier: i % 2 ? email : phone, password: "bad", client }))).code,
      ).toBe("INVALID_CREDENTIALS");
    }
    const locked = await failure(signIn({ deps, identifier: email, password, client }));
    expect(locked.code).toBe("RATE_LIMITED");
    expect(locked.details?.retryAfterSeconds).toBe(RATE_LIMITS.loginFailuresPerAccount.lockSeconds);
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
