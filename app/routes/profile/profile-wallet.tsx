import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Form, Link } from "react-router";
import {
  FieldFrame,
  FileField,
  FormErrors,
  FormField,
  hintIdOf,
  inputClass,
  IntentButton,
} from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { getServices } from "~/context.server";
import type { Lang } from "~/i18n/config";
import { formatDateTime, formatHijriDate, formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { formatIban, ibanBankCode, isValidSaudiIban, normalizeIban, shortIban } from "~/modules/wallet/iban";
import { bankNameOf } from "~/modules/wallet/saudi-banks";
import { describeMovement, lockTitle, type WalletMovement } from "~/modules/wallet/wallet-movement";
import { listWalletMovements, MOVEMENTS_MAX_PAGE } from "~/modules/wallet/wallet-movements.server";
import { getWalletOverview } from "~/modules/wallet/wallet-overview.server";
import { listBankAccounts } from "~/modules/withdrawals/bank-accounts.server";
import { BankAccountFormSchema, withdrawalFormSchema } from "~/modules/withdrawals/withdrawal-schemas";
import { listWithdrawals, type WithdrawalView } from "~/modules/withdrawals/withdrawals.server";
import type { Route } from "./+types/profile-wallet";
import { requirePageUser } from "~/lib/account-request.server";
import {
  walletAction,
  type WalletActionData,
  type WalletIntent,
} from "~/lib/profile/profile-wallet-action.server";
import { WalletBadge } from "~/components/wallet/wallet-badge";
import { buttonClass } from "~/components/ui/button";
import { ProfileSection, useIntentResult } from "~/components/profile/profile-section";

const notices = ["withdrawal-requested", "bank-account-added"] as const;
type Notice = (typeof notices)[number];
const noticeText: Record<Notice, string> = {
  "withdrawal-requested": "wallet.withdraw.requested",
  "bank-account-added": "wallet.bankAccounts.added",
};

/** /profile/wallet: balances, locked deposits, withdrawals, bank accounts and every movement. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context);
  const { db } = getServices(context).database;
  const url = new URL(request.url);
  const pageParam = Number(url.searchParams.get("page") ?? "1");
  const page =
    Number.isSafeInteger(pageParam) && pageParam >= 1 ? Math.min(pageParam, MOVEMENTS_MAX_PAGE) : 1;
  const notice = url.searchParams.get("notice");
  const [overview, movements, bankAccounts, withdrawals] = await Promise.all([
    getWalletOverview({ db, userId: user.id }),
    listWalletMovements({ db, userId: user.id, page }),
    listBankAccounts({ db, userId: user.id }),
    listWithdrawals({ db, userId: user.id, pageSize: 10 }),
  ]);
  return {
    overview,
    movements,
    bankAccounts: bankAccounts.map((a) => ({
      id: a.id,
      iban: a.iban,
      accountName: a.accountName,
      bankName: a.bankName,
      status: a.status,
      rejectionReason: a.rejectionReason,
      createdAt: a.createdAt,
      certificateUploadId: a.certificateUploadId,
    })),
    withdrawals: withdrawals.items,
    notice: notices.find((n) => n === notice) ?? null,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return walletAction(request, context);
}

type LoaderData = Route.ComponentProps["loaderData"];
type BankAccountRow = LoaderData["bankAccounts"][number];

/** The bank's name in the page's language, from the IBAN's code. */
function useBankName() {
  const { t } = useTranslation();
  const lang = useLang();
  return (iban: string, stored?: string) =>
    bankNameOf(iban, lang) ?? stored ?? t("wallet.bank.unknown", { code: ibanBankCode(iban) });
}

/** The action's answer for one form only. */
const useWalletResult = (intent: WalletIntent) => useIntentResult<WalletActionData>(intent);

/** A card of the wallet page: an anchor to it (`#withdrawals`), an h3 under the page's h2. */
function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <ProfileSection
      id={id}
      headingId={`${id}-title`}
      headingLevel="h3"
      title={title}
      intro={intro}
      className="p-5 sm:p-6"
      introClassName="text-sm"
    >
      {children}
    </ProfileSection>
  );
}

const primaryClass = buttonClass({ variant: "primary", size: "md" });
const secondaryClass = buttonClass({ size: "md" });

/** A date and time in Riyadh, with the Umm al-Qura date on Arabic pages. */
function When({ date, lang }: { date: Date | string; lang: Lang }) {
  const at = typeof date === "string" ? new Date(date) : date;
  return (
    <>
      <time dateTime={at.toISOString()}>{formatDateTime(at, lang)}</time>
      {lang === "ar" ? <span className="text-muted block text-xs">{formatHijriDate(at, lang)}</span> : null}
    </>
  );
}

function Summary({ overview }: { overview: LoaderData["overview"] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const parts = [
    ["available", overview.available],
    ["locked", overview.locked],
    ["withdrawing", overview.withdrawing],
  ] as const;
  return (
    <section
      aria-labelledby="wallet-summary-title"
      className="surface border-subtle rounded-2xl border p-5 sm:p-6"
    >
      <h3 id="wallet-summary-title" className="sr-only">
        {t("wallet.summary.heading")}
      </h3>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-muted text-sm">{t("wallet.summary.total")}</p>
          <p className="text-3xl font-bold tracking-tight" data-testid="wallet-total">
            {formatMoney(overview.total, lang)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={to("/paymentMethod")} className={primaryClass}>
            {t("wallet.summary.topUp")}
          </Link>
          <a href="#withdraw" className={secondaryClass}>
            {t("wallet.summary.withdraw")}
          </a>
        </div>
      </div>
      <dl className="mt-5 grid gap-3 sm:grid-cols-3">
        {parts.map(([name, amount]) => (
          <div key={name} className="surface-muted rounded-xl p-4" data-testid={`wallet-${name}`}>
            <dt className="text-sm font-semibold">{t(`wallet.summary.${name}`)}</dt>
            <dd className="mt-1 text-xl font-bold">{formatMoney(amount, lang)}</dd>
            <dd className="text-muted mt-1 text-xs">{t(`wallet.summary.${name}Hint`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function LockedDeposits({ locks }: { locks: LoaderData["overview"]["locks"] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  return (
    <Section id="locks" title={t("wallet.locks.heading")}>
      {locks.length === 0 ? (
        <p className="text-muted">{t("wallet.locks.none")}</p>
      ) : (
        <ul className="grid divide-y *:border-subtle">
          {locks.map((lock) => (
            <li
              key={lock.auctionId}
              className="flex flex-wrap items-center justify-between gap-2 py-3"
              data-testid="wallet-lock"
            >
              <Link
                to={to(`/mazadat/${lock.auctionId}`)}
                className="min-w-0 font-semibold text-primary hover:underline"
              >
                <span dir="ltr">{lock.assetNumber}</span> — {lockTitle(lock, lang)}
              </Link>
              <span className="font-bold">{formatMoney(lock.amount, lang)}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function WithdrawSection({ available, accounts }: { available: number; accounts: BankAccountRow[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const data = useWalletResult("withdraw-review");
  const verified = accounts.filter((a) => a.status === "verified");
  return (
    <Section id="withdraw" title={t("wallet.withdraw.heading")} intro={t("wallet.withdraw.intro")}>
      {verified.length === 0 ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          {t("wallet.withdraw.needAccount")}
        </p>
      ) : data?.review ? (
        <ConfirmWithdrawal review={data.review} />
      ) : (
        <WithdrawForm available={available} accounts={verified} lang={lang} />
      )}
    </Section>
  );
}

function WithdrawForm({
  available,
  accounts,
  lang,
}: {
  available: number;
  accounts: BankAccountRow[];
  lang: Lang;
}) {
  const { t } = useTranslation();
  const bankName = useBankName();
  const data = useWalletResult("withdraw-review");
  const [form, fields] = useSchemaForm("withdraw-form", withdrawalFormSchema(available), {
    lastResult: data?.result,
    defaultValue: accounts.length === 1 ? { bankAccountId: accounts[0]!.id } : undefined,
  });
  const { key: amountKey, ...amountProps } = getInputProps(fields.amount, {
    type: "text",
    ariaDescribedBy: hintIdOf(fields.amount),
  });
  const { key: selectKey, ...selectProps } = getSelectProps(fields.bankAccountId);
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 md:grid-cols-2">
      <FormErrors id={form.errorId} errors={form.errors} />
      <FieldFrame field={fields.bankAccountId} label={t("wallet.withdraw.bankAccount")}>
        <select key={selectKey} {...selectProps} className={inputClass}>
          <option value="">{t("wallet.withdraw.chooseAccount")}</option>
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {`${bankName(account.iban, account.bankName)} · ${shortIban(account.iban)} · ${account.accountName}`}
            </option>
          ))}
        </select>
      </FieldFrame>
      <FieldFrame
        field={fields.amount}
        label={t("wallet.withdraw.amount")}
        hint={t("wallet.withdraw.amountHint", { available: formatMoney(available, lang) })}
      >
        <input
          key={amountKey}
          {...amountProps}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          placeholder="0.00"
          className={inputClass}
        />
      </FieldFrame>
      <div className="md:col-span-2">
        <IntentButton intent="withdraw-review" className={primaryClass}>
          {t("wallet.withdraw.review")}
        </IntentButton>
      </div>
    </Form>
  );
}

function ConfirmWithdrawal({ review }: { review: NonNullable<WalletActionData["review"]> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const bankName = useBankName();
  return (
    <div
      role="region"
      aria-labelledby="withdraw-confirm-title"
      className="rounded-xl border-2 border-current/20 p-4"
      data-testid="withdraw-confirm"
    >
      <h4 id="withdraw-confirm-title" className="font-bold">
        {t("wallet.withdraw.confirmHeading")}
      </h4>
      <p className="mt-2">{t("wallet.withdraw.confirmBody", { amount: formatMoney(review.amount, lang) })}</p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-muted text-sm">{t("wallet.bankAccounts.bank")}</dt>
          <dd className="font-medium">{bankName(review.iban, review.bankName)}</dd>
        </div>
        <div>
          <dt className="text-muted text-sm">{t("wallet.bankAccounts.iban")}</dt>
          <dd className="font-medium" dir="ltr">
            {formatIban(review.iban)}
          </dd>
        </div>
        <div>
          <dt className="text-muted text-sm">{t("wallet.bankAccounts.accountName")}</dt>
          <dd className="font-medium">{review.accountName}</dd>
        </div>
      </dl>
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="bankAccountId" value={review.bankAccountId} />
        <input type="hidden" name="amount" value={review.amount} />
        <input type="hidden" name="key" value={review.key} />
        <IntentButton intent="withdraw-confirm" className={primaryClass}>
          {t("wallet.withdraw.confirm")}
        </IntentButton>
        <IntentButton intent="withdraw-edit" className={secondaryClass}>
          {t("wallet.withdraw.change")}
        </IntentButton>
      </Form>
    </div>
  );
}

function WithdrawalsList({ items }: { items: WithdrawalView[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const bankName = useBankName();
  return (
    <Section id="withdrawals" title={t("wallet.withdrawals.heading")}>
      {items.length === 0 ? (
        <p className="text-muted">{t("wallet.withdrawals.none")}</p>
      ) : (
        <ul className="grid divide-y *:border-subtle">
          {items.map((w) => (
            <li
              key={w.id}
              className="grid gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-center"
              data-testid="withdrawal"
              data-id={w.id}
              data-iban={w.bankAccount.iban}
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-bold">{formatMoney(w.amount, lang)}</span>
                  <WalletBadge status={w.status} label={t(`wallet.withdrawals.status.${w.status}`)} />
                </p>
                <p className="text-muted text-sm">
                  {t("wallet.withdrawals.to")} {bankName(w.bankAccount.iban, w.bankAccount.bankName)} ·{" "}
                  <span dir="ltr">{shortIban(w.bankAccount.iban)}</span>
                </p>
                <p className="text-muted text-sm">
                  <When date={w.createdAt} lang={lang} />
                </p>
              </div>
              <Link
                to={to(`/profile/wallet/withdrawals/${w.id}`)}
                className="font-semibold text-primary underline"
              >
                {w.status === "paid" ? t("wallet.receipt.title") : t("wallet.withdrawals.details")}
                <span className="sr-only">{` — ${formatMoney(w.amount, lang)}`}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function BankAccounts({ accounts }: { accounts: BankAccountRow[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const bankName = useBankName();
  return (
    <Section
      id="bank-accounts"
      title={t("wallet.bankAccounts.heading")}
      intro={t("wallet.bankAccounts.intro")}
    >
      {accounts.length === 0 ? (
        <p className="text-muted">{t("wallet.bankAccounts.none")}</p>
      ) : (
        <ul className="grid gap-3">
          {accounts.map((account) => (
            <li
              key={account.id}
              className="border-subtle rounded-xl border p-4"
              data-testid="bank-account"
              data-id={account.id}
              data-iban={account.iban}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold">{bankName(account.iban, account.bankName)}</p>
                <WalletBadge
                  status={account.status}
                  label={t(`wallet.bankAccounts.status.${account.status}`)}
                />
              </div>
              <p className="mt-1 font-mono text-sm" dir="ltr" data-testid="bank-account-iban">
                {formatIban(account.iban)}
              </p>
              <p className="text-sm">{account.accountName}</p>
              {account.status === "rejected" && account.rejectionReason ? (
                <p className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
                  {t("wallet.bankAccounts.reason", { reason: account.rejectionReason })}
                </p>
              ) : null}
              <p className="text-muted mt-1 flex flex-wrap gap-x-3 text-xs">
                <When date={account.createdAt} lang={lang} />
                {account.certificateUploadId ? (
                  <a
                    href={`/media/uploads/${account.certificateUploadId}`}
                    className="text-primary underline"
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t("wallet.bankAccounts.viewCertificate")}
                  </a>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
      <AddBankAccount />
    </Section>
  );
}

function AddBankAccount() {
  const { t } = useTranslation();
  const lang = useLang();
  const data = useWalletResult("add-bank-account");
  const [form, fields] = useSchemaForm("bank-account-form", BankAccountFormSchema, {
    lastResult: data?.result,
  });
  const typed = typeof fields.iban.value === "string" ? normalizeIban(fields.iban.value) : "";
  const bank = isValidSaudiIban(typed) ? bankNameOf(typed, lang) : null;
  return (
    <div className="border-subtle mt-6 border-t pt-5">
      <h4 className="font-bold">{t("wallet.bankAccounts.addHeading")}</h4>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="mt-3 grid gap-4 md:grid-cols-2"
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        <FormField
          field={fields.iban}
          label={t("wallet.bankAccounts.iban")}
          autoComplete="off"
          dir="ltr"
          hint={
            <>
              {t("wallet.bankAccounts.ibanHint")}
              <span aria-live="polite" className="block font-medium text-current" data-testid="iban-bank">
                {bank ? `${t("wallet.bankAccounts.bank")}: ${bank}` : null}
              </span>
            </>
          }
        />
        <FormField
          field={fields.accountName}
          label={t("wallet.bankAccounts.accountName")}
          autoComplete="name"
          hint={t("wallet.bankAccounts.accountNameHint")}
        />
        <FileField
          field={fields.certificate}
          label={t("wallet.bankAccounts.certificate")}
          hint={t("wallet.bankAccounts.certificateHint")}
          accept="application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp"
          className="md:col-span-2"
          inputClassName={`${inputClass} h-auto py-2 file:me-3 file:rounded-md file:border-0 file:bg-primary file:px-3 file:py-1.5 file:font-semibold`}
        />
        <div className="md:col-span-2">
          <IntentButton intent="add-bank-account" className={primaryClass}>
            {t("wallet.bankAccounts.add")}
          </IntentButton>
        </div>
      </Form>
    </div>
  );
}

const amountStyles: Record<WalletMovement["direction"], string> = {
  in: "text-emerald-800 dark:text-emerald-300",
  out: "text-red-800 dark:text-red-300",
  internal: "",
};

/**
 * What a movement did to the money, for screen readers before the amount: in, out, or, when it
 * stayed in the wallet, where it went (a deposit lock is "held from your available balance").
 */
function directionWord(m: Pick<WalletMovement, "direction" | "kind">) {
  if (m.direction !== "internal") return m.direction;
  if (m.kind === "deposit_lock" || m.kind === "withdrawal") return "held";
  if (m.kind === "deposit_release" || m.kind === "withdrawal_return") return "freed";
  return "internal";
}

function Movements({ movements }: { movements: LoaderData["movements"] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { items, page, pages, total } = movements;
  const pageLink = (n: number) => `${to("/profile/wallet")}${n > 1 ? `?page=${n}` : ""}#movements`;
  return (
    <Section id="movements" title={t("wallet.movements.heading")}>
      {total === 0 ? (
        <p className="text-muted">{t("wallet.movements.none")}</p>
      ) : (
        <>
          <p className="text-muted text-sm">{t("wallet.movements.count", { count: total })}</p>
          <ul className="mt-2 grid divide-y *:border-subtle">
            {items.map((m) => {
              const sign = m.direction === "in" ? "+" : m.direction === "out" ? "−" : "";
              return (
                <li
                  key={m.id}
                  className="grid grid-cols-[1fr_auto] items-start gap-3 py-3"
                  data-testid="movement"
                  data-kind={m.kind}
                >
                  <div className="min-w-0">
                    <p className="font-medium">{describeMovement(m, (key, params) => t(key, params))}</p>
                    <p className="text-muted text-sm">
                      <When date={m.createdAt} lang={lang} />
                    </p>
                  </div>
                  <p className={`text-end font-bold whitespace-nowrap ${amountStyles[m.direction]}`}>
                    <span className="sr-only">{`${t(`wallet.movements.${directionWord(m)}`)}: `}</span>
                    {`${sign}${formatMoney(m.amount, lang)}`}
                  </p>
                </li>
              );
            })}
          </ul>
          {pages > 1 ? (
            <nav
              aria-label={t("wallet.movements.pages")}
              className="mt-4 flex flex-wrap items-center justify-between gap-3"
            >
              {page > 1 ? (
                <Link to={pageLink(page - 1)} className={secondaryClass}>
                  {t("wallet.movements.newer")}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-muted text-sm">{t("wallet.movements.pageOf", { page, pages })}</span>
              {page < pages ? (
                <Link to={pageLink(page + 1)} className={secondaryClass}>
                  {t("wallet.movements.older")}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      )}
    </Section>
  );
}

export default function ProfileWallet({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { overview, movements, bankAccounts, withdrawals, notice } = loaderData;
  return (
    <>
      <title>{`${t("wallet.title")} | ${t("meta.siteName")}`}</title>
      <h2 className="text-xl font-bold">{t("wallet.title")}</h2>
      <p className="text-muted mt-1">{t("wallet.description")}</p>
      <div role="status" className="mt-4 empty:hidden">
        {notice ? (
          <p
            className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm font-medium text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-200"
            data-testid="wallet-notice"
          >
            {t(noticeText[notice])}
          </p>
        ) : null}
      </div>
      <div className="mt-4 grid gap-6">
        <Summary overview={overview} />
        <LockedDeposits locks={overview.locks} />
        <WithdrawSection available={overview.available} accounts={bankAccounts} />
        <WithdrawalsList items={withdrawals} />
        <BankAccounts accounts={bankAccounts} />
        <Movements movements={movements} />
      </div>
    </>
  );
}
