// Loaded by PropertyGallery after hydration: the gallery's arrows, keys, marked thumbnail and
// full-screen view, in a chunk of their own (ADR 011).
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { photoForKey, stepPhoto, swipeStep } from "./gallery-navigation";
import type { PhotoView } from "~/modules/media/photo-url";

export type ControlProps = {
  photos: PhotoView[];
  row: RefObject<HTMLUListElement | null>;
  thumbs: RefObject<HTMLUListElement | null>;
  ar: boolean;
};

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

/** Scrolls the row to photo `index` and makes it the current one. */
function showPhoto(row: HTMLElement | null, index: number, setCurrent: (index: number) => void) {
  const slide = row?.children[index] as HTMLElement | undefined;
  if (!row || !slide) return;
  setCurrent(index);
  scrollRowTo(row, slide, "start");
}

export default function GalleryControls({ photos, row, thumbs, ar }: ControlProps) {
  const { t } = useTranslation();
  const dir = ar ? "rtl" : "ltr";
  const [current, setCurrent] = useState(0);
  const currentRef = useRef(0);
  const total = photos.length;

  const show = (index: number) => showPhoto(row.current, index, setCurrent);

  // The photo in view, whichever way it got there (arrow, key, swipe, a thumbnail).
  useEffect(() => {
    const root = row.current;
    if (!root || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          if (entry.isIntersecting) setCurrent([...root.children].indexOf(entry.target));
      },
      { root, threshold: 0.6 },
    );
    for (const slide of root.children) observer.observe(slide);
    return () => observer.disconnect();
  }, [row, total]);

  // The row's arrow keys, and thumbnails that scroll the row without moving the page.
  useEffect(() => {
    const root = row.current;
    const strip = thumbs.current;
    const onKey = (event: globalThis.KeyboardEvent) => {
      const next = photoForKey(event.key, currentRef.current, total, dir);
      if (next === null) return;
      event.preventDefault();
      showPhoto(root, next, setCurrent);
    };
    const onThumb = (event: MouseEvent) => {
      const link = (event.target as Element).closest("a");
      if (!strip || !link || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      showPhoto(root, [...strip.querySelectorAll("a")].indexOf(link), setCurrent);
    };
    root?.addEventListener("keydown", onKey);
    strip?.addEventListener("click", onThumb);
    return () => {
      root?.removeEventListener("keydown", onKey);
      strip?.removeEventListener("click", onThumb);
    };
  }, [row, thumbs, total, dir]);

  // The current photo, for the keys, and marked on its thumbnail, kept in view.
  useEffect(() => {
    currentRef.current = current;
    const strip = thumbs.current;
    if (!strip) return;
    [...strip.querySelectorAll("a")].forEach((link, i) =>
      i === current ? link.setAttribute("aria-current", "true") : link.removeAttribute("aria-current"),
    );
    const thumb = strip.children[current] as HTMLElement | undefined;
    if (thumb) scrollRowTo(strip, thumb, "nearest");
  }, [thumbs, current]);

  return (
    <>
      {total > 1 ? (
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
      <FullScreen photos={photos} current={current} onChange={show} ar={ar} />
    </>
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

/** The photos full screen in a native modal <dialog>: Escape closes it, the focus returns to its button. */
function FullScreen({
  photos,
  current,
  onChange,
  ar,
}: {
  photos: PhotoView[];
  current: number;
  onChange: (index: number) => void;
  ar: boolean;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const total = photos.length;
  const dir = ar ? "rtl" : "ltr";
  const photo = photos[current] ?? photos[0]!;
  const alt = ar ? photo.altAr : photo.altEn;

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
      <dialog
        ref={dialog}
        aria-label={t("property.gallery")}
        onKeyDown={onKeyDown}
        onClose={() => opener.current?.focus()}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-neutral-950 p-0 text-white backdrop:bg-neutral-950 open:flex open:flex-col"
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
            src={photo.src}
            srcSet={photo.srcSet}
            sizes={photo.srcSet ? "100vw" : undefined}
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
