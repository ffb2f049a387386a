import { randomUUID } from "node:crypto";
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath, type Lang } from "~/i18n/config";
import { formatMoney } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { AppError, errorCodes } from "~/lib/errors";
import { text } from "~/lib/text-rules";
import { requireVerifiedPhone } from "~/modules/accounts/guards";
import { runWrite } from "~/modules/notifications/effects.server";
import { addBankAccount, listBankAccounts } from "~/modules/withdrawals/bank-accounts.server";
import { BankAccountFormSchema, withdrawalFormSchema } from "~/modules/withdrawals/withdrawal-schemas";
import { requestWithdrawal } from "~/modules/withdrawals/withdrawals.server";
import { getWalletOverview } from "~/modules/wallet/wallet-overview.server";
import { requirePageUser } from "~/lib/account-request.server";
import { storageFromConfig } from "~/storage/storage-from-config.server";

type Context = Readonly<RouterContextProvider>;

export const walletIntents = [
  "withdraw-review",
  "withdraw-confirm",
  "withdraw-edit",
  "add-bank-account",
] as const;
export type WalletIntent = (typeof walletIntents)[number];

/** A withdrawal checked and waiting for the user's confirmation (the second step). */
export type WithdrawalReview = {
  bankAccountId: string;
  /** Halalas. */
  amount: number;
  iban: string;
  accountName: string;
  bankName: string;
  /** The confirmation's Idempotency-Key: a double click or a resent form withdraws once. */
  key: string;
};

/** What the wallet page's forms hear back. */
export type WalletActionData = {
  intent: WalletIntent;
  result?: SubmissionResult<string[]>;
  review?: WithdrawalReview;
};

/** The confirmation's hidden fields. */
const ConfirmSchema = z.object({
  bankAccountId: z.uuid(),
  amount: z.coerce.number().int().positive(),
  key: text().min(8).max(200),
});

/** Errors that belong next to one field of the forms. */
const fieldOf: Partial<Record<AppError["code"], string>> = {
  BANK_ACCOUNT_EXISTS: "iban",
  UPLOAD_EMPTY: "certificate",
  UPLOAD_TOO_LARGE: "certificate",
  UPLOAD_TYPE_NOT_ALLOWED: "certificate",
  WITHDRAWAL_EXCEEDS_AVAILABLE: "amount",
  BANK_ACCOUNT_NOT_VERIFIED: "bankAccountId",
  NOT_FOUND: "bankAccountId",
};

/** A domain refusal in the page's language, the amounts it names formatted as money. */
export function errorText(error: AppError, lang: Lang): string {
  const money = Object.fromEntries(
    Object.entries(error.details?.money ?? {}).map(([name, halalas]) => [name, formatMoney(halalas, lang)]),
  );
  if (error.code === "NOT_FOUND") return translate(lang, "wallet.validation.bankAccount");
  return translate(lang, errorCodes[error.code].message, money);
}

/** Riyals as the amount field shows them again: "1,500" or "1,500.50". */
const riyalsText = (halalas: number) =>
  (halalas / 100).toLocaleString("en-US", {
    minimumFractionDigits: halalas % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });

/**
 * The wallet page's POSTs: the withdrawal in two steps (check, then confirm with a per-form
 * Idempotency-Key) and a new bank account with its certificate. Each goes through the same domain
 * operations as the API; every answer works without JavaScript.
 */
export async function walletAction(request: Request, context: Context) {
  const user = requirePageUser(request, context);
  const services = getServices(context);
  const { lang } = getRequestInfo(context);
  const db = services.database.db;
  const form = await request.formData();
  const intent = String(form.get("intent")) as WalletIntent;
  if (!walletIntents.includes(intent)) throw data(null, { status: 400 });
  const back = (notice: string, anchor: string) =>
    redirect(`${localizePath("/profile/wallet", lang)}?notice=${notice}#${anchor}`);
  const reply = (body: Omit<WalletActionData, "intent">, status = 200) =>
    data<WalletActionData>({ intent, ...body }, { status });

  /** A refusal as the form's answer: beside its field when it has one, above the form otherwise. */
  const refuse = (
    submission: Submission<unknown>,
    error: unknown,
    replyIntent: WalletIntent = intent,
    hideFields?: string[],
  ) => {
    if (!(error instanceof AppError)) throw error;
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of error.details?.issues ?? []) (fieldErrors[issue.path] ??= []).push(issue.message);
    const field = fieldOf[error.code];
    if (field && !error.details?.issues) fieldErrors[field] = [errorText(error, lang)];
    const formErrors = Object.keys(fieldErrors).length === 0 ? [errorText(error, lang)] : [];
    return data<WalletActionData>(
      { intent: replyIntent, result: submission.reply({ fieldErrors, formErrors, hideFields }) },
      { status: error.status },
    );
  };

  switch (intent) {
    case "withdraw-review": {
      const { available } = await getWalletOverview({ db, userId: user.id });
      const submission = parseWithZod(form, { schema: withdrawalFormSchema(available) });
      if (submission.status !== "success") return reply({ result: submission.reply() }, 400);
      const { bankAccountId, amount } = submission.value;
      const account = (await listBankAccounts({ db, userId: user.id })).find(
        (a) => a.id === bankAccountId && a.status === "verified",
      );
      if (!account) return refuse(submission, new AppError("BANK_ACCOUNT_NOT_VERIFIED"));
      return reply({
        result: submission.reply(),
        review: {
          bankAccountId,
          amount,
          iban: account.iban,
          accountName: account.accountName,
          bankName: account.bankName,
          key: randomUUID(),
        },
      });
    }
    case "withdraw-edit":
    case "withdraw-confirm": {
      const parsed = ConfirmSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) throw data(null, { status: 400 });
      const { bankAccountId, amount, key } = parsed.data;
      // "Change", and refusals, go back to the first step, its fields filled in as they were.
      const submission = parseWithZod(new URLSearchParams({ bankAccountId, amount: riyalsText(amount) }), {
        schema: withdrawalFormSchema(),
      });
      if (intent === "withdraw-edit") {
        return data<WalletActionData>({ intent: "withdraw-review", result: submission.reply() });
      }
      try {
        requireVerifiedPhone(user);
        await runWrite(services, (db) =>
          requestWithdrawal({ db, userId: user.id, bankAccountId, amount, idempotencyKey: key }),
        );
      } catch (error) {
        return refuse(submission, error, "withdraw-review");
      }
      throw back("withdrawal-requested", "withdrawals");
    }
    case "add-bank-account": {
      const submission = parseWithZod(form, { schema: BankAccountFormSchema });
      // A file is never sent back into the page.
      const hideFields = ["certificate"];
      if (submission.status !== "success") {
        return data<WalletActionData>({ intent, result: submission.reply({ hideFields }) }, { status: 400 });
      }
      const { iban, accountName, certificate } = submission.value;
      try {
        requireVerifiedPhone(user);
        await addBankAccount({
          db,
          storage: storageFromConfig(services.config),
          userId: user.id,
          iban,
          accountName,
          certificate: { name: certificate.name, bytes: new Uint8Array(await certificate.arrayBuffer()) },
        });
      } catch (error) {
        return refuse(submission, error, intent, hideFields);
      }
      throw back("bank-account-added", "bank-accounts");
    }
  }
}
