import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Form, Link } from "react-router";
import { toast } from "~/components/ui/toast-store";
import { formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import type { BidActionData, BidRefusal } from "~/lib/bidding/bid-schemas";
import { AmountForm } from "./amount-form";
import { PanelSuccess } from "./amount-form-parts";
import { refusalOf, sendBidCommand, type BidResult } from "./bid-api";
import type { AuctionLive } from "./live-state";

type AmountFormProps = Omit<Parameters<typeof AmountForm>[0], "kind" | "submitLabel">;

/**
 * The panel of a registered bidder while the auction is open: that they are registered (with the
 * receipt's code right after registering) and their bidder number; before the start, to wait;
 * while it runs, whether they lead, whether the wallet covers the deposit, the bid form and the
 * automatic bid.
 */
export function BiddingControls({
  auction,
  live,
  me,
  leading,
  covered,
  formKey,
  actionData,
  autoMax,
  onAutoMax,
  onAccepted,
}: {
  auction: { id: number; commissionRateBp: number; firstIncrement: number };
  live: AuctionLive;
  me: number | null;
  leading: boolean;
  covered: boolean;
  formKey: string;
  actionData: BidActionData | undefined;
  autoMax: number | null;
  onAutoMax: (max: number | null) => void;
  onAccepted: (result: BidResult) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const registeredNow = actionData?.intent === "register" && actionData.done?.receiptCode;
  // Quick-add steps: one increment over the highest bid; before the first, over the opening price.
  const increment =
    live.price === null ? auction.firstIncrement : Math.max(live.minimumNextBid - live.price, 0);
  const amountForm: AmountFormProps = {
    auctionId: auction.id,
    minimumNextBid: live.minimumNextBid,
    increment,
    hasBids: live.price !== null,
    leading,
    commissionRateBp: auction.commissionRateBp,
    formKey,
    actionData,
    onAccepted,
  };
  return (
    <>
      {registeredNow ? (
        <PanelSuccess testId="registration-success">
          {t("bidPanel.register.success", { receipt: registeredNow })}
        </PanelSuccess>
      ) : (
        <p className="text-muted mt-2 text-sm">{t("bidPanel.register.registered")}</p>
      )}
      {me !== null ? (
        <p className="text-muted text-xs">{t("bidPanel.register.bidderNumber", { n: me })}</p>
      ) : null}
      {live.status === "upcoming" ? (
        <p className="mt-3 text-sm font-medium">{t("bidPanel.register.waitForStart")}</p>
      ) : (
        <>
          <BidderStatus
            leading={leading}
            bid={me !== null}
            minimum={formatMoney(live.minimumNextBid, lang)}
          />
          {!covered ? <NotCoveredNotice /> : null}
          <section className="mt-4" aria-labelledby={`bid-${auction.id}-title`}>
            <h3 id={`bid-${auction.id}-title`} className="text-lg font-bold">
              {t("bidPanel.bid.heading")}
            </h3>
            <AmountForm kind="bid" {...amountForm} submitLabel={t("bidPanel.bid.submit")} />
          </section>
          <AutoBidSection
            amountForm={amountForm}
            active={autoMax !== null && (leading || autoMax >= live.minimumNextBid)}
            autoMax={autoMax}
            onCancelled={() => onAutoMax(null)}
          />
        </>
      )}
    </>
  );
}

/** The wallet does not cover the deposit any more (outbid elsewhere, a withdrawal): top it up. */
function NotCoveredNotice() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <p className="mt-3 rounded-lg bg-amber-50 p-2 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-50">
      {t("bidPanel.register.notCovered")}{" "}
      <Link to={to("/profile/wallet")} className="underline">
        {t("bidPanel.wallet")}
      </Link>
    </p>
  );
}

/** The automatic bid: the maximum in force (`active`), the form to set or change it, and to cancel it. */
function AutoBidSection({
  amountForm,
  active,
  autoMax,
  onCancelled,
}: {
  amountForm: AmountFormProps;
  active: boolean;
  autoMax: number | null;
  onCancelled: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { auctionId } = amountForm;
  return (
    <section
      className="border-subtle mt-5 border-t pt-4"
      aria-labelledby={`auto-${auctionId}-title`}
      data-testid="auto-bid"
    >
      <h3 id={`auto-${auctionId}-title`} className="text-lg font-bold">
        {t("bidPanel.auto.heading")}
      </h3>
      <p className="text-muted mt-1 text-sm">{t("bidPanel.auto.intro")}</p>
      <p className="mt-2 text-sm font-semibold" data-testid="auto-bid-current">
        {active && autoMax !== null
          ? t("bidPanel.auto.current", { amount: formatMoney(autoMax, lang) })
          : t("bidPanel.auto.none")}
      </p>
      <AmountForm
        kind="auto"
        {...amountForm}
        submitLabel={t(active ? "bidPanel.auto.change" : "bidPanel.auto.set")}
      />
      {active ? (
        <CancelAutoBid
          auctionId={auctionId}
          formKey={amountForm.formKey}
          actionData={amountForm.actionData}
          onCancelled={onCancelled}
        />
      ) : null}
    </section>
  );
}

/** Whether the bidder leads or was outbid; the page's live region announces the change. */
function BidderStatus({ leading, bid, minimum }: { leading: boolean; bid: boolean; minimum: string }) {
  const { t } = useTranslation();
  if (!bid) return null;
  return leading ? (
    <div
      className="mt-3 rounded-lg bg-emerald-700 px-3 py-2 text-white"
      data-testid="bidder-status"
      data-state="leading"
    >
      <p className="font-semibold">{t("bidPanel.status.leading")}</p>
      {/* Before any confirmation: a leader's bid would be refused. */}
      <p className="text-sm">{t("bidPanel.status.leadingHint")}</p>
    </div>
  ) : (
    <div
      className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-red-900 dark:bg-red-950 dark:text-red-100"
      data-testid="bidder-status"
      data-state="outbid"
    >
      <p className="font-semibold">{t("bidPanel.status.outbid")}</p>
      <p className="text-sm">{t("bidPanel.status.outbidHint", { minimum })}</p>
    </div>
  );
}

/** Cancels the automatic bid: through the API with JavaScript, the page's action without. */
function CancelAutoBid({
  auctionId,
  formKey,
  actionData,
  onCancelled,
}: {
  auctionId: number;
  formKey: string;
  actionData: BidActionData | undefined;
  onCancelled: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<BidRefusal | null>(
    actionData?.intent === "cancel-auto-bid" ? (actionData.refusal ?? null) : null,
  );
  return (
    <Form
      method="post"
      preventScrollReset
      className="mt-3"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setRefusal(null);
        try {
          await sendBidCommand(auctionId, crypto.randomUUID(), { kind: "cancel-auto" });
          toast({ message: t("bidPanel.auto.cancelled"), color: "success" });
          onCancelled();
        } catch (error) {
          setRefusal(refusalOf(error) ?? { code: "NETWORK", message: t("bidPanel.networkError") });
        } finally {
          setBusy(false);
        }
      }}
    >
      <input type="hidden" name="intent" value="cancel-auto-bid" />
      <input type="hidden" name="idempotencyKey" value={formKey} />
      <button
        type="submit"
        disabled={busy}
        className="border-subtle rounded-lg border px-4 py-2 text-sm font-semibold hover:bg-[var(--surface-muted)] disabled:opacity-60"
        data-testid="auto-cancel"
      >
        {t("bidPanel.auto.cancel")}
      </button>
      {refusal ? (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {refusal.message}
        </p>
      ) : null}
    </Form>
  );
}
