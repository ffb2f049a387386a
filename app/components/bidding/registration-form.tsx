import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { Form, Link } from "react-router";
import { CheckboxField } from "~/components/forms/form-field";
import { formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { RegisterSchema, type BidActionData } from "~/lib/bidding/bid-schemas";
import { buttonClass } from "~/components/ui/button";

type Props = {
  auctionId: number;
  deposit: number;
  rulesVersion: number;
  rulesDocument: { id: number; title: string } | null;
  available: number;
  covered: boolean;
  /** Registered under an older version of the special rules: accept the new one. */
  outdated: boolean;
  actionData: BidActionData | undefined;
};

/**
 * Registration for the auction (it creates the user's order): the deposit and whether the wallet
 * covers it, the documents to read, and the two acceptances, the special rules' version recorded.
 * A plain form to the page's action, with or without JavaScript.
 */
export function RegistrationForm({
  auctionId,
  deposit,
  rulesVersion,
  rulesDocument,
  available,
  covered,
  outdated,
  actionData,
}: Props) {
  const { t } = useTranslation();
  const mine = actionData?.intent === "register" ? actionData : undefined;
  const [form, fields] = useForm({
    id: `register-${auctionId}`,
    lastResult: mine?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterSchema }),
  });
  return (
    <section className="mt-4" aria-labelledby={`${form.id}-title`} data-testid="registration">
      <h3 id={`${form.id}-title`} className="text-lg font-bold">
        {t("bidPanel.register.heading")}
      </h3>
      <p className="text-muted mt-1 text-sm">
        {outdated ? t("bidPanel.register.newRules") : t("bidPanel.register.intro")}
      </p>
      <DepositCoverage deposit={deposit} available={available} covered={covered} />
      <RegistrationDocuments rulesVersion={rulesVersion} rulesDocument={rulesDocument} />

      <Form method="post" preventScrollReset className="mt-3 space-y-3" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="register" />
        <input type="hidden" name="rulesVersion" value={rulesVersion} />
        <CheckboxField field={fields.acceptTerms} size="sm" keepChecked={false}>
          {t("bidPanel.register.acceptTerms")}
        </CheckboxField>
        <CheckboxField field={fields.acceptRules} size="sm" keepChecked={false}>
          {t("bidPanel.register.acceptRules", { version: rulesVersion })}
        </CheckboxField>
        {mine?.refusal ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {mine.refusal.message}
          </p>
        ) : null}
        <button
          type="submit"
          className={buttonClass({ variant: "primary", size: "md", className: "w-full" })}
          data-testid="register-submit"
        >
          {t("bidPanel.register.submit")}
        </button>
      </Form>
    </section>
  );
}

/** The deposit, what the wallet has free, and whether it covers the deposit (if not, the wallet). */
function DepositCoverage({
  deposit,
  available,
  covered,
}: {
  deposit: number;
  available: number;
  covered: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const money = (v: number) => formatMoney(v, lang);
  return (
    <>
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t("bidPanel.register.deposit")}</dt>
          <dd className="font-semibold tabular-nums" data-testid="deposit">
            {money(deposit)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t("bidPanel.register.available")}</dt>
          <dd className="font-semibold tabular-nums" data-testid="available">
            {money(available)}
          </dd>
        </div>
      </dl>
      <p
        className={`mt-2 rounded-lg p-2 text-sm font-medium ${
          covered
            ? "bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
            : "bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        }`}
        data-testid="deposit-coverage"
      >
        {t(covered ? "bidPanel.register.covered" : "bidPanel.register.notCovered")}
        {covered ? null : (
          <>
            {" "}
            <Link to={to("/profile/wallet")} className="underline">
              {t("bidPanel.wallet")}
            </Link>
          </>
        )}
      </p>
      <p className="text-muted mt-2 text-xs">{t("bidPanel.register.depositNote")}</p>
    </>
  );
}

/** The documents to read before accepting: the terms, and the auction's special rules if it has them. */
function RegistrationDocuments({
  rulesVersion,
  rulesDocument,
}: {
  rulesVersion: number;
  rulesDocument: { id: number; title: string } | null;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <>
      <p className="mt-3 text-sm font-semibold">{t("bidPanel.register.documents")}</p>
      <ul className="mt-1 list-inside list-disc text-sm">
        <li>
          <Link to={to("/termsAndConditions")} className="text-primary underline">
            {t("bidPanel.register.termsLink")}
          </Link>
        </li>
        {rulesDocument ? (
          <li>
            <a
              href={`/media/documents/${rulesDocument.id}`}
              download
              className="text-primary underline"
              data-testid="special-rules-link"
            >
              {t("bidPanel.register.rulesLink", { version: rulesVersion })}
            </a>
          </li>
        ) : null}
      </ul>
    </>
  );
}
