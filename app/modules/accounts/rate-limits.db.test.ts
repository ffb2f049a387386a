import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import { backoffSeconds, createAuthRateLimits, RATE_LIMITS, type AuthRateLimits } from "./rate-limits.server";

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

  it("make a client wait after its free failures, and a success ends the wait", async () => {
    const limits = await make();
    const key = `user-${randomUUID()}|ip:192.0.2.1`;
    const { freeFailures, firstWaitSeconds } = RATE_LIMITS.loginFailuresPerClient;
    for (let i = 0; i < freeFailures - 1; i++) await limits.recordFailure("loginFailuresPerClient", key);
    await limits.assertNotLocked("loginFailuresPerClient", key);
    await limits.recordFailure("loginFailuresPerClient", key);
    const waiting = await rejection(limits.assertNotLocked("loginFailuresPerClient", key));
    expect(waiting?.code).toBe("RATE_LIMITED");
    expect(waiting?.details?.retryAfterSeconds).toBeGreaterThan(firstWaitSeconds - 5);
    expect(waiting?.details?.retryAfterSeconds).toBeLessThanOrEqual(firstWaitSeconds);
    await limits.clearFailures("loginFailuresPerClient", key);
    await limits.assertNotLocked("loginFailuresPerClient", key);
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

describe("sign-in backoff", () => {
  it("doubles the wait after each failure beyond the free ones, up to the cap", () => {
    const { freeFailures, firstWaitSeconds, maxWaitSeconds } = RATE_LIMITS.loginFailuresPerClient;
    const waits = Array.from({ length: freeFailures + 8 }, (_, i) =>
      backoffSeconds("loginFailuresPerClient", i + 1),
    );
    expect(waits.slice(0, freeFailures - 1)).toEqual(Array(freeFailures - 1).fill(0));
    expect(waits.slice(freeFailures - 1, freeFailures + 6)).toEqual(
      [1, 2, 4, 8, 16, 32, maxWaitSeconds / firstWaitSeconds].map((n) => n * firstWaitSeconds),
    );
    expect(backoffSeconds("loginFailuresPerClient", 10_000)).toBe(maxWaitSeconds);
  });
});
