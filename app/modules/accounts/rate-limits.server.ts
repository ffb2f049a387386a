import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { AppError } from "~/lib/errors";

/**
 * Limits on the account endpoints (ADR 009). "Failures" limits lock a key out for `lockSeconds`
 * once `points` failures happen within `durationSeconds`; a success clears them. The others
 * count every action.
 */
export const RATE_LIMITS = {
  /** Lockout: five wrong passwords for one account (or one unknown identifier). */
  loginFailuresPerAccount: { points: 5, durationSeconds: 15 * 60, lockSeconds: 15 * 60 },
  /** Password guessing across many accounts from one address (carrier NAT shares addresses). */
  loginFailuresPerIp: { points: 50, durationSeconds: 15 * 60, lockSeconds: 15 * 60 },
  /** Wrong codes across resends: each code allows 5 tries, an account 10 an hour. */
  otpFailuresPerAccount: { points: 10, durationSeconds: 60 * 60, lockSeconds: 60 * 60 },
  otpFailuresPerIp: { points: 50, durationSeconds: 15 * 60, lockSeconds: 15 * 60 },
  /** Text messages sent for one account or one typed identifier. */
  otpSendsPerAccount: { points: 5, durationSeconds: 60 * 60 },
  /** Text messages (registrations included) from one address. */
  otpSendsPerIp: { points: 20, durationSeconds: 60 * 60 },
} as const;

export type FailureLimit =
  "loginFailuresPerAccount" | "loginFailuresPerIp" | "otpFailuresPerAccount" | "otpFailuresPerIp";
export type CountLimit = "otpSendsPerAccount" | "otpSendsPerIp";
type LimitName = FailureLimit | CountLimit;

export type AuthRateLimits = {
  /** Throws RATE_LIMITED (with Retry-After) while the key is locked out. A null key is not limited. */
  assertNotLocked(limit: FailureLimit, key: string | null): Promise<void>;
  /** Records a failure; the failure that reaches the limit locks the key. */
  recordFailure(limit: FailureLimit, key: string | null): Promise<void>;
  /** Forgets the key's failures, after a success. */
  clearFailures(limit: FailureLimit, key: string | null): Promise<void>;
  /** Counts one action; throws RATE_LIMITED beyond the limit. */
  consume(limit: CountLimit, key: string | null): Promise<void>;
};

function rateLimited(res: RateLimiterRes): AppError {
  return new AppError("RATE_LIMITED", { retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });
}

/** Counts one action against `limiter`; beyond its limit, RATE_LIMITED with when to try again. */
export async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw rateLimited(rejection);
    throw rejection;
  }
}

/** Keys are hashed: phone numbers and e-mail addresses never sit in Redis in clear. */
const storedKey = (key: string) => createHash("sha256").update(key).digest("base64url").slice(0, 32);

/**
 * The limits, counted in Redis when there is one (every instance shares the counts; memory takes
 * over while Redis is unreachable) and in this process's memory otherwise.
 */
export function createAuthRateLimits(options: { redis: Redis | null }): AuthRateLimits {
  const limiters = new Map<LimitName, RateLimiterAbstract>();
  for (const [name, limit] of Object.entries(RATE_LIMITS) as [LimitName, (typeof RATE_LIMITS)[LimitName]][]) {
    const settings = { points: limit.points, duration: limit.durationSeconds, keyPrefix: `mazad:rl:${name}` };
    limiters.set(
      name,
      options.redis
        ? new RateLimiterRedis({
            ...settings,
            storeClient: options.redis,
            insuranceLimiter: new RateLimiterMemory(settings),
          })
        : new RateLimiterMemory(settings),
    );
  }
  const limiter = (name: LimitName) => limiters.get(name)!;

  return {
    async assertNotLocked(limit, key) {
      if (key === null) return;
      const res = await limiter(limit).get(storedKey(key));
      if (res && res.consumedPoints >= RATE_LIMITS[limit].points) throw rateLimited(res);
    },
    async recordFailure(limit, key) {
      if (key === null) return;
      const { points, lockSeconds } = RATE_LIMITS[limit];
      const res = await limiter(limit)
        .penalty(storedKey(key))
        .catch((rejection: unknown) => {
          if (rejection instanceof RateLimiterRes) return rejection;
          throw rejection;
        });
      if (res.consumedPoints >= points) await limiter(limit).block(storedKey(key), lockSeconds);
    },
    async clearFailures(limit, key) {
      if (key === null) return;
      await limiter(limit).delete(storedKey(key));
    },
    async consume(limit, key) {
      if (key === null) return;
      try {
        await limiter(limit).consume(storedKey(key));
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw rateLimited(rejection);
        throw rejection;
      }
    },
  };
}
