import { lazy, Suspense, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "~/i18n/use-lang";
import { useHydrated } from "~/lib/use-hydrated";
import { photoSources } from "~/modules/media/photo-url";
import type { AuctionDetail } from "~/modules/auctions/get-auction-detail.server";
import type { GalleryPhoto } from "./gallery-controls";

/*
 * The arrows, keys, marked thumbnail and full-screen view are code a first visit can start
 * without (the page's JavaScript budget, ADR 011): a chunk of their own, fetched after hydration.
 */
const GalleryControls = lazy(() => import("./gallery-controls"));

/*
 * How wide a photo is drawn: the page's main column beside the 380-pixel bidding column from
 * 1024 pixels (max-w-7xl, px-4, gap-6), the screen less its padding below.
 */
const SLIDE_SIZES = "(min-width: 1280px) 844px, (min-width: 1024px) calc(100vw - 436px), calc(100vw - 32px)";

/**
 * The property's photos. Without JavaScript: a row that scrolls sideways one photo at a time
 * (CSS scroll snap, so a finger swipes it), each photo with its "3 of 8", and thumbnails that are
 * links to each photo. Once hydrated, GalleryControls adds arrows, the arrow keys in the reading
 * direction, the current thumbnail marked, and a full-screen view.
 */
export function PropertyGallery({ photos }: { photos: AuctionDetail["photos"] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const hydrated = useHydrated();
  const row = useRef<HTMLUListElement>(null);
  const thumbs = useRef<HTMLUListElement>(null);
  const shown: GalleryPhoto[] = photos.flatMap((photo) => {
    const sources = photoSources(photo);
    return sources ? [{ photo, sources, alt: lang === "ar" ? photo.altAr : photo.altEn }] : [];
  });
  const total = shown.length;
  if (total === 0) return null;

  return (
    <section aria-label={t("property.gallery")} data-testid="gallery">
      <div className="relative">
        {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable):
            once hydrated its arrow keys step one photo at a time. Each item is `relative` so its
            visually hidden caption stays inside the scroller instead of widening the page on phones. */}
        <ul
          ref={row}
          className="flex snap-x snap-mandatory gap-2 overflow-x-auto overscroll-x-contain rounded-2xl [scrollbar-width:none] motion-safe:scroll-smooth"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={t("property.gallery")}
        >
          {shown.map(({ photo, sources, alt }, i) => (
            <li
              key={photo.id}
              id={`photo-${i + 1}`}
              data-index={i}
              className="relative w-full shrink-0 snap-center"
            >
              <img
                src={sources.src}
                srcSet={sources.srcSet}
                sizes={sources.srcSet ? SLIDE_SIZES : undefined}
                alt={alt}
                width={photo.width}
                height={photo.height}
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : "auto"}
                decoding={i === 0 ? "sync" : "async"}
                className="surface-muted aspect-[3/2] w-full rounded-2xl object-cover"
              />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute start-3 top-3 rounded-full bg-black/65 px-2.5 py-0.5 text-sm font-medium text-white tabular-nums"
              >
                {t("property.photoCount", { n: i + 1, total })}
              </span>
              <span className="sr-only">{t("property.photo", { n: i + 1, total })}</span>
            </li>
          ))}
        </ul>
        {hydrated ? (
          <Suspense fallback={null}>
            <GalleryControls shown={shown} row={row} thumbs={thumbs} dir={lang === "ar" ? "rtl" : "ltr"} />
          </Suspense>
        ) : null}
      </div>

      {total > 1 ? (
        <ul
          ref={thumbs}
          aria-label={t("property.thumbnails")}
          className="mt-2 flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin]"
          data-testid="gallery-thumbnails"
        >
          {shown.map(({ photo }, i) => (
            <li key={photo.id} className="shrink-0">
              <a
                href={`#photo-${i + 1}`}
                data-index={i}
                className="block overflow-hidden rounded-lg border-2 border-transparent opacity-75 transition-opacity hover:opacity-100 aria-[current=true]:border-[var(--primary)] aria-[current=true]:opacity-100"
              >
                <img
                  src={photoSources(photo, 320)!.src}
                  alt=""
                  width={96}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="surface-muted aspect-[3/2] w-20 object-cover sm:w-24"
                />
                <span className="sr-only">{t("property.photo", { n: i + 1, total })}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
