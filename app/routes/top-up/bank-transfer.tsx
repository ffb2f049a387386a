import { getFormProps, getInputProps, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import {
  FieldErrors,
  FormErrors,
  FormField,
  HiddenField,
  inputClass,
  keepFocusOnPress,
} from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { AppError } from "~/lib/errors";
import { declareBankTransfer } from "~/modules/payments/bank-transfers.server";
import { paymentDeps } from "~/modules/payments/payment-deps.server";
import { readPlatformDetails } from "~/modules/payments/payment-records.server";
import { transferReferenceOf } from "~/modules/payments/transfer-reference.server";
import {
  isTransferMethod,
  receiptFileTypes,
  riyalInputValue,
  TransferDeclarationFormSchema,
} from "~/modules/payments/transfer-schemas";
import { formatIban } from "~/modules/wallet/iban";
import { saudiBanks } from "~/modules/wallet/saudi-banks";
import type { Route } from "./+types/bank-transfer";
import { CopyValue } from "~/components/ui/copy-value";
import {
  dueSettlement,
  paymentStep,
  refusalMessage,
  targetQuery,
  topUpUser,
} from "~/lib/top-up/top-up-route.server";
import { buttonClass } from "~/components/ui/button";

export const handle = { noindex: true };

/**
 * /paymentMethod/transfer?method=bank_transfer|bank_wire&…: the platform's account and the user's
 * own reference to quote (each with a copy button, and plain selectable text without scripts), then
 * the declaration: bank, amount, the sender's IBAN and name, and the bank's receipt. Declaring
 * leads to the transfer's page, pending until the committee verifies it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, lang, target, method } = paymentStep(request, context);
  if (!isTransferMethod(method))
    throw redirect(`${localizePath("/paymentMethod", lang)}?${targetQuery(target)}`);
  const settlement =
    target.purpose === "winner_payment" ? await dueSettlement(context, user.id, target.settlementId) : null;
  const platform = await readPlatformDetails(getServices(context).database.db);
  return {
    target,
    method,
    amount: settlement?.totalDue ?? target.amount,
    assetNumber: settlement?.assetNumber ?? null,
    platform: {
      bankName: lang === "ar" ? platform.bankNameAr : platform.bankNameEn,
      accountName: platform.accountName,
      iban: platform.iban,
    },
    reference: transferReferenceOf(user.id),
    banks: [...new Set(saudiBanks.map((bank) => bank[lang]))],
    formKey: crypto.randomUUID(),
    change: targetQuery(target, method),
  };
}

/** Where a refusal of the domain belongs in the form. */
const fieldOf: Partial<Record<string, string>> = {
  UPLOAD_EMPTY: "receipt",
  UPLOAD_TOO_LARGE: "receipt",
  UPLOAD_TYPE_NOT_ALLOWED: "receipt",
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = topUpUser(request, context);
  const { lang } = getRequestInfo(context);
  const submission = parseWithZod(await request.formData(), { schema: TransferDeclarationFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const form = submission.value;
  const deps = paymentDeps(getServices(context));
  let declared;
  try {
    declared = await declareBankTransfer(deps, {
      userId: user.id,
      idempotencyKey: form.idempotencyKey,
      method: form.method,
      bankName: form.bankName,
      iban: form.iban,
      accountName: form.accountName,
      receipt: { name: form.receipt.name, bytes: new Uint8Array(await form.receipt.arrayBuffer()) },
      ...(form.purpose === "winner_payment"
        ? { purpose: "winner_payment" as const, settlementId: form.settlementId! }
        : { purpose: "top_up" as const, amount: form.amount! }),
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "NOT_FOUND") throw data(null, { status: 404 });
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of error.details?.issues ?? []) (fieldErrors[issue.path] ??= []).push(issue.message);
    const field = fieldOf[error.code];
    if (field) (fieldErrors[field] ??= []).push(refusalMessage(context, error));
    const formErrors = Object.keys(fieldErrors).length ? [] : [refusalMessage(context, error)];
    return data({ result: submission.reply({ fieldErrors, formErrors }) }, { status: error.status });
  }
  throw redirect(`${localizePath(`/payments/transfers/${declared.id}`, lang)}?notice=declared`);
}

function Step({ n, id, title, children }: { n: number; id: string; title: string; children: ReactNode }) {
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
  const hintId = `${field.id}-hint`;
  const { key, ...props } = getInputProps(field, { type: "text", ariaDescribedBy: hintId });
  return (
    <div>
      <label htmlFor={field.id} className="mb-1 block font-medium">
        {label}
      </label>
      <input key={key} {...props} list="saudi-banks" autoComplete="off" className={inputClass} />
      <datalist id="saudi-banks">
        {banks.map((bank) => (
          <option key={bank} value={bank} />
        ))}
      </datalist>
      <p id={hintId} className="text-muted mt-1 text-sm">
        {hint}
      </p>
      <FieldErrors field={field} />
    </div>
  );
}

function ReceiptField({
  field,
  label,
  hint,
}: {
  field: FieldMetadata<File | undefined>;
  label: string;
  hint: string;
}) {
  const hintId = `${field.id}-hint`;
  const { key, ...props } = getInputProps(field, { type: "file", ariaDescribedBy: hintId });
  return (
    <div>
      <label htmlFor={field.id} className="mb-1 block font-medium">
        {label}
      </label>
      <input
        key={key}
        {...props}
        accept={[".pdf", ".jpg", ".jpeg", ".png", ".webp", ...receiptFileTypes].join(",")}
        className="surface border-subtle block w-full rounded-lg border p-2 text-sm file:me-3 file:rounded-md file:border-0 file:bg-primary file:px-3 file:py-2 file:font-semibold aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400"
      />
      <p id={hintId} className="text-muted mt-1 text-sm">
        {hint}
      </p>
      <FieldErrors field={field} />
    </div>
  );
}

export default function BankTransferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const navigation = useNavigation();
  const { target, method, amount, assetNumber, platform, reference, banks, formKey, change } = loaderData;
  const [form, fields] = useSchemaForm("transfer-form", TransferDeclarationFormSchema, {
    lastResult: actionData?.result,
    defaultValue: {
      idempotencyKey: formKey,
      method,
      purpose: target.purpose,
      ...(target.purpose === "winner_payment" ? { settlementId: target.settlementId } : {}),
      ...(target.purpose === "top_up" && amount ? { amount: riyalInputValue(amount) } : {}),
    },
  });
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const title = t(`topUp.transfer.titles.${method}`);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <title>{`${title} | ${t("meta.siteName")}`}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-muted mt-2">
        {t(`topUp.purposes.${target.purpose}`)}
        {assetNumber ? (
          <span dir="ltr" className="ms-2">
            {assetNumber}
          </span>
        ) : null}
      </p>
      <ol className="mt-6 grid gap-6">
        <Step n={1} id="send-heading" title={t("topUp.transfer.sendHeading")}>
          <p>
            {amount
              ? t("topUp.transfer.sendIntro", { amount: formatMoney(amount, lang) })
              : t("topUp.transfer.sendIntroAny")}
          </p>
          <h3 className="mt-4 font-semibold">{t("topUp.transfer.payee")}</h3>
          <dl className="mt-2 grid gap-4 sm:grid-cols-2">
            <CopyValue
              id="payee-bank"
              label={t("topUp.transfer.bank")}
              value={platform.bankName}
              ltr={false}
            />
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
        </Step>
        <Step n={2} id="declare-heading" title={t("topUp.transfer.declareHeading")}>
          <p>{t("topUp.transfer.declareIntro")}</p>
          <Form
            method="post"
            encType="multipart/form-data"
            {...getFormProps(form)}
            className="mt-4 grid gap-4 md:grid-cols-2"
          >
            <div className="md:col-span-2">
              <FormErrors id={form.errorId} errors={form.errors} />
            </div>
            <HiddenField field={fields.idempotencyKey as FieldMetadata<string | undefined>} />
            <HiddenField field={fields.method as FieldMetadata<string | undefined>} />
            <HiddenField field={fields.purpose as FieldMetadata<string | undefined>} />
            {target.purpose === "winner_payment" ? (
              <>
                <HiddenField field={fields.settlementId as FieldMetadata<string | undefined>} />
                <div>
                  <p className="mb-1 font-medium">{t("topUp.transfer.amountFixed")}</p>
                  <p className="text-xl font-bold">{formatMoney(amount!, lang)}</p>
                </div>
              </>
            ) : (
              <FormField
                field={fields.amount as FieldMetadata<string | undefined>}
                label={t("topUp.transfer.amount")}
                inputMode="numeric"
                dir="ltr"
                autoComplete="off"
                hint={t("topUp.transfer.amountHint")}
              />
            )}
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
              <ReceiptField
                field={fields.receipt}
                label={t("topUp.transfer.receipt")}
                hint={t("topUp.transfer.receiptHint")}
              />
            </div>
            <div className="flex flex-wrap items-center gap-4 md:col-span-2">
              <button
                type="submit"
                onMouseDown={keepFocusOnPress}
                disabled={busy}
                aria-busy={busy || undefined}
                className={buttonClass({ variant: "primary", size: "md" })}
              >
                {t("topUp.transfer.submit")}
              </button>
            </div>
          </Form>
        </Step>
      </ol>
      <p className="mt-6">
        <Link to={`${to("/paymentMethod")}?${change}`} className="font-semibold text-primary underline">
          {t("topUp.transfer.change")}
        </Link>
      </p>
    </div>
  );
}
