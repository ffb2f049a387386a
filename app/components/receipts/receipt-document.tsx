import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Form, Link, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";

/** One line of a receipt: its label, its value and, for tests and styling, a short id. */
export type ReceiptFact = [label: string, value: ReactNode, id?: string];

/**
 * The printable body of every receipt (an order's, a payment's, a withdrawal's): the platform's
 * name, the title, the verification code when there is one, the facts, and a closing note.
 * Everything around it carries `data-print="hide"`, so printing gives just this.
 */
export function ReceiptDocument({
  titleId,
  title,
  code,
  facts,
  testIdPrefix = "receipt",
  children,
}: {
  titleId: string;
  title: string;
  code?: { label: string; value: string } | null;
  facts: ReceiptFact[];
  testIdPrefix?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <article
      aria-labelledby={titleId}
      className="surface border-subtle mt-4 rounded-2xl border p-6 shadow-sm sm:p-8"
      data-receipt
    >
      <div className="border-subtle flex flex-wrap items-start justify-between gap-4 border-b pb-4">
        <div>
          <p className="text-muted text-sm">
            {t("meta.siteName")} — {t("meta.tagline")}
          </p>
          <h1 id={titleId} className="text-2xl font-bold">
            {title}
          </h1>
        </div>
        {code ? (
          <div className="sm:text-end">
            <p className="text-muted text-xs">{code.label}</p>
            <p className="font-mono text-lg font-bold tracking-wide" dir="ltr" data-testid="receipt-code">
              {code.value}
            </p>
          </div>
        ) : null}
      </div>
      <dl className="grid gap-x-6 gap-y-3 py-5 sm:grid-cols-2">
        {facts.map(([label, value, id]) => (
          <div key={id ?? label} data-testid={id ? `${testIdPrefix}-${id}` : undefined}>
            <dt className="text-muted text-sm">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </article>
  );
}

/** "Send a copy by e-mail": a one-button form posting `intent=mail` to the receipt's own page. */
export function MailReceiptButton({ label }: { label: string }) {
  const navigation = useNavigation();
  const mailing = navigation.state === "submitting" && navigation.formData?.get("intent") === "mail";
  return (
    <Form method="post">
      <button
        type="submit"
        name="intent"
        value="mail"
        disabled={mailing}
        aria-busy={mailing || undefined}
        className={buttonClass()}
      >
        {label}
      </button>
    </Form>
  );
}

/** The closing lines of a receipt with a code: where anyone can check that it is genuine. */
export function VerifyNote({ note, link, url }: { note: string; link: string; url: string }) {
  return (
    <div className="border-subtle border-t pt-4 text-sm">
      <p className="text-muted">{note}</p>
      <p>
        <Link to={link} className="font-medium text-primary underline print:no-underline" dir="ltr">
          {url}
        </Link>
      </p>
    </div>
  );
}
