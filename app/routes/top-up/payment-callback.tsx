import { useEffect } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { data, Link, useRevalidator } from "react-router";
import { getServices } from "~/context.server";
import { formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { runWrite } from "~/modules/notifications/effects.server";
import { confirmGatewayPayment } from "~/modules/payments/card-payments.server";
import { GatewayError } from "~/modules/payments/gateway-error";
import { paymentDeps } from "~/modules/payments/payment-deps.server";
import { findGatewayPayment, findPayment } from "~/modules/payments/payment-views.server";
import type { Route } from "./+types/payment-callback";
import { documentUrl, targetQuery, topUpUser } from "~/lib/top-up/top-up-route.server";
import { buttonClass } from "~/components/ui/button";

export const handle = { noindex: true };

/** How often a pending page asks again, and for how long (then the notification tells the rest). */
const POLL_MS = 3000;
const POLL_FOR_MS = 3 * 60_000;

/**
 * /payments/callback?id=<gateway id>: where the gateway sends the payer back. The outcome is asked
 * of the gateway (never read from the query string) and recorded once, whatever webhooks and
 * reconciliation do meanwhile: paid (amount, reference, the receipt), failed (the reason in the
 * page's language and "try again") or pending (the page asks again by itself, or by a link).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = topUpUser(request, context);
  const services = getServices(context);
  const deps = paymentDeps(services);
  const id = documentUrl(request).searchParams.get("id") ?? "";
  if (!/^[\w-]{1,100}$/.test(id)) throw data(null, { status: 404 });
  const mine = await findGatewayPayment(deps.db, {
    gateway: deps.gateway.name,
    gatewayPaymentId: id,
    userId: user.id,
  });
  if (!mine) throw data(null, { status: 404 });
  let outcome: "paid" | "failed" | "pending" = mine.status === "paid" ? "paid" : "pending";
  try {
    const confirmation = await runWrite(services, () => confirmGatewayPayment(deps, id));
    if (confirmation.outcome !== "unknown") outcome = confirmation.outcome;
  } catch (error) {
    // The gateway did not answer: the payment stays pending, and reconciliation asks again later.
    if (!(error instanceof GatewayError)) throw error;
    deps.logger.warn({ err: error, paymentId: mine.id }, "confirming a card payment failed");
  }
  const payment = (await findPayment(deps.db, { paymentId: mine.id, userId: user.id }))!;
  if (payment.status === "failed" || payment.status === "expired") outcome = "failed";
  return {
    outcome,
    payment,
    gatewayId: id,
    retry: targetQuery(
      { purpose: payment.purpose, amount: payment.amount, settlementId: payment.settlementId },
      payment.method,
    ),
  };
}

/** Asks again every few seconds while the outcome is unknown; never after it is known. */
function usePolling(active: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > POLL_FOR_MS) clearInterval(timer);
      else if (state === "idle") void revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [active, revalidate, state]);
}

export default function PaymentCallbackPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { outcome, payment, retry, gatewayId } = loaderData;
  usePolling(outcome === "pending");
  const amount = formatMoney(payment.amount, lang);
  const title = t(`topUp.callback.${outcome}Title`);
  const card = payment.card
    ? [
        payment.card.brand ? t(`topUp.cardBrands.${payment.card.brand}`) : null,
        payment.card.last4 ? `•••• ${payment.card.last4}` : null,
      ]
        .filter(Boolean)
        .join(" ")
    : null;
  const tone =
    outcome === "paid"
      ? "border-green-300 bg-green-50 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
      : outcome === "failed"
        ? "border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        : "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100";
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <title>{`${title} | ${t("meta.siteName")}`}</title>
      <div
        aria-live="polite"
        data-testid="payment-outcome"
        data-outcome={outcome}
        // This page says it: no toast repeats it over the page's actions.
        data-page-says={
          outcome === "paid" ? "payment_received" : outcome === "failed" ? "payment_failed" : undefined
        }
      >
        <div className={`rounded-2xl border p-6 ${tone}`}>
          <h1 className="text-2xl font-bold">{title}</h1>
          {outcome === "paid" ? (
            <p className="mt-2 text-lg">
              {t(payment.purpose === "top_up" ? "topUp.callback.paidTopUp" : "topUp.callback.paidWinner", {
                amount,
              })}
            </p>
          ) : outcome === "failed" ? (
            <>
              <p className="mt-2 text-lg font-semibold" data-testid="failure-reason">
                {t(`topUp.failure.${payment.failure?.reason ?? "declined"}`)}
              </p>
              <p className="mt-1">{t("topUp.callback.failedBody")}</p>
            </>
          ) : (
            <p className="mt-2">{t("topUp.callback.pendingBody")}</p>
          )}
        </div>
        <dl className="surface border-subtle mt-4 grid gap-4 rounded-2xl border p-6 sm:grid-cols-2">
          <div>
            <dt className="text-muted text-sm">{t("topUp.card.amount")}</dt>
            <dd className="text-xl font-bold">{amount}</dd>
          </div>
          <div>
            <dt className="text-muted text-sm">{t("topUp.callback.reference")}</dt>
            <dd className="font-mono font-semibold" dir="ltr" data-testid="payment-reference">
              {payment.reference}
            </dd>
          </div>
          <div>
            <dt className="text-muted text-sm">{t("topUp.card.method")}</dt>
            <dd className="font-semibold">{t(`topUp.methods.${payment.method}.title`)}</dd>
          </div>
          {card ? (
            <div>
              <dt className="text-muted text-sm">{t("topUp.callback.card")}</dt>
              <dd className="font-semibold" dir="ltr">
                {card}
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        {outcome === "paid" && payment.receipt ? (
          <Link
            to={to(`/payments/receipts/${payment.receipt.id}`)}
            className={buttonClass({ variant: "primary", size: "md" })}
          >
            {t("topUp.callback.viewReceipt")}
          </Link>
        ) : null}
        {outcome === "failed" ? (
          <Link
            to={`${to("/paymentMethod/card")}?${retry}`}
            className={buttonClass({ variant: "primary", size: "md" })}
          >
            {t("topUp.callback.tryAgain")}
          </Link>
        ) : null}
        {outcome === "pending" ? (
          <Link
            to={`${to("/payments/callback")}?id=${encodeURIComponent(gatewayId)}`}
            reloadDocument
            className={buttonClass({ size: "md" })}
          >
            {t("topUp.callback.checkAgain")}
          </Link>
        ) : null}
        <Link
          to={to(payment.purpose === "top_up" ? "/profile/wallet" : "/payments")}
          className={buttonClass({ size: "md" })}
        >
          {t(payment.purpose === "top_up" ? "topUp.callback.toWallet" : "topUp.methodPage.backToPayments")}
        </Link>
      </div>
    </div>
  );
}
