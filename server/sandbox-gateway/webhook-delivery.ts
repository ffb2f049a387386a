import { createHmac } from "node:crypto";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { claimDueWebhooks, markWebhookDelivered, markWebhookFailed } from "./sandbox-store";

/*
 * Webhook delivery: each queued event is POSTed to the app until it answers 2xx, with growing
 * pauses between attempts, signed afresh at each attempt (so the receiver can refuse copies of
 * an old request while a late retry still passes).
 */

export const SIGNATURE_HEADER = "X-Sandbox-Signature";

/** Where the app receives the sandbox's webhooks (its payments API), under APP_ORIGIN. */
export const APP_WEBHOOK_PATH = "/api/v1/payments/webhooks/sandbox";

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`: binding the time into the MAC lets
 * the receiver refuse replays older than its window without trusting a separate header.
 */
export function signWebhook(secret: string, rawBody: string, timestampSeconds: number): string {
  const mac = createHmac("sha256", secret).update(`${timestampSeconds}.${rawBody}`).digest("hex");
  return `t=${timestampSeconds},v1=${mac}`;
}

/** Pause after the n-th failed attempt: 10 s, 30 s, 2 min … 1 day; then it gives up (12 attempts, ≈ 2 days). */
export const RETRY_DELAYS_SECONDS = [10, 30, 120, 600, 1800, 3600, 7200, 14_400, 28_800, 43_200, 86_400];
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
/** A claimed delivery is left alone this long: well beyond the request's own time-out. */
const LEASE_MS = 60_000;
const REQUEST_TIMEOUT_MS = 10_000;

export type DeliveryOptions = {
  db: Db;
  /** Where the app receives the sandbox's webhooks. */
  url: string;
  secret: string;
  fetch?: typeof globalThis.fetch;
  logger?: Logger;
};

/** One pass: delivers every due event once (oldest first); returns how many were answered 2xx. */
export async function deliverDueWebhooks(
  options: DeliveryOptions & { now?: Date; limit?: number; paymentIds?: string[] },
): Promise<{ delivered: number; failed: number }> {
  const now = options.now ?? new Date();
  const fetch = options.fetch ?? globalThis.fetch;
  const due = await claimDueWebhooks(options.db, {
    now,
    limit: options.limit ?? 20,
    leaseMs: LEASE_MS,
    maxAttempts: MAX_ATTEMPTS,
    ...(options.paymentIds ? { paymentIds: options.paymentIds } : {}),
  });
  let delivered = 0;
  for (const delivery of due) {
    let error: string | null = null;
    try {
      const response = await fetch(options.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "Mazad-Sandbox-Gateway/1.0",
          [SIGNATURE_HEADER]: signWebhook(options.secret, delivery.body, Math.floor(now.getTime() / 1000)),
        },
        body: delivery.body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      // The answer's body is not read beyond draining it: only the status counts.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) error = `HTTP ${response.status}`;
    } catch (err) {
      error = err instanceof Error && err.name === "TimeoutError" ? "timed out" : "could not connect";
    }
    if (error === null) {
      await markWebhookDelivered(options.db, delivery.id, now);
      delivered++;
      continue;
    }
    const pause = RETRY_DELAYS_SECONDS[delivery.attempts - 1];
    const retryAt = new Date(now.getTime() + (pause ?? 0) * 1000);
    await markWebhookFailed(options.db, delivery.id, {
      error: pause === undefined ? `${error}; gave up after ${delivery.attempts} attempts` : error,
      retryAt,
    });
    options.logger?.warn(
      {
        deliveryId: delivery.id,
        attempts: delivery.attempts,
        error,
        retryAt: pause === undefined ? null : retryAt,
      },
      "sandbox gateway: webhook not accepted",
    );
  }
  return { delivered, failed: due.length - delivered };
}
