import { useTranslation } from "~/i18n/use-translation";
import { AuctionCard } from "~/components/auctions/auction-card";
import type { AuctionCard as AuctionCardData } from "~/modules/auctions/list-auctions.server";

/**
 * The property page's heart, from this chunk: the page loads it after the first paint with the
 * similar auctions, whose cards carry hearts too (one chunk, within the page's JavaScript budget).
 */
export { default as PropertyFavoriteButton } from "~/components/favorites/favorite-button";

/** Other auctions like this one, under the page; nothing when there are none. */
export function SimilarAuctions({ auctions }: { auctions: AuctionCardData[] }) {
  const { t } = useTranslation();
  if (!auctions.length) return null;
  return (
    <section className="mt-12" aria-labelledby="similar-title">
      <h2 id="similar-title" className="text-2xl font-bold">
        {t("property.similar")}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {auctions.map((card) => (
          <AuctionCard key={card.id} auction={card} />
        ))}
      </div>
    </section>
  );
}
