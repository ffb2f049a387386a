import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import { createAuthRateLimits, RATE_LIMITS, type AuthRateLimits } from "./rate-limits.server";

// Counted in memory always, and in Redis too when REDIS_URL is set (the CI run with Redis).
const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL, { lazyConnect: true }) : null;
afterAll(async () => {
  await redis?.quit();
});

const stores: [string, () => Promise<AuthRateLimits>][] = [
  ["memory", async () => createAuthRateLimits({ redis: null })],
  ...(redis
    ? ([
        [
          "redis",
          async () => {
            if (redis.status === "wait") await redis.connect();
            return createAuthRateLimits({ redis });
          },
        ],
      ] as [string, () => Promise<AuthRateLimits>][])
    : []),
];

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  return null;
}

describe.each(stores)("rate limits in %s", (_name, make) => {
  it("lock a key out once its failures reach the limit, and a success clears them", async () => {
    const limits = await make();
    const key = `user-${randomUUID()}`;
    const { points, lockSeconds } = RATE_LIMITS.loginFailuresPerAccount;
    for (let i = 0; i < points - 1; i++) await limits.recordFailure("loginFailuresPerAccount", key);
    await limits.assertNotLocked("loginFailuresPerAccount", key);
    await limits.clearFailures("loginFailuresPerAccount", key);
    for (let i = 0; i < points - 1; i++) await limits.recordFailure("loginFailuresPerAccount", key);
    await limits.assertNotLocked("loginFailuresPerAccount", key);
    await limits.recordFailure("loginFailuresPerAccount", key);
    const locked = await rejection(limits.assertNotLocked("loginFailuresPerAccount", key));
    expect(locked?.code).toBe("RATE_LIMITED");
    expect(locked?.details?.retryAfterSeconds).toBeGreaterThan(lockSeconds - 5);
    expect(locked?.details?.retryAfterSeconds).toBeLessThanOrEqual(lockSeconds);
  });

  it("count actions and refuse the one over the limit", async () => {
    const limits = await make();
    const key = `ip-${randomUUID()}`;
    for (let i = 0; i < RATE_LIMITS.otpSendsPerIp.points; i++) await limits.consume("otpSendsPerIp", key);
    const refused = await rejection(limits.consume("otpSendsPerIp", key));
    expect(refused?.code).toBe("RATE_LIMITED");
    expect(refused?.details?.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("do not limit an unknown address", async () => {
    const limits = await make();
    const refusals = [];
    for (let i = 0; i < RATE_LIMITS.otpSendsPerIp.points + 2; i++)
      refusals.push(await rejection(limits.consume("otpSendsPerIp", null)));
    expect(refusals.filter(Boolean)).toEqual([]);
  });
});
