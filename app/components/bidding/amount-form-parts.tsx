import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useId, type ReactNode, type Ref } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Form, Link } from "react-router";
import { FieldErrors } from "~/components/forms/form-field";
import { buttonClass } from "~/components/ui/button";
import { formatMoney, formatNumber } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { isHighBid, QUICK_ADD_STEPS, quickBid, riyalsText } from "~/lib/bidding/bid-amount";
import type { BidRefusal } from "~/lib/bidding/bid-schemas";
import { BidCostTable } from "./bid-cost";
import { intents, type AmountKind } from "./use-amount-form";

/**
 * The amount: its label, the input (digits of any script, checked as typed), the hint with the
 * minimum and the field's errors. Described by the hint, the errors and the refusal (`refusalId`).
 * `children`: the submit button when it sits beside the input (a bid).
 */
export function AmountField({
  hintId,
  kind,
  field,
  inputRef,
  minimumNextBid,
  refusalId,
  children,
}: {
  hintId: string;
  kind: AmountKind;
  field: FieldMetadata<unknown>;
  inputRef: Ref<HTMLInputElement>;
  minimumNextBid: number;
  /** The refusal shown under the form, if any. */
  refusalId: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const errors = field.errors?.length ? field.errorId : null;
  const describedBy = [hintId, errors, refusalId].filter(Boolean).join(" ");
  const { key, ...inputProps } = getInputProps(field, { type: "text" });
  return (
    <>
      <label htmlFor={field.id} className="block text-sm font-semibold">
        {t(kind === "bid" ? "bidPanel.bid.amount" : "bidPanel.auto.max")}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          key={key}
          {...inputProps}
          ref={inputRef}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          // Kept from the first keystroke, even before the page's scripts ran (typed-values.ts).
          data-keep-typed=""
          aria-invalid={Boolean(errors || refusalId) || undefined}
          aria-describedby={describedBy}
          className="surface border-subtle h-11 w-0 min-w-0 flex-1 rounded-lg border px-3 text-end text-lg tabular-nums aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400"
          data-testid={`${kind}-amount`}
        />
        {children}
      </div>
      <p id={hintId} className="text-muted mt-1 text-xs">
        {t("bidPanel.bid.amountHint", { minimum: formatMoney(minimumNextBid, lang) })}
      </p>
      <FieldErrors field={field} />
    </>
  );
}

/** The form's submit: beside the input for a bid, on a line of its own for the longer automatic label. */
export function AmountSubmit({ kind, label }: { kind: AmountKind; label: string }) {
  return (
    <button
      type="submit"
      className={buttonClass({
        variant: "primary",
        size: "md",
        className: kind === "auto" ? "mt-2 w-full shrink-0" : "shrink-0",
      })}
      data-testid={`${kind}-submit`}
    >
      {label}
    </button>
  );
}

/** A success in the bid panel (registered, bid placed, automatic bid set). */
export function PanelSuccess({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p
      className="mt-3 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm font-semibold text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
      data-testid={testId}
    >
      {children}
    </p>
  );
}

/**
 * A refusal of the amount with its exact reason (`id`: the field names it in aria-describedby),
 * and what helps: use the minimum, or top up the wallet.
 */
export function AmountRefusal({
  id,
  kind,
  refusal,
  minimumNextBid,
  onUse,
}: {
  id: string;
  kind: AmountKind;
  refusal: BidRefusal;
  minimumNextBid: number;
  onUse: (halalas: number) => void;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <div className="mt-2" data-testid={`${kind}-refusal`}>
      <p id={id} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
        {refusal.message}
      </p>
      {refusal.code === "BID_BELOW_MINIMUM" || refusal.code === "BID_CONFIRMATION_REQUIRED" ? (
        <UseMinimum kind={kind} minimum={refusal.money?.minimum ?? minimumNextBid} onUse={onUse} />
      ) : null}
      {refusal.code === "DEPOSIT_NOT_COVERED" ? (
        <Link
          to={to("/profile/wallet")}
          className="text-primary mt-1 inline-block text-sm font-semibold underline"
        >
          {t("bidPanel.wallet")}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * Quick-add: three amounts a press away (with JavaScript only). After the first bid they are
 * raises over the highest bid (read out with the amount they make); before it, amounts from the
 * opening price.
 */
export function QuickAdd({
  minimumNextBid,
  increment,
  hasBids,
  onPick,
}: {
  minimumNextBid: number;
  increment: number;
  hasBids: boolean;
  onPick: (halalas: number) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  return (
    <div className="mt-3">
      <p className="text-muted text-xs" id={`${id}-quick`}>
        {t(hasBids ? "bidPanel.bid.quickAdd" : "bidPanel.bid.quickPick")}
      </p>
      <div className="mt-1 grid grid-cols-3 gap-2" role="group" aria-labelledby={`${id}-quick`}>
        {QUICK_ADD_STEPS.map((steps) => {
          const amount = quickBid(minimumNextBid, increment, steps);
          return (
            <button
              key={steps}
              type="button"
              onClick={() => onPick(amount)}
              className="border-subtle rounded-lg border px-2 py-2 text-sm font-semibold tabular-nums hover:bg-[var(--surface-muted)]"
              data-testid={`quick-add-${steps}`}
            >
              {hasBids ? (
                <>
                  <span dir="ltr">+{formatNumber((steps * increment) / 100, lang)}</span>
                  <span className="sr-only">
                    : {t("bidPanel.bid.quickAddTo", { amount: formatMoney(amount, lang) })}
                  </span>
                </>
              ) : (
                formatNumber(amount / 100, lang)
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** "Use the minimum": fills the field with JavaScript; without it, goes to the confirmation. */
function UseMinimum({
  kind,
  minimum,
  onUse,
}: {
  kind: AmountKind;
  minimum: number;
  onUse: (v: number) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Form
      method="post"
      preventScrollReset
      onSubmit={(event) => {
        event.preventDefault();
        onUse(minimum);
      }}
    >
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="amount" value={riyalsText(minimum)} />
      <button
        type="submit"
        className="text-primary mt-1 text-sm font-semibold underline"
        data-testid="use-minimum"
      >
        {t("bidPanel.bid.useMinimum", { minimum: formatMoney(minimum, lang) })}
      </button>
    </Form>
  );
}

/**
 * The confirmation without JavaScript: the page's action checked the amount and the server shows
 * the cost; this form places the bid (with the page's key, so sending it twice bids once).
 */
export function ReviewStep({
  kind,
  amount,
  minimum,
  commissionRateBp,
  formKey,
}: {
  kind: AmountKind;
  amount: number;
  minimum: number;
  commissionRateBp: number;
  formKey: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const high = kind === "bid" && isHighBid(amount, minimum);
  return (
    <section
      className="border-subtle mt-4 rounded-xl border p-4"
      aria-labelledby={`${id}-title`}
      data-testid="bid-review"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {t(kind === "bid" ? "bidPanel.confirm.bidTitle" : "bidPanel.confirm.autoTitle")}
      </h3>
      <BidCostTable amount={amount} commissionRateBp={commissionRateBp} kind={kind} />
      <Form method="post" preventScrollReset className="mt-3">
        <input type="hidden" name="intent" value={intents[kind]} />
        <input type="hidden" name="amount" value={riyalsText(amount)} />
        <input type="hidden" name="idempotencyKey" value={formKey} />
        {high ? (
          <div className="mb-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
            <p className="font-semibold">
              {t("bidPanel.confirm.highWarning", { minimum: formatMoney(minimum, lang) })}
            </p>
            <div className="mt-2 flex items-start gap-2">
              <input
                id={`${id}-high`}
                type="checkbox"
                name="confirmHighBid"
                value="on"
                required
                className="mt-1 size-5 shrink-0 accent-[var(--primary)]"
              />
              <label htmlFor={`${id}-high`} className="font-medium">
                {t("bidPanel.confirm.highConfirm", { amount: formatMoney(amount, lang) })}
              </label>
            </div>
          </div>
        ) : null}
        <button
          type="submit"
          className={buttonClass({ variant: "primary", size: "md", className: "w-full" })}
        >
          {t(kind === "bid" ? "bidPanel.confirm.submitBid" : "bidPanel.confirm.submitAuto")}
        </button>
      </Form>
    </section>
  );
}
