import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useLocalizedPath } from "~/i18n/use-lang";

/** The back office's pages of one auction, as bare paths (localize them with the page's language). */
export const adminAuctionPaths = {
  cancel: (auctionId: number) => `/admin/auctions/${auctionId}/cancel`,
  registrants: (auctionId: number) => `/admin/auctions/${auctionId}/registrants`,
  /** After a winner defaulted: offer to the next bidder, or re-auction (issue 14). */
  defaultCase: (auctionId: number) => `/admin/auctions/${auctionId}/default`,
};

/**
 * The committee's way from an auction to its back-office pages: the registrants (with on-site
 * bids) and, while it can still be cancelled, the cancellation with its confirmation. Shown to
 * committee members and admins on the auction's page and beside it in the back office's list.
 */
export function CommitteeAuctionLinks({
  auctionId,
  cancellable,
}: {
  auctionId: number;
  cancellable: boolean;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <nav
      aria-label={t("adminCancel.links.label")}
      className="mt-6 flex flex-wrap gap-2 border-t border-red-200 pt-4 dark:border-red-900"
      data-testid="committee-auction-links"
    >
      <Link to={to(adminAuctionPaths.registrants(auctionId))} className={buttonClass()}>
        {t("adminCancel.links.registrants")}
      </Link>
      {cancellable ? (
        <Link to={to(adminAuctionPaths.cancel(auctionId))} className={buttonClass({ variant: "danger" })}>
          {t("adminCancel.links.cancel")}
        </Link>
      ) : null}
    </nav>
  );
}
