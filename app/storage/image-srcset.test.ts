import { describe, expect, it } from "vitest";
import { photoSources } from "~/modules/media/photo-url";
import { imageSrcSet, renditionWidths } from "./image-srcset";

describe("renditionWidths", () => {
  it("lists the widths encodeImageRenditions stores", () => {
    expect(renditionWidths(4000)).toEqual([320, 640, 1280, 2560]);
    expect(renditionWidths(1280)).toEqual([320, 640, 1280]);
    expect(renditionWidths(900)).toEqual([320, 640, 900]);
    expect(renditionWidths(200)).toEqual([200]);
  });
});

describe("imageSrcSet", () => {
  it("orders widths narrowest first", () => {
    expect(imageSrcSet([{ width: 640 }, { width: 320 }], (w) => `/a?w=${w}`)).toBe(
      "/a?w=320 320w, /a?w=640 640w",
    );
  });
});

describe("photoSources", () => {
  it("offers an uploaded photo's renditions", () => {
    expect(photoSources({ storageKey: "upload:7b1c", width: 3000 })).toEqual({
      src: "/media/uploads/7b1c?w=1280",
      srcSet:
        "/media/uploads/7b1c?w=320 320w, /media/uploads/7b1c?w=640 640w, /media/uploads/7b1c?w=1280 1280w, /media/uploads/7b1c?w=2560 2560w",
    });
    expect(photoSources({ storageKey: "upload:7b1c", width: 900 }, 320)?.src).toBe(
      "/media/uploads/7b1c?w=320",
    );
    expect(photoSources({ storageKey: "upload:7b1c", width: 900 })?.src).toBe("/media/uploads/7b1c?w=900");
  });

  it("serves demo art as one vector file, and nothing for unknown keys", () => {
    expect(photoSources({ storageKey: "generated:villa-3-0", width: 1200 })).toEqual({
      src: "/media/generated/villa-3-0.svg",
    });
    expect(photoSources({ storageKey: "s3:x", width: 1200 })).toBeNull();
  });
});
