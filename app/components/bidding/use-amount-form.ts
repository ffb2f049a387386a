import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { toast } from "~/components/ui/toast-store";
import { formatMoney } from "~/i18n/format";
import { useLang } from "~/i18n/use-lang";
import { isHighBid, riyalsText } from "~/lib/bidding/bid-amount";
import { forgetTypedValue, typedValue } from "~/lib/typed-values";
import { AmountSchema, type BidActionData, type BidRefusal } from "~/lib/bidding/bid-schemas";
import { refusalOf, sendBidCommand, type BidResult } from "./bid-api";
import type { PendingBid } from "./confirm-bid-dialog";

export type AmountKind = "bid" | "auto";

/** Which answers of the page's action belong to each form. */
export const intents = { bid: "bid", auto: "auto-bid" } as const;

/** "Your bid was placed" / "Automatic bid set up to …". */
function useSuccessText(kind: AmountKind) {
  const { t } = useTranslation();
  const lang = useLang();
  return (maxAmount?: number) =>
    kind === "bid"
      ? t("bidPanel.bid.success")
      : t("bidPanel.auto.saved", { amount: formatMoney(maxAmount ?? 0, lang) });
}

/**
 * The answers of the page's action (the forms without JavaScript) that belong to this form, and
 * the refusal and success shown under it: set from each new answer, then by the API's.
 */
function useActionAnswer(kind: AmountKind, actionData: BidActionData | undefined) {
  const successText = useSuccessText(kind);
  const reviewKind = actionData?.review?.kind ?? actionData?.result?.initialValue?.kind;
  const mine =
    actionData?.intent === intents[kind] || (actionData?.intent === "review" && reviewKind === kind)
      ? actionData
      : undefined;
  const answeredSuccess = () =>
    mine?.intent === intents[kind] && mine.done ? successText(mine.done.maxAmount) : null;
  const [refusal, setRefusal] = useState<BidRefusal | null>(mine?.refusal ?? null);
  const [success, setSuccess] = useState<string | null>(answeredSuccess);
  const [answered, setAnswered] = useState(mine);
  if (answered !== mine) {
    setAnswered(mine);
    setRefusal(mine?.refusal ?? null);
    setSuccess(answeredSuccess());
  }
  return { mine, refusal, setRefusal, success, setSuccess, successText };
}

/**
 * The state of the bid (or automatic-bid) form: the amount checked as typed, the review (refused
 * at once below the minimum, else the confirmation dialog), the request with an Idempotency-Key,
 * and the refusal or success it ends with.
 */
export function useAmountForm({
  kind,
  auctionId,
  minimumNextBid,
  actionData,
  leading,
  onAccepted,
}: {
  kind: AmountKind;
  auctionId: number;
  minimumNextBid: number;
  /** The bidder leads already: a bid is refused before its confirmation (not an automatic one). */
  leading: boolean;
  actionData: BidActionData | undefined;
  onAccepted: (result: BidResult) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const input = useRef<HTMLInputElement>(null);
  const { mine, refusal, setRefusal, success, setSuccess, successText } = useActionAnswer(kind, actionData);
  const [pending, setPending] = useState<PendingBid | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const formId = `${kind}-${auctionId}`;
  // What was typed before this chunk took the field over (app/lib/typed-values.ts); Conform's
  // field id is the form's id and the field's name.
  const [typed] = useState(() =>
    typeof document === "undefined" ? undefined : typedValue(`${formId}-amount`),
  );
  const [form, fields] = useForm({
    id: formId,
    lastResult: mine?.intent === "review" ? mine.result : undefined,
    defaultValue: typed === undefined ? undefined : { amount: typed },
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
    if (kind === "bid" && leading) {
      // Said before the cost confirmation, in the API's own words: a leader cannot outbid themself.
      setRefusal({ code: "ALREADY_HIGHEST_BIDDER", message: t("bidding.errors.alreadyHighest") });
      input.current?.focus();
      return;
    }
    if (kind === "bid" && amount < minimumNextBid) {
      // The same words the API would answer with: no need to confirm a bid it must refuse. (A
      // leader may lower a maximum below the minimum: the API judges automatic bids.)
      setRefusal({
        code: "BID_BELOW_MINIMUM",
        message: t("bidding.errors.belowMinimum", { minimum: formatMoney(minimumNextBid, lang) }),
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
    forgetTypedValue(fields.amount.id);
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
      forgetTypedValue(fields.amount.id);
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

  function closeDialog() {
    setPending(null);
    input.current?.focus();
  }

  return {
    form,
    fields,
    input,
    refusal,
    success,
    reviewing: mine?.intent === "review" ? mine.review : undefined,
    dialog: { pending, busy, error: dialogError },
    setAmount,
    send,
    closeDialog,
  };
}
