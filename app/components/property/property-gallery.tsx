import { lazy, Suspense, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useLang } from "~/i18n/use-lang";
import { useHydrated } from "~/lib/use-hydrated";
import type { PhotoView } from "~/modules/media/photo-url";

/*
 * The arrows, keys, marked thumbnail and full-screen view are code a first visit can start
 * without (the page's JavaScript budget, ADR 011): in the page's widgets chunk, fetched after
 * hydration (ADR 045).
 */
const GalleryControls = lazy(() => import("./widgets").then((m) => ({ default: m.GalleryControls })));

/* How wide a photo is drawn: at most 844 pixels beside the bidding column, the screen's width below. */
const SLIDE_SIZES = "(min-width: 1024px) 844px, 100vw";

/**
 * The property's photos. Without JavaScript: a row that scrolls sideways one photo at a time
 * (CSS scroll snap, so a finger swipes it), each photo with its "3 of 8", and thumbnails that are
 * links to each photo. Once hydrated, GalleryControls adds arrows, the arrow keys in the reading
 * direction, the current thumbnail marked, and a full-screen view.
 */
export function PropertyGallery({ photos }: { photos: PhotoView[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const hydrated = useHydrated();
  const row = useRef<HTMLUListElement>(null);
  const thumbs = useRef<HTMLUListElement>(null);
  const ar = lang === "ar";
  const total = photos.length;
  if (total === 0) return null;

  return (
    <section aria-label={t("property.gallery")}>
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
          {photos.map((photo, i) => (
            <li key={photo.id} id={`photo-${i + 1}`} className="relative w-full shrink-0 snap-center">
              <img
                src={photo.src}
                srcSet={photo.srcSet}
                sizes={photo.srcSet ? SLIDE_SIZES : undefined}
                alt={ar ? photo.altAr : photo.altEn}
                width={photo.width}
                height={photo.height}
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : "auto"}
                className="surface-muted aspect-[3/2] w-full rounded-2xl object-cover"
              />
              <span aria-hidden="true" className="photo-count">
                {t("property.photoCount", { n: i + 1, total })}
              </span>
              <span className="sr-only">{t("property.photo", { n: i + 1, total })}</span>
            </li>
          ))}
        </ul>
        {hydrated ? (
          <Suspense fallback={null}>
            <GalleryControls photos={photos} row={row} thumbs={thumbs} ar={ar} />
          </Suspense>
        ) : null}
      </div>

      {total > 1 ? (
        <ul ref={thumbs} aria-label={t("property.thumbnails")} className="mt-2 flex gap-2 overflow-x-auto">
          {photos.map((photo, i) => (
            <li key={photo.id} className="shrink-0">
              <a
                href={`#photo-${i + 1}`}
                aria-label={t("property.photo", { n: i + 1, total })}
                className="photo-thumb"
              >
                <img
                  src={photo.thumb}
                  alt=""
                  width={96}
                  height={64}
                  loading="lazy"
                  className="w-20 rounded-md sm:w-24"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
