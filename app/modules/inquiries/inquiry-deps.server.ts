import type { Services } from "~/context.server";
import type { Db } from "~/db/client.server";
import { accountDeps } from "~/modules/accounts/account-deps.server";
import type { Messenger } from "~/modules/messaging/messenger.server";
import { createInquiryLimits, type InquiryLimits } from "./inquiry-guard.server";

/** What the inquiry operations need from a running app; pages and the API share one per Services. */
export type InquiryDeps = {
  db: Db;
  messenger: Messenger;
  limits: InquiryLimits;
  /** Signs the contact form's fill-time token (SESSION_SECRET). */
  secret: string;
  appOrigin: string;
  now: () => Date;
};

const cache = new WeakMap<Services, InquiryDeps>();

export function inquiryDeps(services: Services): InquiryDeps {
  let deps = cache.get(services);
  if (!deps) {
    const accounts = accountDeps(services);
    deps = {
      db: services.database.db,
      messenger: accounts.messenger,
      limits: createInquiryLimits({ redis: services.redis }),
      secret: accounts.secret,
      appOrigin: services.config.appOrigin,
      now: accounts.clock,
    };
    cache.set(services, deps);
  }
  return deps;
}
