import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { Services } from "~/context.server";
import type { Db } from "~/db/client.server";
import { accountDeps } from "~/modules/accounts/account-deps.server";
import type { Messenger } from "~/modules/messaging/messenger.server";
import { createReceiptMailLimiter } from "~/modules/messaging/receipt-mail-limit.server";

/** What the order operations need from a running app; pages and the API share one per Services. */
export type OrderDeps = {
  db: Db;
  messenger: Messenger;
  /** Receipt mails per user and hour, shared by every request of the process (or Redis). */
  receiptMailLimiter: RateLimiterAbstract;
  appOrigin: string;
  now: () => Date;
};

const cache = new WeakMap<Services, OrderDeps>();

export function orderDeps(services: Services): OrderDeps {
  let deps = cache.get(services);
  if (!deps) {
    const accounts = accountDeps(services);
    deps = {
      db: services.database.db,
      messenger: accounts.messenger,
      receiptMailLimiter: createReceiptMailLimiter({ redis: services.redis }),
      appOrigin: services.config.appOrigin,
      now: accounts.clock,
    };
    cache.set(services, deps);
  }
  return deps;
}
