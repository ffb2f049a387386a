import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { Services } from "~/context.server";
import { accountDeps } from "~/modules/accounts/account-deps.server";
import type { Messenger } from "~/modules/messaging/messenger.server";
import { createReceiptMailLimiter } from "~/modules/messaging/receipt-mail-limit.server";
import type { FileStorage } from "~/storage/file-storage";
import { storageFromConfig } from "~/storage/storage-from-config.server";
import type { GatewayDeps } from "./card-payments.server";
import { gatewayFromConfig } from "./gateway-from-config.server";

/** What the top-up pages and the payments API need from a running app: one per Services. */
export type PaymentDeps = GatewayDeps & {
  /** Where transfer receipts are stored (app/storage). */
  storage: FileStorage;
  messenger: Messenger;
  /** Receipt copies per user and hour (the orders' limit, its own counter). */
  receiptMailLimiter: RateLimiterAbstract;
  now: () => Date;
};

const cache = new WeakMap<Services, PaymentDeps>();

export function paymentDeps(services: Services): PaymentDeps {
  let deps = cache.get(services);
  if (!deps) {
    const accounts = accountDeps(services);
    deps = {
      db: services.database.db,
      gateway: gatewayFromConfig(services),
      appOrigin: services.config.appOrigin,
      logger: services.logger,
      storage: storageFromConfig(services.config),
      messenger: accounts.messenger,
      receiptMailLimiter: createReceiptMailLimiter({ redis: services.redis }),
      now: accounts.clock,
    };
    cache.set(services, deps);
  }
  return deps;
}
