import { useTranslation } from "~/i18n/use-translation";
import { Form } from "react-router";
import { inputClass } from "~/components/forms/form-field";
import { getServices } from "~/context.server";
import { formatDateTime, formatHijriDate, formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { verifyReceipt } from "~/modules/orders/order-receipt.server";
import { receiptCodeCandidates } from "~/modules/orders/receipt-lookup";
import { verifyStoredReceipt } from "~/modules/payments/payment-receipts.server";
import type { Route } from "./+types/verify-receipt";
import { buttonClass } from "~/components/ui/button";

/** Each code's answer is for whoever holds the receipt, not for search engines. */
export const handle = { noindex: true };

/**
 * /receipts/verify?code=…: anyone holding a Mazad receipt checks that it is genuine. A plain GET
 * form, so the answer has a URL of its own; it names no one (an order's asset number, date and
 * status; a payment's kind, amount and date).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const code = new URL(request.url).searchParams.get("code")?.trim() ?? "";
  if (!code) return { code, result: null };
  const candidates = receiptCodeCandidates(code);
  if (!candidates.length) return { code, result: { kind: "malformed" as const } };
  const db = getServices(context).database.db;
  for (const candidate of candidates) {
    const check = candidate.startsWith("MZD-") ? await verifyReceipt({ db, code: candidate }) : null;
    if (check) return { code, result: { kind: "valid" as const, ...check } };
    // Payments' receipts ("RCT-…") and withdrawals' are kept in the receipts table.
    const stored = await verifyStoredReceipt({ db, code: candidate });
    if (stored) {
      const { kind: receiptKind, ...facts } = stored;
      return { code, result: { kind: "payment" as const, receiptKind, ...facts } };
    }
  }
  return { code, result: { kind: "notFound" as const } };
}

export default function VerifyReceipt({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { code, result } = loaderData;
  const invalid = result !== null && result.kind !== "valid" && result.kind !== "payment";
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <title>{`${t("orders.verify.title")} | ${t("meta.siteName")}`}</title>
      <h1 className="text-3xl font-bold">{t("orders.verify.title")}</h1>
      <p className="text-muted mt-1">{t("orders.verify.intro")}</p>
      <Form
        method="get"
        action={to("/receipts/verify")}
        className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <label htmlFor="receipt-code" className="mb-1 block font-medium">
            {t("orders.verify.code")}
          </label>
          <input
            id="receipt-code"
            name="code"
            type="text"
            defaultValue={code}
            required
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
            aria-describedby="receipt-code-hint"
            aria-invalid={invalid || undefined}
            className={`${inputClass} font-mono`}
          />
          <p id="receipt-code-hint" className="text-muted mt-1 text-sm">
            {t("orders.verify.codeHint")}
          </p>
        </div>
        <button
          type="submit"
          className={buttonClass({ variant: "primary", size: "md", className: "sm:mb-7" })}
        >
          {t("orders.verify.submit")}
        </button>
      </Form>
      <div role="status" className="mt-6 empty:hidden" data-testid="verify-result">
        {result === null ? null : result.kind === "valid" ? (
          <GenuineReceipt
            code={result.code}
            when={{ label: t("orders.verify.registeredAt"), at: result.registeredAt }}
            facts={[
              { label: t("auction.assetNumber"), value: result.assetNumber, ltr: true },
              {
                label: t("orders.verify.status"),
                value: t(`orders.verify.statuses.${result.status}`),
              },
            ]}
          />
        ) : result.kind === "payment" ? (
          <GenuineReceipt
            code={result.code}
            when={{ label: t("topUp.verify.issuedAt"), at: result.issuedAt }}
            facts={[
              {
                label: t("topUp.verify.kind"),
                value: t(`topUp.verify.kinds.${result.receiptKind}`),
              },
              { label: t("topUp.verify.amount"), value: formatMoney(result.amount, lang) },
            ]}
          />
        ) : (
          <p className="rounded-2xl border border-red-300 bg-red-50 p-5 font-semibold text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
            {t(result.kind === "malformed" ? "orders.verify.malformed" : "orders.verify.notFound")}
          </p>
        )}
      </div>
    </div>
  );
}

type Fact = { label: string; value: string; ltr?: boolean };

/** The answer for a genuine receipt: its code, what it is about, and when it was issued. */
function GenuineReceipt({
  code,
  facts,
  when,
}: {
  code: string;
  facts: Fact[];
  when: { label: string; at: Date };
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="rounded-2xl border border-green-300 bg-green-50 p-5 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-100">
      <p className="text-lg font-bold">{t("orders.verify.valid")}</p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm">{t("orders.receipt.code")}</dt>
          <dd className="font-mono font-bold" dir="ltr">
            {code}
          </dd>
        </div>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-sm">{fact.label}</dt>
            <dd className="font-bold" dir={fact.ltr ? "ltr" : undefined}>
              {fact.value}
            </dd>
          </div>
        ))}
        <div>
          <dt className="text-sm">{when.label}</dt>
          <dd className="font-bold">
            <time dateTime={when.at.toISOString()}>{formatDateTime(when.at, lang)}</time>
            {lang === "ar" ? (
              <span className="block text-xs font-normal">{formatHijriDate(when.at, lang)}</span>
            ) : null}
          </dd>
        </div>
      </dl>
    </div>
  );
}
