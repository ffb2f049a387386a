import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support";

// Property pages show a map whose tiles come from the outside world, which tests cannot reach.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/([a-z]\.)?tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: PNG }),
  );
});

type Head = {
  canonical: string[];
  alternates: Record<string, string>;
  alternateCount: number;
  robots: string | null;
  meta: Record<string, string>;
  jsonLd: string[];
};

/** What a crawler reads from the rendered page's head (and the JSON-LD wherever it is). */
function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const alternates = [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')];
    return {
      canonical: [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((l) => l.href),
      alternates: Object.fromEntries(alternates.map((l) => [l.hreflang, l.href])),
      alternateCount: alternates.length,
      robots: document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null,
      meta: Object.fromEntries(
        [...document.head.querySelectorAll("meta[property], meta[name]")].map((m) => [
          m.getAttribute("property") ?? m.getAttribute("name"),
          m.getAttribute("content") ?? "",
        ]),
      ),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => s.textContent ?? "",
      ),
    };
  });
}

type JsonLdNode = { "@type": string; [key: string]: unknown };
type Listing = JsonLdNode & {
  url: string;
  image: string[];
  offers: { "@type": string; price: string; priceCurrency: string; availability: string };
  about: JsonLdNode & { address: { addressCountry: string } };
};

/** Any public auction of the demo data, found the way a visitor finds one. */
async function firstAuctionPath(page: Page): Promise<string> {
  await page.goto("/auctions");
  const href = await page.locator('main a[href^="/mazadat/"]').first().getAttribute("href");
  expect(href).toMatch(/^\/mazadat\/\d+$/);
  return href!;
}

test.describe("search engine tags", () => {
  test("the Arabic home page names itself, its English twin and the default", async ({ page, baseURL }) => {
    await page.goto("/?utm_source=newsletter");
    const head = await readHead(page);
    expect(head.canonical).toEqual([`${baseURL}/`]);
    expect(head.alternates).toEqual({
      ar: `${baseURL}/`,
      en: `${baseURL}/en`,
      "x-default": `${baseURL}/`,
    });
    expect(head.robots).toBeNull();
    expect(head.meta).toMatchObject({
      "og:url": `${baseURL}/`,
      "og:site_name": "مزاد",
      "og:locale": "ar_SA",
      "og:locale:alternate": "en_US",
      "og:type": "website",
      "twitter:card": "summary_large_image",
    });
    expect(head.meta["og:title"]).toContain("مزاد");
    expect(head.meta["og:description"]).toBe(head.meta.description);
  });

  test("an English listing keeps its filters in the canonical URL and drops tracking", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/en/auctions?utm_campaign=x&status=current&page=1&fbclid=abc");
    const head = await readHead(page);
    expect(head.canonical).toEqual([`${baseURL}/en/auctions?status=current`]);
    expect(head.alternates).toEqual({
      ar: `${baseURL}/auctions?status=current`,
      en: `${baseURL}/en/auctions?status=current`,
      "x-default": `${baseURL}/auctions?status=current`,
    });
    expect(head.meta).toMatchObject({
      "og:url": `${baseURL}/en/auctions?status=current`,
      "og:site_name": "Mazad",
      "og:locale": "en_US",
      "og:locale:alternate": "ar_SA",
    });
    expect(head.meta["og:title"]).toContain("Mazad");
  });

  test("the canonical URL follows client-side navigation", async ({ page, baseURL }) => {
    await page.goto("/en");
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: "Browse auctions" }).click();
    await expect(page).toHaveURL(/\/en\/auctions$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/en/auctions`);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
      "href",
      `${baseURL}/auctions`,
    );
  });

  for (const lang of ["ar", "en"] as const) {
    test(`a property page in ${lang} describes the listing and its offer for search and sharing`, async ({
      page,
      baseURL,
    }) => {
      const arabicPath = await firstAuctionPath(page);
      const path = lang === "ar" ? arabicPath : `/en${arabicPath}`;
      const response = await page.goto(path);
      const nonce = /'nonce-([^']+)'/.exec(response!.headers()["content-security-policy"] ?? "")?.[1];
      expect(await response!.text()).toContain(`<script type="application/ld+json" nonce="${nonce}">`);
      await waitForHydration(page);

      const head = await readHead(page);
      expect(head.canonical).toEqual([`${baseURL}${path}`]);
      expect(head.alternates).toEqual({
        ar: `${baseURL}${arabicPath}`,
        en: `${baseURL}/en${arabicPath}`,
        "x-default": `${baseURL}${arabicPath}`,
      });
      const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
      expect(head.meta["og:title"]).toBe(title);
      expect(head.meta["og:url"]).toBe(`${baseURL}${path}`);
      expect(head.meta["og:description"]).toBe(head.meta.description);
      expect(head.meta["og:image"]).toMatch(new RegExp(`^${baseURL}/media/generated/[a-z0-9-]+\\.svg$`));
      expect(head.meta["og:image:alt"]?.length).toBeGreaterThan(0);
      expect((await page.request.get(head.meta["og:image"]!)).status()).toBe(200);

      expect(head.jsonLd).toHaveLength(1);
      const data = JSON.parse(head.jsonLd[0]!) as { "@context": string; "@graph": JsonLdNode[] };
      expect(data["@context"]).toBe("https://schema.org");
      const listing = data["@graph"].find((n) => n["@type"] === "RealEstateListing") as Listing;
      expect(listing.name).toBe(title);
      expect(listing.url).toBe(`${baseURL}${path}`);
      expect(listing.inLanguage).toBe(lang);
      expect(listing.image[0]).toBe(head.meta["og:image"]);
      expect(listing.about.address.addressCountry).toBe("SA");
      expect(listing.offers["@type"]).toBe("Offer");
      expect(listing.offers.priceCurrency).toBe("SAR");
      expect(listing.offers.price).toMatch(/^\d+\.\d{2}$/);
      expect(listing.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|SoldOut|Discontinued)$/);
      const crumbs = data["@graph"].find((n) => n["@type"] === "BreadcrumbList") as JsonLdNode & {
        itemListElement: { item: string }[];
      };
      expect(crumbs.itemListElement.map((c) => c.item)).toEqual([
        lang === "ar" ? `${baseURL}/` : `${baseURL}/en`,
        `${baseURL}${lang === "ar" ? "" : "/en"}/auctions`,
        `${baseURL}${path}`,
      ]);
    });
  }

  for (const path of ["/nope", "/en/nope", "/mazadat/999999999", "/auctions?status=bogus"]) {
    test(`${path} asks not to be indexed and names no canonical URL`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response!.status()).toBeGreaterThanOrEqual(400);
      await waitForHydration(page);
      const head = await readHead(page);
      expect(head.robots).toBe("noindex");
      expect(head.canonical).toEqual([]);
      expect(head.alternateCount).toBe(0);
      expect(head.meta["og:url"]).toBeUndefined();
      expect(head.jsonLd).toEqual([]);
    });
  }
});

test.describe("robots.txt and sitemaps", () => {
  test("robots.txt points at the sitemap, whose files are well-formed and list pages and auctions in both languages @smoke", async ({
    page,
    request,
    baseURL,
  }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

    await page.goto("/en");
    /** Chromium's XML parser is strict: any well-formedness error yields a <parsererror>. */
    const parse = (xml: string) =>
      page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, "application/xml");
        const ns = "http://www.sitemaps.org/schemas/sitemap/0.9";
        return {
          error: doc.getElementsByTagName("parsererror").length > 0,
          root: doc.documentElement.localName,
          locs: [...doc.getElementsByTagNameNS(ns, "loc")].map((l) => l.textContent ?? ""),
          alternates: doc.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link").length,
        };
      }, xml);

    const index = await parse(await (await request.get("/sitemap.xml")).text());
    expect(index).toMatchObject({ error: false, root: "sitemapindex" });
    expect(index.locs[0]).toBe(`${baseURL}/sitemaps/pages.xml`);
    const auctionFiles = index.locs.filter((l) => /\/sitemaps\/auctions-\d+\.xml$/.test(l));
    expect(auctionFiles.length).toBeGreaterThan(0);

    const pages = await parse(await (await request.get(index.locs[0]!)).text());
    expect(pages).toMatchObject({ error: false, root: "urlset" });
    expect(pages.locs).toEqual(expect.arrayContaining([`${baseURL}/`, `${baseURL}/en`, `${baseURL}/en/faq`]));
    expect(pages.alternates).toBe(pages.locs.length * 3);

    const auctionPath = await firstAuctionPath(page);
    const auctions = await parse(await (await request.get(auctionFiles[0]!)).text());
    expect(auctions).toMatchObject({ error: false, root: "urlset" });
    expect(auctions.locs.length).toBeLessThanOrEqual(50_000);
    expect(auctions.locs).toEqual(
      expect.arrayContaining([`${baseURL}${auctionPath}`, `${baseURL}/en${auctionPath}`]),
    );
  });
});
