import { describe, expect, it } from "vitest";
import { canonicalQuery, halalasToDecimal, normalizePathname, pageUrls, serializeJsonLd } from "./seo";

const origin = "https://mazad.example";

describe("pageUrls", () => {
  it("gives the canonical URL in the page's language and the page in every language", () => {
    expect(pageUrls({ origin, pathname: "/about", lang: "ar" })).toEqual({
      canonical: "https://mazad.example/about",
      alternates: [
        { hrefLang: "ar", href: "https://mazad.example/about" },
        { hrefLang: "en", href: "https://mazad.example/en/about" },
        { hrefLang: "x-default", href: "https://mazad.example/about" },
      ],
    });
    const en = pageUrls({ origin, pathname: "/en/mazadat/7", lang: "en" });
    expect(en.canonical).toBe("https://mazad.example/en/mazadat/7");
    expect(en.alternates.map((a) => a.href)).toEqual([
      "https://mazad.example/mazadat/7",
      "https://mazad.example/en/mazadat/7",
      "https://mazad.example/mazadat/7",
    ]);
  });

  it("maps the home page to / and /en, with or without a trailing slash", () => {
    expect(pageUrls({ origin, pathname: "/", lang: "ar" }).canonical).toBe("https://mazad.example/");
    expect(pageUrls({ origin, pathname: "/en/", lang: "en" }).canonical).toBe("https://mazad.example/en");
    expect(pageUrls({ origin, pathname: "/en", lang: "en" }).alternates[0]!.href).toBe(
      "https://mazad.example/",
    );
    expect(pageUrls({ origin, pathname: "/faq/", lang: "ar" }).canonical).toBe("https://mazad.example/faq");
  });

  it("drops tracking parameters everywhere and keeps listing filters on every language's URL", () => {
    expect(
      pageUrls({ origin, pathname: "/about", search: "?utm_source=x&status=current", lang: "ar" }).canonical,
    ).toBe("https://mazad.example/about");
    const urls = pageUrls({
      origin,
      pathname: "/en/auctions",
      search: "?utm_source=news&fbclid=abc&city=riyadh&status=current",
      lang: "en",
    });
    expect(urls.canonical).toBe("https://mazad.example/en/auctions?status=current&city=riyadh");
    expect(urls.alternates.find((a) => a.hrefLang === "ar")!.href).toBe(
      "https://mazad.example/auctions?status=current&city=riyadh",
    );
  });
});

describe("canonicalQuery", () => {
  it("keeps what the listing understands and leaves out defaults", () => {
    expect(canonicalQuery("/auctions", "status=all&page=1&sort=relevance")).toBe("");
    expect(canonicalQuery("/auctions", "page=2&category=villa&district=5&sort=price_asc&q=%20villa%20")).toBe(
      "q=villa&district=5&category=villa&sort=price_asc&page=2",
    );
    expect(canonicalQuery("/search", "q=malqa&gclid=1")).toBe("q=malqa");
  });

  it("writes every spelling of one result page the same way", () => {
    expect(canonicalQuery("/auctions", "page=٢&city=riyadh")).toBe(
      canonicalQuery("/auctions", "city=riyadh&page=2"),
    );
    expect(canonicalQuery("/en/auctions/", "city=&status=upcoming")).toBe("status=upcoming");
  });

  it("never echoes unknown parameters, even for a query the listing refuses", () => {
    expect(canonicalQuery("/auctions", "status=bogus&utm_medium=x&page=2")).toBe("status=bogus&page=2");
  });

  it("ignores the query of pages that have no filters", () => {
    expect(canonicalQuery("/mazadat/3", "status=current")).toBe("");
    expect(canonicalQuery("/", "q=x")).toBe("");
  });
});

describe("normalizePathname", () => {
  it("trims trailing slashes but keeps the root", () => {
    expect(normalizePathname("/auctions//")).toBe("/auctions");
    expect(normalizePathname("/")).toBe("/");
    expect(normalizePathname("")).toBe("/");
  });
});

describe("serializeJsonLd", () => {
  it("cannot be closed early by text inside it, and still parses to the same value", () => {
    const value = { name: "</script><script>alert(1)</script> & <!-- \u2028" };
    const json = serializeJsonLd(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe("halalasToDecimal", () => {
  it("writes riyals with two decimals and no grouping", () => {
    expect(halalasToDecimal(125_000_000)).toBe("1250000.00");
    expect(halalasToDecimal(5)).toBe("0.05");
    expect(halalasToDecimal(1_234_567_89)).toBe("1234567.89");
    expect(halalasToDecimal(0)).toBe("0.00");
  });

  it("refuses anything that is not a whole number of halalas", () => {
    expect(() => halalasToDecimal(1.5)).toThrow(RangeError);
  });
});
