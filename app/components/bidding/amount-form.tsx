import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { useFieldMessage } from "~/components/forms/form-field";
import { toast } from "~/components/ui/toast-store";
import { formatMoney, formatNumber } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { isHighBid, QUICK_ADD_STEPS, quickBid, riyalsText } from "~/lib/bidding/bid-amount";
import { refusalOf, sendBidCommand, type BidResult } from "./bid-api";
import { BidCostTable } from "./bid-cost";
import { AmountSchema, type BidActionData, type BidRefusal } from "~/lib/bidding/bid-schemas";
import { ConfirmBidDialog, type PendingBid } from "./confirm-bid-dialog";
import { useHydrated } from "~/lib/use-hydrated";
import { buttonClass } from "~/components/ui/button";

type Props = {
  kind: "bid" | "auto";
  auctionId: number;
  minimumNextBid: number;
  /** One increment over the highest bid (quick-add steps). */
  increment: number;
  /** Before the first bid quick-add offers amounts from the opening price, not raises. */
  hasBids: boolean;
  commissionRateBp: number;
  /** The page's key for a post without JavaScript (the confirmation step sends it). */
  formKey: string;
  actionData: BidActionData | undefined;
  onAccepted: (result: BidResult) => void;
  /** Text of the submit button. */
  submitLabel: string;
};

/** Which answers of the page's action belong to this form. */
const intents = { bid: "bid", auto: "auto-bid" } as const;

/**
 * The bid form and the automatic-bid form: an amount typed in any digits (with quick-add for a
 * bid), checked as typed, then the cost confirmation and the request. With JavaScript the
 * confirmation is a dialog and the request goes to the JSON API with an Idempotency-Key; without
 * it the page's action shows the confirmation as a second step and places the bid itself.
 * A refusal is shown next to the field with its exact reason.
 */
export function AmountForm({
  kind,
  auctionId,
  minimumNextBid,
  increment,
  hasBids,
  commissionRateBp,
  formKey,
  actionData,
  onAccepted,
  submitLabel,
}: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const message = useFieldMessage();
  const hydrated = useHydrated();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const money = (v: number) => formatMoney(v, lang);

  // Answers of the page's action (the forms without JavaScript) for this form.
  const reviewKind = actionData?.review?.kind ?? actionData?.result?.initialValue?.kind;
  const mine =
    actionData?.intent === intents[kind] || (actionData?.intent === "review" && reviewKind === kind)
      ? actionData
      : undefined;
  const [refusal, setRefusal] = useState<BidRefusal | null>(mine?.refusal ?? null);
  const [success, setSuccess] = useState<string | null>(
    mine?.intent === intents[kind] && mine.done ? successText(mine.done.maxAmount) : null,
  );
  const [answered, setAnswered] = useState(mine);
  if (answered !== mine) {
    setAnswered(mine);
    setRefusal(mine?.refusal ?? null);
    setSuccess(mine?.intent === intents[kind] && mine.done ? successText(mine.done.maxAmount) : null);
  }

  const [pending, setPending] = useState<PendingBid | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);

  function successText(maxAmount?: number) {
    return kind === "bid"
      ? t("bidPanel.bid.success")
      : t("bidPanel.auto.saved", { amount: formatMoney(maxAmount ?? 0, lang) });
  }

  const [form, fields] = useForm({
    id: `${kind}-${auctionId}`,
    lastResult: mine?.intent === "review" ? mine.result : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AmountSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === "success") review(submission.value.amount);
    },
  });

  function review(amount: number) {
    setSuccess(null);
    if (kind === "bid" && amount < minimumNextBid) {
      // The same words the API would answer with: no need to confirm a bid it must refuse. (A
      // leader may lower a maximum below the minimum: the API judges automatic bids.)
      setRefusal({
        code: "BID_BELOW_MINIMUM",
        message: t("bidding.errors.belowMinimum", { minimum: money(minimumNextBid) }),
        money: { minimum: minimumNextBid },
      });
      input.current?.focus();
      return;
    }
    setRefusal(null);
    setDialogError(null);
    setPending({
      kind,
      amount,
      minimum: minimumNextBid,
      high: kind === "bid" && isHighBid(amount, minimumNextBid),
      key: crypto.randomUUID(),
    });
  }

  function setAmount(halalas: number) {
    form.update({ name: fields.amount.name, value: riyalsText(halalas) });
    setRefusal(null);
    input.current?.focus();
  }

  async function send(bid: PendingBid, confirmHighBid: boolean) {
    setBusy(true);
    setDialogError(null);
    try {
      const result = await sendBidCommand(
        auctionId,
        bid.key,
        bid.kind === "bid"
          ? { kind: "bid", amount: bid.amount, confirmHighBid }
          : { kind: "auto", amount: bid.amount },
      );
      setPending(null);
      form.reset();
      const text = successText(result.autoBid?.maxAmount ?? bid.amount);
      setSuccess(text);
      // The toaster's polite live region reads it out.
      toast({ message: text, color: "success" });
      onAccepted(result);
    } catch (error) {
      const answer = refusalOf(error);
      if (!answer) {
        // No answer: the request may or may not have arrived. The same key makes a second press safe.
        setDialogError(t("bidPanel.confirm.networkError"));
        return;
      }
      setPending(null);
      setRefusal(answer);
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  const hintId = `${id}-hint`;
  const refusalId = `${id}-refusal`;
  const fieldErrors = fields.amount.errors;
  const describedBy = [hintId, fieldErrors?.length ? fields.amount.errorId : null, refusal ? refusalId : null]
    .filter(Boolean)
    .join(" ");
  const reviewing = mine?.intent === "review" ? mine.review : undefined;
  const { key: inputKey, ...inputProps } = getInputProps(fields.amount, { type: "text" });
  const submit = (
    <button
      type="submit"
      className={buttonClass({
        variant: "primary",
        size: "md",
        className: kind === "auto" ? "mt-2 w-full shrink-0" : "shrink-0",
      })}
      data-testid={`${kind}-submit`}
    >
      {submitLabel}
    </button>
  );

  return (
    <div className="mt-3">
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <input type="hidden" name="intent" value="review" />
        <input type="hidden" name="kind" value={kind} />
        <label htmlFor={fields.amount.id} className="block text-sm font-semibold">
          {t(kind === "bid" ? "bidPanel.bid.amount" : "bidPanel.auto.max")}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            key={inputKey}
            {...inputProps}
            ref={input}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            aria-invalid={Boolean(fieldErrors?.length || refusal) || undefined}
            aria-describedby={describedBy}
            className="surface border-subtle h-11 w-0 min-w-0 flex-1 rounded-lg border px-3 text-end text-lg tabular-nums aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400"
            data-testid={`${kind}-amount`}
          />
          {kind === "bid" ? submit : null}
        </div>
        <p id={hintId} className="text-muted mt-1 text-xs">
          {t("bidPanel.bid.amountHint", { minimum: money(minimumNextBid) })}
        </p>
        {fieldErrors?.length ? (
          <p id={fields.amount.errorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
            {fieldErrors.map(message).join(" ")}
          </p>
        ) : null}
        {/* A longer label ("Set automatic bid") takes a line of its own. */}
        {kind === "auto" ? submit : null}
      </Form>

      {refusal ? (
        <div className="mt-2" data-testid={`${kind}-refusal`}>
          <p id={refusalId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {refusal.message}
          </p>
          {refusal.code === "BID_BELOW_MINIMUM" || refusal.code === "BID_CONFIRMATION_REQUIRED" ? (
            <UseMinimum kind={kind} minimum={refusal.money?.minimum ?? minimumNextBid} onUse={setAmount} />
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
      ) : null}

      {kind === "bid" && hydrated ? (
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
                  onClick={() => setAmount(amount)}
                  className="border-subtle rounded-lg border px-2 py-2 text-sm font-semibold tabular-nums hover:bg-[var(--surface-muted)]"
                  data-testid={`quick-add-${steps}`}
                >
                  {hasBids ? (
                    <>
                      <span dir="ltr">+{formatNumber((steps * increment) / 100, lang)}</span>
                      <span className="sr-only">
                        : {t("bidPanel.bid.quickAddTo", { amount: money(amount) })}
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
      ) : null}

      {success ? (
        <p
          className="mt-3 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm font-semibold text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
          data-testid={`${kind}-success`}
        >
          {success}
        </p>
      ) : null}

      {reviewing ? (
        <ReviewStep
          kind={kind}
          amount={reviewing.amount}
          minimum={minimumNextBid}
          commissionRateBp={commissionRateBp}
          formKey={formKey}
        />
      ) : null}

      <ConfirmBidDialog
        pending={pending}
        commissionRateBp={commissionRateBp}
        busy={busy}
        error={dialogError}
        onConfirm={(bid, confirmHighBid) => void send(bid, confirmHighBid)}
        onClose={() => {
          setPending(null);
          input.current?.focus();
        }}
      />
    </div>
  );
}

/** "Use the minimum": fills the field with JavaScript; without it, goes to the confirmation. */
function UseMinimum({
  kind,
  minimum,
  onUse,
}: {
  kind: "bid" | "auto";
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
function ReviewStep({
  kind,
  amount,
  minimum,
  commissionRateBp,
  formKey,
}: {
  kind: "bid" | "auto";
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
