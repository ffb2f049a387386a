import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { AppError } from "~/lib/errors";
import type { Identifier } from "./account-schemas";
import type { AccountDeps } from "./account-deps.server";
import {
  hashPassword,
  passwordNeedsRehash,
  verifyAgainstDummyHash,
  verifyPassword,
} from "./passwords.server";
import { revokeSessionByToken, rotateSession, toSessionUser, type IssuedSession } from "./sessions.server";
import { issueDeviceToken, readDeviceToken, type KnownDevice } from "./known-devices.server";
import type { ClientInfo, SessionUser } from "./session-user";
import { findUserByIdentifier } from "./users.server";

/** The account's limit key: the account when it exists, else what was typed, so both limit alike. */
export const loginLockKey = (userId: string | null, identifier: Identifier) =>
  userId ?? `${identifier.kind}:${identifier.value}`;

/**
 * The per-client limit key: the account with the known device it signs in from, else with the
 * network address (an unknown address is one client of its own).
 */
export const loginClientKey = (accountKey: string, client: ClientInfo, device: KnownDevice | null) =>
  `${accountKey}|${device ? `device:${device.deviceId}` : `ip:${client.ip ?? ""}`}`;

/**
 * Signs in with an e-mail or phone and a password, replacing `previousToken`'s session.
 * An unknown account and a wrong password both cost one argon2 verification and both throw
 * INVALID_CREDENTIALS, so neither the answer nor its time tells them apart.
 *
 * Guessing is throttled without letting a stranger lock the owner out (ADR 009): failures count
 * per account and client (address, or known device) with a growing wait (RATE_LIMITED); an
 * account-wide limit across addresses (SIGN_IN_LOCKED) and the per-address limit do not apply to
 * a device this account signed in from before (`deviceToken`, known-devices.server.ts). Success
 * answers a device token to keep (the same device, renewed).
 */
export async function signIn(options: {
  deps: AccountDeps;
  identifier: Identifier;
  password: string;
  client: ClientInfo;
  previousToken?: string | null;
  /** The device token the client presented (its device cookie), if any. */
  deviceToken?: string | null;
}): Promise<{ user: SessionUser; session: IssuedSession; deviceToken: string }> {
  const { deps, identifier, password, client } = options;
  const { limits } = deps;
  const now = deps.clock();
  const user = await findUserByIdentifier(deps.db, identifier);
  const accountKey = loginLockKey(user?.id ?? null, identifier);
  const presented = readDeviceToken({ secret: deps.secret, token: options.deviceToken, now });
  const device = user && presented?.userId === user.id ? presented : null;
  const clientKey = loginClientKey(accountKey, client, device);
  await limits.assertNotLocked("loginFailuresPerClient", clientKey);
  if (!device) {
    await limits.assertNotLocked("loginFailuresPerIp", client.ip);
    await limits.assertNotLocked("loginFailuresPerAccount", accountKey, "SIGN_IN_LOCKED");
  }
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummyHash(password);
  if (!user || !valid) {
    await limits.recordFailure("loginFailuresPerClient", clientKey);
    if (!device) {
      await limits.recordFailure("loginFailuresPerAccount", accountKey);
      await limits.recordFailure("loginFailuresPerIp", client.ip);
    }
    throw new AppError("INVALID_CREDENTIALS");
  }
  await limits.clearFailures("loginFailuresPerClient", clientKey);
  // Told only to whoever knows the password: a suspension is nobody else's business.
  if (user.suspendedAt) throw new AppError("ACCOUNT_SUSPENDED");
  if (passwordNeedsRehash(user.passwordHash)) {
    await deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id));
  }
  const session = await rotateSession({
    db: deps.db,
    userId: user.id,
    previousToken: options.previousToken ?? null,
    now,
    client,
  });
  const deviceToken = issueDeviceToken({ secret: deps.secret, userId: user.id, now, known: device });
  return { user: toSessionUser(user), session, deviceToken };
}

/** Ends the session of `token` (no error when it is unknown or already ended). */
export async function signOut(options: { deps: AccountDeps; token: string | null }): Promise<void> {
  if (options.token)
    await revokeSessionByToken({ db: options.deps.db, token: options.token, now: options.deps.clock() });
}
