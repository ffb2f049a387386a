import type { Services } from "~/context.server";
import type { LiveEvent } from "~/modules/live/live-channels";
import { publishEffects } from "~/modules/notifications/effects.server";
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
    const afterCommit: BiddingService["afterCommit"] = (effects) => publishEffects(services, effects);
    service = {
      queue: createBidQueue({
        db: services.database.bidDb,
        logger: services.logger,
        onCommitted: afterCommit,
      }),
      afterCommit,
    };
    cache.set(services, service);
  }
  return service;
}
