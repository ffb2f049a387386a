import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { AppError } from "~/lib/errors";
import { createRateLimiter } from "~/lib/rate-limiter.server";

/**
 * Limits on the account endpoints (ADR 009). "Failures" limits lock a key out for `lockSeconds`
 * once `points` failures happen within `durationSeconds`; a success clears them. "Backoff" limits
 * let `freeFailures` failures through, then make the key wait `firstWaitSeconds` after each
 * further failure, doubling up to `maxWaitSeconds`, counted over `durationSeconds` from the first.
 * The others count every action.
 */
export const RATE_LIMITS = {
  /**
   * One account (or one unknown identifier) from one client: its network address, or the known
   * device it signs in from. After 5 failures, 1 minute, then 2, 4 … up to an hour per failure.
   */
  loginFailuresPerClient: {
    freeFailures: 5,
    firstWaitSeconds: 60,
    maxWaitSeconds: 60 * 60,
    durationSeconds: 24 * 60 * 60,
  },
  /**
   * One account from every address together (a spread-out attack): 20 failures in an hour lock
   * it for an hour, except for its known devices (known-devices.server.ts) and after a reset by
   * texted code.
   */
  loginFailuresPerAccount: { points: 20, durationSeconds: 60 * 60, lockSeconds: 60 * 60 },
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

export type BackoffLimit = "loginFailuresPerClient";
export type FailureLimit =
  | BackoffLimit
  | "loginFailuresPerAccount"
  | "loginFailuresPerIp"
  | "otpFailuresPerAccount"
  | "otpFailuresPerIp";
export type CountLimit = "otpSendsPerAccount" | "otpSendsPerIp";
type LimitName = FailureLimit | CountLimit;
type LockoutLimit = Exclude<FailureLimit, BackoffLimit>;

const isBackoff = (limit: FailureLimit): limit is BackoffLimit => "freeFailures" in RATE_LIMITS[limit];

/** The wait after a backoff limit's `failures`-th failure: none at first, then doubling to the cap. */
export function backoffSeconds(limit: BackoffLimit, failures: number): number {
  const { freeFailures, firstWaitSeconds, maxWaitSeconds } = RATE_LIMITS[limit];
  if (failures < freeFailures) return 0;
  return Math.min(maxWaitSeconds, firstWaitSeconds * 2 ** Math.min(failures - freeFailures, 30));
}

export type AuthRateLimits = {
  /**
   * Throws (RATE_LIMITED, or `code`, with Retry-After) while the key is locked out or waiting out
   * its backoff. A null key is not limited.
   */
  assertNotLocked(
    limit: FailureLimit,
    key: string | null,
    code?: "RATE_LIMITED" | "SIGN_IN_LOCKED",
  ): Promise<void>;
  /** Records a failure; the failure that reaches the limit locks the key (or starts its wait). */
  recordFailure(limit: FailureLimit, key: string | null): Promise<void>;
  /** Forgets the key's failures, after a success. */
  clearFailures(limit: FailureLimit, key: string | null): Promise<void>;
  /** Counts one action; throws RATE_LIMITED beyond the limit. */
  consume(limit: CountLimit, key: string | null): Promise<void>;
};

function rateLimited(
  res: RateLimiterRes,
  code: "RATE_LIMITED" | "SIGN_IN_LOCKED" = "RATE_LIMITED",
): AppError {
  return new AppError(code, { retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });
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

/** The limits, counted in Redis when there is one (see createRateLimiter). */
export function createAuthRateLimits(options: { redis: Redis | null }): AuthRateLimits {
  const make = (keyPrefix: string, points: number, duration: number) =>
    createRateLimiter(options.redis, { points, duration, keyPrefix });
  const limiters = new Map<LimitName, RateLimiterAbstract>();
  /** A backoff limit's wait: a key blocked for the wait's length (a one-point limiter). */
  const waits = new Map<BackoffLimit, RateLimiterAbstract>();
  for (const [name, limit] of Object.entries(RATE_LIMITS) as [LimitName, (typeof RATE_LIMITS)[LimitName]][]) {
    if ("freeFailures" in limit) {
      // Failures are counted (never refused) over the window; the wait lives in its own key.
      limiters.set(name, make(`mazad:rl:${name}`, Number.MAX_SAFE_INTEGER, limit.durationSeconds));
      waits.set(name as BackoffLimit, make(`mazad:rl:${name}:wait`, 1, limit.maxWaitSeconds));
    } else {
      limiters.set(name, make(`mazad:rl:${name}`, limit.points, limit.durationSeconds));
    }
  }
  const limiter = (name: LimitName) => limiters.get(name)!;
  const wait = (name: BackoffLimit) => waits.get(name)!;
  /** Locked: the limit reached (a lock sets it above), and not yet expired. */
  const isBlocked = (res: RateLimiterRes | null, points: number): res is RateLimiterRes =>
    res !== null && res.consumedPoints >= points && res.msBeforeNext > 0;

  return {
    async assertNotLocked(limit, key, code = "RATE_LIMITED") {
      if (key === null) return;
      if (isBackoff(limit)) {
        const res = await wait(limit).get(storedKey(key));
        if (isBlocked(res, 1)) throw rateLimited(res, code);
        return;
      }
      const res = await limiter(limit).get(storedKey(key));
      if (isBlocked(res, RATE_LIMITS[limit].points)) throw rateLimited(res, code);
    },
    async recordFailure(limit, key) {
      if (key === null) return;
      const res = await limiter(limit)
        .penalty(storedKey(key))
        .catch((rejection: unknown) => {
          if (rejection instanceof RateLimiterRes) return rejection;
          throw rejection;
        });
      if (isBackoff(limit)) {
        const seconds = backoffSeconds(limit, res.consumedPoints);
        if (seconds > 0) await wait(limit).block(storedKey(key), seconds);
        return;
      }
      const { points, lockSeconds } = RATE_LIMITS[limit as LockoutLimit];
      if (res.consumedPoints >= points) await limiter(limit).block(storedKey(key), lockSeconds);
    },
    async clearFailures(limit, key) {
      if (key === null) return;
      await limiter(limit).delete(storedKey(key));
      if (isBackoff(limit)) await wait(limit).delete(storedKey(key));
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
