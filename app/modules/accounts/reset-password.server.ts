import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { AppError } from "~/lib/errors";
import type { Identifier, ResetPasswordInput } from "./account-schemas";
import type { AccountDeps } from "./account-deps.server";
import { sendSecurityNotice } from "./account-messages.server";
import { consumeOtp } from "./otp.server";
import { hashPassword } from "./passwords.server";
import { revokeOtherSessions } from "./sessions.server";
import { issueDeviceToken, readDeviceToken } from "./known-devices.server";
import { loginClientKey, loginLockKey } from "./sign-in.server";
import type { ClientInfo } from "./session-user";
import { findUserByIdentifier } from "./users.server";
import { sendPhoneCode } from "./verify-phone.server";

const typed = (identifier: Identifier) => `${identifier.kind}:${identifier.value}`;

/**
 * Texts a reset code to the account's phone. It answers the same whether or not the account
 * exists, and also when the account's own cool-down or hourly limit holds the text back
 * (logged, not said). Only the per-address and per-identifier limits, which treat every
 * identifier alike, throw RATE_LIMITED.
 */
export async function requestPasswordReset(options: {
  deps: AccountDeps;
  identifier: Identifier;
  client: ClientInfo;
}): Promise<void> {
  const { deps, identifier, client } = options;
  await deps.limits.consume("otpSendsPerIp", client.ip);
  await deps.limits.consume("otpSendsPerAccount", typed(identifier));
  const user = await findUserByIdentifier(deps.db, identifier);
  if (!user) return;
  try {
    // The address was counted above, for known and unknown identifiers alike.
    await sendPhoneCode(deps, {
      user,
      purpose: "reset_password",
      phone: user.phone,
      client: { ...client, ip: null },
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    deps.logger.info({ userId: user.id, reason: error.code }, "password reset code held back");
  }
}

/**
 * Sets a new password with the code texted by `requestPasswordReset`, then signs the account out
 * everywhere and lifts the account-wide sign-in lockout and this client's wait. A wrong code and an
 * unknown account both throw OTP_INVALID; wrong codes count towards the per-identifier and
 * per-address lockouts. The code proved the phone, so the client becomes a known device of the
 * account (the answered device token): its next sign-in passes a renewed account-wide lockout.
 */
export async function resetPassword(options: {
  deps: AccountDeps;
  input: Pick<ResetPasswordInput, "identifier" | "code" | "password">;
  client: ClientInfo;
  /** The device token the client presented (its device cookie), if any. */
  deviceToken?: string | null;
}): Promise<{ deviceToken: string }> {
  const { deps, input, client } = options;
  const { limits } = deps;
  const key = typed(input.identifier);
  await limits.assertNotLocked("otpFailuresPerAccount", key);
  await limits.assertNotLocked("otpFailuresPerIp", client.ip);
  const user = await findUserByIdentifier(deps.db, input.identifier);
  const now = deps.clock();
  try {
    if (!user) throw new AppError("OTP_INVALID");
    await consumeOtp({
      db: deps.db,
      secret: deps.secret,
      userId: user.id,
      purpose: "reset_password",
      code: input.code,
      now,
    });
  } catch (error) {
    if (error instanceof AppError) {
      await limits.recordFailure("otpFailuresPerAccount", key);
      await limits.recordFailure("otpFailuresPerIp", client.ip);
    }
    throw error;
  }
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await revokeOtherSessions({ db: tx, userId: user.id, keepSessionId: null, now });
  });
  await limits.clearFailures("otpFailuresPerAccount", key);
  const accountKey = loginLockKey(user.id, input.identifier);
  const presented = readDeviceToken({ secret: deps.secret, token: options.deviceToken, now });
  const device = presented?.userId === user.id ? presented : null;
  await limits.clearFailures("loginFailuresPerAccount", accountKey);
  await limits.clearFailures("loginFailuresPerClient", loginClientKey(accountKey, client, device));
  await sendSecurityNotice({
    messenger: deps.messenger,
    lang: user.locale === "en" ? "en" : "ar",
    to: user.email,
    name: user.name,
    notice: "passwordChanged",
    at: now,
    appOrigin: deps.appOrigin,
  });
  return { deviceToken: issueDeviceToken({ secret: deps.secret, userId: user.id, now, known: device }) };
}
