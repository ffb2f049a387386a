import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";

/**
 * A rate limiter counted in Redis when there is one (every instance shares the counts; this
 * process's memory takes over while Redis is unreachable), in this process's memory otherwise.
 */
export function createRateLimiter(
  redis: Redis | null,
  settings: { points: number; duration: number; keyPrefix: string },
): RateLimiterAbstract {
  return redis
    ? new RateLimiterRedis({
        ...settings,
        storeClient: redis,
        insuranceLimiter: new RateLimiterMemory(settings),
      })
    : new RateLimiterMemory(settings);
}
