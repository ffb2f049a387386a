import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { otpChallenges } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { OTP_LENGTH } from "./account-schemas";
import { addSeconds } from "~/lib/clock";
import { digestsEqual, generateNumericCode, hashOneTimeCode } from "./secrets.server";

export type OtpPurpose = (typeof otpChallenges.$inferSelect)["purpose"];

/**
 * One-time code rules (ADR 009): a code lives 10 minutes and allows 5 tries, after which only a
 * new code helps; a new code can be sent 60 s after the last, at most 5 in an hour.
 */
export const OTP_POLICY = {
  ttlSeconds: 10 * 60,
  maxAttempts: 5,
  resendCooldownSeconds: 60,
  maxSendsPerWindow: 5,
  windowSeconds: 60 * 60,
} as const;

export type IssuedOtp = {
  /** To be sent to `phone`, never stored or logged. */
  code: string;
  phone: string;
  expiresAt: Date;
  /** When the next code may be requested. */
  resendAvailableAt: Date;
};

const secondsBetween = (later: Date, earlier: Date) =>
  Math.ceil((later.getTime() - earlier.getTime()) / 1000);

/**
 * Makes a fresh code for the user and purpose, replacing any earlier one. One challenge row per
 * user and purpose holds the hour's send count, so the cool-down and hourly limit survive resends
 * and span instances. Throws OTP_RESEND_TOO_SOON or RATE_LIMITED (with Retry-After).
 */
export async function issueOtp(options: {
  db: Db;
  secret: string;
  userId: string;
  purpose: OtpPurpose;
  phone: string;
  now: Date;
}): Promise<IssuedOtp> {
  const { db, secret, userId, purpose, phone, now } = options;
  const code = generateNumericCode(OTP_LENGTH);
  const expiresAt = addSeconds(now, OTP_POLICY.ttlSeconds);
  const resendAvailableAt = addSeconds(now, OTP_POLICY.resendCooldownSeconds);
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.userId, userId), eq(otpChallenges.purpose, purpose)))
      .for("update");
    if (!existing) {
      const id = randomUUID();
      const values = { id, purpose, userId, phone, codeHash: hashOneTimeCode(secret, id, code), expiresAt };
      await tx.insert(otpChallenges).values({ ...values, lastSentAt: now, sendCount: 1, createdAt: now });
      return;
    }
    const cooldownEnds = addSeconds(existing.lastSentAt, OTP_POLICY.resendCooldownSeconds);
    if (cooldownEnds > now) {
      throw new AppError("OTP_RESEND_TOO_SOON", { retryAfterSeconds: secondsBetween(cooldownEnds, now) });
    }
    const windowEnds = addSeconds(existing.createdAt, OTP_POLICY.windowSeconds);
    const sameWindow = windowEnds > now;
    if (sameWindow && existing.sendCount >= OTP_POLICY.maxSendsPerWindow) {
      throw new AppError("RATE_LIMITED", { retryAfterSeconds: secondsBetween(windowEnds, now) });
    }
    await tx
      .update(otpChallenges)
      .set({
        phone,
        codeHash: hashOneTimeCode(secret, existing.id, code),
        expiresAt,
        attempts: 0,
        consumedAt: null,
        lastSentAt: now,
        sendCount: sameWindow ? existing.sendCount + 1 : 1,
        createdAt: sameWindow ? existing.createdAt : now,
      })
      .where(eq(otpChallenges.id, existing.id));
  });
  return { code, phone, expiresAt, resendAvailableAt };
}

type CheckOutcome =
  { ok: true; phone: string } | { ok: false; error: "OTP_INVALID" | "OTP_EXPIRED" | "OTP_ATTEMPTS_EXCEEDED" };

/**
 * Checks a code and consumes the challenge when it matches; returns the phone the code went to.
 * A wrong code counts as an attempt (kept even though the call throws); the fifth wrong one
 * kills the challenge. Throws OTP_INVALID, OTP_EXPIRED or OTP_ATTEMPTS_EXCEEDED.
 */
export async function consumeOtp(options: {
  db: Db;
  secret: string;
  userId: string;
  purpose: OtpPurpose;
  code: string;
  now: Date;
}): Promise<{ phone: string }> {
  const { db, secret, userId, purpose, code, now } = options;
  const outcome = await db.transaction(async (tx): Promise<CheckOutcome> => {
    const [challenge] = await tx
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.userId, userId), eq(otpChallenges.purpose, purpose)))
      .for("update");
    if (!challenge || challenge.consumedAt) return { ok: false, error: "OTP_INVALID" };
    if (challenge.attempts >= OTP_POLICY.maxAttempts) return { ok: false, error: "OTP_ATTEMPTS_EXCEEDED" };
    if (challenge.expiresAt <= now) return { ok: false, error: "OTP_EXPIRED" };
    if (!digestsEqual(hashOneTimeCode(secret, challenge.id, code), challenge.codeHash)) {
      const attempts = challenge.attempts + 1;
      await tx.update(otpChallenges).set({ attempts }).where(eq(otpChallenges.id, challenge.id));
      return {
        ok: false,
        error: attempts >= OTP_POLICY.maxAttempts ? "OTP_ATTEMPTS_EXCEEDED" : "OTP_INVALID",
      };
    }
    await tx.update(otpChallenges).set({ consumedAt: now }).where(eq(otpChallenges.id, challenge.id));
    return { ok: true, phone: challenge.phone };
  });
  if (!outcome.ok) throw new AppError(outcome.error);
  return { phone: outcome.phone };
}

/** The pending challenge's public facts (for the /verify page), or null. */
export async function getPendingOtp(options: {
  db: Db;
  userId: string;
  purpose: OtpPurpose;
  now: Date;
}): Promise<{ phone: string; expiresAt: Date; resendAvailableAt: Date; attemptsLeft: number } | null> {
  const [challenge] = await options.db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.userId, options.userId), eq(otpChallenges.purpose, options.purpose)));
  if (!challenge || challenge.consumedAt) return null;
  return {
    phone: challenge.phone,
    expiresAt: challenge.expiresAt,
    resendAvailableAt: addSeconds(challenge.lastSentAt, OTP_POLICY.resendCooldownSeconds),
    attemptsLeft: Math.max(0, OTP_POLICY.maxAttempts - challenge.attempts),
  };
}
