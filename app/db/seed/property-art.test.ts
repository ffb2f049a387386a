import { describe, expect, it } from "vitest";
import {
  artCategories,
  artStyle,
  artTimeOfDay,
  artView,
  artViewLabel,
  designNumberFor,
  parseArtKey,
  renderPropertyArt,
} from "./property-art";

const everyKey = artCategories.flatMap((category) =>
  [0, 1, 2, 3, 4, 5, 17, 250, 999_999].flatMap((design) =>
    [0, 1, 2, 3, 4].map((photo) => `${category}-${design}-${photo}`),
  ),
);

describe("parseArtKey", () => {
  it("reads category, design and photo", () => {
    expect(parseArtKey("villa-3-2")).toEqual({ category: "villa", design: 3, photo: 2 });
    expect(parseArtKey("farm-0-0")).toEqual({ category: "farm", design: 0, photo: 0 });
  });

  it.each([
    "",
    "villa",
    "villa-3",
    "villa-3-2-1",
    "castle-3-2",
    "Villa-3-2",
    "villa-03-2",
    "villa-3-12",
    "villa--3-2",
    "villa-1234567-2",
    "villa-3-2.svg",
    "villa-3-2\n",
    " villa-3-2",
    "../villa-3-2",
    "villa-3-２",
    "villa-٣-2",
  ])("refuses %j", (key) => {
    expect(parseArtKey(key)).toBeNull();
  });
});

describe("renderPropertyArt", () => {
  it("draws the same picture for the same key", () => {
    expect(renderPropertyArt("apartment-12-1")).toBe(renderPropertyArt("apartment-12-1"));
  });

  it("draws a different picture for every key", () => {
    const pictures = new Set(everyKey.map((key) => renderPropertyArt(key)));
    expect(pictures.size).toBe(everyKey.length);
  });

  it("is a sized, self-contained SVG under 12 KB", () => {
    for (const key of everyKey) {
      const svg = renderPropertyArt(key);
      expect(svg.startsWith("<svg ")).toBe(true);
      expect(svg.endsWith("</svg>")).toBe(true);
      expect(svg).toMatch(/^<svg [^>]*width="1200" height="800" viewBox="0 0 1200 800"/);
      expect(Buffer.byteLength(svg)).toBeLessThan(12 * 1024);
      expect(svg).not.toMatch(/<script|<text|<image|<foreignObject|font-|@import|url\((?!#)/i);
      expect(svg).not.toMatch(/href="(?!#)/);
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    }
  });

  it("keeps its elements balanced", () => {
    const svg = renderPropertyArt("commercial-41-3");
    const opened = svg.match(/<(svg|g|defs|pattern|linearGradient|radialGradient)[\s>]/g) ?? [];
    const closed = svg.match(/<\/(svg|g|defs|pattern|linearGradient|radialGradient)>/g) ?? [];
    expect(opened.length).toBe(closed.length);
    const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, ref] of svg.matchAll(/(?:url\(#|href="#)([^")]+)/g)) expect(ids).toContain(ref);
  });

  it("takes another size but keeps the drawing's viewBox", () => {
    const svg = renderPropertyArt("land-5-0", { width: 600, height: 400 });
    expect(svg).toMatch(/^<svg [^>]*width="600" height="400" viewBox="0 0 1200 800"/);
    expect(renderPropertyArt("land-5-0", { width: -1, height: 1e9 })).toMatch(/width="1200" height="800"/);
  });

  it("refuses keys it cannot parse", () => {
    expect(() => renderPropertyArt("villa-3")).toThrow();
    expect(() => renderPropertyArt("<script>-1-1")).toThrow();
  });

  it("keeps one building's style across its photos and varies the time of day", () => {
    const design = designNumberFor("hijazi", 7);
    expect(artStyle(design)).toBe("hijazi");
    const times = new Set([0, 1, 2, 3].map((photo) => artTimeOfDay({ category: "house", design, photo })));
    expect(times.size).toBe(4);
  });
});

describe("artView", () => {
  it("shows a listing's façade first, then what its kind of property calls for", () => {
    const views = (category: (typeof artCategories)[number]) =>
      [0, 1, 2, 3, 4].map((photo) => artView({ category, photo }));
    for (const category of artCategories) expect(views(category)[0]).toBe("facade");
    expect(views("villa")).toEqual(["facade", "interior", "floorPlan", "street", "sitePlan"]);
    expect(views("building")).toContain("floorPlan");
    expect(views("land")).not.toContain("interior");
    expect(views("land")).not.toContain("floorPlan");
    expect(views("farm")).toContain("sitePlan");
  });

  it("draws plans and rooms unlike the street scenes: no sky, and a floor plan on paper", () => {
    const sky = /<linearGradient id="[^"]+s"/;
    expect(renderPropertyArt("villa-3-0")).toMatch(sky);
    expect(renderPropertyArt("villa-3-1")).not.toMatch(sky);
    expect(renderPropertyArt("villa-3-2")).toContain('fill="#f8f6f0"');
    // One property's plan is the same on every visit, and differs from another property's.
    expect(renderPropertyArt("apartment-4-2")).toBe(renderPropertyArt("apartment-4-2"));
    expect(renderPropertyArt("apartment-4-2")).not.toBe(renderPropertyArt("apartment-7-2"));
  });

  it("names every view in both languages", () => {
    for (const category of artCategories)
      for (const photo of [0, 1, 2, 3, 4]) {
        const label = artViewLabel(category, artView({ category, photo }));
        expect(label.ar).toMatch(/[\u0600-\u06ff]/);
        expect(label.en).toMatch(/^[A-Z]/);
      }
    expect(artViewLabel("villa", "floorPlan")).toEqual({ ar: "مخطط الدور الأرضي", en: "Ground-floor plan" });
  });
});
