import type { Services } from "~/context.server";
import { accountDeps } from "~/modules/accounts/account-deps.server";
import type { LiveEvent } from "~/modules/live/live-channels";
import { deliverNotificationCopies } from "~/modules/notifications/deliver-notification-copies.server";
import { createBidQueue, type BidQueue } from "./bid-queue.server";

export type BiddingService = {
  queue: BidQueue;
  /** What every committed bidding transaction does next: publish its live events, send copies. */
  afterCommit(outcome: { liveEvents: readonly LiveEvent[]; notificationIds: readonly number[] }): void;
};

const cache = new WeakMap<Services, BiddingService>();

/**
 * The bidding machinery of a running app, made once per Services: one set of per-auction queues
 * per process, shared by the API and the pages.
 */
export function biddingService(services: Services): BiddingService {
  let service = cache.get(services);
  if (!service) {
    const { database, live, logger, config } = services;
    const afterCommit: BiddingService["afterCommit"] = ({ liveEvents, notificationIds }) => {
      if (liveEvents.length) live.publish(liveEvents);
      if (notificationIds.length) {
        deliverNotificationCopies({
          db: database.db,
          messenger: accountDeps(services).messenger,
          logger,
          appOrigin: config.appOrigin,
          ids: notificationIds,
        }).catch((err: unknown) => logger.error({ err }, "sending notification copies failed"));
      }
    };
    service = {
      queue: createBidQueue({ db: database.bidDb, logger, onCommitted: afterCommit }),
      afterCommit,
    };
    cache.set(services, service);
  }
  return service;
}
