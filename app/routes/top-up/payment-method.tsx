import { getFormProps, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import {
  FieldErrors,
  FormErrors,
  FormField,
  HiddenField,
  keepFocusOnPress,
} from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { formatDate, formatMoney, withHijri } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { MAX_CARD_PAYMENT } from "~/modules/payments/card-payments.server";
import {
  cardMethods,
  ChooseMethodSchema,
  isCardMethod,
  isTransferMethod,
  paymentMethods,
  riyalInputValue,
  transferMethods,
  type PaymentMethodChoice,
} from "~/modules/payments/transfer-schemas";
import { walletTotals } from "~/modules/wallet/wallet-totals.server";
import type { Route } from "./+types/payment-method";
import {
  documentUrl,
  dueSettlement,
  readPaymentTarget,
  targetQuery,
  topUpUser,
} from "~/lib/top-up/top-up-route.server";
import { buttonClass } from "~/components/ui/button";

export const handle = { noindex: true };

/**
 * /paymentMethod: how to pay — bank transfer, bank wire, Mada, credit card, Apple Pay, and for a
 * winner's payment the wallet — each with what it needs and how long it takes, and the seed's note
 * on deposits in plain words. `?purpose=top_up` (the default) asks for an amount;
 * `?purpose=winner_payment&settlement=<id>` pays exactly what the settlement owes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = topUpUser(request, context);
  const url = documentUrl(request);
  const target = readPaymentTarget(url);
  if (!target) throw data(null, { status: 404 });
  const settlement =
    target.purpose === "winner_payment" ? await dueSettlement(context, user.id, target.settlementId) : null;
  const totals = await walletTotals(getServices(context).database.db, [user.id]);
  const method = url.searchParams.get("method");
  return {
    target,
    settlement,
    available: totals.get(user.id)?.available ?? 0,
    cardLimit: MAX_CARD_PAYMENT,
    method: method && (paymentMethods as readonly string[]).includes(method) ? method : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = topUpUser(request, context);
  const { lang } = getRequestInfo(context);
  const submission = parseWithZod(await request.formData(), { schema: ChooseMethodSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { method, purpose, settlementId, amount } = submission.value;
  if (purpose === "winner_payment") {
    const settlement = await dueSettlement(context, user.id, settlementId!);
    if (method === "wallet")
      throw redirect(localizePath(`/payments/settlements/${settlement.id}/wallet`, lang));
  } else if (isCardMethod(method) && amount! > MAX_CARD_PAYMENT) {
    const message = translate(lang, "payments.errors.cardLimit", {
      limit: formatMoney(MAX_CARD_PAYMENT, lang),
    });
    return data({ result: submission.reply({ fieldErrors: { amount: [message] } }) }, { status: 422 });
  }
  const step = isTransferMethod(method) ? "transfer" : "card";
  const query = targetQuery({ purpose, amount, settlementId }, method);
  throw redirect(`${localizePath(`/paymentMethod/${step}`, lang)}?${query}`);
}

function MethodOption({
  method,
  name,
  checked,
  disabled,
  note,
  describedBy,
}: {
  method: PaymentMethodChoice;
  name: string;
  checked: boolean;
  disabled?: boolean;
  note?: string | null;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const id = `method-${method}`;
  return (
    <li className="surface border-subtle relative flex gap-3 rounded-2xl border p-4 has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:disabled]:opacity-60">
      <input
        id={id}
        type="radio"
        name={name}
        value={method}
        defaultChecked={checked}
        disabled={disabled}
        aria-describedby={[`${id}-about`, describedBy].filter(Boolean).join(" ")}
        className="mt-1 size-5 shrink-0 accent-primary"
      />
      <div className="min-w-0 flex-1">
        {/* The label covers the whole card, so a tap anywhere on it chooses the method. */}
        <label
          htmlFor={id}
          className="block cursor-pointer text-lg font-bold after:absolute after:inset-0 after:rounded-2xl"
        >
          {t(`topUp.methods.${method}.title`)}
        </label>
        <div id={`${id}-about`}>
          <p className="text-muted">{t(`topUp.methods.${method}.description`)}</p>
          <div className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            <p>
              <span className="font-semibold">{t("topUp.methodPage.needs")}: </span>
              {t(`topUp.methods.${method}.needs`)}
            </p>
            <p>
              <span className="font-semibold">{t("topUp.methodPage.takes")}: </span>
              {t(`topUp.methods.${method}.takes`)}
            </p>
          </div>
          {note ? <p className="mt-2 text-sm font-medium">{note}</p> : null}
        </div>
      </div>
    </li>
  );
}

export default function PaymentMethodPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const navigation = useNavigation();
  const { target, settlement, available, cardLimit, method } = loaderData;
  const winner = target.purpose === "winner_payment";
  const [form, fields] = useSchemaForm("payment-method-form", ChooseMethodSchema, {
    lastResult: actionData?.result,
    defaultValue: {
      purpose: target.purpose,
      ...(settlement ? { settlementId: settlement.id } : {}),
      ...(target.amount ? { amount: riyalInputValue(target.amount) } : {}),
      ...(method ? { method } : {}),
    },
  });
  const due = settlement?.totalDue ?? null;
  const cardsTooSmall = due !== null && due > cardLimit;
  const walletShort = due !== null && available < due;
  const methods: PaymentMethodChoice[] = [
    ...(winner ? (["wallet"] as const) : []),
    ...transferMethods,
    ...cardMethods,
  ];
  const chosen = fields.method.initialValue ?? method;
  const title = t(winner ? "topUp.methodPage.titleWinner" : "topUp.methodPage.titleTopUp");
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <title>{`${title} | ${t("meta.siteName")}`}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-muted mt-2">
        {winner
          ? t("topUp.methodPage.introWinner", { assetNumber: `\u2068${settlement!.assetNumber}\u2069` })
          : t("topUp.methodPage.introTopUp")}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-6">
        <HiddenField field={fields.purpose as FieldMetadata<string | undefined>} />
        {settlement ? <HiddenField field={fields.settlementId as FieldMetadata<string | undefined>} /> : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        {settlement ? (
          <div className="surface border-subtle rounded-2xl border p-5" data-testid="amount-due">
            <p className="text-muted text-sm">{t("topUp.methodPage.due")}</p>
            <p className="text-2xl font-bold">{formatMoney(settlement.totalDue, lang)}</p>
            <p className="text-muted mt-1 text-sm">
              {t("topUp.methodPage.dueBy", {
                date: withHijri(formatDate(settlement.dueAt, lang), settlement.dueAt, lang),
              })}
            </p>
          </div>
        ) : (
          <div className="max-w-sm">
            <FormField
              field={fields.amount as FieldMetadata<string | undefined>}
              label={t("topUp.methodPage.amount")}
              inputMode="numeric"
              dir="ltr"
              autoComplete="off"
              hint={t("topUp.methodPage.amountHint")}
            />
          </div>
        )}
        <fieldset aria-describedby={fields.method.errors?.length ? fields.method.errorId : undefined}>
          <legend className="mb-3 text-xl font-bold">{t("topUp.methodPage.methodLegend")}</legend>
          <FieldErrors field={fields.method} className="mb-3" />
          <ul className="grid gap-3">
            {methods.map((m) => {
              const isCard = isCardMethod(m);
              const disabled = (isCard && cardsTooSmall) || (m === "wallet" && walletShort);
              const note =
                m === "wallet"
                  ? `${t("topUp.methodPage.walletAvailable", { amount: formatMoney(available, lang) })}${walletShort ? ` ${t("topUp.methodPage.walletShort")}` : ""}`
                  : isCard
                    ? t("topUp.methodPage.cardLimit", { limit: formatMoney(cardLimit, lang) })
                    : null;
              return (
                <MethodOption
                  key={m}
                  method={m}
                  name={fields.method.name}
                  checked={chosen === m && !disabled}
                  disabled={disabled}
                  note={note}
                />
              );
            })}
          </ul>
        </fieldset>
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            onMouseDown={keepFocusOnPress}
            disabled={busy}
            className={buttonClass({ variant: "primary", size: "md" })}
          >
            {t("topUp.methodPage.continue")}
          </button>
          {winner ? (
            <Link to={to("/payments")} className="font-semibold text-primary underline">
              {t("topUp.methodPage.backToPayments")}
            </Link>
          ) : null}
        </div>
      </Form>
      <aside
        aria-labelledby="deposit-note"
        className="mt-8 rounded-2xl border-s-4 border-primary bg-black/[0.03] p-5 dark:bg-white/[0.04]"
      >
        <h2 id="deposit-note" className="text-lg font-bold">
          {t("topUp.methodPage.depositHeading")}
        </h2>
        <p className="mt-1">{t("topUp.methodPage.depositBody")}</p>
      </aside>
    </div>
  );
}
