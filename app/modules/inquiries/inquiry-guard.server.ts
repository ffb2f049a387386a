import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { Redis } from "ioredis";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { createRateLimiter } from "~/lib/rate-limiter.server";
import { consumeOrRefuse } from "~/modules/accounts/rate-limits.server";

/*
 * What keeps scripts from flooding the committee's inbox and strangers' phones through the
 * contact form, without a third-party captcha (ADR 034): inquiries per client address and per
 * phone number, counted in Redis when there is one; and, on the page, a field people never see
 * that must stay empty and a signed token saying when the form was served, so a form sent back
 * sooner than a person could have written it is refused.
 */

export const INQUIRY_LIMITS = {
  /** From one address (carrier NAT shares them, so not too few). */
  perIp: { points: 10, durationSeconds: 60 * 60 },
  /** To one phone number: each inquiry texts it an acknowledgement. */
  perPhone: { points: 3, durationSeconds: 60 * 60 },
} as const;

/** A person needs at least this long to fill the form in. */
export const INQUIRY_MIN_FILL_MS = 3_000;
/** A form served longer ago than this is stale: the page is loaded again. */
export const INQUIRY_FORM_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type InquiryLimits = {
  /** Counts one inquiry against the address and the phone; RATE_LIMITED beyond either limit. */
  consume(keys: { ip: string | null; phone: string }): Promise<void>;
};

/** Keys are hashed: phone numbers never sit in Redis in clear. */
const storedKey = (key: string) => createHash("sha256").update(key).digest("base64url").slice(0, 32);

export function createInquiryLimits(options: { redis: Redis | null }): InquiryLimits {
  const make = (name: keyof typeof INQUIRY_LIMITS): RateLimiterAbstract =>
    createRateLimiter(options.redis, {
      points: INQUIRY_LIMITS[name].points,
      duration: INQUIRY_LIMITS[name].durationSeconds,
      keyPrefix: `mazad:rl:inquiry:${name}`,
    });
  const perIp = make("perIp");
  const perPhone = make("perPhone");
  return {
    async consume({ ip, phone }) {
      if (ip) await consumeOrRefuse(perIp, storedKey(ip));
      await consumeOrRefuse(perPhone, storedKey(phone));
    },
  };
}

const mac = (secret: string, issuedAt: number) =>
  createHmac("sha256", secret).update(`inquiry-form.${issuedAt}`).digest("base64url");

/** The token a served form carries: when it was served, signed. */
export function issueFormToken(secret: string, now: Date): string {
  const issuedAt = now.getTime();
  return `${issuedAt}.${mac(secret, issuedAt)}`;
}

export type FormCheck = "ok" | "honeypot" | "tooFast" | "expired";

/**
 * Whether a form sent back looks like a person's: the hidden field empty, and a valid token
 * issued at least INQUIRY_MIN_FILL_MS and at most INQUIRY_FORM_MAX_AGE_MS ago.
 */
export function checkInquiryForm(
  secret: string,
  form: { website?: string; formToken?: string },
  now: Date,
): FormCheck {
  if (form.website && form.website.trim() !== "") return "honeypot";
  const match = /^(\d{1,15})\.([\w-]{20,100})$/.exec(form.formToken ?? "");
  if (!match) return "expired";
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(mac(secret, issuedAt));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "expired";
  const age = now.getTime() - issuedAt;
  if (age > INQUIRY_FORM_MAX_AGE_MS || age < -60_000) return "expired";
  if (age < INQUIRY_MIN_FILL_MS) return "tooFast";
  return "ok";
}
