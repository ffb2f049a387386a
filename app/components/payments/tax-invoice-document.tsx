import { useTranslation } from "~/i18n/use-translation";
import { formatDateTime, formatMoney } from "~/i18n/format";
import { useLang } from "~/i18n/use-lang";
import type { QrSvg } from "~/modules/payments/invoice-qr.server";
import type { TaxInvoiceView } from "~/modules/payments/settlement-view";
import { rate, RiyadhDate } from "./settlement-parts";

/**
 * The simplified tax invoice of the platform's commission, as printed: its number and date, seller
 * and buyer, the line and its amounts, and the ZATCA phase-1 QR code (drawn on the server) with
 * what it says.
 */
export function TaxInvoiceDocument({
  invoice,
  qr,
  qrFields,
}: {
  invoice: TaxInvoiceView;
  qr: QrSvg;
  /** The QR code's fields as read back from its payload, in ZATCA's order. */
  qrFields: string[];
}) {
  return (
    <article
      aria-labelledby="invoice-title"
      className="surface border-subtle mt-4 flex flex-col gap-6 rounded-2xl border p-5 shadow-sm sm:p-8"
      data-receipt
      data-testid="tax-invoice"
    >
      <InvoiceHeader invoice={invoice} />
      <InvoiceParties invoice={invoice} />
      <InvoiceLines invoice={invoice} />
      <InvoiceQr invoice={invoice} qr={qr} qrFields={qrFields} />
    </article>
  );
}

/** The title (with its Arabic name on English pages, as the law asks), the number and the date. */
function InvoiceHeader({ invoice }: { invoice: TaxInvoiceView }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <header className="border-subtle flex flex-wrap items-start justify-between gap-4 border-b pb-4">
      <div>
        <p className="text-muted text-sm">{t("meta.siteName")}</p>
        <h1 id="invoice-title" className="text-2xl font-bold">
          {t("settlement.invoice.title")}
        </h1>
        {lang === "en" ? (
          <p lang="ar" dir="rtl" className="text-muted text-sm">
            فاتورة ضريبية مبسطة
          </p>
        ) : null}
      </div>
      <dl className="grid gap-2 text-sm sm:text-end">
        <div>
          <dt className="text-muted text-xs">{t("settlement.invoice.number")}</dt>
          <dd className="font-mono text-lg font-bold" dir="ltr" data-testid="invoice-number">
            {invoice.number}
          </dd>
        </div>
        <div>
          <dt className="text-muted text-xs">{t("settlement.invoice.issuedAt")}</dt>
          <dd className="font-medium" data-testid="invoice-issued-at">
            <RiyadhDate date={invoice.issuedAt} lang={lang} format={formatDateTime} />
          </dd>
        </div>
      </dl>
    </header>
  );
}

function InvoiceParties({ invoice }: { invoice: TaxInvoiceView }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div>
        <dt className="text-muted text-sm">{t("settlement.invoice.seller")}</dt>
        <dd className="font-semibold" data-testid="invoice-seller">
          {invoice.sellerName}
        </dd>
        <dd className="text-sm">
          {t("settlement.invoice.sellerVat")}:{" "}
          <span dir="ltr" className="font-mono" data-testid="invoice-vat-number">
            {invoice.sellerVatNumber}
          </span>
        </dd>
      </div>
      <div>
        <dt className="text-muted text-sm">{t("settlement.invoice.buyer")}</dt>
        <dd className="font-semibold" data-testid="invoice-buyer">
          {invoice.buyerName}
        </dd>
      </div>
    </dl>
  );
}

/** What was supplied (the commission on the sale), then the taxable amount, the VAT and the total. */
function InvoiceLines({ invoice }: { invoice: TaxInvoiceView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = (v: number) => formatMoney(v, lang);
  const supply = t("settlement.invoice.supply", {
    asset: invoice.supply.assetNumber,
    title: lang === "ar" ? invoice.supply.titleAr : invoice.supply.titleEn,
    rate: rate(invoice.supply.commissionRateBp, lang),
    price: money(invoice.supply.hammerPrice),
  });
  return (
    <section aria-labelledby="invoice-lines" className="flex flex-col gap-3">
      <h2 id="invoice-lines" className="sr-only">
        {t("settlement.invoice.lines")}
      </h2>
      <div className="surface-muted rounded-xl p-4">
        <p className="text-muted text-xs">{t("settlement.invoice.item")}</p>
        <p className="font-medium" data-testid="invoice-supply">
          {supply}
        </p>
      </div>
      <dl className="divide-y divide-[var(--border)]">
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-muted">{t("settlement.invoice.taxable")}</dt>
          <dd className="font-medium tabular-nums" data-testid="invoice-taxable">
            {money(invoice.taxableAmount)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-muted">
            {t("settlement.invoice.vat", { rate: rate(invoice.vatRateBp, lang) })}
          </dt>
          <dd className="font-medium tabular-nums" data-testid="invoice-vat">
            {money(invoice.vat)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 py-2 text-lg">
          <dt className="font-bold">{t("settlement.invoice.total")}</dt>
          <dd className="font-bold text-primary tabular-nums" data-testid="invoice-total">
            {money(invoice.total)}
          </dd>
        </div>
      </dl>
      <p className="text-muted text-xs">{t("settlement.invoice.currency")}</p>
    </section>
  );
}

/** The QR code, and for those who cannot scan it, what it says. */
function InvoiceQr({ invoice, qr, qrFields }: { invoice: TaxInvoiceView; qr: QrSvg; qrFields: string[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const box = qr.size + 2 * qr.quietZone;
  // The labels of the code's five fields, in ZATCA's order.
  const fieldLabels = [
    t("settlement.invoice.seller"),
    t("settlement.invoice.sellerVat"),
    t("settlement.invoice.issuedAt"),
    t("settlement.invoice.total"),
    t("settlement.invoice.vat", { rate: rate(invoice.vatRateBp, lang) }),
  ];
  return (
    <figure className="border-subtle flex flex-col items-center gap-4 border-t pt-6 sm:flex-row sm:items-start">
      <svg
        viewBox={`0 0 ${box} ${box}`}
        width={176}
        height={176}
        role="img"
        aria-labelledby="invoice-qr-title"
        aria-describedby="invoice-qr-description"
        shapeRendering="crispEdges"
        className="shrink-0 rounded-md"
        data-testid="invoice-qr"
        data-payload={invoice.qrPayload}
      >
        <title id="invoice-qr-title">{t("settlement.invoice.qrLabel")}</title>
        <rect width={box} height={box} fill="#ffffff" />
        <path d={qr.path} fill="#000000" />
      </svg>
      <figcaption className="flex min-w-0 flex-col gap-2 text-sm">
        <p id="invoice-qr-description">{t("settlement.invoice.qrDescription")}</p>
        <details>
          <summary className="cursor-pointer font-semibold">{t("settlement.invoice.qrFields")}</summary>
          <dl className="mt-2 grid gap-1" data-testid="invoice-qr-fields">
            {qrFields.map((value, i) => (
              <div key={fieldLabels[i] ?? i} className="flex flex-wrap gap-x-2">
                <dt className="text-muted">{fieldLabels[i]}:</dt>
                <dd dir={i === 0 ? undefined : "ltr"} className="break-all">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      </figcaption>
    </figure>
  );
}
