import { useId, useRef, useState } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "~/i18n/use-translation";
import { formatMoney } from "~/i18n/format";
import { useLang } from "~/i18n/use-lang";
import { BidCostTable } from "./bid-cost";

export type PendingBid = {
  kind: "bid" | "auto";
  amount: number;
  /** The minimum when the user asked; above it by more than 20%, a bid needs a second yes. */
  minimum: number;
  high: boolean;
  /** The action's Idempotency-Key: the same on every press of "confirm" for this amount. */
  key: string;
};

type Props = {
  pending: PendingBid | null;
  commissionRateBp: number;
  busy: boolean;
  /** Shown in the dialog when the request got no answer (the user may press confirm again). */
  error: string | null;
  onConfirm: (pending: PendingBid, confirmHighBid: boolean) => void;
  onClose: () => void;
};

/**
 * The confirmation before a bid or an automatic maximum is sent: what it costs if it wins (the
 * bid, commission, VAT on it, total, and the transaction tax note), and for a bid more than 20%
 * above the minimum an explicit "yes, I mean this amount" (the fat-finger guard). A modal dialog
 * (React Aria): focus moves in and stays in, Escape or "change the amount" closes it.
 */
export function ConfirmBidDialog({ pending, commissionRateBp, busy, error, onConfirm, onClose }: Props) {
  return (
    <ModalOverlay
      isOpen={pending !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      isDismissable={!busy}
      className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 p-3 sm:items-center sm:p-4"
    >
      <Modal className="surface max-h-[calc(100dvh-1.5rem)] w-full max-w-md overflow-y-auto rounded-2xl p-5 shadow-2xl sm:p-6">
        {pending ? (
          <DialogBody
            key={pending.key}
            pending={pending}
            commissionRateBp={commissionRateBp}
            busy={busy}
            error={error}
            onConfirm={onConfirm}
            onClose={onClose}
          />
        ) : null}
      </Modal>
    </ModalOverlay>
  );
}

function DialogBody({
  pending,
  commissionRateBp,
  busy,
  error,
  onConfirm,
  onClose,
}: Omit<Props, "pending"> & { pending: PendingBid }) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const [highConfirmed, setHighConfirmed] = useState(false);
  const [highMissing, setHighMissing] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  const needsHigh = pending.kind === "bid" && pending.high;

  function confirm() {
    if (needsHigh && !highConfirmed) {
      setHighMissing(true);
      box.current?.focus();
      return;
    }
    onConfirm(pending, needsHigh && highConfirmed);
  }

  return (
    <Dialog className="outline-none" data-testid="confirm-bid-dialog">
      <Heading slot="title" className="text-xl font-bold">
        {t(pending.kind === "bid" ? "bidPanel.confirm.bidTitle" : "bidPanel.confirm.autoTitle")}
      </Heading>
      <BidCostTable amount={pending.amount} commissionRateBp={commissionRateBp} kind={pending.kind} />
      {needsHigh ? (
        <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
          <p className="font-semibold" id={`${id}-high`}>
            {t("bidPanel.confirm.highWarning", { minimum: formatMoney(pending.minimum, lang) })}
          </p>
          <div className="mt-2 flex items-start gap-2">
            <input
              ref={box}
              id={`${id}-confirm-high`}
              type="checkbox"
              checked={highConfirmed}
              onChange={(event) => {
                setHighConfirmed(event.target.checked);
                setHighMissing(false);
              }}
              aria-invalid={highMissing || undefined}
              aria-describedby={highMissing ? `${id}-high-missing` : `${id}-high`}
              className="mt-1 size-5 shrink-0 accent-[var(--primary)]"
            />
            <label htmlFor={`${id}-confirm-high`} className="font-medium">
              {t("bidPanel.confirm.highConfirm", { amount: formatMoney(pending.amount, lang) })}
            </label>
          </div>
          {highMissing ? (
            <p
              id={`${id}-high-missing`}
              role="alert"
              className="mt-1 font-medium text-red-700 dark:text-red-300"
            >
              {t("bidPanel.confirm.highRequired")}
            </p>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {error}
        </p>
      ) : null}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onClose}
          disabled={busy}
          className="border-subtle rounded-lg border px-4 py-2.5 font-semibold hover:bg-[var(--surface-muted)] disabled:opacity-60"
        >
          {t("bidPanel.confirm.back")}
        </button>
        <button
          type="button"
          onClick={confirm}
          disabled={busy}
          aria-busy={busy || undefined}
          className="rounded-lg bg-primary px-5 py-2.5 font-semibold hover:opacity-90 disabled:opacity-60"
          data-testid="confirm-bid"
        >
          {busy
            ? t("bidPanel.confirm.sending")
            : t(pending.kind === "bid" ? "bidPanel.confirm.submitBid" : "bidPanel.confirm.submitAuto")}
        </button>
      </div>
    </Dialog>
  );
}
