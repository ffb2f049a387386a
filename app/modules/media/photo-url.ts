import { imageSrcSet, renditionWidths } from "~/storage/image-srcset";

/**
 * Public URL of a stored photo. Demo art is drawn on request; a photo the committee uploaded
 * (`upload:<id>`, issue 14) is served from the file storage (ADR 021).
 */
export function photoUrl(storageKey: string): string | null {
  if (storageKey.startsWith("generated:")) return `/media/generated/${storageKey.slice(10)}.svg`;
  if (storageKey.startsWith("upload:")) return `/media/uploads/${storageKey.slice(7)}`;
  return null;
}

export type PhotoSources = { src: string; srcSet?: string };

/**
 * What an `<img>` needs to show a stored photo at the size it is drawn: an uploaded photo offers
 * each of its WebP renditions (`?w=<width>`, widths known from the photo's own width), so a phone
 * downloads the 640-pixel one and a wide screen the 1280; `src` is the narrowest width at least
 * `fallbackWidth` wide, for browsers without `srcset`. Demo art is a vector drawing: one file at
 * every size. Null when the key names no known storage.
 */
export function photoSources(
  photo: { storageKey: string; width: number },
  fallbackWidth = 1280,
): PhotoSources | null {
  const url = photoUrl(photo.storageKey);
  if (!url) return null;
  if (!photo.storageKey.startsWith("upload:")) return { src: url };
  const widths = renditionWidths(photo.width);
  const fallback = widths.find((w) => w >= fallbackWidth) ?? widths[widths.length - 1]!;
  return {
    src: `${url}?w=${fallback}`,
    srcSet: imageSrcSet(
      widths.map((width) => ({ width })),
      (w) => `${url}?w=${w}`,
    ),
  };
}

/** A photo as a page shows it: its sources, a thumbnail, its size and its alt text in each language. */
export type PhotoView = PhotoSources & {
  id: number;
  thumb: string;
  width: number;
  height: number;
  altAr: string;
  altEn: string;
};

/**
 * The photos a page shows, their sources worked out by the server (the page's scripts need not
 * know the renditions' rules); photos in no known storage are left out.
 */
export function photoViews(
  photos: readonly {
    id: number;
    storageKey: string;
    width: number;
    height: number;
    altAr: string;
    altEn: string;
  }[],
): PhotoView[] {
  return photos.flatMap(({ id, storageKey, width, height, altAr, altEn }) => {
    const sources = photoSources({ storageKey, width });
    const thumb = photoSources({ storageKey, width }, 320);
    return sources && thumb ? [{ id, ...sources, thumb: thumb.src, width, height, altAr, altEn }] : [];
  });
}
