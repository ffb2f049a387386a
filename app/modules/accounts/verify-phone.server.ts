import { and, eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { AppError } from "~/lib/errors";
import type { AccountDeps } from "./account-deps.server";
import { sendOtpSms, sendSecurityNotice } from "./account-messages.server";
import { contactConflict } from "./conflicts";
import { isUniqueViolation } from "./db-errors.server";
import { consumeOtp, getPendingOtp, issueOtp } from "./otp.server";
import type { PendingCode } from "./register-account.server";
import { rotateSession, toSessionUser, type IssuedSession } from "./sessions.server";
import type { ClientInfo, SessionUser } from "./session-user";
import { findUserById, type UserRow } from "./users.server";

/** The codes a signed-in user confirms: their phone after registering, or a new phone. */
export type PhonePurpose = "verify_phone" | "change_phone";

async function signedInUser(deps: AccountDeps, userId: string): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError("UNAUTHENTICATED");
  return user;
}

/** Checks a code under the per-account and per-address lockouts; wrong codes count towards them. */
async function consumeWithLimits(
  deps: AccountDeps,
  options: { userId: string; purpose: PhonePurpose; code: string; client: ClientInfo },
) {
  const { limits } = deps;
  await limits.assertNotLocked("otpFailuresPerAccount", options.userId);
  await limits.assertNotLocked("otpFailuresPerIp", options.client.ip);
  try {
    const { userId, purpose, code } = options;
    return await consumeOtp({ db: deps.db, secret: deps.secret, now: deps.clock(), userId, purpose, code });
  } catch (error) {
    if (error instanceof AppError) {
      await limits.recordFailure("otpFailuresPerAccount", options.userId);
      await limits.recordFailure("otpFailuresPerIp", options.client.ip);
    }
    throw error;
  }
}

/**
 * Confirms the phone (verify_phone) or switches to the new phone (change_phone) with the code
 * sent to it. Either raises what the user may do, so the session is rotated: the caller must
 * send the returned token (cookie and body) in place of `previousToken`.
 */
export async function confirmPhone(options: {
  deps: AccountDeps;
  userId: string;
  purpose: PhonePurpose;
  code: string;
  client: ClientInfo;
  previousToken: string | null;
}): Promise<{ user: SessionUser; session: IssuedSession }> {
  const { deps, userId, purpose, client } = options;
  const user = await signedInUser(deps, userId);
  if (purpose === "verify_phone" && user.phoneVerifiedAt) throw new AppError("ALREADY_VERIFIED");
  const { phone } = await consumeWithLimits(deps, { userId, purpose, code: options.code, client });
  await deps.limits.clearFailures("otpFailuresPerAccount", userId);
  const now = deps.clock();
  const [updated] = await deps.db
    .update(users)
    .set({ phone, phoneVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), purpose === "verify_phone" ? eq(users.phone, phone) : undefined))
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw contactConflict({ email: false, phone: true });
      throw error;
    });
  // The account's phone changed after this code was sent: the code confirmed an old number.
  if (!updated) throw new AppError("OTP_INVALID");
  if (purpose === "change_phone") {
    await sendSecurityNotice({
      messenger: deps.messenger,
      lang: updated.locale === "en" ? "en" : "ar",
      to: updated.email,
      name: updated.name,
      notice: "phoneChanged",
      at: now,
      appOrigin: deps.appOrigin,
      params: { phone },
    });
  }
  const session = await rotateSession({
    db: deps.db,
    userId,
    previousToken: options.previousToken,
    now,
    client,
  });
  return { user: toSessionUser(updated), session };
}

/**
 * Sends a new code: to the account's phone (verify_phone) or to the new phone awaiting
 * confirmation (change_phone). Throws ALREADY_VERIFIED, BAD_REQUEST (no change pending),
 * OTP_RESEND_TOO_SOON or RATE_LIMITED.
 */
export async function resendPhoneCode(options: {
  deps: AccountDeps;
  userId: string;
  purpose: PhonePurpose;
  client: ClientInfo;
}): Promise<PendingCode> {
  const { deps, userId, purpose, client } = options;
  const user = await signedInUser(deps, userId);
  const now = deps.clock();
  let phone = user.phone;
  if (purpose === "verify_phone") {
    if (user.phoneVerifiedAt) throw new AppError("ALREADY_VERIFIED");
  } else {
    const pending = await getPendingOtp({ db: deps.db, userId, purpose, now });
    if (!pending) throw new AppError("BAD_REQUEST");
    phone = pending.phone;
  }
  return sendPhoneCode(deps, { user, purpose, phone, client });
}

/** Issues and texts a code for `purpose` to `phone`, within the per-account and per-address limits. */
export async function sendPhoneCode(
  deps: AccountDeps,
  options: { user: UserRow; purpose: PhonePurpose | "reset_password"; phone: string; client: ClientInfo },
): Promise<PendingCode> {
  const { user, purpose, phone, client } = options;
  await deps.limits.consume("otpSendsPerIp", client.ip);
  await deps.limits.consume("otpSendsPerAccount", user.id);
  const issued = await issueOtp({
    db: deps.db,
    secret: deps.secret,
    userId: user.id,
    purpose,
    phone,
    now: deps.clock(),
  });
  await sendOtpSms({
    messenger: deps.messenger,
    lang: user.locale === "en" ? "en" : "ar",
    purpose,
    code: issued.code,
    phone,
    appOrigin: deps.appOrigin,
  });
  return { phone, expiresAt: issued.expiresAt, resendAvailableAt: issued.resendAvailableAt };
}

/** The code the signed-in user is waiting for, if any (for the /verify page). */
export async function getPendingPhoneCode(options: {
  deps: AccountDeps;
  userId: string;
  purpose: PhonePurpose;
}) {
  return getPendingOtp({
    db: options.deps.db,
    userId: options.userId,
    purpose: options.purpose,
    now: options.deps.clock(),
  });
}
