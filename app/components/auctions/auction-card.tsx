import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { formatArea, formatDateTime, formatHijriDate, formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import type { AuctionCard as Card } from "~/modules/auctions/list-auctions.server";
import { photoUrl } from "~/modules/media/photo-url";
import { FavoriteButton } from "~/components/favorites/favorite-button";
import { StatusBadge } from "./status-badge";

type Props = { auction: Card; headingLevel?: "h2" | "h3"; eager?: boolean };

export function AuctionCard({ auction, headingLevel: Heading = "h3", eager = false }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const ar = lang === "ar";
  const src = auction.photoKey ? photoUrl(auction.photoKey) : null;
  const price = auction.endPrice ?? auction.currentPrice;
  const priceLabel =
    auction.status === "finished" && auction.endPrice
      ? t("auction.endPrice")
      : auction.currentPrice
        ? t("auction.currentPrice")
        : t("auction.openingPrice");
  const timeLabel =
    auction.status === "upcoming"
      ? t("auction.startsAt")
      : auction.status === "current"
        ? t("auction.endsAt")
        : t("auction.endedAt");
  const time = auction.status === "upcoming" ? auction.startsAt : auction.endsAt;
  return (
    <article className="surface border-subtle group relative flex flex-col overflow-hidden rounded-2xl border shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[3/2] bg-sand-100 dark:bg-stone-800">
        {src ? (
          <img
            src={src}
            alt={(ar ? auction.photoAltAr : auction.photoAltEn) ?? ""}
            width={600}
            height={400}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="size-full object-cover"
          />
        ) : null}
        <span className="absolute start-3 top-3">
          <StatusBadge status={auction.status} />
        </span>
        {/* Above the card's link, which covers the whole card. */}
        <FavoriteButton auctionId={auction.id} className="absolute end-3 top-3 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-muted text-xs">
          {t("auction.assetNumber")}: <span dir="ltr">{auction.assetNumber}</span> ·{" "}
          {t(`category.${auction.category}`)}
        </p>
        <Heading className="text-lg leading-snug font-bold">
          {/* The whole card is the link's target area; its accessible name is the title. */}
          <Link to={to(`/mazadat/${auction.id}`)} className="after:absolute after:inset-0 hover:text-primary">
            {ar ? auction.titleAr : auction.titleEn}
          </Link>
        </Heading>
        <p className="text-muted text-sm">
          {ar ? `${auction.districtAr}، ${auction.cityAr}` : `${auction.districtEn}, ${auction.cityEn}`} ·{" "}
          {formatArea(auction.areaM2, lang)}
        </p>
        <dl className="mt-auto grid grid-cols-2 gap-2 pt-2 text-sm">
          <div>
            <dt className="text-muted text-xs">{priceLabel}</dt>
            <dd className="font-bold text-primary">{formatMoney(price ?? auction.openingPrice, lang)}</dd>
          </div>
          <div>
            <dt className="text-muted text-xs">{timeLabel}</dt>
            <dd className="font-medium">
              <time dateTime={time.toISOString()}>{formatDateTime(time, lang)}</time>
              {ar ? (
                <span className="text-muted block text-xs font-normal" data-testid="hijri-date">
                  {formatHijriDate(time, lang)}
                </span>
              ) : null}
            </dd>
          </div>
        </dl>
        <p className="text-muted text-xs">{t("auction.bidsCount", { count: auction.bidCount })}</p>
      </div>
    </article>
  );
}
