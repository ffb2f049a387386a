import { Redis } from "ioredis";
import type { Logger } from "pino";

/** The shared Redis connection when REDIS_URL is set (rate limits and live fan-out use it). */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  redis.on("error", (err) => logger.warn({ err }, "redis error"));
  // Every use of Redis has a fallback (limits count in memory, live events come from the
  // database): an instance started while Redis is away serves, and connects when it returns.
  await redis.connect().catch((err: unknown) => {
    logger.warn({ err }, "redis unreachable at start; serving without it and reconnecting");
  });
  return redis;
}
