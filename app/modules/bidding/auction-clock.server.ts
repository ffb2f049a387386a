import type { Services } from "~/context.server";
import { accountDeps } from "~/modules/accounts/account-deps.server";
import { pruneIdempotencyKeys } from "~/modules/idempotency/run-idempotent.server";
import { sweepPendingCopies } from "~/modules/notifications/deliver-notification-copies.server";
import { publishEffects } from "~/modules/notifications/effects.server";
import { reconcileGatewayPayments } from "~/modules/payments/card-payments.server";
import { settleHeldRefunds } from "~/modules/payments/refunds.server";
import { defaultOverdueSettlements } from "~/modules/payments/settlement-defaults.server";
import { paymentDeps } from "~/modules/payments/payment-deps.server";
import { finishDueAuctions, sendStartReminders, startDueAuctions } from "./auction-lifecycle.server";

/**
 * Moves auctions along on every instance: each second it opens auctions whose start has come and
 * closes those whose end has passed; every 30 seconds it sends start reminders and any
 * notification copies a crash left unsent, asks the gateway about card payments left without an
 * answer, defaults winners past their payment deadline, and forgets idempotency keys past their
 * retention. Steps lock and re-check, so instances never repeat
 * one another. Never two ticks at once in this process.
 */
export function startAuctionClock(services: Services, options: { intervalMs?: number } = {}) {
  const { database, logger, config } = services;
  const db = database.db;
  const afterCommit = (effects: Parameters<typeof publishEffects>[1]) => publishEffects(services, effects);
  const intervalMs = options.intervalMs ?? 1_000;
  let running = false;
  let lastSlowWork = 0;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const started = await startDueAuctions({ db });
      afterCommit(started);
      const finished = await finishDueAuctions({ db });
      afterCommit(finished);
      if (started.started.length || finished.finished.length) {
        logger.info({ started: started.started, finished: finished.finished }, "auction states advanced");
      }
      if (Date.now() - lastSlowWork >= 30_000) {
        lastSlowWork = Date.now();
        afterCommit(await sendStartReminders({ db }));
        await pruneIdempotencyKeys({ db });
        await sweepPendingCopies({
          db,
          messenger: accountDeps(services).messenger,
          logger,
          appOrigin: config.appOrigin,
          now: new Date(),
        });
        // Card payments whose callback and webhook were both lost are asked of the gateway.
        publishEffects(services, await reconcileGatewayPayments(paymentDeps(services)));
        // Refunds whose gateway answer was lost are settled from the gateway's own figures.
        await settleHeldRefunds(paymentDeps(services));
        // Winners past their deadline with nothing paid or under way forfeit the deposit.
        const defaults = await defaultOverdueSettlements({ db });
        for (const effects of defaults.effects) publishEffects(services, effects);
        if (defaults.defaulted.length)
          logger.info({ settlements: defaults.defaulted }, "settlements defaulted");
      }
    } catch (err) {
      logger.error({ err }, "advancing auction states failed");
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
