import { idDocumentTypes } from "~/modules/accounts/identity-document";
import { z } from "@hono/zod-openapi";
import { userRoles } from "~/modules/accounts/roles";
import { notificationChannels, notificationKinds } from "~/modules/accounts/notification-preferences";
import type { IssuedSession } from "~/modules/accounts/sessions.server";
import type { SessionUser } from "~/modules/accounts/session-user";
import { timestamp } from "./schemas";

export const SessionUserSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    email: z.string(),
    roles: z.array(z.enum(userRoles)),
    locale: z.enum(["ar", "en"]),
    theme: z.enum(["light", "dark"]),
    phoneVerified: z.boolean(),
  })
  .openapi("SessionUser");

export const SignedInSchema = z
  .object({
    user: SessionUserSchema,
    token: z.string().openapi({
      description:
        "The session token, also set as the httpOnly `mazad_session` cookie. Non-browser clients send it as `Authorization: Bearer <token>`.",
    }),
    expiresAt: timestamp.openapi({
      description: "Absolute end of the session; it also ends after 30 idle minutes",
    }),
  })
  .openapi("SignedIn");

export const PendingCodeSchema = z
  .object({
    phone: z.string().openapi({ example: "+966501234567" }),
    expiresAt: timestamp,
    resendAvailableAt: timestamp,
  })
  .openapi("PendingCode");

export const NotificationPreferenceSchema = z
  .object({ kind: z.enum(notificationKinds), channel: z.enum(notificationChannels), enabled: z.boolean() })
  .openapi("NotificationPreference");

export const AccountSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    phoneVerified: z.boolean(),
    birthDate: z.string().openapi({ format: "date" }),
    roles: z.array(z.enum(userRoles)),
    locale: z.enum(["ar", "en"]),
    theme: z.enum(["light", "dark"]),
    createdAt: timestamp,
    notifications: z.array(NotificationPreferenceSchema),
    pendingPhone: PendingCodeSchema.nullable().openapi({ description: "A new phone awaiting its code" }),
    idDocument: z
      .object({ type: z.enum(idDocumentTypes), number: z.string(), verified: z.boolean() })
      .nullable()
      .openapi({
        description: "The identity document, verified by the committee or not; private to its holder",
      }),
  })
  .openapi("Account");

export const SessionSchema = z
  .object({
    id: z.string().uuid(),
    createdAt: timestamp,
    lastSeenAt: timestamp,
    expiresAt: timestamp,
    userAgent: z.string().nullable(),
    ip: z.string().nullable(),
    current: z.boolean(),
  })
  .openapi("Session");

export function signedIn(user: SessionUser, session: IssuedSession) {
  return { user, token: session.token, expiresAt: session.expiresAt.toISOString() };
}

export function pendingCode(code: { phone: string; expiresAt: Date; resendAvailableAt: Date }) {
  return {
    phone: code.phone,
    expiresAt: code.expiresAt.toISOString(),
    resendAvailableAt: code.resendAvailableAt.toISOString(),
  };
}

/** The OpenAPI tag of every account route. */
export const accountsTag = ["Accounts"];
