import { sandboxGatewaySecrets } from "~/config.server";
import type { Services } from "~/context.server";
import { accountDeps } from "~/modules/accounts/account-deps.server";
import {
  finishDueAuctions,
  sendStartReminders,
  startDueAuctions,
} from "~/modules/bidding/auction-lifecycle.server";
import { pruneIdempotencyKeys } from "~/modules/idempotency/run-idempotent.server";
import { LIVE_EVENTS_KEPT_MS, pruneLiveEvents } from "~/modules/live/prune-live-events.server";
import { sweepPendingCopies } from "~/modules/notifications/deliver-notification-copies.server";
import { runWrite } from "~/modules/notifications/effects.server";
import { reconcileGatewayPayments } from "~/modules/payments/card-payments.server";
import { paymentDeps } from "~/modules/payments/payment-deps.server";
import { settleHeldRefunds } from "~/modules/payments/refunds.server";
import { defaultOverdueSettlements } from "~/modules/payments/settlement-defaults.server";
import { expireNextBidderOffers } from "~/modules/bidding/next-bidder-offers.server";
import {
  APP_WEBHOOK_PATH,
  deliverDueWebhooks,
  type DeliveryOptions,
} from "../sandbox-gateway/webhook-delivery";
import type { Job } from "./job-runner";

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/*
 * Every periodic job of the process, run on every instance. Each domain function finds its due
 * rows and locks them (`FOR UPDATE` and a re-check, or a conditional update), so however many
 * instances run a job at once, each due item is handled once; here is only when they run.
 * Effects (live events, notification copies) are published after each function's commit.
 */

/** The auction clock: opens auctions whose start has come and closes those whose end has passed. */
export function auctionClockJobs(services: Services): Job[] {
  const { logger } = services;
  return [
    {
      name: "start-due-auctions",
      intervalMs: SECOND,
      async run() {
        const outcome = await runWrite(services, (db) => startDueAuctions({ db }));
        if (outcome.started.length) logger.info({ started: outcome.started }, "auctions started");
      },
    },
    {
      name: "finish-due-auctions",
      intervalMs: SECOND,
      async run() {
        const outcome = await runWrite(services, (db) => finishDueAuctions({ db }));
        if (outcome.finished.length) logger.info({ finished: outcome.finished }, "auctions finished");
      },
    },
    {
      name: "send-start-reminders",
      intervalMs: 30 * SECOND,
      run: () => runWrite(services, (db) => sendStartReminders({ db })),
    },
  ];
}

/** Payments: lost gateway answers, held refunds, winners past their deadline. */
export function paymentJobs(services: Services): Job[] {
  const { logger } = services;
  return [
    {
      // Card payments whose callback and webhook were both lost are asked of the gateway.
      name: "reconcile-gateway-payments",
      intervalMs: 30 * SECOND,
      run: () => runWrite(services, () => reconcileGatewayPayments(paymentDeps(services))),
    },
    {
      // Refunds whose gateway answer was lost are settled from the gateway's own figures.
      name: "settle-held-refunds",
      intervalMs: 30 * SECOND,
      run: () => settleHeldRefunds(paymentDeps(services)),
    },
    {
      // Winners past their deadline with nothing paid or under way forfeit the deposit.
      name: "default-overdue-settlements",
      intervalMs: 30 * SECOND,
      async run() {
        const defaults = await runWrite(services, (db) => defaultOverdueSettlements({ db }));
        if (defaults.defaulted.length)
          logger.info({ settlements: defaults.defaulted }, "settlements defaulted");
      },
    },
    {
      // Offers to the next bidder after a default, unanswered in time: the committee may go on.
      name: "expire-next-bidder-offers",
      intervalMs: MINUTE,
      async run() {
        const { expired } = await expireNextBidderOffers({ db: services.database.db });
        if (expired.length) logger.info({ offers: expired }, "next-bidder offers expired");
      },
    },
  ];
}

/** Upkeep: copies a crash left unsent, and pruning of what is kept only for a while. */
export function upkeepJobs(services: Services): Job[] {
  const { database, logger, config } = services;
  const db = database.db;
  return [
    {
      name: "send-pending-notification-copies",
      intervalMs: 30 * SECOND,
      run: ({ now }) =>
        sweepPendingCopies({
          db,
          messenger: accountDeps(services).messenger,
          logger,
          appOrigin: config.appOrigin,
          now,
        }),
    },
    {
      name: "prune-idempotency-keys",
      intervalMs: 30 * SECOND,
      run: ({ now }) => pruneIdempotencyKeys({ db, now }),
    },
    {
      // Deleting what another instance already deleted is harmless.
      name: "prune-live-events",
      intervalMs: 10 * MINUTE,
      async run({ now }) {
        const count = await pruneLiveEvents({ db, olderThan: new Date(now.getTime() - LIVE_EVENTS_KEPT_MS) });
        if (count > 0) logger.info({ count }, "old live events pruned");
      },
    },
    {
      // The "server now" sent to clients follows the database's clock, by which bids are judged
      // (ADR 012); measured at open, then again as either clock drifts or is stepped.
      name: "measure-database-clock",
      intervalMs: MINUTE,
      runAtStart: false,
      async run() {
        const before = database.clock.offsetMs();
        const offset = await database.clock.measure();
        if (Math.abs(offset - before) >= SECOND)
          logger.warn({ offsetMs: offset }, "database clock offset changed");
      },
    },
  ];
}

/**
 * The sandbox gateway's webhooks to the app (ADR 017): due deliveries every second. Instances
 * share the queue safely: each claims its deliveries with a lease (see claimDueWebhooks).
 */
export function sandboxWebhookJob(options: DeliveryOptions & { paymentIds?: string[] }): Job {
  return {
    name: "deliver-sandbox-webhooks",
    intervalMs: SECOND,
    runAtStart: false,
    run: ({ now }) => deliverDueWebhooks({ ...options, now }),
  };
}

/** The jobs this process runs: all of the above, the sandbox's webhooks only with the sandbox gateway. */
export function appJobs(services: Services): Job[] {
  const { config, database, logger } = services;
  const sandbox =
    config.paymentGateway.name === "sandbox"
      ? [
          sandboxWebhookJob({
            db: database.db,
            url: `${config.appOrigin}${APP_WEBHOOK_PATH}`,
            secret: sandboxGatewaySecrets(config.sessionSecret).webhookSecret,
            logger,
          }),
        ]
      : [];
  return [...auctionClockJobs(services), ...paymentJobs(services), ...upkeepJobs(services), ...sandbox];
}
