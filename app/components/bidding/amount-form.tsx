import { getFormProps } from "@conform-to/react";
import { useId } from "react";
import { Form } from "react-router";
import type { BidActionData } from "~/lib/bidding/bid-schemas";
import { useHydrated } from "~/lib/use-hydrated";
import {
  AmountField,
  AmountRefusal,
  AmountSubmit,
  PanelSuccess,
  QuickAdd,
  ReviewStep,
} from "./amount-form-parts";
import type { BidResult } from "./bid-api";
import { ConfirmBidDialog } from "./confirm-bid-dialog";
import { useAmountForm, type AmountKind } from "./use-amount-form";

type Props = {
  kind: AmountKind;
  auctionId: number;
  minimumNextBid: number;
  /** One increment over the highest bid (quick-add steps). */
  increment: number;
  /** Before the first bid quick-add offers amounts from the opening price, not raises. */
  hasBids: boolean;
  /** The bidder leads already (a bid is refused before its confirmation). */
  leading: boolean;
  commissionRateBp: number;
  /** The page's key for a post without JavaScript (the confirmation step sends it). */
  formKey: string;
  actionData: BidActionData | undefined;
  onAccepted: (result: BidResult) => void;
  /** Text of the submit button. */
  submitLabel: string;
};

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
  leading,
  commissionRateBp,
  formKey,
  actionData,
  onAccepted,
  submitLabel,
}: Props) {
  const hydrated = useHydrated();
  const id = useId();
  const { form, fields, input, refusal, success, reviewing, dialog, setAmount, send, closeDialog } =
    useAmountForm({
      kind,
      auctionId,
      minimumNextBid,
      leading,
      actionData,
      onAccepted,
    });
  const refusalId = `${id}-refusal`;
  const submit = <AmountSubmit kind={kind} label={submitLabel} />;

  return (
    <div className="mt-3">
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <input type="hidden" name="intent" value="review" />
        <input type="hidden" name="kind" value={kind} />
        <AmountField
          hintId={`${id}-hint`}
          kind={kind}
          field={fields.amount}
          inputRef={input}
          minimumNextBid={minimumNextBid}
          refusalId={refusal ? refusalId : null}
        >
          {kind === "bid" ? submit : null}
        </AmountField>
        {/* A longer label ("Set automatic bid") takes a line of its own. */}
        {kind === "auto" ? submit : null}
      </Form>

      {refusal ? (
        <AmountRefusal
          id={refusalId}
          kind={kind}
          refusal={refusal}
          minimumNextBid={minimumNextBid}
          onUse={setAmount}
        />
      ) : null}

      {kind === "bid" && hydrated ? (
        <QuickAdd
          minimumNextBid={minimumNextBid}
          increment={increment}
          hasBids={hasBids}
          onPick={setAmount}
        />
      ) : null}

      {success ? <PanelSuccess testId={`${kind}-success`}>{success}</PanelSuccess> : null}

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
        pending={dialog.pending}
        commissionRateBp={commissionRateBp}
        busy={dialog.busy}
        error={dialog.error}
        onConfirm={(bid, confirmHighBid) => void send(bid, confirmHighBid)}
        onClose={closeDialog}
      />
    </div>
  );
}
