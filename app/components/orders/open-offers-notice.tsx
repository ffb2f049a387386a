import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { formatDateTime, formatMoney, withHijri } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";

export type OpenOfferLink = { id: string; assetNumber: string; amount: number; expiresAt: string };

/**
 * Offers awaiting the bidder's answer (a property offered at their bid after the winner defaulted,
 * issue 14), at the top of their orders: each links to its page with Accept and Decline.
 */
export function OpenOffersNotice({ offers }: { offers: readonly OpenOfferLink[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  if (offers.length === 0) return null;
  return (
    <section
      aria-labelledby="open-offers"
      className="rounded-2xl border border-amber-300 p-4 dark:border-amber-700"
      data-testid="open-offers"
    >
      <h2 id="open-offers" className="font-bold">
        {t("adminDefaults.offer.pending", { count: offers.length })}
      </h2>
      <ul className="mt-2 grid gap-1">
        {offers.map((offer) => (
          <li key={offer.id}>
            <Link to={to(`/offers/${offer.id}`)} className="font-semibold text-primary underline">
              {t("adminDefaults.offer.openOffer", { asset: `\u2068${offer.assetNumber}\u2069` })}
            </Link>{" "}
            <span className="text-muted text-sm">
              <bdi>{formatMoney(offer.amount, lang)}</bdi> ·{" "}
              <time dateTime={offer.expiresAt}>
                {withHijri(formatDateTime(new Date(offer.expiresAt), lang), new Date(offer.expiresAt), lang)}
              </time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
