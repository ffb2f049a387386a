import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageSrcSet } from "./image-srcset";
import { encodeImageRenditions, UnreadableImageError } from "./images.server";

/** A phone photo: 3000×2000 pixels stored sideways (EXIF orientation 6), with GPS and camera tags. */
async function phonePhoto(): Promise<Uint8Array> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "PhoneMaker", Model: "Model X" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "24/1 42/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "46/1 40/1 0/1",
      },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe("encodeImageRenditions", () => {
  it("turns a photo upright, drops its metadata (GPS included) and encodes WebP at each width", async () => {
    const input = await phonePhoto();
    const before = await sharp(input).metadata();
    expect(before.exif?.includes("PhoneMaker")).toBe(true);
    expect(before.orientation).toBe(6);

    const renditions = await encodeImageRenditions(input);
    // Upright it is 2000 wide and 3000 high; widths for srcset below that, then the image itself.
    expect(renditions.map((r) => [r.width, r.height])).toEqual([
      [320, 480],
      [640, 960],
      [1280, 1920],
      [2000, 3000],
    ]);
    for (const rendition of renditions) {
      const meta = await sharp(rendition.bytes).metadata();
      expect(rendition.contentType).toBe("image/webp");
      expect(meta.format).toBe("webp");
      expect([meta.width, meta.height]).toEqual([rendition.width, rendition.height]);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(Buffer.from(rendition.bytes).includes("PhoneMaker")).toBe(false);
    }
  });

  it("never enlarges a small image and caps a huge one", async () => {
    const small = await sharp({ create: { width: 500, height: 300, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect((await encodeImageRenditions(small)).map((r) => r.width)).toEqual([320, 500]);
    const wide = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect((await encodeImageRenditions(wide)).map((r) => [r.width, r.height])).toEqual([
      [320, 80],
      [640, 160],
      [1280, 320],
      [2560, 640],
    ]);
  });

  it("refuses bytes that only look like an image", async () => {
    const fake = Uint8Array.from([
      0xff,
      0xd8,
      0xff,
      0xe0,
      ...new TextEncoder().encode("<script>alert(1)</script>"),
    ]);
    await expect(encodeImageRenditions(fake)).rejects.toThrow(UnreadableImageError);
    const truncated = (await phonePhoto()).slice(0, 2000);
    await expect(encodeImageRenditions(truncated)).rejects.toThrow(UnreadableImageError);
  });
});

describe("imageSrcSet", () => {
  it("lists each width with its URL, narrowest first", () => {
    expect(imageSrcSet([{ width: 640 }, { width: 320 }], (w) => `/media/uploads/u1?w=${w}`)).toBe(
      "/media/uploads/u1?w=320 320w, /media/uploads/u1?w=640 640w",
    );
  });
});
