import { useId, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { formatArea, formatMoney, formatNumber, toLatinDigits } from "~/i18n/format";
import { useLang } from "~/i18n/use-lang";
import { calculatePrice } from "~/modules/auctions/price-calculator";
import { useHydrated } from "~/lib/use-hydrated";

/** Parses a riyal amount typed in any digits ("١٬٢٥٠٬٠٠٠", "1,250,000.50") into halalas. */
export function parseRiyals(input: string): number | null {
  const cleaned = toLatinDigits(input).replace(/[\s,]/g, "");
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = "0", fraction = ""] = cleaned.split(".");
  const halalas = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return halalas > 0 ? halalas : null;
}

type Props = { initialPrice: number; areaM2: number; commissionRateBp: number };

export function PriceCalculator({ initialPrice, areaM2, commissionRateBp }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const hydrated = useHydrated();
  const [text, setText] = useState(String(initialPrice / 100));
  const price = parseRiyals(text);
  const result = price ? calculatePrice({ price, areaM2, commissionRateBp }) : null;
  const rows: [string, string, string?][] = result
    ? [
        [t("calculator.area"), formatArea(areaM2, lang)],
        [t("calculator.pricePerM2"), result.pricePerM2 ? formatMoney(result.pricePerM2, lang) : "—"],
        [t("calculator.commissionRate"), `${formatNumber(commissionRateBp / 100, lang)}%`],
        [t("calculator.commission"), formatMoney(result.commission, lang), "commission"],
        [t("calculator.vat"), formatMoney(result.vat, lang), "vat"],
      ]
    : [];
  return (
    // `data-hydrated`: the calculator answers typing (its chunk arrives after the page's).
    <section
      className="surface border-subtle rounded-2xl border p-5"
      aria-labelledby={`${id}-title`}
      data-testid="price-calculator"
      data-hydrated={hydrated ? "" : undefined}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t("calculator.title")}
      </h2>
      <label htmlFor={`${id}-price`} className="mt-4 block text-sm font-semibold">
        {t("calculator.price")}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <input
          id={`${id}-price`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={price === null}
          aria-describedby={price === null ? `${id}-error` : undefined}
          className="surface border-subtle h-11 w-full rounded-lg border px-3 text-end tabular-nums"
          data-testid="calculator-price"
        />
        <span className="text-muted shrink-0">{lang === "ar" ? "ر.س" : "SAR"}</span>
      </div>
      {price === null ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400" role="alert">
          {t("calculator.invalid")}
        </p>
      ) : null}
      {result ? (
        <dl className="mt-4 divide-y divide-[var(--border)]" aria-live="polite">
          {rows.map(([label, value, key]) => (
            <div key={label} className="flex justify-between gap-4 py-2 text-sm">
              <dt className="text-muted">{label}</dt>
              <dd className="font-medium tabular-nums" data-testid={key ? `calculator-${key}` : undefined}>
                {value}
              </dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 py-3 text-base">
            <dt className="font-bold">{t("calculator.total")}</dt>
            <dd className="font-bold text-primary tabular-nums" data-testid="calculator-total">
              {formatMoney(result.total, lang)}
            </dd>
          </div>
        </dl>
      ) : null}
      <p className="text-muted mt-2 text-xs">{t("calculator.taxNote")}</p>
    </section>
  );
}
