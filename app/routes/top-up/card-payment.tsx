import { useTranslation } from "~/i18n/use-translation";
import { data, Form, redirect, redirectDocument, useNavigation } from "react-router";
import { FormErrors } from "~/components/forms/form-field";
import { ChangeMethodLink, PaymentPurposeText } from "~/components/top-up/payment-step";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { formatMoney } from "~/i18n/format";
import { useLang } from "~/i18n/use-lang";
import { MAX_CARD_PAYMENT, startGatewayPayment } from "~/modules/payments/card-payments.server";
import { paymentDeps } from "~/modules/payments/payment-deps.server";
import { CardPaymentFormSchema, isCardMethod } from "~/modules/payments/transfer-schemas";
import type { Route } from "./+types/card-payment";
import {
  dueSettlement,
  paymentRefusal,
  paymentStep,
  targetQuery,
  topUpUser,
} from "~/lib/top-up/top-up-route.server";

export const handle = { noindex: true };

/**
 * /paymentMethod/card?method=mada|credit_card|apple_pay&…: the confirmation step before the
 * gateway's hosted page. It shows what will be charged and for what; confirming starts the payment
 * (idempotent by the key this page was given, so a double press starts one) and sends the browser
 * to the gateway, which sends it back to /payments/callback. No card field ever appears here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, lang, target, method } = paymentStep(request, context);
  const back = (query: string) => redirect(`${localizePath("/paymentMethod", lang)}?${query}`);
  if (!isCardMethod(method)) throw back(targetQuery(target));
  let amount: number;
  let assetNumber: string | null = null;
  if (target.purpose === "winner_payment") {
    const settlement = await dueSettlement(context, user.id, target.settlementId);
    if (settlement.totalDue > MAX_CARD_PAYMENT) throw back(targetQuery(target));
    amount = settlement.totalDue;
    assetNumber = settlement.assetNumber;
  } else {
    if (!target.amount || target.amount > MAX_CARD_PAYMENT) throw back(targetQuery(target, method));
    amount = target.amount;
  }
  return {
    target,
    method,
    amount,
    assetNumber,
    formKey: crypto.randomUUID(),
    change: targetQuery(target, method),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = topUpUser(request, context);
  const services = getServices(context);
  const { lang } = getRequestInfo(context);
  const parsed = CardPaymentFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  const form = parsed.data;
  try {
    const started = await startGatewayPayment(paymentDeps(services), {
      userId: user.id,
      method: form.method,
      lang,
      idempotencyKey: form.idempotencyKey,
      ...(form.purpose === "winner_payment"
        ? { purpose: "winner_payment" as const, settlementId: form.settlementId ?? "" }
        : { purpose: "top_up" as const, amount: form.amount ?? 0 }),
    });
    // The gateway's page is not one of ours: the browser loads it as a document.
    return redirectDocument(started.redirectUrl);
  } catch (error) {
    return paymentRefusal(context, error);
  }
}

export default function CardPaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigation = useNavigation();
  const { target, method, amount, assetNumber, formKey, change } = loaderData;
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  const money = formatMoney(amount, lang);
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <title>{`${t("topUp.card.title")} | ${t("meta.siteName")}`}</title>
      <h1 className="text-3xl font-bold">{t("topUp.card.title")}</h1>
      <div className="surface border-subtle mt-6 rounded-2xl border p-6">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-muted text-sm">{t("topUp.card.amount")}</dt>
            <dd className="text-2xl font-bold" data-testid="card-amount">
              {money}
            </dd>
          </div>
          <div>
            <dt className="text-muted text-sm">{t("topUp.card.method")}</dt>
            <dd className="text-lg font-semibold">{t(`topUp.methods.${method}.title`)}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-muted text-sm">{t("topUp.card.purpose")}</dt>
            <dd className="font-semibold">
              <PaymentPurposeText purpose={target.purpose} assetNumber={assetNumber} />
            </dd>
          </div>
        </dl>
        <p className="text-muted mt-5">{t("topUp.card.intro")}</p>
        <Form method="post" className="mt-5 grid gap-4">
          <FormErrors id="card-payment-errors" errors={error ? [error] : undefined} />
          <input type="hidden" name="idempotencyKey" value={formKey} />
          <input type="hidden" name="method" value={method} />
          <input type="hidden" name="purpose" value={target.purpose} />
          {target.purpose === "winner_payment" ? (
            <input type="hidden" name="settlementId" value={target.settlementId} />
          ) : (
            <input type="hidden" name="amount" value={amount} />
          )}
          <button
            type="submit"
            disabled={busy}
            aria-busy={busy || undefined}
            className={`h-12 rounded-lg px-6 text-lg font-semibold hover:opacity-90 disabled:opacity-60 ${
              method === "apple_pay" ? "bg-black text-white dark:bg-white dark:text-black" : "bg-primary"
            }`}
          >
            {t(method === "apple_pay" ? "topUp.card.payApple" : "topUp.card.pay", { amount: money })}
          </button>
        </Form>
      </div>
      <ChangeMethodLink change={change} label={t("topUp.card.change")} />
    </div>
  );
}
