import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { AuctionLive } from "~/components/bidding/live-state";
import { useLang } from "~/i18n/use-lang";
import type { AuctionDetail } from "~/modules/auctions/get-auction-detail.server";
import { BidHistory } from "./bid-history";
import { DocumentList } from "./document-list";
import { PropertyMap } from "./property-map";

/** One titled section of the property page; `id` names its heading for `aria-labelledby`. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function PropertyDescription({ property }: { property: AuctionDetail["property"] }) {
  const { t } = useTranslation();
  const ar = useLang() === "ar";
  return (
    <Section id="description-title" title={t("property.description")}>
      <p className="mt-2 leading-8">{ar ? property.descriptionAr : property.descriptionEn}</p>
    </Section>
  );
}

/** The bids so far (20 at first, older ones on request) and those that arrive live. */
export function BidHistorySection({
  auctionId,
  bids,
  nextBefore,
  live,
  me,
}: Pick<ComponentProps<typeof BidHistory>, "auctionId" | "bids" | "nextBefore"> & {
  live: AuctionLive;
  me: number | null;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="bids-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="bids-title" className="text-xl font-bold">
          {t("property.bidHistory")}
        </h2>
        <p className="text-muted text-sm" data-testid="bid-count">
          {t("auction.bidsCount", { count: live.bidCount })}
        </p>
      </div>
      <BidHistory
        auctionId={auctionId}
        bids={bids}
        nextBefore={nextBefore}
        liveBids={live.newBids}
        myBidderNumber={me}
      />
    </section>
  );
}

export function PropertyLocation({
  latitude,
  longitude,
  place,
}: {
  latitude: number;
  longitude: number;
  /** City and district, as the page's language writes them. */
  place: string;
}) {
  const { t } = useTranslation();
  return (
    <Section id="location-title" title={t("property.location")}>
      <PropertyMap latitude={latitude} longitude={longitude} place={place} />
    </Section>
  );
}

export function PropertyDocuments({ documents }: { documents: AuctionDetail["documents"] }) {
  const { t } = useTranslation();
  return (
    <Section id="documents-title" title={t("property.documents")}>
      <DocumentList documents={documents} />
    </Section>
  );
}
