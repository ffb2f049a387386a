import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "~/i18n/use-lang";
import { useHydrated } from "~/lib/use-hydrated";
import { photoSources, type PhotoSources } from "~/modules/media/photo-url";
import type { AuctionDetail } from "~/modules/auctions/get-auction-detail.server";
import { photoForKey, stepPhoto, swipeStep } from "./gallery-navigation";

type Photo = AuctionDetail["photos"][number];
type Shown = { photo: Photo; sources: PhotoSources; alt: string };

/*
 * How wide a photo is drawn: the page's main column beside the 380-pixel bidding column from
 * 1024 pixels (max-w-7xl, px-4, gap-6), the screen less its padding below.
 */
const SLIDE_SIZES = "(min-width: 1280px) 844px, (min-width: 1024px) calc(100vw - 436px), calc(100vw - 32px)";

/** Moves `row`'s scroll so `item` lies at its start edge (`align`) or just inside it ("nearest"). */
function scrollRowTo(row: HTMLElement, item: HTMLElement, align: "start" | "nearest") {
  const box = row.getBoundingClientRect();
  const at = item.getBoundingClientRect();
  const rtl = getComputedStyle(row).direction === "rtl";
  let delta = 0;
  if (align === "start") delta = rtl ? at.right - box.right : at.left - box.left;
  else if (at.left < box.left) delta = at.left - box.left - 8;
  else if (at.right > box.right) delta = at.right - box.right + 8;
  if (delta) row.scrollTo({ left: row.scrollLeft + delta });
}

/**
 * The property's photos. Without JavaScript: a row that scrolls sideways one photo at a time
 * (CSS scroll snap, so a finger swipes it), each photo with its "3 of 8", and thumbnails that are
 * links to each photo. Once hydrated: arrows, the arrow keys in the reading direction, the
 * current thumbnail marked, and a full-screen view in a native <dialog> (Escape closes it and
 * the focus returns to the button that opened it).
 */
export function PropertyGallery({ photos }: { photos: AuctionDetail["photos"] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const dir = lang === "ar" ? "rtl" : "ltr";
  const hydrated = useHydrated();
  const row = useRef<HTMLUListElement>(null);
  const thumbs = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const shown: Shown[] = photos.flatMap((photo) => {
    const sources = photoSources(photo);
    return sources ? [{ photo, sources, alt: lang === "ar" ? photo.altAr : photo.altEn }] : [];
  });
  const total = shown.length;

  // The photo in view, whichever way it got there (arrow, key, swipe, a thumbnail's link).
  useEffect(() => {
    const root = row.current;
    if (!root || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          if (entry.isIntersecting) setCurrent(Number((entry.target as HTMLElement).dataset.index));
      },
      { root, threshold: 0.6 },
    );
    for (const slide of root.children) observer.observe(slide);
    return () => observer.disconnect();
  }, [total]);

  useEffect(() => {
    const strip = thumbs.current;
    const thumb = strip?.children[current] as HTMLElement | undefined;
    if (strip && thumb) scrollRowTo(strip, thumb, "nearest");
  }, [current]);

  const show = useCallback(
    (index: number) => {
      const slide = row.current?.children[index] as HTMLElement | undefined;
      if (!row.current || !slide) return;
      setCurrent(index);
      scrollRowTo(row.current, slide, "start");
    },
    [row],
  );

  if (total === 0) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    const next = photoForKey(event.key, current, total, dir);
    if (next === null) return;
    event.preventDefault();
    show(next);
  };

  return (
    <section aria-label={t("property.gallery")} data-testid="gallery">
      <div className="relative">
        {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
            Each item is `relative` so its visually hidden caption stays inside the scroller
            instead of widening the page on phones. The arrow keys step one photo at a time. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <ul
          ref={row}
          className="flex snap-x snap-mandatory gap-2 overflow-x-auto overscroll-x-contain rounded-2xl [scrollbar-width:none] motion-safe:scroll-smooth"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={t("property.gallery")}
          onKeyDown={onKeyDown}
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
        {hydrated && total > 1 ? (
          <>
            <ArrowButton
              side="start"
              label={t("property.previousPhoto")}
              onClick={() => show(stepPhoto(current, -1, total))}
            />
            <ArrowButton
              side="end"
              label={t("property.nextPhoto")}
              onClick={() => show(stepPhoto(current, 1, total))}
            />
          </>
        ) : null}
        {hydrated ? <FullScreen shown={shown} current={current} onChange={show} dir={dir} /> : null}
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
                aria-current={hydrated && i === current ? "true" : undefined}
                onClick={(event) => {
                  if (!hydrated) return;
                  event.preventDefault();
                  show(i);
                }}
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

const roundButton =
  "inline-flex size-11 items-center justify-center rounded-full bg-black/60 text-white shadow-md transition-colors hover:bg-black/80";

/** A chevron pointing to the reading direction's start ("previous") or end ("next"). */
function Chevron({ to }: { to: "start" | "end" }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 rtl:-scale-x-100">
      <path
        d={to === "start" ? "M15 18l-6-6 6-6" : "M9 6l6 6-6 6"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ArrowButton({
  side,
  label,
  onClick,
}: {
  side: "start" | "end";
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`${roundButton} absolute top-1/2 -translate-y-1/2 ${side === "start" ? "start-2" : "end-2"}`}
    >
      <Chevron to={side} />
    </button>
  );
}

function FullScreen({
  shown,
  current,
  onChange,
  dir,
}: {
  shown: Shown[];
  current: number;
  onChange: (index: number) => void;
  dir: "rtl" | "ltr";
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const total = shown.length;
  const { photo, sources, alt } = shown[current] ?? shown[0]!;

  const onKeyDown = (event: KeyboardEvent) => {
    const next = photoForKey(event.key, current, total, dir);
    if (next === null) return;
    event.preventDefault();
    onChange(next);
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = touch.current;
    touch.current = null;
    if (!start) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y, dir);
    if (step) onChange(stepPhoto(current, step, total));
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-label={t("property.fullScreen")}
        title={t("property.fullScreen")}
        onClick={() => dialog.current?.showModal()}
        className={`${roundButton} absolute end-2 top-2`}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5">
          <path
            d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {/* Escape closes a modal dialog natively; the focus goes back to the opener. */}
      <dialog
        ref={dialog}
        aria-label={t("property.gallery")}
        onKeyDown={onKeyDown}
        onClose={() => opener.current?.focus()}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-black/95 p-0 text-white backdrop:bg-black/80 open:flex open:flex-col"
        data-testid="gallery-full-screen"
      >
        <div className="flex items-center justify-between gap-3 p-3">
          <p className="text-sm font-medium tabular-nums" aria-live="polite">
            {t("property.photoCount", { n: current + 1, total })}
          </p>
          <button
            type="button"
            aria-label={t("property.closeFullScreen")}
            title={t("property.closeFullScreen")}
            onClick={() => dialog.current?.close()}
            className={roundButton}
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5">
              <path
                d="M6 6l12 12M18 6L6 18"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <figure
          className="relative flex min-h-0 flex-1 flex-col items-center justify-center px-2 pb-3 select-none"
          style={{ touchAction: "pan-y" }}
          onPointerDown={(event) => (touch.current = { x: event.clientX, y: event.clientY })}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (touch.current = null)}
        >
          <img
            key={photo.id}
            src={sources.src}
            srcSet={sources.srcSet}
            sizes={sources.srcSet ? "100vw" : undefined}
            alt={alt}
            width={photo.width}
            height={photo.height}
            className="max-h-full min-h-0 w-auto max-w-full flex-1 object-contain"
          />
          <figcaption className="mt-2 text-center text-sm text-white/85">
            <bdi>{alt}</bdi>
          </figcaption>
          {total > 1 ? (
            <>
              <ArrowButton
                side="start"
                label={t("property.previousPhoto")}
                onClick={() => onChange(stepPhoto(current, -1, total))}
              />
              <ArrowButton
                side="end"
                label={t("property.nextPhoto")}
                onClick={() => onChange(stepPhoto(current, 1, total))}
              />
            </>
          ) : null}
        </figure>
      </dialog>
    </>
  );
}
