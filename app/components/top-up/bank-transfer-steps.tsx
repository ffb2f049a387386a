import { getFormProps, getInputProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Form, useNavigation } from "react-router";
import {
  FieldFrame,
  FileField,
  FormErrors,
  FormField,
  HiddenField,
  hintIdOf,
  inputClass,
  keepFocusOnPress,
} from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { CopyValue } from "~/components/ui/copy-value";
import { buttonClass } from "~/components/ui/button";
import { formatMoney } from "~/i18n/format";
import { useLang } from "~/i18n/use-lang";
import type { PaymentTarget } from "~/lib/top-up/top-up-route.server";
import {
  receiptFileTypes,
  riyalInputValue,
  TransferDeclarationFormSchema,
  type TransferMethod,
} from "~/modules/payments/transfer-schemas";
import { formatIban } from "~/modules/wallet/iban";

/** One numbered step of the transfer page, a section of the ordered list. */
export function TransferStep({
  n,
  id,
  title,
  children,
}: {
  n: number;
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="surface border-subtle rounded-2xl border p-5 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="flex items-center gap-3 text-xl font-bold">
          <span
            aria-hidden="true"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-base"
          >
            {n}
          </span>
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </section>
    </li>
  );
}

/** Step 1: how much to send, to which account, quoting which reference (each one to copy). */
export function PayeeDetails({
  amount,
  platform,
  reference,
}: {
  amount: number | null;
  platform: { bankName: string; accountName: string; iban: string };
  reference: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <>
      <p>
        {amount
          ? t("topUp.transfer.sendIntro", { amount: formatMoney(amount, lang) })
          : t("topUp.transfer.sendIntroAny")}
      </p>
      <h3 className="mt-4 font-semibold">{t("topUp.transfer.payee")}</h3>
      <dl className="mt-2 grid gap-4 sm:grid-cols-2">
        <CopyValue id="payee-bank" label={t("topUp.transfer.bank")} value={platform.bankName} ltr={false} />
        <CopyValue
          id="payee-name"
          label={t("topUp.transfer.payeeAccountName")}
          value={platform.accountName}
          ltr={false}
        />
        <CopyValue
          id="payee-iban"
          label={t("topUp.transfer.iban")}
          value={platform.iban}
          display={formatIban(platform.iban)}
        />
        <CopyValue id="your-reference" label={t("topUp.transfer.yourReference")} value={reference} />
      </dl>
      <p className="text-muted mt-3 text-sm">{t("topUp.transfer.referenceHint")}</p>
    </>
  );
}

const asText = (field: FieldMetadata<unknown>) => field as FieldMetadata<string | undefined>;

/**
 * Step 2, the declaration: the amount (fixed for a winner's payment), the sender's bank, IBAN and
 * name, and the bank's receipt; the page's action records it (multipart, so it works without scripts).
 */
export function TransferDeclarationForm({
  target,
  method,
  amount,
  banks,
  formKey,
  lastResult,
}: {
  target: PaymentTarget;
  method: TransferMethod;
  amount: number | null;
  banks: string[];
  formKey: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm("transfer-form", TransferDeclarationFormSchema, {
    lastResult,
    defaultValue: {
      idempotencyKey: formKey,
      method,
      purpose: target.purpose,
      ...(target.purpose === "winner_payment" ? { settlementId: target.settlementId } : {}),
      ...(target.purpose === "top_up" && amount ? { amount: riyalInputValue(amount) } : {}),
    },
  });
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="mt-4 grid gap-4 md:grid-cols-2"
    >
      <div className="md:col-span-2">
        <FormErrors id={form.errorId} errors={form.errors} />
      </div>
      <HiddenField field={asText(fields.idempotencyKey)} />
      <HiddenField field={asText(fields.method)} />
      <HiddenField field={asText(fields.purpose)} />
      <TransferAmount
        target={target}
        amount={amount}
        settlementField={asText(fields.settlementId)}
        amountField={asText(fields.amount)}
      />
      <BankNameField
        field={fields.bankName}
        label={t("topUp.transfer.bankName")}
        hint={t("topUp.transfer.bankNameHint")}
        banks={banks}
      />
      <FormField
        field={fields.iban}
        label={t("topUp.transfer.senderIban")}
        dir="ltr"
        autoComplete="off"
        hint={t("topUp.transfer.senderIbanHint")}
      />
      <FormField
        field={fields.accountName}
        label={t("topUp.transfer.accountName")}
        autoComplete="name"
        hint={t("topUp.transfer.accountNameHint")}
      />
      <div className="md:col-span-2">
        <FileField
          field={fields.receipt}
          label={t("topUp.transfer.receipt")}
          hint={t("topUp.transfer.receiptHint")}
          accept={[".pdf", ".jpg", ".jpeg", ".png", ".webp", ...receiptFileTypes].join(",")}
          inputClassName="surface border-subtle block w-full rounded-lg border p-2 text-sm file:me-3 file:rounded-md file:border-0 file:bg-primary file:px-3 file:py-2 file:font-semibold aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400"
        />
      </div>
      <div className="flex flex-wrap items-center gap-4 md:col-span-2">
        <DeclareButton />
      </div>
    </Form>
  );
}

/** What is paid: fixed for a winner's payment (what the settlement has due), typed for a top-up. */
function TransferAmount({
  target,
  amount,
  settlementField,
  amountField,
}: {
  target: PaymentTarget;
  amount: number | null;
  settlementField: FieldMetadata<string | undefined>;
  amountField: FieldMetadata<string | undefined>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return target.purpose === "winner_payment" ? (
    <>
      <HiddenField field={settlementField} />
      <div>
        <p className="mb-1 font-medium">{t("topUp.transfer.amountFixed")}</p>
        <p className="text-xl font-bold">{formatMoney(amount!, lang)}</p>
      </div>
    </>
  ) : (
    <FormField
      field={amountField}
      label={t("topUp.transfer.amount")}
      inputMode="numeric"
      dir="ltr"
      autoComplete="off"
      hint={t("topUp.transfer.amountHint")}
    />
  );
}

/** The declaration's submit: busy (and not pressed twice) while the form is on its way. */
function DeclareButton() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <button
      type="submit"
      onMouseDown={keepFocusOnPress}
      disabled={busy}
      aria-busy={busy || undefined}
      className={buttonClass({ variant: "primary", size: "md" })}
    >
      {t("topUp.transfer.submit")}
    </button>
  );
}

/** A text input with suggestions (the Saudi banks); without scripts or support, a plain input. */
function BankNameField({
  field,
  label,
  hint,
  banks,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  hint: string;
  banks: string[];
}) {
  const { key, ...props } = getInputProps(field, { type: "text", ariaDescribedBy: hintIdOf(field) });
  return (
    <FieldFrame field={field} label={label} hint={hint}>
      <input key={key} {...props} list="saudi-banks" autoComplete="off" className={inputClass} />
      <datalist id="saudi-banks">
        {banks.map((bank) => (
          <option key={bank} value={bank} />
        ))}
      </datalist>
    </FieldFrame>
  );
}
