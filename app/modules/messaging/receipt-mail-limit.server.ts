import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";

/**
 * Receipt copies a user may have mailed in an hour. The address is whatever the account holder
 * typed, so without a limit anyone could flood a stranger's mailbox from an account of their own.
 */
export const RECEIPT_MAILS_PER_HOUR = 10;

export function createReceiptMailLimiter(options: { redis: Redis | null }): RateLimiterAbstract {
  const settings = { points: RECEIPT_MAILS_PER_HOUR, duration: 3600, keyPrefix: "mazad:rl:receiptMail" };
  return options.redis
    ? new RateLimiterRedis({
        ...settings,
        storeClient: options.redis,
        insuranceLimiter: new RateLimiterMemory(settings),
      })
    : new RateLimiterMemory(settings);
}
