import { z } from "@hono/zod-openapi";
import type { Lang } from "~/i18n/config";
import { formatIban, ibanBankCode } from "~/modules/wallet/iban";
import { bankNameOf } from "~/modules/wallet/saudi-banks";
import { MOVEMENTS_MAX_PAGE } from "~/modules/wallet/wallet-movements.server";
import type { BankAccount } from "~/modules/withdrawals/bank-accounts.server";
import type { WithdrawalView } from "~/modules/withdrawals/withdrawals.server";
import { halalas, timestamp } from "./schemas";

/* The wallet's schemas and answers shared by the user's routes and the committee's. */

export const walletTags = ["Wallet"];

export const PageQuery = (defaultSize: number, maxSize: number) =>
  z.object({
    page: z
      .string()
      .regex(/^[1-9]\d{0,4}$/, `must be a whole number from 1 to ${MOVEMENTS_MAX_PAGE}`)
      .transform(Number)
      .pipe(z.number().max(MOVEMENTS_MAX_PAGE, `must be at most ${MOVEMENTS_MAX_PAGE}`))
      .optional()
      .openapi({ param: { name: "page", in: "query" }, type: "integer", minimum: 1, default: 1 }),
    pageSize: z
      .string()
      .regex(/^[1-9]\d{0,2}$/, `must be a whole number from 1 to ${maxSize}`)
      .transform(Number)
      .pipe(z.number().max(maxSize, `must be at most ${maxSize}`))
      .optional()
      .openapi({
        param: { name: "pageSize", in: "query" },
        type: "integer",
        minimum: 1,
        maximum: maxSize,
        default: defaultSize,
      }),
  });

const BankSchema = z.object({
  code: z.string().openapi({ example: "80", description: "The bank's code (IBAN positions 5–6)" }),
  name: z.string().openapi({ example: "Al Rajhi Bank", description: "In the request's language" }),
});

export const BankAccountSchema = z
  .object({
    id: z.uuid(),
    iban: z.string().openapi({ example: "SA0380000000608010167519" }),
    ibanFormatted: z.string().openapi({ example: "SA03 8000 0000 6080 1016 7519" }),
    accountName: z.string(),
    bank: BankSchema,
    status: z.enum(["pending", "verified", "rejected"]).openapi({
      description:
        "pending until the committee checks the certificate; only verified accounts take withdrawals",
    }),
    rejectionReason: z.string().nullable(),
    createdAt: timestamp,
    reviewedAt: timestamp.nullable(),
    certificateUrl: z
      .string()
      .nullable()
      .openapi({ description: "The IBAN certificate, readable by you and the committee" }),
  })
  .openapi("BankAccount");

export const WithdrawalSchema = z
  .object({
    id: z.uuid(),
    amount: halalas("The amount"),
    status: z.enum(["requested", "paid", "rejected"]),
    createdAt: timestamp,
    reviewedAt: timestamp.nullable(),
    rejectionReason: z.string().nullable(),
    firstApprovedAt: timestamp.nullable().openapi({
      description:
        "Four eyes: when a first committee member approved the payout; above the threshold it awaits a second member's",
    }),
    bankAccount: z.object({
      id: z.uuid(),
      iban: z.string(),
      accountName: z.string(),
      bank: BankSchema,
    }),
    receipt: z
      .object({
        verificationCode: z.string().openapi({ example: "MZD-7K3Q-9XW2-H4TB" }),
        issuedAt: timestamp,
        reference: z.string().nullable().openapi({ description: "The bank transfer's reference" }),
      })
      .nullable()
      .openapi({ description: "Issued when the withdrawal is paid" }),
  })
  .openapi("Withdrawal");

export const WithdrawalPageSchema = z
  .object({
    items: z.array(WithdrawalSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pages: z.number().int(),
  })
  .openapi("WithdrawalPage");

const bankOf = (iban: string, lang: Lang, stored: string) => ({
  code: ibanBankCode(iban),
  name: bankNameOf(iban, lang) ?? stored,
});

export function bankAccountBody(
  account: Pick<
    BankAccount,
    "id" | "iban" | "accountName" | "bankName" | "status" | "rejectionReason" | "certificateUploadId"
  > & { createdAt: Date | string; reviewedAt: Date | string | null },
  lang: Lang,
) {
  const iso = (d: Date | string | null) => (d === null ? null : typeof d === "string" ? d : d.toISOString());
  return {
    id: account.id,
    iban: account.iban,
    ibanFormatted: formatIban(account.iban),
    accountName: account.accountName,
    bank: bankOf(account.iban, lang, account.bankName),
    status: account.status,
    rejectionReason: account.rejectionReason,
    createdAt: iso(account.createdAt)!,
    reviewedAt: iso(account.reviewedAt),
    certificateUrl: account.certificateUploadId ? `/media/uploads/${account.certificateUploadId}` : null,
  };
}

export function withdrawalBody({ firstApprovedBy: _approver, ...w }: WithdrawalView, lang: Lang) {
  return {
    ...w,
    bankAccount: {
      id: w.bankAccount.id,
      iban: w.bankAccount.iban,
      accountName: w.bankAccount.accountName,
      bank: bankOf(w.bankAccount.iban, lang, w.bankAccount.bankName),
    },
  };
}
