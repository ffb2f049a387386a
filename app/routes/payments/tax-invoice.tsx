import { useTranslation } from "~/i18n/use-translation";
import { data } from "react-router";
import { getServices } from "~/context.server";
import { useLocalizedPath } from "~/i18n/use-lang";
import { invoiceQrSvg } from "~/modules/payments/invoice-qr.server";
import { getTaxInvoice } from "~/modules/payments/settlements.server";
import { readZatcaQrPayload } from "~/modules/payments/zatca-qr";
import type { Route } from "./+types/tax-invoice";
import { requirePageUser } from "~/lib/account-request.server";
import receiptPrint from "~/styles/receipt-print.css?url";
import { TaxInvoiceDocument } from "~/components/payments/tax-invoice-document";
import { ReceiptToolbar } from "~/components/receipts/receipt-page";
import { ButtonLink } from "~/components/ui/button";
import { PrintButton } from "~/components/ui/print-button";

export const handle = { noindex: true };

/** Printed, the invoice alone: dark ink on white, without the site around it (as receipts). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: receiptPrint }];

/**
 * /payments/invoices/{id}: the simplified tax invoice of the platform's commission, with its ZATCA
 * phase-1 QR code drawn on the server. Its buyer and the organizing committee may read it; for
 * anyone else it does not exist (404).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requirePageUser(request, context);
  const { db } = getServices(context).database;
  const invoice = await getTaxInvoice({ db, invoiceId: params.id, viewer: user });
  if (!invoice) throw data(null, { status: 404 });
  return { invoice, qr: invoiceQrSvg(invoice.qrPayload), qrFields: readZatcaQrPayload(invoice.qrPayload) };
}

export default function TaxInvoicePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { invoice, qr, qrFields } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <title>{`${t("settlement.invoice.title")} ${invoice.number} | ${t("meta.siteName")}`}</title>
      <ReceiptToolbar back={{ to: to("/payments"), label: t("settlement.invoice.back") }} hideInPrint>
        <div className="flex flex-wrap gap-2">
          {invoice.receiptId ? (
            <ButtonLink to={to(`/payments/receipts/${invoice.receiptId}`)}>
              {t("settlement.invoice.receipt")}
            </ButtonLink>
          ) : null}
          <PrintButton label={t("settlement.invoice.print")} />
        </div>
      </ReceiptToolbar>
      <TaxInvoiceDocument invoice={invoice} qr={qr} qrFields={qrFields} />
    </div>
  );
}
