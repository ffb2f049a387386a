/** Widths for responsive `srcset`; the largest rendition is the image itself, capped at MAX_IMAGE_WIDTH. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export const MAX_IMAGE_WIDTH = 2560;

/** A `srcset` value from renditions and the URL of each width: "/a?w=320 320w, /a?w=640 640w". */
export function imageSrcSet(
  renditions: readonly { width: number }[],
  urlOf: (width: number) => string,
): string {
  return [...renditions]
    .sort((a, b) => a.width - b.width)
    .map((r) => `${urlOf(r.width)} ${r.width}w`)
    .join(", ");
}

/**
 * The widths an image `width` pixels wide is stored at (encodeImageRenditions): each of
 * IMAGE_WIDTHS narrower than the image, and the image's own width capped at MAX_IMAGE_WIDTH,
 * narrowest first. Known from the width alone, so a page needs no query for its `srcset`.
 */
export function renditionWidths(width: number): number[] {
  const full = Math.min(Math.max(1, Math.round(width)), MAX_IMAGE_WIDTH);
  return [...new Set([...IMAGE_WIDTHS.filter((w) => w < full), full])].sort((a, b) => a - b);
}
