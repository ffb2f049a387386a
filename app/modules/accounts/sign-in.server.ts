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
import type { ClientInfo, SessionUser } from "./session-user";
import { findUserByIdentifier } from "./users.server";

/** The lockout key: the account when it exists, else what was typed, so both lock alike. */
export const loginLockKey = (userId: string | null, identifier: Identifier) =>
  userId ?? `${identifier.kind}:${identifier.value}`;

/**
 * Signs in with an e-mail or phone and a password, replacing `previousToken`'s session.
 * An unknown account and a wrong password both cost one argon2 verification and both throw
 * INVALID_CREDENTIALS, so neither the answer nor its time tells them apart. Throws RATE_LIMITED
 * while the account or the address is locked out.
 */
export async function signIn(options: {
  deps: AccountDeps;
  identifier: Identifier;
  password: string;
  client: ClientInfo;
  previousToken?: string | null;
}): Promise<{ user: SessionUser; session: IssuedSession }> {
  const { deps, identifier, password, client } = options;
  const { limits } = deps;
  await limits.assertNotLocked("loginFailuresPerIp", client.ip);
  const user = await findUserByIdentifier(deps.db, identifier);
  const lockKey = loginLockKey(user?.id ?? null, identifier);
  await limits.assertNotLocked("loginFailuresPerAccount", lockKey);
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummyHash(password);
  if (!user || !valid) {
    await limits.recordFailure("loginFailuresPerAccount", lockKey);
    await limits.recordFailure("loginFailuresPerIp", client.ip);
    throw new AppError("INVALID_CREDENTIALS");
  }
  await limits.clearFailures("loginFailuresPerAccount", lockKey);
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
    now: deps.clock(),
    client,
  });
  return { user: toSessionUser(user), session };
}

/** Ends the session of `token` (no error when it is unknown or already ended). */
export async function signOut(options: { deps: AccountDeps; token: string | null }): Promise<void> {
  if (options.token)
    await revokeSessionByToken({ db: options.deps.db, token: options.token, now: options.deps.clock() });
}
