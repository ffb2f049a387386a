import { useTranslation } from "react-i18next";
import { useLang } from "~/i18n/use-lang";
import { photoUrl } from "~/modules/media/photo-url";
import type { AuctionDetail } from "~/modules/auctions/get-auction-detail.server";

/** The property's photos in a row that scrolls sideways, one photo at a time. */
export function PropertyGallery({ photos }: { photos: AuctionDetail["photos"] }) {
  const { t } = useTranslation();
  const ar = useLang() === "ar";
  return (
    <section aria-label={t("property.gallery")}>
      {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
          Each item is `relative` so its visually hidden caption stays inside the scroller
          instead of widening the page on phones. */}
      <ul
        className="flex snap-x snap-mandatory gap-2 overflow-x-auto rounded-2xl"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={t("property.gallery")}
      >
        {photos.map((photo, i) => {
          const src = photoUrl(photo.storageKey);
          return src ? (
            <li key={photo.id} id={`photo-${i + 1}`} className="relative w-full shrink-0 snap-center">
              <img
                src={src}
                alt={ar ? photo.altAr : photo.altEn}
                width={photo.width}
                height={photo.height}
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : "auto"}
                className="aspect-[3/2] w-full rounded-2xl object-cover"
              />
              <span className="sr-only">{t("property.photo", { n: i + 1, total: photos.length })}</span>
            </li>
          ) : null;
        })}
      </ul>
    </section>
  );
}
