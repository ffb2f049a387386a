import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { escapeXml, pageUrlsXml, publicPagePaths, sitemapIndexXml, w3cDateTime } from "./sitemap-xml";

const origin = "https://mazad.example";

describe("pageUrlsXml", () => {
  it("lists the page once per language, each naming all languages and the default", () => {
    const xml = pageUrlsXml({
      origin,
      path: "/mazadat/12",
      lastModified: new Date("2026-01-02T03:04:05.678Z"),
    });
    const urls = xml.match(/<url>.*?<\/url>/g)!;
    expect(urls).toHaveLength(2);
    expect(urls[0]).toContain("<loc>https://mazad.example/mazadat/12</loc>");
    expect(urls[1]).toContain("<loc>https://mazad.example/en/mazadat/12</loc>");
    for (const url of urls) {
      expect(url).toContain("<lastmod>2026-01-02T03:04:05Z</lastmod>");
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="ar" href="https://mazad.example/mazadat/12"/>',
      );
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="en" href="https://mazad.example/en/mazadat/12"/>',
      );
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://mazad.example/mazadat/12"/>',
      );
    }
  });

  it("writes the home page as / and /en", () => {
    const xml = pageUrlsXml({ origin, path: "/" });
    expect(xml).toContain("<loc>https://mazad.example/</loc>");
    expect(xml).toContain("<loc>https://mazad.example/en</loc>");
    expect(xml).not.toContain("<lastmod>");
  });
});

describe("sitemapIndexXml", () => {
  it("names each file with its newest change", () => {
    const xml = sitemapIndexXml([
      { loc: `${origin}/sitemaps/pages.xml` },
      { loc: `${origin}/sitemaps/auctions-1.xml`, lastModified: new Date("2026-03-01T00:00:00Z") },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(xml).toContain("<sitemap><loc>https://mazad.example/sitemaps/pages.xml</loc></sitemap>");
    expect(xml).toContain(
      "<sitemap><loc>https://mazad.example/sitemaps/auctions-1.xml</loc><lastmod>2026-03-01T00:00:00Z</lastmod></sitemap>",
    );
  });
});

describe("escapeXml", () => {
  it("escapes the five XML specials", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&#38;b&#60;c&#62;&#34;d&#39;");
  });
});

describe("w3cDateTime", () => {
  it("drops milliseconds and keeps UTC", () => {
    expect(w3cDateTime(new Date("2026-05-06T07:08:09.999Z"))).toBe("2026-05-06T07:08:09Z");
  });
});

describe("publicPagePaths", () => {
  it("names only pages that exist, in the Arabic tree, and not the not-found page", () => {
    const arabic = routes.filter((r) => r.id?.startsWith("ar:"));
    const declared = new Set(arabic.map((r) => (r.index ? "/" : `/${r.path}`)));
    for (const path of publicPagePaths) expect(declared, path).toContain(path);
    expect(publicPagePaths).not.toContain("/404");
  });
});
