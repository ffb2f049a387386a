import { eq, sql } from "drizzle-orm";
import type { Lang } from "~/i18n/config";
import { notificationPreferences, users } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validationKeys, type PasswordChangeInput, type ProfilePatch } from "./account-schemas";
import type { AccountDeps } from "./account-deps.server";
import { sendSecurityNotice } from "./account-messages.server";
import { contactConflict } from "./conflicts";
import { isUniqueViolation } from "./db-errors.server";
import { mergeNotificationPreferences, type NotificationPreference } from "./notification-preferences";
import type { IdDocument, IdDocumentType } from "./identity-document";
import { setOwnIdDocument } from "./identity.server";
import { getPendingOtp } from "./otp.server";
import { hashPassword, verifyPassword } from "./passwords.server";
import type { PendingCode } from "./register-account.server";
import { revokeOtherSessions, rotateSession, type IssuedSession } from "./sessions.server";
import type { ClientInfo } from "./session-user";
import type { UserRole } from "./roles";
import { findTakenContacts, findUserById, type UserRow } from "./users.server";
import { sendPhoneCode } from "./verify-phone.server";

/** Everything the profile and settings pages show about the signed-in user. */
export type Account = {
  id: string;
  name: string;
  email: string;
  phone: string;
  phoneVerified: boolean;
  birthDate: string;
  roles: UserRole[];
  locale: Lang;
  theme: "light" | "dark";
  createdAt: Date;
  notifications: NotificationPreference[];
  /** A new phone waiting for its code, if any. */
  pendingPhone: PendingCode | null;
  /** The identity document, if given: private to its holder and the back office. */
  idDocument: (IdDocument & { verified: boolean }) | null;
};

const langOf = (user: UserRow): Lang => (user.locale === "en" ? "en" : "ar");

async function requireAccountRow(deps: AccountDeps, userId: string): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError("UNAUTHENTICATED");
  return user;
}

/** The signed-in user's account; throws UNAUTHENTICATED when it no longer exists. */
export async function getAccount(options: { deps: AccountDeps; userId: string }): Promise<Account> {
  const { deps, userId } = options;
  const user = await requireAccountRow(deps, userId);
  const explicit = await deps.db
    .select({
      kind: notificationPreferences.kind,
      channel: notificationPreferences.channel,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const pending = await getPendingOtp({ db: deps.db, userId, purpose: "change_phone", now: deps.clock() });
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    phoneVerified: user.phoneVerifiedAt !== null,
    birthDate: user.birthDate,
    roles: user.roles as UserRole[],
    locale: langOf(user),
    theme: user.theme === "dark" ? "dark" : "light",
    createdAt: user.createdAt,
    notifications: mergeNotificationPreferences(explicit),
    pendingPhone: pending && pending.expiresAt > deps.clock() ? pending : null,
    idDocument:
      user.idType && user.idNumber
        ? { type: user.idType as IdDocumentType, number: user.idNumber, verified: user.idVerifiedAt !== null }
        : null,
  };
}

/**
 * Applies a profile change. Name, language and theme apply at once; a new e-mail applies at once
 * and the old address is told; a new phone needs the current password and applies only when the
 * code texted to it is confirmed (confirmPhone with "change_phone"). Throws CONFLICT for an
 * e-mail or phone another account holds, VALIDATION for a missing or wrong current password.
 */
export async function updateProfile(options: {
  deps: AccountDeps;
  userId: string;
  patch: ProfilePatch;
  /** Required when the phone changes. */
  currentPassword?: string;
  notifications?: NotificationPreference[];
  /** A new identity document, or null to remove it; absent leaves it as it is. */
  idDocument?: IdDocument | null;
  client: ClientInfo;
}): Promise<Account> {
  const { deps, userId, patch, client } = options;
  const user = await requireAccountRow(deps, userId);

  const newEmail =
    patch.email && patch.email.toLowerCase() !== user.email.toLowerCase() ? patch.email : undefined;
  const newPhone = patch.phone && patch.phone !== user.phone ? patch.phone : undefined;
  const taken = await findTakenContacts(deps.db, { email: newEmail, phone: newPhone }, userId);
  if (taken.email || taken.phone) throw contactConflict(taken);
  if (options.idDocument !== undefined) {
    // Before the rest: an ID another account holds (CONFLICT) refuses the change as a whole.
    await setOwnIdDocument({ db: deps.db, userId, document: options.idDocument, now: deps.clock() });
  }
  if (newPhone) {
    await assertCurrentPassword(deps, user, options.currentPassword);
    // Before anything is applied: sending the code is what may be refused (rate limits, the
    // resend cooldown), and a refused change must leave the rest of the profile as it was.
    const locale = patch.locale ?? user.locale;
    await sendPhoneCode(deps, {
      user: { ...user, locale },
      purpose: "change_phone",
      phone: newPhone,
      client,
    });
  }
  const now = deps.clock();
  await deps.db
    .transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(newEmail ? { email: newEmail } : {}),
          ...(patch.locale ? { locale: patch.locale } : {}),
          ...(patch.theme ? { theme: patch.theme } : {}),
          updatedAt: now,
        })
        .where(eq(users.id, userId));
      for (const p of options.notifications ?? []) {
        await tx
          .insert(notificationPreferences)
          .values({ userId, kind: p.kind, channel: p.channel, enabled: p.enabled, updatedAt: now })
          .onConflictDoUpdate({
            target: [
              notificationPreferences.userId,
              notificationPreferences.kind,
              notificationPreferences.channel,
            ],
            set: { enabled: sql`excluded.enabled`, updatedAt: now },
          });
      }
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw contactConflict({ email: true, phone: false });
      throw error;
    });
  if (newEmail) {
    await sendSecurityNotice({
      messenger: deps.messenger,
      lang: patch.locale ?? langOf(user),
      to: user.email,
      name: patch.name ?? user.name,
      notice: "emailChanged",
      at: now,
      appOrigin: deps.appOrigin,
      params: { email: newEmail },
    });
  }
  return getAccount({ deps, userId });
}

/** Checks the current password under the sign-in lockout; a wrong one is a VALIDATION issue. */
async function assertCurrentPassword(deps: AccountDeps, user: UserRow, password: string | undefined) {
  if (!password) {
    throw new AppError("VALIDATION", {
      issues: [{ path: "currentPassword", message: validationKeys.required }],
    });
  }
  await deps.limits.assertNotLocked("loginFailuresPerAccount", user.id);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await deps.limits.recordFailure("loginFailuresPerAccount", user.id);
    throw new AppError("VALIDATION", {
      issues: [{ path: "currentPassword", message: validationKeys.currentPassword }],
    });
  }
}

/**
 * Changes the password after checking the current one, signs out every other session and
 * rotates this one (send the returned token in place of `currentToken`). The account's
 * e-mail hears of it.
 */
export async function changePassword(options: {
  deps: AccountDeps;
  userId: string;
  input: Pick<PasswordChangeInput, "currentPassword" | "password">;
  currentToken: string | null;
  client: ClientInfo;
}): Promise<{ session: IssuedSession }> {
  const { deps, userId, input, client } = options;
  const user = await requireAccountRow(deps, userId);
  await assertCurrentPassword(deps, user, input.currentPassword);
  await deps.limits.clearFailures("loginFailuresPerAccount", user.id);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock();
  const session = await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await revokeOtherSessions({ db: tx, userId, keepSessionId: null, now });
    return rotateSession({ db: tx, userId, previousToken: options.currentToken, now, client });
  });
  await sendSecurityNotice({
    messenger: deps.messenger,
    lang: langOf(user),
    to: user.email,
    name: user.name,
    notice: "passwordChanged",
    at: now,
    appOrigin: deps.appOrigin,
  });
  return { session };
}
