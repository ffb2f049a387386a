import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { data, Link, redirect } from "react-router";
import { ChangeMethodLink, PaymentPurposeText } from "~/components/top-up/payment-step";
import { PayeeDetails, TransferDeclarationForm, TransferStep } from "~/components/top-up/bank-transfer-steps";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { formatDateTime } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { useLocalizedPath } from "~/i18n/use-lang";
import { addSeconds } from "~/lib/clock";
import { withRedirectTo } from "~/lib/redirect-target";
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
  const { user, lang, url, target, method } = paymentStep(request, context);
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
    /** Declaring needs a confirmed phone: until then the page says so and links to /verify, and back. */
    phoneVerified: user.phoneVerified,
    here: `${url.pathname}${url.search}`,
  };
}

/** Where a refusal of the domain belongs in the form. */
const fieldOf: Partial<Record<string, string>> = {
  UPLOAD_EMPTY: "receipt",
  UPLOAD_TOO_LARGE: "receipt",
  UPLOAD_TYPE_NOT_ALLOWED: "receipt",
  TRANSFER_UPLOAD_QUOTA: "receipt",
};

/** A refusal's sentence, and when one says to wait (the receipts' daily volume), until when. */
function refusalText(context: Route.ActionArgs["context"], error: AppError, now: Date): string {
  const message = refusalMessage(context, error);
  const retryAfter = error.details?.retryAfterSeconds;
  if (error.code !== "TRANSFER_UPLOAD_QUOTA" || retryAfter === undefined) return message;
  const { lang } = getRequestInfo(context);
  const time = formatDateTime(addSeconds(now, retryAfter), lang);
  return `${message} ${translate(lang, "auth.retryAt", { time })}`;
}

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
    const message = refusalText(context, error, deps.now());
    if (field) (fieldErrors[field] ??= []).push(message);
    const formErrors = Object.keys(fieldErrors).length ? [] : [message];
    const retryAfter = error.details?.retryAfterSeconds;
    return data(
      { result: submission.reply({ fieldErrors, formErrors }) },
      { status: error.status, headers: retryAfter ? { "Retry-After": String(retryAfter) } : undefined },
    );
  }
  throw redirect(`${localizePath(`/payments/transfers/${declared.id}`, lang)}?notice=declared`);
}

export default function BankTransferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { target, method, amount, assetNumber, platform, reference, banks, formKey, change } = loaderData;
  const to = useLocalizedPath();
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
          {loaderData.phoneVerified ? (
            <>
              <p>{t("topUp.transfer.declareIntro")}</p>
              {target.purpose === "top_up" ? (
                <p className="text-muted mt-2 text-sm">{t("safeguards.transferLimits")}</p>
              ) : null}
              <TransferDeclarationForm
                target={target}
                method={method}
                amount={amount}
                banks={banks}
                formKey={formKey}
                lastResult={actionData?.result}
              />
            </>
          ) : (
            <div
              className="rounded-lg bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
              data-testid="transfer-verify-phone"
            >
              <p>{t("safeguards.transferVerifyPhone")}</p>
              <Link
                to={withRedirectTo(to("/verify"), loaderData.here)}
                className="mt-2 inline-block font-semibold underline"
              >
                {t("safeguards.transferVerifyPhoneLink")}
              </Link>
            </div>
          )}
        </TransferStep>
      </ol>
      <ChangeMethodLink change={change} label={t("topUp.transfer.change")} />
    </div>
  );
}
