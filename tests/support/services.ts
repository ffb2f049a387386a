import pino from "pino";
import { parseConfig } from "~/config.server";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import { createLiveBus } from "~/modules/live/live-bus.server";

/**
 * The services of one app instance over a test database, without HTTP: what domain operations
 * that take `Services` (bidding, its queue and clock) need. Two calls give two "instances" that
 * share the database, as behind a load balancer.
 */
export async function createTestServices(
  database: Database,
  options: { redisUrl?: string } = {},
): Promise<Services> {
  const logger = pino({ level: "silent" });
  const config = { ...parseConfig({ DATA_DIR: "tests/.tmp/services" }), sessionSecret: "s".repeat(40) };
  return {
    config,
    database,
    logger,
    buildId: "test",
    redis: null,
    live: createLiveBus({ db: database.db, redisUrl: options.redisUrl ?? null, logger }),
  };
}
