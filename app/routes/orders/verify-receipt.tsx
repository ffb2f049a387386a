import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { inputClass } from "~/components/forms/form-field";
import { getServices } from "~/context.server";
import { formatDateTime, formatHijriDate } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { verifyReceipt } from "~/modules/orders/order-receipt.server";
import { normalizeReceiptCode } from "~/modules/orders/receipt-lookup";
import type { Route } from "./+types/verify-receipt";

/** Each code's answer is for whoever holds the receipt, not for search engines. */
export const handle = { noindex: true };

/**
 * /receipts/verify?code=…: anyone holding a Mazad receipt checks that it is genuine. A plain GET
 * form, so the answer has a URL of its own; it names no one (asset number, date and status only).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const code = new URL(request.url).searchParams.get("code")?.trim() ?? "";
  if (!code) return { code, result: null };
  if (!normalizeReceiptCode(code)) return { code, result: { kind: "malformed" as const } };
  const check = await verifyReceipt({ db: getServices(context).database.db, code });
  return { code, result: check ? { kind: "valid" as const, ...check } : { kind: "notFound" as const } };
}

export default function VerifyReceipt({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { code, result } = loaderData;
  const invalid = result !== null && result.kind !== "valid";
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
          className="h-11 rounded-lg bg-primary px-6 font-semibold hover:opacity-90 sm:mb-7"
        >
          {t("orders.verify.submit")}
        </button>
      </Form>
      <div role="status" className="mt-6 empty:hidden" data-testid="verify-result">
        {result === null ? null : result.kind === "valid" ? (
          <div className="rounded-2xl border border-green-300 bg-green-50 p-5 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-100">
            <p className="text-lg font-bold">{t("orders.verify.valid")}</p>
            <dl className="mt-3 grid gap-3 sm:grid-cols-2">
              <div>
                <dt className="text-sm">{t("orders.receipt.code")}</dt>
                <dd className="font-mono font-bold" dir="ltr">
                  {result.code}
                </dd>
              </div>
              <div>
                <dt className="text-sm">{t("auction.assetNumber")}</dt>
                <dd className="font-bold" dir="ltr">
                  {result.assetNumber}
                </dd>
              </div>
              <div>
                <dt className="text-sm">{t("orders.verify.registeredAt")}</dt>
                <dd className="font-bold">
                  <time dateTime={result.registeredAt.toISOString()}>
                    {formatDateTime(result.registeredAt, lang)}
                  </time>
                  {lang === "ar" ? (
                    <span className="block text-xs font-normal">
                      {formatHijriDate(result.registeredAt, lang)}
                    </span>
                  ) : null}
                </dd>
              </div>
              <div>
                <dt className="text-sm">{t("orders.verify.status")}</dt>
                <dd className="font-bold">{t(`orders.verify.statuses.${result.status}`)}</dd>
              </div>
            </dl>
          </div>
        ) : (
          <p className="rounded-2xl border border-red-300 bg-red-50 p-5 font-semibold text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
            {t(result.kind === "malformed" ? "orders.verify.malformed" : "orders.verify.notFound")}
          </p>
        )}
      </div>
    </div>
  );
}
