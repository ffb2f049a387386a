import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A session token: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export function generateSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export function isWellFormedSessionToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** SHA-256 of a session token, hex. A token has 256 bits of entropy, so no key or salt is needed. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A uniformly random code of `length` digits, from the operating system's generator. */
export function generateNumericCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, "0");
}

/**
 * A one-time code's stored form: HMAC-SHA-256 keyed with the server secret and bound to its
 * challenge. A million possible codes would fall to a plain hash at once; without the secret a
 * copy of the database reveals nothing.
 */
export function hashOneTimeCode(secret: string, challengeId: string, code: string): string {
  return createHmac("sha256", secret).update(`${challengeId}:${code}`).digest("hex");
}

/** Compares two hex digests in constant time (false for different lengths). */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
