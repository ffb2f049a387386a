import { useTranslation } from "~/i18n/use-translation";
import { formatMoney, formatNumber } from "~/i18n/format";
import { useLang } from "~/i18n/use-lang";
import { bidCost } from "~/lib/bidding/bid-amount";

/**
 * What a bid costs if it wins (docs/product-rules.md §2.5): the bid, the commission at the auction's rate,
 * VAT on the commission, the total, and the note that the 5% real estate transaction tax is not
 * included. The same figures as the price calculator.
 */
export function BidCostTable({
  amount,
  commissionRateBp,
  kind,
}: {
  amount: number;
  commissionRateBp: number;
  kind: "bid" | "auto";
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const cost = bidCost(amount, commissionRateBp);
  const money = (v: number) => formatMoney(v, lang);
  const rows: [string, string, string][] = [
    [t(kind === "bid" ? "bidPanel.confirm.bid" : "bidPanel.confirm.max"), money(cost.amount), "amount"],
    [
      t("bidPanel.confirm.commission", { rate: `${formatNumber(commissionRateBp / 100, lang)}%` }),
      money(cost.commission),
      "commission",
    ],
    [t("bidPanel.confirm.vat"), money(cost.vat), "vat"],
  ];
  return (
    <>
      <p className="mt-2">{t(kind === "bid" ? "bidPanel.confirm.bidIntro" : "bidPanel.confirm.autoIntro")}</p>
      <dl className="mt-3 divide-y divide-[var(--border)] text-sm" data-testid="bid-cost">
        {rows.map(([label, value, key]) => (
          <div key={key} className="flex justify-between gap-4 py-2">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium tabular-nums" data-testid={`cost-${key}`}>
              {value}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 py-2 text-base">
          <dt className="font-bold">{t("bidPanel.confirm.total")}</dt>
          <dd className="text-primary font-bold tabular-nums" data-testid="cost-total">
            {money(cost.total)}
          </dd>
        </div>
      </dl>
      <p className="text-muted mt-2 text-xs">{t("bidPanel.confirm.taxNote")}</p>
    </>
  );
}
