import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { outboxMessages, users } from "~/db/schema";
import { AppError } from "~/lib/errors";
import {
  createUser,
  testAccountDeps,
  testClock,
  uniqueEmail,
  uniquePhone,
} from "../../../tests/factories/accounts";
import { createTestDatabase } from "../../../tests/support/database";
import { createRegisterSchema } from "./account-schemas";
import { registerAccount } from "./register-account.server";
import { UNVERIFIED_ACCOUNT_TTL_SECONDS } from "./users.server";
import { confirmPhone } from "./verify-phone.server";

let database: Database;
const client = { ip: null, userAgent: "Vitest" };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function input(overrides: Record<string, unknown> = {}) {
  return createRegisterSchema().parse({
    name: "Khalid Al-Harbi",
    email: uniqueEmail("khalid"),
    phone: uniquePhone(),
    password: "secret1",
    confirmPassword: "secret1",
    birthDate: "1990-01-01",
    acceptTerms: true,
    ...overrides,
  });
}

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a failure");
};

describe("registerAccount", () => {
  it("creates an unconfirmed bidder with an argon2id hash and texts a code in the user's language", async () => {
    const deps = testAccountDeps(database);
    const form = input();
    const result = await registerAccount({ deps, input: form, locale: "en", client });
    expect(result.user).toMatchObject({ roles: ["bidder"], phoneVerified: false, locale: "en" });
    const [row] = await database.db.select().from(users).where(eq(users.id, result.user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.termsAcceptedAt).toBeInstanceOf(Date);
    const [sms] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, form.phone));
    expect(sms!.body).toMatch(
      /^Mazad: your code to confirm your mobile number is \d{6}\.\nIt expires in 10 minutes\./,
    );
    expect(sms!.body).toMatch(/\n@localhost:3000 #\d{6}$/);
  });

  it("names the taken field, whatever the e-mail's case", async () => {
    const deps = testAccountDeps(database);
    const { user } = await createUser(database);
    const error = await failure(
      registerAccount({ deps, input: input({ email: user.email.toUpperCase() }), locale: "ar", client }),
    );
    expect(error.code).toBe("CONFLICT");
    expect(error.details?.issues).toEqual([{ path: "email", message: "validation.emailTaken" }]);
  });

  it("frees the e-mail and phone of a registration left unconfirmed for a day", async () => {
    const clock = testClock();
    const deps = testAccountDeps(database, { clock: clock.now });
    const form = input();
    const abandoned = await registerAccount({ deps, input: form, locale: "ar", client });
    expect(
      (await failure(registerAccount({ deps, input: input({ phone: form.phone }), locale: "ar", client })))
        .code,
    ).toBe("CONFLICT");
    clock.advanceSeconds(UNVERIFIED_ACCOUNT_TTL_SECONDS + 1);
    const fresh = await registerAccount({ deps, input: input({ phone: form.phone }), locale: "ar", client });
    expect(fresh.user.id).not.toBe(abandoned.user.id);
    expect(await database.db.select().from(users).where(eq(users.id, abandoned.user.id))).toEqual([]);
  });

  it("never frees a confirmed account's phone", async () => {
    const clock = testClock();
    const deps = testAccountDeps(database, { clock: clock.now });
    const { user } = await createUser(database, { createdAt: new Date("2020-01-01T00:00:00Z") });
    clock.advanceSeconds(UNVERIFIED_ACCOUNT_TTL_SECONDS * 10);
    const error = await failure(
      registerAccount({ deps, input: input({ phone: user.phone }), locale: "ar", client }),
    );
    expect(error.details?.issues).toEqual([{ path: "phone", message: "validation.phoneTaken" }]);
  });

  it("confirms the phone with the code, once", async () => {
    const deps = testAccountDeps(database);
    const form = input();
    const { user, session } = await registerAccount({ deps, input: form, locale: "ar", client });
    const [sms] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, form.phone));
    const code = /#(\d{6})$/.exec(sms!.body)![1]!;
    const confirmed = await confirmPhone({
      deps,
      userId: user.id,
      purpose: "verify_phone",
      code,
      client,
      previousToken: session.token,
    });
    expect(confirmed.user.phoneVerified).toBe(true);
    const again = await failure(
      confirmPhone({ deps, userId: user.id, purpose: "verify_phone", code, client, previousToken: null }),
    );
    expect(again.code).toBe("ALREADY_VERIFIED");
  });

  it("locks code checking after ten wrong codes an hour, across resends", async () => {
    const clock = testClock();
    const deps = testAccountDeps(database, { clock: clock.now });
    const { user } = await registerAccount({ deps, input: input(), locale: "ar", client });
    const attempt = () =>
      failure(
        confirmPhone({
          deps,
          userId: user.id,
          purpose: "verify_phone",
          code: "000000",
          client,
          previousToken: null,
        }),
      );
    const codes: string[] = [];
    for (let i = 0; i < 10; i++) codes.push((await attempt()).code);
    expect(codes.slice(0, 4)).toEqual(Array(4).fill("OTP_INVALID"));
    const locked = await attempt();
    expect(locked.code).toBe("RATE_LIMITED");
    expect(locked.details?.retryAfterSeconds).toBeGreaterThan(59 * 60);
  });
});
