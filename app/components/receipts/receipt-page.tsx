import type { ReactNode } from "react";
import { Link } from "react-router";
import { FormErrors } from "~/components/forms/form-field";
import { PrintButton } from "~/components/ui/print-button";
import { MailReceiptButton, ReceiptDocument, VerifyNote, type ReceiptFact } from "./receipt-document";

/**
 * The line above a printable document: the way back on one side, its actions (print, mail…) on
 * the other. `hideInPrint` when it stands alone; inside a block already hidden in print it need not.
 */
export function ReceiptToolbar({
  back,
  hideInPrint = false,
  children,
}: {
  back: { to: string; label: string };
  hideInPrint?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3"
      data-print={hideInPrint ? "hide" : undefined}
    >
      <Link to={back.to} className="font-semibold text-primary underline">
        {back.label}
      </Link>
      {children}
    </div>
  );
}

/**
 * The page of a receipt its owner may print and have mailed (an order's, a payment's): the way
 * back, print and mail, what the mail request answered, then the receipt and where to verify it.
 */
export function MailableReceiptPage({
  pageTitle,
  back,
  printLabel,
  mailLabel,
  notice,
  error,
  title,
  code,
  facts,
  verify,
}: {
  pageTitle: string;
  back: { to: string; label: string };
  printLabel: string;
  mailLabel: string;
  /** The confirmation that the receipt was mailed (a polite live region, empty until then). */
  notice: ReactNode;
  /** The mail request's refusal. */
  error: string | undefined;
  title: string;
  code: { label: string; value: string };
  facts: ReceiptFact[];
  verify: { note: string; link: string; url: string };
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <title>{pageTitle}</title>
      <div className="flex flex-col gap-4" data-print="hide">
        <ReceiptToolbar back={back}>
          <div className="flex flex-wrap gap-2">
            <PrintButton label={printLabel} />
            <MailReceiptButton label={mailLabel} />
          </div>
        </ReceiptToolbar>
        {notice}
        <FormErrors id="receipt-errors" errors={error ? [error] : undefined} />
      </div>
      <ReceiptDocument titleId="receipt-title" title={title} code={code} facts={facts}>
        <VerifyNote note={verify.note} link={verify.link} url={verify.url} />
      </ReceiptDocument>
    </div>
  );
}
