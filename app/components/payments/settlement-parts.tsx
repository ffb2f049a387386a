import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import type { Lang } from "~/i18n/config";
import { formatHijriDate, formatMoney, formatNumber, timeZone, withHijri } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { VAT_RATE_BP } from "~/modules/auctions/price-calculator";
import { photoUrl } from "~/modules/media/photo-url";
import {
  percentOf,
  type PaymentRecord,
  type SettlementAuction,
  type SettlementView,
} from "~/modules/payments/settlement-view";

const longFormats = new Map<Lang, Intl.DateTimeFormat>();

/** "Thursday, December 3, 2026 at 11:59 PM" in Riyadh time: a deadline spelled out in full. */
export function formatLongDateTime(date: Date, lang: Lang): string {
  let format = longFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === "ar" ? "ar-SA-u-nu-latn" : "en-SA", {
      timeZone,
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
    });
    longFormats.set(lang, format);
  }
  return format.format(date);
}

/** A date and time in Riyadh, with the Umm al-Qura date beside it on Arabic pages. */
export function RiyadhDate({
  date,
  lang,
  format,
}: {
  date: Date;
  lang: Lang;
  format: (date: Date, lang: Lang) => string;
}) {
  return (
    <>
      <time dateTime={date.toISOString()}>{format(date, lang)}</time>
      {lang === "ar" ? (
        <span className="text-muted block text-xs font-normal" data-testid="hijri-date">
          {formatHijriDate(date, lang)}
        </span>
      ) : null}
    </>
  );
}

export const rate = (bp: number, lang: Lang) => formatNumber(percentOf(bp), lang);

/**
 * An amount taken off: "−SAR 57,000" / «−57,000 ر.س». A left-to-right mark keeps the minus sign
 * with the digits on Arabic pages instead of letting it drift to their right.
 */
export const minus = (money: string) => `\u200e\u2212${money}`;

/**
 * What the winner owes, line by line, as the bid confirmation showed it: the hammer price, the
 * deposit applied to it, the rest, the commission at the auction's rate, VAT on it, and the total.
 */
export function SettlementFigures({
  settlement,
  paid = false,
}: {
  settlement: Pick<
    SettlementView,
    "hammerPrice" | "depositApplied" | "balanceDue" | "commission" | "vat" | "totalDue"
  > & { auction: Pick<SettlementAuction, "commissionRateBp"> };
  paid?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = (v: number) => formatMoney(v, lang);
  const rows: [string, string, string][] = [
    [t("settlement.figures.hammerPrice"), money(settlement.hammerPrice), "hammer-price"],
    [t("settlement.figures.depositApplied"), minus(money(settlement.depositApplied)), "deposit-applied"],
    [t("settlement.figures.balanceDue"), money(settlement.balanceDue), "balance-due"],
    [
      t("settlement.figures.commission", { rate: rate(settlement.auction.commissionRateBp, lang) }),
      money(settlement.commission),
      "commission",
    ],
    [t("settlement.figures.vat", { rate: rate(VAT_RATE_BP, lang) }), money(settlement.vat), "vat"],
  ];
  return (
    <dl className="divide-y divide-[var(--border)] text-sm" aria-label={t("settlement.figures.label")}>
      {rows.map(([label, value, key]) => (
        <div key={key} className="flex justify-between gap-4 py-2">
          <dt className="text-muted">{label}</dt>
          <dd className="shrink-0 font-medium tabular-nums" data-testid={`figure-${key}`}>
            {value}
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 py-2 text-base">
        <dt className="font-bold">
          {t(paid ? "settlement.figures.totalPaid" : "settlement.figures.totalDue")}
        </dt>
        <dd className="shrink-0 font-bold text-primary tabular-nums" data-testid="figure-total-due">
          {money(settlement.totalDue)}
        </dd>
      </div>
    </dl>
  );
}

/** The won auction in brief: photo, asset number and title (a link to its page). */
export function SettlementAuctionHeader({
  auction,
  headingId,
  headingLevel: Heading = "h3",
}: {
  auction: SettlementAuction;
  headingId?: string;
  headingLevel?: "h2" | "h3";
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const src = auction.photoKey ? photoUrl(auction.photoKey) : null;
  return (
    <div className="flex items-start gap-4">
      {src ? (
        <img
          src={src}
          alt=""
          width={144}
          height={96}
          loading="lazy"
          decoding="async"
          className="h-16 w-24 shrink-0 rounded-lg object-cover sm:h-24 sm:w-36"
        />
      ) : null}
      <div className="min-w-0">
        <p className="text-muted text-xs">
          {t("auction.assetNumber")}:{" "}
          <span dir="ltr" data-testid="asset-number">
            {auction.assetNumber}
          </span>
        </p>
        <Heading id={headingId} className="text-lg leading-snug font-bold">
          <Link to={to(`/mazadat/${auction.id}`)} className="hover:text-primary hover:underline">
            {lang === "ar" ? auction.titleAr : auction.titleEn}
          </Link>
        </Heading>
        {auction.finishedAt ? (
          <p className="text-muted text-sm">
            {t("settlement.due.awardedOn", {
              date: withHijri(formatLongDateTime(auction.finishedAt, lang), auction.finishedAt, lang),
            })}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * How a payment was made: "Mada ending in 1010", "Credit card · Visa ending in 1111", "Wallet". Each
 * brand has one name per language (topUp.cardBrands), and a method is not named twice («مدى · مدى»).
 */
export function methodText(
  t: TFunction,
  record: Pick<PaymentRecord, "method" | "cardBrand" | "cardLast4">,
): string {
  const method = t(`settlement.methods.${record.method}`);
  if (record.cardLast4 && record.method !== "wallet" && record.method !== "bank_transfer") {
    const brand = record.cardBrand ? t(`topUp.cardBrands.${record.cardBrand}`) : method;
    const card = t("settlement.history.card", { brand, last4: record.cardLast4 });
    return brand === method ? card : `${method} · ${card}`;
  }
  return method;
}
