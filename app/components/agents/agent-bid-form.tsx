import { getFormProps, getInputProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/i18n/use-translation";
import { Form } from "react-router";
import { FieldErrors, FormErrors, FormField, IntentButton } from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { buttonClass } from "~/components/ui/button";
import { formatMoney } from "~/i18n/format";
import { useLang } from "~/i18n/use-lang";
import { AgentBidSchema, type BidActionData } from "~/lib/bidding/bid-schemas";

/**
 * The property page's form for an agent (ADR 036): bid for myself or for one of my principals
 * (an active agency with the `bid` scope). A plain form post, with or without JavaScript; the
 * action checks the authority again, inside the bid's transaction.
 */
export function AgentBidForm({
  principals,
  rulesVersion,
  minimumNextBid,
  formKey,
  actionData,
}: {
  principals: { userId: string; name: string }[];
  rulesVersion: number;
  minimumNextBid: number;
  formKey: string;
  actionData: BidActionData | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const mine = actionData?.intent === "agent-bid" ? actionData : undefined;
  const [form, fields] = useSchemaForm("agent-bid-form", AgentBidSchema, {
    lastResult: mine?.result,
    defaultValue: { principalUserId: principals[0]!.userId },
  });
  const choices = [{ value: "self", label: t("agents.bidFor.myself") }].concat(
    principals.map((p) => ({ value: p.userId, label: t("agents.bidFor.principal", { name: p.name }) })),
  );
  const chosen = fields.principalUserId.value ?? principals[0]!.userId;
  const rules = getInputProps(fields.acceptRules, { type: "checkbox" });
  const high = getInputProps(fields.confirmHighBid, { type: "checkbox" });
  return (
    <section
      aria-labelledby="agent-bid-title"
      className="border-subtle mt-4 border-t pt-4"
      data-testid="agent-bid"
      data-minimum={minimumNextBid}
    >
      <h3 id="agent-bid-title" className="font-bold">
        {t("agents.bidFor.heading")}
      </h3>
      <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-3">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="rulesVersion" value={rulesVersion} />
        <input type="hidden" name="idempotencyKey" value={formKey} />
        <fieldset aria-describedby="agent-bid-hint">
          <legend className="mb-1 font-medium">{t("agents.bidFor.legend")}</legend>
          <div className="grid gap-1">
            {choices.map((choice) => (
              <label key={choice.value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={fields.principalUserId.name}
                  value={choice.value}
                  defaultChecked={chosen === choice.value}
                />
                <bdi>{choice.label}</bdi>
              </label>
            ))}
          </div>
          <p id="agent-bid-hint" className="text-muted mt-1 text-sm">
            {t("agents.bidFor.hint")}
          </p>
          <FieldErrors field={fields.principalUserId} />
        </fieldset>
        <FormField
          field={fields.amount as FieldMetadata<string | undefined>}
          label={t("agents.bidFor.amount")}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          hint={t("agents.bidFor.amountHint", { minimum: formatMoney(minimumNextBid, lang) })}
        />
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input {...high} key={high.key} className="mt-1" />
            <span>{t("agents.bidFor.confirmHigh")}</span>
          </label>
        </div>
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input {...rules} key={rules.key} className="mt-1" />
            <span>{t("agents.bidFor.acceptRules", { version: rulesVersion })}</span>
          </label>
          <FieldErrors field={fields.acceptRules} />
        </div>
        {mine?.refusal ? (
          <p
            role="alert"
            className="text-sm font-medium text-red-700 dark:text-red-400"
            data-testid="agent-bid-refusal"
          >
            {mine.refusal.message}
          </p>
        ) : null}
        {mine?.done ? (
          <p
            role="status"
            className="text-sm font-semibold text-emerald-800 dark:text-emerald-300"
            data-testid="agent-bid-done"
          >
            {t(mine.done.leading ? "agents.bidFor.leading" : "agents.bidFor.accepted")}
          </p>
        ) : null}
        <div>
          <IntentButton intent="agent-bid" className={buttonClass({ variant: "primary", size: "md" })}>
            {t("agents.bidFor.submit")}
          </IntentButton>
        </div>
      </Form>
    </section>
  );
}
