import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { ChangeMethodLink, PaymentPurposeText } from "~/components/top-up/payment-step";
import { PayeeDetails, TransferDeclarationForm, TransferStep } from "~/components/top-up/bank-transfer-steps";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { AppError } from "~/lib/errors";
import { declareBankTransfer } from "~/modules/payments/bank-transfers.server";
import { paymentDeps } from "~/modules/payments/payment-deps.server";
import { readPlatformDetails } from "~/modules/payments/payment-records.server";
import { transferReferenceOf } from "~/modules/payments/transfer-reference.server";
import { isTransferMethod, TransferDeclarationFormSchema } from "~/modules/payments/transfer-schemas";
import { saudiBanks } from "~/modules/wallet/saudi-banks";
import type { Route } from "./+types/bank-transfer";
import {
  dueSettlement,
  paymentStep,
  refusalMessage,
  targetQuery,
  topUpUser,
} from "~/lib/top-up/top-up-route.server";

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

export default function BankTransferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { target, method, amount, assetNumber, platform, reference, banks, formKey, change } = loaderData;
  const title = t(`topUp.transfer.titles.${method}`);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <title>{`${title} | ${t("meta.siteName")}`}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-muted mt-2">
        <PaymentPurposeText purpose={target.purpose} assetNumber={assetNumber} />
      </p>
      <ol className="mt-6 grid gap-6">
        <TransferStep n={1} id="send-heading" title={t("topUp.transfer.sendHeading")}>
          <PayeeDetails amount={amount} platform={platform} reference={reference} />
        </TransferStep>
        <TransferStep n={2} id="declare-heading" title={t("topUp.transfer.declareHeading")}>
          <p>{t("topUp.transfer.declareIntro")}</p>
          <TransferDeclarationForm
            target={target}
            method={method}
            amount={amount}
            banks={banks}
            formKey={formKey}
            lastResult={actionData?.result}
          />
        </TransferStep>
      </ol>
      <ChangeMethodLink change={change} label={t("topUp.transfer.change")} />
    </div>
  );
}
