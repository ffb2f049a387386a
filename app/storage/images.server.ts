import sharp from "sharp";
import { IMAGE_WIDTHS, MAX_IMAGE_WIDTH } from "./image-srcset";

export { IMAGE_WIDTHS, MAX_IMAGE_WIDTH };
/** Decoding refuses images over 40 megapixels (a small file can claim enormous dimensions). */
const MAX_INPUT_PIXELS = 40_000_000;

export type ImageRendition = {
  width: number;
  height: number;
  bytes: Uint8Array;
  contentType: "image/webp";
};

export class UnreadableImageError extends Error {
  override name = "UnreadableImageError";
}

/**
 * Re-encodes an uploaded photo as WebP: turned upright by its EXIF orientation, then stripped of
 * every metadata block (EXIF with GPS position and camera serial, XMP, IPTC, comments; colours
 * converted to sRGB), at each width of IMAGE_WIDTHS narrower than the image and at its own width
 * (at most MAX_IMAGE_WIDTH), never enlarged. Renditions come narrowest first. Throws
 * UnreadableImageError when the bytes do not decode as an image.
 */
export async function encodeImageRenditions(
  input: Uint8Array,
  options: { widths?: readonly number[]; maxWidth?: number; quality?: number } = {},
): Promise<ImageRendition[]> {
  const widths = options.widths ?? IMAGE_WIDTHS;
  const maxWidth = options.maxWidth ?? MAX_IMAGE_WIDTH;
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", autoOrient: true });
  let width: number;
  try {
    width = (await source.metadata()).autoOrient.width;
  } catch (err) {
    throw new UnreadableImageError("the image could not be decoded", { cause: err });
  }
  const full = Math.min(width, maxWidth);
  const targets = [...new Set([...widths.filter((w) => w < full), full])].sort((a, b) => a - b);
  try {
    return await Promise.all(
      targets.map(async (target) => {
        const { data, info } = await source
          .clone()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: options.quality ?? 80 })
          .toBuffer({ resolveWithObject: true });
        return {
          width: info.width,
          height: info.height,
          bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
          contentType: "image/webp" as const,
        };
      }),
    );
  } catch (err) {
    throw new UnreadableImageError("the image could not be decoded", { cause: err });
  }
}
