import type { Lang } from "~/i18n/config";
import { users } from "~/db/schema";
import type { RegisterInput } from "./account-schemas";
import type { AccountDeps } from "./account-deps.server";
import { sendOtpSms } from "./account-messages.server";
import { contactConflict } from "./conflicts";
import { isUniqueViolation } from "./db-errors.server";
import { issueOtp } from "./otp.server";
import { hashPassword } from "./passwords.server";
import { rotateSession, toSessionUser, type IssuedSession } from "./sessions.server";
import type { ClientInfo, SessionUser } from "./session-user";
import { findTakenContacts, releaseStaleUnverified } from "./users.server";

export type PendingCode = { phone: string; expiresAt: Date; resendAvailableAt: Date };

/**
 * Creates an unconfirmed bidder account, signs it in (replacing `previousToken`'s session) and
 * texts a code to confirm the phone. A taken e-mail or phone throws CONFLICT naming the field;
 * registration is the one place that may say so (a sign-in or reset never does).
 */
export async function registerAccount(options: {
  deps: AccountDeps;
  input: RegisterInput;
  locale: Lang;
  client: ClientInfo;
  previousToken?: string | null;
}): Promise<{ user: SessionUser; session: IssuedSession; code: PendingCode }> {
  const { deps, input, locale, client } = options;
  await deps.limits.consume("otpSendsPerIp", client.ip);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock();
  const created = await deps.db
    .transaction(async (tx) => {
      await releaseStaleUnverified(tx, input, now);
      const taken = await findTakenContacts(tx, input);
      if (taken.email || taken.phone) throw contactConflict(taken);
      const [row] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone,
          passwordHash,
          birthDate: input.birthDate,
          termsAcceptedAt: now,
          roles: ["bidder"],
          locale,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const issued = await issueOtp({
        db: tx,
        secret: deps.secret,
        userId: row!.id,
        purpose: "verify_phone",
        phone: input.phone,
        now,
      });
      return { row: row!, issued };
    })
    .catch((error: unknown) => {
      // Two registrations racing for one e-mail or phone: the loser hears what the check would say.
      if (isUniqueViolation(error, "users_email_lower_uq"))
        throw contactConflict({ email: true, phone: false });
      if (isUniqueViolation(error, "users_phone_uq")) throw contactConflict({ email: false, phone: true });
      throw error;
    });
  const session = await rotateSession({
    db: deps.db,
    userId: created.row.id,
    previousToken: options.previousToken ?? null,
    now,
    client,
  });
  const { code, phone, expiresAt, resendAvailableAt } = created.issued;
  await sendOtpSms({
    messenger: deps.messenger,
    lang: locale,
    purpose: "verify_phone",
    code,
    phone,
    appOrigin: deps.appOrigin,
  });
  return { user: toSessionUser(created.row), session, code: { phone, expiresAt, resendAvailableAt } };
}
