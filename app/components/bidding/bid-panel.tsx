import { useState, type Dispatch, type SetStateAction } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import { toast } from "~/components/ui/toast-store";
import { formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { withRedirectTo } from "~/lib/redirect-target";
import { useLiveEvents } from "~/lib/use-live";
import type { MyParticipation } from "~/modules/bidding/get-bidding-state.server";
import { userChannel } from "~/modules/live/live-channels";
import { AmountForm } from "./amount-form";
import { applyOwnResult } from "./auction-live";
import { refusalOf, sendBidCommand, type BidResult } from "./bid-api";
import type { BidActionData, BidRefusal } from "~/lib/bidding/bid-schemas";
import { CancelAuctionForm } from "./cancel-auction-form";
import type { AuctionLive } from "./live-state";
import { RegistrationForm } from "./registration-form";
import { useHydrated } from "~/lib/use-hydrated";

export type BidPanelProps = {
  auction: {
    id: number;
    deposit: number;
    commissionRateBp: number;
    rulesVersion: number;
    /** The increment over the opening price, for quick-add before the first bid. */
    firstIncrement: number;
  };
  rulesDocument: { id: number; title: string } | null;
  live: AuctionLive;
  setLive: Dispatch<SetStateAction<AuctionLive>>;
  viewer: {
    userId: string;
    phoneVerified: boolean;
    canCancel: boolean;
    participation: MyParticipation | null;
    available: number;
    lockedHere: number;
    formKey: string;
  };
  /** The viewer's "Bidder N" in this auction, once they have bid. */
  me: number | null;
  onBidderNumber: (n: number) => void;
  actionData: BidActionData | undefined;
};

/**
 * The bidding panel of a signed-in user (its own chunk: guests never download it). What it shows
 * follows the user and the auction, live: confirm the phone; register (deposit, wallet, the
 * special rules); wait for the start; bid and set an automatic maximum while it runs, told at
 * once whether they lead or were outbid; the outcome when it ends. Committee members may cancel.
 */
export default function BidPanel({
  auction,
  rulesDocument,
  live,
  setLive,
  viewer,
  me,
  onBidderNumber,
  actionData,
}: BidPanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  const money = (v: number) => formatMoney(v, lang);
  const { participation } = viewer;
  const hydrated = useHydrated();
  const open = live.status === "upcoming" || live.status === "current";
  const leading = me !== null && live.leaderBidderNumber === me;

  // The wallet moves live (a lock taken when leading, released when outbid).
  const [walletAvailable, setWalletAvailable] = useState<number | null>(null);
  useLiveEvents([userChannel(viewer.userId)], (event) => {
    if (event.type === "wallet") setWalletAvailable(event.payload.available);
  });
  // Until the wallet says so, a lock held at load that no longer leads has been released.
  const available =
    walletAvailable ?? viewer.available + (viewer.lockedHere > 0 && !leading ? viewer.lockedHere : 0);
  const covered = leading || available >= auction.deposit;

  const [autoMax, setAutoMax] = useState(participation?.autoBidMax ?? null);
  const [answered, setAnswered] = useState(actionData);
  if (answered !== actionData) {
    setAnswered(actionData);
    if (actionData?.intent === "auto-bid" && actionData.done?.maxAmount)
      setAutoMax(actionData.done.maxAmount);
    if (actionData?.intent === "cancel-auto-bid" && actionData.done) setAutoMax(null);
  }

  function accepted(result: BidResult) {
    const mine = result.bid?.bidderNumber ?? me;
    if (me === null && result.bid) onBidderNumber(result.bid.bidderNumber);
    setLive((state) => applyOwnResult(state, result, mine));
    if (result.autoBid) setAutoMax(result.autoBid.maxAmount);
  }

  const registered = participation !== null;
  const outdated = registered && participation.rulesVersion !== auction.rulesVersion;
  const registeredNow = actionData?.intent === "register" && actionData.done?.receiptCode;

  let body: React.ReactNode;
  if (!viewer.phoneVerified) {
    body = open ? (
      <div className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
        <p>{t("bidPanel.verifyPhone")}</p>
        <Link
          to={withRedirectTo(to("/verify"), pathname)}
          className="mt-2 inline-block font-semibold underline"
          data-testid="verify-phone-link"
        >
          {t("bidPanel.verifyPhoneLink")}
        </Link>
      </div>
    ) : null;
  } else if (live.status === "finished") {
    body = registered ? <Outcome live={live} me={me} participation={participation} /> : null;
  } else if (!open) {
    body = null;
  } else if (!registered || outdated) {
    body = (
      <RegistrationForm
        auctionId={auction.id}
        deposit={auction.deposit}
        rulesVersion={auction.rulesVersion}
        rulesDocument={rulesDocument}
        available={available}
        covered={covered}
        outdated={outdated}
        actionData={actionData}
      />
    );
  } else {
    const increment =
      live.price === null ? auction.firstIncrement : Math.max(live.minimumNextBid - live.price, 0);
    const autoActive = autoMax !== null && (leading || autoMax >= live.minimumNextBid);
    body = (
      <>
        {registeredNow ? (
          <p
            className="mt-3 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm font-semibold text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
            data-testid="registration-success"
          >
            {t("bidPanel.register.success", { receipt: registeredNow })}
          </p>
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
            <BidderStatus leading={leading} bid={me !== null} minimum={money(live.minimumNextBid)} />
            {!covered ? (
              <p className="mt-3 rounded-lg bg-amber-50 p-2 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-50">
                {t("bidPanel.register.notCovered")}{" "}
                <Link to={to("/profile/wallet")} className="underline">
                  {t("bidPanel.wallet")}
                </Link>
              </p>
            ) : null}
            <section className="mt-4" aria-labelledby={`bid-${auction.id}-title`}>
              <h3 id={`bid-${auction.id}-title`} className="text-lg font-bold">
                {t("bidPanel.bid.heading")}
              </h3>
              <AmountForm
                kind="bid"
                auctionId={auction.id}
                minimumNextBid={live.minimumNextBid}
                increment={increment}
                hasBids={live.price !== null}
                commissionRateBp={auction.commissionRateBp}
                formKey={viewer.formKey}
                actionData={actionData}
                onAccepted={accepted}
                submitLabel={t("bidPanel.bid.submit")}
              />
            </section>
            <section
              className="border-subtle mt-5 border-t pt-4"
              aria-labelledby={`auto-${auction.id}-title`}
              data-testid="auto-bid"
            >
              <h3 id={`auto-${auction.id}-title`} className="text-lg font-bold">
                {t("bidPanel.auto.heading")}
              </h3>
              <p className="text-muted mt-1 text-sm">{t("bidPanel.auto.intro")}</p>
              <p className="mt-2 text-sm font-semibold" data-testid="auto-bid-current">
                {autoActive
                  ? t("bidPanel.auto.current", { amount: money(autoMax) })
                  : t("bidPanel.auto.none")}
              </p>
              <AmountForm
                kind="auto"
                auctionId={auction.id}
                minimumNextBid={live.minimumNextBid}
                increment={increment}
                hasBids={live.price !== null}
                commissionRateBp={auction.commissionRateBp}
                formKey={viewer.formKey}
                actionData={actionData}
                onAccepted={accepted}
                submitLabel={t(autoActive ? "bidPanel.auto.change" : "bidPanel.auto.set")}
              />
              {autoActive ? (
                <CancelAutoBid
                  auctionId={auction.id}
                  formKey={viewer.formKey}
                  actionData={actionData}
                  onCancelled={() => setAutoMax(null)}
                />
              ) : null}
            </section>
          </>
        )}
      </>
    );
  }

  return (
    // `data-hydrated`: the forms are live (until then they post to the page, which works too).
    <div data-testid="bid-panel-body" data-hydrated={hydrated ? "" : undefined}>
      {body}
      {viewer.canCancel && open ? <CancelAuctionForm auctionId={auction.id} actionData={actionData} /> : null}
    </div>
  );
}

/** Whether the bidder leads or was outbid; the page's live region announces the change. */
function BidderStatus({ leading, bid, minimum }: { leading: boolean; bid: boolean; minimum: string }) {
  const { t } = useTranslation();
  if (!bid) return null;
  return leading ? (
    <p
      className="mt-3 rounded-lg bg-emerald-700 px-3 py-2 font-semibold text-white"
      data-testid="bidder-status"
      data-state="leading"
    >
      {t("bidPanel.status.leading")}
    </p>
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

/** The seed's outcome labels: "you won", "awarded to another bidder". */
function Outcome({
  live,
  me,
  participation,
}: {
  live: AuctionLive;
  me: number | null;
  participation: MyParticipation;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const won =
    participation.outcome === "won" ||
    (live.outcome === "sold" && me !== null && live.winnerBidderNumber === me);
  // The auction's outcome decides (a registration may read "lost" when the reserve was not met).
  const sold = live.outcome ? live.outcome === "sold" : participation.outcome === "lost";
  if (won) {
    return (
      <div className="mt-3 rounded-lg bg-emerald-700 p-3 text-white" data-testid="outcome" data-state="won">
        <p className="text-lg font-bold">{t("bidPanel.status.won")}</p>
        {live.price !== null ? (
          <p className="text-sm">{t("bidPanel.status.wonHint", { amount: formatMoney(live.price, lang) })}</p>
        ) : null}
      </div>
    );
  }
  return (
    <p
      className="surface-muted mt-3 rounded-lg p-3 font-semibold"
      data-testid="outcome"
      data-state={sold ? "lost" : "no-sale"}
    >
      {t(sold ? "bidPanel.status.lost" : "bidPanel.status.noSale")}
    </p>
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
