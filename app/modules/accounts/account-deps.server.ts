import type { Logger } from "pino";
import type { Services } from "~/context.server";
import type { Db } from "~/db/client.server";
import type { Messenger } from "~/modules/messaging/messenger.server";
import { messengerFromConfig } from "~/modules/messaging/messenger-from-config.server";
import { systemClock, type Clock } from "~/lib/clock";
import { createAuthRateLimits, type AuthRateLimits } from "./rate-limits.server";

/** What the account operations need; pages and the API get the same one from `accountDeps`. */
export type AccountDeps = {
  db: Db;
  clock: Clock;
  /** Keys one-time code hashes (SESSION_SECRET). */
  secret: string;
  limits: AuthRateLimits;
  messenger: Messenger;
  /** For links and the WebOTP line in messages. */
  appOrigin: string;
  logger: Logger;
};

const cache = new WeakMap<Services, AccountDeps>();

/**
 * The account dependencies of a running app, made once per Services so rate-limit counters are
 * shared by every page and API request of the process.
 */
export function accountDeps(services: Services): AccountDeps {
  let deps = cache.get(services);
  if (!deps) {
    const clock = services.clock ?? systemClock;
    deps = {
      db: services.database.db,
      clock,
      secret: services.config.sessionSecret,
      limits: createAuthRateLimits({ redis: services.redis }),
      messenger: messengerFromConfig({
        db: services.database.db,
        config: services.config,
        logger: services.logger,
        now: clock,
      }),
      appOrigin: services.config.appOrigin,
      logger: services.logger,
    };
    cache.set(services, deps);
  }
  return deps;
}
