import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt, timestamptz, quoted } from "./columns";
import { notificationChannels, notificationKinds } from "~/modules/accounts/notification-preferences";
import { userRoles } from "~/modules/accounts/roles";

/**
 * People who sign in. A user may hold several roles. E-mail is unique whatever its case; the
 * phone is a Saudi mobile in E.164 (+9665XXXXXXXX). A user is "verified" once the phone is
 * confirmed by a one-time code.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    passwordHash: text("password_hash").notNull(),
    birthDate: date("birth_date", { mode: "string" }).notNull(),
    phoneVerifiedAt: timestamptz("phone_verified_at"),
    termsAcceptedAt: timestamptz("terms_accepted_at").notNull(),
    roles: text("roles")
      .array()
      .notNull()
      .default(sql`'{bidder}'::text[]`),
    locale: text("locale").notNull().default("ar"),
    theme: text("theme").notNull().default("light"),
    /**
     * Set while the back office has suspended the account: no sign-in, no registration, no bid
     * (standing bids stay). The reason is shown to the user as written.
     */
    suspendedAt: timestamptz("suspended_at"),
    suspendedReason: text("suspended_reason"),
    suspendedBy: uuid("suspended_by").references((): AnyPgColumn => users.id),
    /**
     * An optional identity document (issues 14 and 16): a national ID or Iqama (ten digits with
     * their check digit) or a passport number, upper-cased. Unique per type and number. The
     * committee marks it verified after seeing the documents; changing it clears that.
     */
    idType: text("id_type"),
    idNumber: text("id_number"),
    idVerifiedAt: timestamptz("id_verified_at"),
    idVerifiedBy: uuid("id_verified_by").references((): AnyPgColumn => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_uq").on(sql`lower(${t.email})`),
    uniqueIndex("users_phone_uq").on(t.phone),
    check("users_phone_e164", sql`${t.phone} ~ '^\\+9665[0-9]{8}$'`),
    check(
      "users_roles_known",
      sql`cardinality(${t.roles}) > 0 and ${t.roles} <@ array[${quoted(userRoles)}]::text[]`,
    ),
    uniqueIndex("users_id_document_uq").on(t.idType, t.idNumber),
    check(
      "users_id_document",
      sql`(${t.idType} is null) = (${t.idNumber} is null) and (${t.idType} is null or ${t.idType} in ('national_id', 'iqama', 'passport'))`,
    ),
    check(
      "users_id_verification",
      sql`(${t.idVerifiedAt} is null) = (${t.idVerifiedBy} is null) and (${t.idVerifiedAt} is null or ${t.idNumber} is not null)`,
    ),
    check("users_locale", sql`${t.locale} in ('ar', 'en')`),
    check("users_theme", sql`${t.theme} in ('light', 'dark')`),
    check(
      "users_suspension_complete",
      sql`(${t.suspendedAt} is null) = (${t.suspendedReason} is null) and (${t.suspendedAt} is not null or ${t.suspendedBy} is null)`,
    ),
  ],
);

/**
 * Signed-in sessions. Only the SHA-256 of the 32-byte random token is stored, so a copy of the
 * database signs nobody in. A session ends at `expires_at`, after `idle_timeout_seconds`
 * without use (measured from `last_seen_at`), or when revoked.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamptz("last_seen_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    idleTimeoutSeconds: integer("idle_timeout_seconds").notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
    revokedAt: timestamptz("revoked_at"),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_uq").on(t.tokenHash),
    index("sessions_user_idx").on(t.userId, t.expiresAt),
    check("sessions_idle_positive", sql`${t.idleTimeoutSeconds} > 0`),
  ],
);

export const otpPurpose = pgEnum("otp_purpose", ["verify_phone", "reset_password", "change_phone"]);

/**
 * One-time codes sent by SMS: one challenge per user and purpose, reused by resends within its
 * hour so the send limit holds. The code is stored as a keyed hash (HMAC with the server secret).
 */
export const otpChallenges = pgTable(
  "otp_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: otpPurpose("purpose").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Where the code went: the account's phone, or the new phone for change_phone. */
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    consumedAt: timestamptz("consumed_at"),
    lastSentAt: timestamptz("last_sent_at").notNull(),
    sendCount: smallint("send_count").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("otp_challenges_user_purpose_uq").on(t.userId, t.purpose)],
);

export const notificationKind = pgEnum("notification_kind", notificationKinds);
export const notificationChannel = pgEnum("notification_channel", notificationChannels);

/** A user's explicit choices; a missing row means the default of notification-preferences.ts. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: notificationKind("kind").notNull(),
    channel: notificationChannel("channel").notNull(),
    enabled: boolean("enabled").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.channel] })],
);
