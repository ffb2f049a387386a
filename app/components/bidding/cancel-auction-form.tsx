import { getFormProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FieldErrors } from "~/components/forms/form-field";
import { CancelAuctionSchema, type BidActionData } from "~/lib/bidding/bid-schemas";

/**
 * The organizing committee's cancellation of an upcoming or live auction, with the reason in
 * Arabic and in English (shown on the auction and in orders in each language). A plain form to
 * the page's action; the auction's watchers learn of it live.
 */
export function CancelAuctionForm({
  auctionId,
  actionData,
}: {
  auctionId: number;
  actionData: BidActionData | undefined;
}) {
  const { t } = useTranslation();
  const mine = actionData?.intent === "cancel-auction" ? actionData : undefined;
  const [form, fields] = useForm({
    id: `cancel-${auctionId}`,
    lastResult: mine?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CancelAuctionSchema }),
  });
  return (
    <section
      className="mt-6 border-t border-red-200 pt-4 dark:border-red-900"
      aria-labelledby={`${form.id}-title`}
      data-testid="cancel-auction"
    >
      <h3 id={`${form.id}-title`} className="text-lg font-bold text-red-800 dark:text-red-300">
        {t("bidPanel.committee.heading")}
      </h3>
      <p className="text-muted mt-1 text-sm">{t("bidPanel.committee.intro")}</p>
      <Form method="post" preventScrollReset className="mt-3 space-y-3" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="cancel-auction" />
        <Reason field={fields.reasonAr} label={t("bidPanel.committee.reasonAr")} lang="ar" />
        <Reason field={fields.reasonEn} label={t("bidPanel.committee.reasonEn")} lang="en" />
        {mine?.refusal ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {mine.refusal.message}
          </p>
        ) : null}
        <button
          type="submit"
          className="h-11 w-full rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800"
          data-testid="cancel-auction-submit"
        >
          {t("bidPanel.committee.submit")}
        </button>
      </Form>
    </section>
  );
}

function Reason({ field, label, lang }: { field: FieldMetadata<string>; label: string; lang: "ar" | "en" }) {
  const { key, ...props } = getTextareaProps(field);
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-semibold">
        {label}
      </label>
      <textarea
        key={key}
        {...props}
        required
        minLength={3}
        maxLength={500}
        rows={2}
        lang={lang}
        dir={lang === "ar" ? "rtl" : "ltr"}
        className="surface border-subtle mt-1 w-full rounded-lg border px-3 py-2 aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400"
      />
      <FieldErrors field={field} />
    </div>
  );
}
