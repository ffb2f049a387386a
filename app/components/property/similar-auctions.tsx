import { useTranslation } from "react-i18next";
import { AuctionCard } from "~/components/auctions/auction-card";
import type { AuctionCard as AuctionCardData } from "~/modules/auctions/list-auctions.server";

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
