import type { Dispatch, ReactNode, SetStateAction } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Link, useLocation } from "react-router";
import { formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { withRedirectTo } from "~/lib/redirect-target";
import type { MyParticipation } from "~/modules/bidding/get-bidding-state.server";
import { applyOwnResult } from "./auction-live";
import type { BidResult } from "./bid-api";
import type { BidActionData } from "~/lib/bidding/bid-schemas";
import { BiddingControls } from "./bidding-controls";
import { CommitteeAuctionLinks } from "~/components/admin/committee-auction-links";
import type { AuctionLive } from "./live-state";
import { RegistrationForm } from "./registration-form";
import { useAutoMax, useAvailableFunds } from "./use-bid-panel-state";
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
    /** A committee member or admin: linked to the auction's back-office pages (registrants, cancel). */
    canCancel: boolean;
    /** A committee member or admin: shown why they cannot bid, instead of the forms. */
    staff: boolean;
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
 * once whether they lead or were outbid; the outcome when it ends. Committee members get links to
 * the auction's back-office pages (registrants, cancellation), and are told why they cannot bid (conflict of interest) instead of seeing the forms.
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
  const { participation } = viewer;
  const hydrated = useHydrated();
  const open = live.status === "upcoming" || live.status === "current";
  const leading = me !== null && live.leaderBidderNumber === me;

  const available = useAvailableFunds(viewer, leading);
  const covered = leading || available >= auction.deposit;
  const [autoMax, setAutoMax] = useAutoMax(participation?.autoBidMax ?? null, actionData);

  function accepted(result: BidResult) {
    const mine = result.bid?.bidderNumber ?? me;
    if (me === null && result.bid) onBidderNumber(result.bid.bidderNumber);
    setLive((state) => applyOwnResult(state, result, mine));
    if (result.autoBid) setAutoMax(result.autoBid.maxAmount);
  }

  const registered = participation !== null;
  const outdated = registered && participation.rulesVersion !== auction.rulesVersion;

  let body: ReactNode;
  if (viewer.staff) {
    body = open ? <StaffNotice /> : null;
  } else if (!viewer.phoneVerified) {
    body = open ? <VerifyPhoneNotice /> : null;
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
    body = (
      <BiddingControls
        auction={auction}
        live={live}
        me={me}
        leading={leading}
        covered={covered}
        formKey={viewer.formKey}
        actionData={actionData}
        autoMax={autoMax}
        onAutoMax={setAutoMax}
        onAccepted={accepted}
      />
    );
  }

  return (
    // `data-hydrated`: the forms are live (until then they post to the page, which works too).
    <div data-testid="bid-panel-body" data-hydrated={hydrated ? "" : undefined}>
      {body}
      {viewer.canCancel ? <CommitteeAuctionLinks auctionId={auction.id} cancellable={open} /> : null}
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

/** The committee and admins run the auctions: a short explanation where the forms would be. */
function StaffNotice() {
  const { t } = useTranslation();
  return (
    <p className="surface-muted mt-3 rounded-lg p-3 text-sm" data-testid="staff-notice">
      {t("safeguards.staffNotice")}
    </p>
  );
}

/** Bidding needs a confirmed phone: the way to confirm it, and back here afterwards. */
function VerifyPhoneNotice() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  return (
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
  );
}
