import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Link, useLocation } from "react-router";
import type { AuctionLive } from "~/components/bidding/live-state";
import { formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { withRedirectTo } from "~/lib/redirect-target";

/**
 * The page's bidding box (`#bidding`): the minimum next bid while the auction is open, and either
 * the signed-in bidder's panel (`panel`) or, for a guest, the way to sign in and bid.
 */
export function BiddingSection({ live, panel }: { live: AuctionLive; panel: ReactNode | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const open = live.status === "upcoming" || live.status === "current";
  return (
    <section
      id="bidding"
      className="surface border-subtle scroll-mt-24 rounded-2xl border p-5"
      aria-labelledby="bidding-title"
      data-testid="bid-panel"
    >
      <h2 id="bidding-title" className="text-xl font-bold">
        {t("bidPanel.title")}
      </h2>
      {open ? (
        <p className="mt-3 flex flex-wrap items-baseline justify-between gap-x-4">
          <span className="text-muted text-sm">{t("bidPanel.minimumNextBid")}</span>
          <strong className="text-primary text-xl tabular-nums" data-testid="minimum-next-bid">
            {formatMoney(live.minimumNextBid, lang)}
          </strong>
        </p>
      ) : (
        <p className="text-muted mt-3 text-sm">
          {t(live.status === "cancelled" ? "bidPanel.status.cancelled" : "bidPanel.status.ended")}
        </p>
      )}
      {panel ?? (open ? <SignInToBid /> : null)}
    </section>
  );
}

/** A guest's way in: sign in, then back to this page. */
function SignInToBid() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  return (
    <>
      <p className="text-muted mt-3 text-sm">{t("bidPanel.loginHint")}</p>
      <Link
        to={withRedirectTo(to("/login"), pathname)}
        className="mt-3 block rounded-lg bg-primary px-4 py-2.5 text-center font-semibold hover:opacity-90"
      >
        {t("bidPanel.loginToBid")}
      </Link>
    </>
  );
}
