import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { FormErrors } from "~/components/forms/form-field";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { runWrite } from "~/modules/notifications/effects.server";
import { paymentMethodPath } from "~/modules/payments/settlement-view";
import { getSettlement } from "~/modules/payments/settlements.server";
import { payFromWallet } from "~/modules/payments/wallet-payments.server";
import { walletTotals } from "~/modules/wallet/wallet-totals.server";
import type { Route } from "./+types/pay-from-wallet";
import { requirePageUser } from "~/lib/account-request.server";
import { minus, SettlementAuctionHeader, SettlementFigures } from "~/components/payments/settlement-parts";
import { paymentFormError } from "~/lib/payments/settlements-route.server";
import { buttonClass } from "~/components/ui/button";

export const handle = { noindex: true };

/** The confirmation's only field: this page's Idempotency-Key, so a second press pays nothing twice. */
const PayFromWalletForm = z.object({ idempotencyKey: z.uuid() });

/**
 * /payments/settlements/{id}/wallet: the confirmation step of paying a won auction from the
 * wallet. It shows what will be deducted and what is left, and works without JavaScript: the form
 * carries a key made for this page, so pressing twice (or resending the form) pays once.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requirePageUser(request, context);
  const { db } = getServices(context).database;
  const [settlement, totals] = await Promise.all([
    getSettlement({ db, userId: user.id, settlementId: params.id }),
    walletTotals(db, [user.id]),
  ]);
  if (!settlement) throw data(null, { status: 404 });
  return { settlement, available: totals.get(user.id)?.available ?? 0, formKey: crypto.randomUUID() };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requirePageUser(request, context);
  const services = getServices(context);
  const { lang } = getRequestInfo(context);
  const parsed = PayFromWalletForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  try {
    await runWrite(services, (db) =>
      payFromWallet(
        { db },
        { userId: user.id, settlementId: params.id, idempotencyKey: parsed.data.idempotencyKey },
      ),
    );
  } catch (error) {
    return paymentFormError(context, error);
  }
  return redirect(`${localizePath("/payments", lang)}?paid=${encodeURIComponent(params.id)}`);
}

export default function PayFromWallet({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { settlement, available, formKey } = loaderData;
  const busy = useNavigation().state === "submitting";
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  const money = (v: number) => formatMoney(v, lang);
  const covered = available >= settlement.totalDue;
  const due = settlement.status === "due";
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <title>{`${t("settlement.wallet.title")} | ${t("settlement.title")} | ${t("meta.siteName")}`}</title>
      <h1 className="text-3xl font-bold">{t("settlement.wallet.title")}</h1>
      <div className="mt-6 flex flex-col gap-5">
        <section
          aria-label={t("settlement.figures.label")}
          className="surface border-subtle flex flex-col gap-4 rounded-2xl border p-4 sm:p-6"
        >
          <SettlementAuctionHeader auction={settlement.auction} headingLevel="h2" />
          <SettlementFigures settlement={settlement} paid={settlement.status === "paid"} />
        </section>
        <FormErrors id="wallet-errors" errors={error ? [error] : undefined} />
        {!due ? (
          <div className="surface border-subtle flex flex-col gap-3 rounded-2xl border p-6">
            <p className="font-semibold" data-testid="not-due">
              {t(settlement.status === "paid" ? "settlement.wallet.alreadyPaid" : "settlement.wallet.notDue")}
            </p>
            <Link to={to("/payments")} className="font-semibold text-primary underline">
              {t("settlement.wallet.back")}
            </Link>
          </div>
        ) : (
          <Form method="post" className="surface border-subtle flex flex-col gap-4 rounded-2xl border p-6">
            <input type="hidden" name="idempotencyKey" value={formKey} />
            <p className="text-lg font-bold">
              {t("settlement.wallet.question", { amount: money(settlement.totalDue) })}
            </p>
            <dl className="divide-y divide-[var(--border)] text-sm" data-testid="wallet-balance">
              <div className="flex justify-between gap-4 py-2">
                <dt className="text-muted">{t("settlement.wallet.available")}</dt>
                <dd className="font-medium tabular-nums" data-testid="wallet-available">
                  {money(available)}
                </dd>
              </div>
              <div className="flex justify-between gap-4 py-2">
                <dt className="text-muted">{t("settlement.wallet.total")}</dt>
                <dd className="font-medium tabular-nums">{minus(money(settlement.totalDue))}</dd>
              </div>
              {covered ? (
                <div className="flex justify-between gap-4 py-2 text-base">
                  <dt className="font-bold">{t("settlement.wallet.after")}</dt>
                  <dd className="font-bold tabular-nums" data-testid="wallet-after">
                    {money(available - settlement.totalDue)}
                  </dd>
                </div>
              ) : null}
            </dl>
            {settlement.depositApplied > 0 ? (
              <p className="text-muted text-sm">
                {t("settlement.wallet.depositNote", { deposit: money(settlement.depositApplied) })}
              </p>
            ) : null}
            {covered ? (
              <div className="flex flex-wrap gap-3">
                <button
                  type="submit"
                  disabled={busy}
                  aria-busy={busy || undefined}
                  className={buttonClass({ variant: "primary", size: "md" })}
                >
                  {t("settlement.wallet.confirm", { amount: money(settlement.totalDue) })}
                </button>
                <Link to={to("/payments")} className={buttonClass({ className: "min-h-11" })}>
                  {t("settlement.wallet.back")}
                </Link>
              </div>
            ) : (
              <div className="flex flex-col gap-3">
                <p
                  className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
                  data-testid="wallet-not-enough"
                >
                  {t("settlement.wallet.notEnough", { missing: money(settlement.totalDue - available) })}
                </p>
                <div className="flex flex-wrap gap-3">
                  <Link to={to("/paymentMethod")} className={buttonClass()}>
                    {t("settlement.wallet.topUp")}
                  </Link>
                  <Link to={to(paymentMethodPath(settlement.id))} className={buttonClass()}>
                    {t("settlement.wallet.otherWays")}
                  </Link>
                  <Link to={to("/payments")} className={buttonClass()}>
                    {t("settlement.wallet.back")}
                  </Link>
                </div>
              </div>
            )}
          </Form>
        )}
      </div>
    </div>
  );
}
