import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { otpChallenges } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { createUser, testClock } from "../../../tests/factories/accounts";
import { createTestDatabase } from "../../../tests/support/database";
import { consumeOtp, issueOtp, OTP_POLICY } from "./otp.server";

let database: Database;
const secret = "otp-test-secret".padEnd(40, "-");

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function setup() {
  const { user } = await createUser(database, { verified: false });
  const clock = testClock();
  const base = { db: database.db, secret, userId: user.id, purpose: "verify_phone" as const };
  return {
    user,
    clock,
    issue: () => issueOtp({ ...base, phone: user.phone, now: clock.now() }),
    consume: (code: string) => consumeOtp({ ...base, code, now: clock.now() }),
  };
}

async function errorCode(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, retryAfter: error.details?.retryAfterSeconds };
    throw error;
  }
  return null;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("one-time codes", () => {
  it("are six digits, stored only as a keyed hash, and work once", async () => {
    const { user, issue, consume } = await setup();
    const { code, phone } = await issue();
    expect(code).toMatch(/^\d{6}$/);
    expect(phone).toBe(user.phone);
    const [row] = await database.db.select().from(otpChallenges).where(eq(otpChallenges.userId, user.id));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(await consume(code)).toEqual({ phone: user.phone });
    expect(await errorCode(consume(code))).toMatchObject({ code: "OTP_INVALID" });
  });

  it("expire after 10 minutes", async () => {
    const { clock, issue, consume } = await setup();
    const { code, expiresAt } = await issue();
    expect(expiresAt.getTime() - clock.now().getTime()).toBe(OTP_POLICY.ttlSeconds * 1000);
    clock.advanceSeconds(OTP_POLICY.ttlSeconds);
    expect(await errorCode(consume(code))).toMatchObject({ code: "OTP_EXPIRED" });
  });

  it("die after five wrong tries, even for the right code; a new code revives them", async () => {
    const { clock, issue, consume } = await setup();
    const { code } = await issue();
    for (let i = 1; i <= 4; i++)
      expect(await errorCode(consume(wrongCode(code)))).toMatchObject({ code: "OTP_INVALID" });
    expect(await errorCode(consume(wrongCode(code)))).toMatchObject({ code: "OTP_ATTEMPTS_EXCEEDED" });
    expect(await errorCode(consume(code))).toMatchObject({ code: "OTP_ATTEMPTS_EXCEEDED" });
    clock.advanceSeconds(OTP_POLICY.resendCooldownSeconds);
    const fresh = await issue();
    expect(await consume(fresh.code)).toBeTruthy();
  });

  it("count wrong tries made at the same moment one by one", async () => {
    const { issue, consume } = await setup();
    const { code } = await issue();
    const results = await Promise.all(Array.from({ length: 8 }, () => errorCode(consume(wrongCode(code)))));
    expect(results.filter((r) => r?.code === "OTP_INVALID")).toHaveLength(4);
    expect(results.filter((r) => r?.code === "OTP_ATTEMPTS_EXCEEDED")).toHaveLength(4);
  });

  it("can be resent after 60 seconds, five times an hour; the old code then stops working", async () => {
    const { clock, issue, consume } = await setup();
    const first = await issue();
    expect(first.resendAvailableAt.getTime() - clock.now().getTime()).toBe(60_000);
    clock.advanceSeconds(30);
    expect(await errorCode(issue())).toEqual({ code: "OTP_RESEND_TOO_SOON", retryAfter: 30 });
    clock.advanceSeconds(30);
    const second = await issue();
    expect(
      await errorCode(consume(first.code === second.code ? wrongCode(second.code) : first.code)),
    ).toMatchObject({
      code: "OTP_INVALID",
    });
    for (let sent = 2; sent < OTP_POLICY.maxSendsPerWindow; sent++) {
      clock.advanceSeconds(60);
      await issue();
    }
    clock.advanceSeconds(60); // 5 sent in the last 5 minutes: the hour's window holds the 6th
    const limited = await errorCode(issue());
    expect(limited?.code).toBe("RATE_LIMITED");
    expect(limited?.retryAfter).toBe(60 * 60 - 5 * 60);
    clock.advanceSeconds(limited!.retryAfter!);
    const nextHour = await issue();
    expect(await consume(nextHour.code)).toBeTruthy();
  });

  it("are bound to their user and purpose", async () => {
    const a = await setup();
    const b = await setup();
    const { code } = await a.issue();
    expect(await errorCode(b.consume(code))).toMatchObject({ code: "OTP_INVALID" });
    const reset = consumeOtp({
      db: database.db,
      secret,
      userId: a.user.id,
      purpose: "reset_password",
      code,
      now: a.clock.now(),
    });
    expect(await errorCode(reset)).toMatchObject({ code: "OTP_INVALID" });
    const otherSecret = consumeOtp({
      db: database.db,
      secret: "another-secret".padEnd(40, "-"),
      userId: a.user.id,
      purpose: "verify_phone",
      code,
      now: a.clock.now(),
    });
    expect(await errorCode(otherSecret)).toMatchObject({ code: "OTP_INVALID" });
  });
});
