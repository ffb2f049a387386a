import type { Redis } from "ioredis";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { createRateLimiter } from "~/lib/rate-limiter.server";

/**
 * Receipt copies a user may have mailed in an hour. The address is whatever the account holder
 * typed, so without a limit anyone could flood a stranger's mailbox from an account of their own.
 */
export const RECEIPT_MAILS_PER_HOUR = 10;

export function createReceiptMailLimiter(options: { redis: Redis | null }): RateLimiterAbstract {
  return createRateLimiter(options.redis, {
    points: RECEIPT_MAILS_PER_HOUR,
    duration: 3600,
    keyPrefix: "mazad:rl:receiptMail",
  });
}
