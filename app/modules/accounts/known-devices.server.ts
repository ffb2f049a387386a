import { createHmac, randomBytes } from "node:crypto";
import { isUuid } from "~/lib/uuid";
import { digestsEqual } from "./secrets.server";

/**
 * Known devices (ADR 009): a browser or app that once signed in to an account, or proved the
 * account's phone with a texted code, carries a signed cookie naming that account. It lets its
 * holder through the account-wide sign-in lockout that strangers' failures can cause, and its
 * failures are throttled by the device instead of the network address. It grants nothing else:
 * the password is still needed. Nothing is stored on the server; the signature (HMAC-SHA-256
 * keyed with SESSION_SECRET) makes the cookie impossible to forge or to move to another account.
 */
export const DEVICE_COOKIE = "mazad_device";
/** How long a device stays known after its last successful sign-in. */
export const KNOWN_DEVICE_DAYS = 180;

export type KnownDevice = { userId: string; deviceId: string };

const sign = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`known-device:${payload}`).digest("hex");

/**
 * A device token for `userId`, valid KNOWN_DEVICE_DAYS from `now`: `<user>.<device>.<expiry>.<mac>`.
 * A device already known to this account keeps its id.
 */
export function issueDeviceToken(options: {
  secret: string;
  userId: string;
  now: Date;
  known?: KnownDevice | null;
}): string {
  const deviceId =
    options.known?.userId === options.userId ? options.known.deviceId : randomBytes(16).toString("base64url");
  const expires = Math.floor(options.now.getTime() / 1000) + KNOWN_DEVICE_DAYS * 86_400;
  const payload = `${options.userId}.${deviceId}.${expires}`;
  return `${payload}.${sign(options.secret, payload)}`;
}

/** The device a token names, when its signature holds and it has not expired; null otherwise. */
export function readDeviceToken(options: {
  secret: string;
  token: string | null | undefined;
  now: Date;
}): KnownDevice | null {
  const parts = (options.token ?? "").split(".");
  if (parts.length !== 4) return null;
  const [userId, deviceId, expires, mac] = parts as [string, string, string, string];
  if (!isUuid(userId) || !/^[A-Za-z0-9_-]{22}$/.test(deviceId) || !/^\d{1,12}$/.test(expires)) return null;
  if (!/^[0-9a-f]{64}$/.test(mac)) return null;
  if (!digestsEqual(mac, sign(options.secret, `${userId}.${deviceId}.${expires}`))) return null;
  if (Number(expires) * 1000 <= options.now.getTime()) return null;
  return { userId, deviceId };
}

/** The device token in a Cookie header, or null. */
export function readDeviceCookie(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === DEVICE_COOKIE) return rest.join("=") || null;
  }
  return null;
}

/** The Set-Cookie value of a device token: httpOnly, SameSite=Lax, Secure in production. */
export function serializeDeviceCookie(token: string, options: { secure: boolean }): string {
  return `${DEVICE_COOKIE}=${token}; Path=/; Max-Age=${KNOWN_DEVICE_DAYS * 86_400}; HttpOnly; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}
