import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, ONE_LANGUAGE, test, waitForHydration } from "./support";

type Lang = "ar" | "en";
const prefix = (lang: Lang) => (lang === "ar" ? "" : "/en");

/** An auction of a group with bids, e.g. the current auction ending soonest that has bids. */
async function openFirstAuction(page: Page, lang: Lang, status: "current" | "finished") {
  await page.goto(`${prefix(lang)}/auctions?status=${status}`);
  // One with a bid history worth reading: other journeys (the whole listing path, bidding) start
  // and finish auctions of their own with one bid or none, and may come first in the listing.
  const res = await page.request.get(
    `/api/v1/auctions?status=${status}&pageSize=50${status === "current" ? "&sort=ending" : ""}`,
  );
  const { data } = (await res.json()) as { data: { id: number; bidCount: number }[] };
  const withHistory = data.find((auction) => auction.bidCount >= (status === "finished" ? 3 : 1));
  expect(withHistory, `a ${status} demo auction with a bid history`).toBeDefined();
  const href = `${prefix(lang)}/mazadat/${withHistory!.id}`;
  expect(href).toMatch(/\/mazadat\/\d+$/);
  const response = await page.goto(href!);
  expect(response?.status()).toBe(200);
  return href!;
}

const labels: Record<Lang, string[]> = {
  ar: [
    "رقم الأصل",
    "المدينة",
    "الحي",
    "السعر الافتتاحي",
    "أعلى سعر",
    "الحد الأدنى للزيادة",
    "مبلغ التأمين (العربون)",
    "تاريخ البدء",
    "تاريخ الانتهاء",
    "عرض الشارع",
    "رقم المخطط",
    "رقم القطعة",
    "رقم الصك",
    "نوع العقار / الاستخدام",
    "الحدود والأطوال",
    "شمالًا",
    "جنوبًا",
    "شرقًا",
    "غربًا",
    "الغرف",
    "دورات المياه",
    "المجالس",
    "المساحة",
    "المستندات",
    "الوكيل البائع",
    "التصنيف",
    "أصول مقترحة",
    "الإحداثيات",
    "الموقع",
    "سجل المزايدات",
    "حاسبة السعر",
  ],
  en: [
    "Asset number",
    "City",
    "District",
    "Opening price",
    "Maximum price",
    "Minimum increment",
    "Deposit",
    "Begin date",
    "End date",
    "Street width",
    "Scheme (plan) number",
    "Part (plot) number",
    "Instrument (deed) number",
    "Property type / use",
    "Boundaries and lengths",
    "North",
    "South",
    "East",
    "West",
    "Rooms",
    "Bathrooms",
    "Reception rooms",
    "Area",
    "Documents",
    "Selling agent",
    "Category",
    "Suggested assets",
    "Coordinates",
    "Location",
    "Bid history",
    "Price calculator",
  ],
};

for (const lang of ["ar", "en"] as const) {
  test.describe(`property page (${lang})`, () => {
    test("shows every field of the seed with its label, the map and the dates @layout", async ({ page }) => {
      await openFirstAuction(page, lang, "current");
      const main = page.locator("main");
      await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
      for (const label of labels[lang]) {
        await expect(main.getByText(label).first(), label).toBeVisible();
      }
      await expect(
        main.locator("header").getByText(lang === "ar" ? "جارٍ" : "Current", { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole("timer")).toBeVisible();
      // Nothing widens the page beyond the screen (a phone would zoom out).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );

      // Every boundary has its length in metres.
      const directions = main.locator("section", { has: page.locator("#directions-title") }).locator("li");
      await expect(directions).toHaveCount(4);
      for (const side of await directions.allTextContents()) {
        expect(side).toMatch(lang === "ar" ? /\d م/ : /\d m/);
      }

      // Start and end, in Gregorian and Umm al-Qura Hijri; on Arabic pages the bid history's
      // times and the suggested assets' dates carry their Hijri date too.
      const hijri = page.getByTestId("auction-facts").getByTestId("hijri-date");
      await expect(hijri).toHaveCount(2);
      await expect(hijri.first()).toContainText(lang === "ar" ? "هـ" : "AH");
      if (lang === "ar") {
        await expect(main.locator("tbody").getByTestId("hijri-date").first()).toContainText("هـ");
      }

      // The map: a server-rendered frame with a fallback link, tiles and a marker once hydrated and
      // scrolled near.
      const map = page.getByTestId("property-map");
      await expect(map).toHaveAttribute("dir", "ltr");
      await expect(main.locator('a[href^="https://www.openstreetmap.org/?mlat="]')).toBeVisible();
      await waitForHydration(page);
      await map.scrollIntoViewIfNeeded();
      await expect(map.locator(".map-tile-loaded").first()).toBeVisible();
      await expect(map.locator(".map-marker")).toBeVisible();
      await expect(map.getByRole("button", { name: lang === "ar" ? "تكبير" : "Zoom in" })).toBeVisible();
      // The keyboard passes through the map: into it, its controls, then on to the page.
      await map.focus();
      await expect(map).toBeFocused();
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press("Tab");
        if (!(await map.evaluate((el) => el.contains(document.activeElement)))) break;
      }
      expect(await map.evaluate((el) => el.contains(document.activeElement))).toBe(false);
    });

    test("the gallery: arrows, keys in the reading direction, thumbnails, counter, full screen", async ({
      page,
    }) => {
      test.skip(lang !== "ar", ONE_LANGUAGE);
      await openFirstAuction(page, lang, "current");
      await waitForHydration(page);
      const row = page.getByRole("list", { name: "صور العقار" });
      const gallery = page.locator("section", { has: row });
      const thumbs = gallery.getByRole("list", { name: "اختر صورة" }).getByRole("link");
      const total = await thumbs.count();
      expect(total).toBeGreaterThanOrEqual(3); // the demo's listings have 3 to 5 photos
      // Photo n fills the row's frame, says "n of total", and its thumbnail is marked.
      const shows = async (n: number) => {
        const frame = (await row.boundingBox())!;
        const slide = page.locator(`#photo-${n}`);
        await expect.poll(async () => Math.round((await slide.boundingBox())!.x)).toBe(Math.round(frame.x));
        await expect(slide).toContainText(`${n} من ${total}`);
        await expect(thumbs.nth(n - 1)).toHaveAttribute("aria-current", "true");
      };
      await shows(1);
      // The first photo is fetched at once, the others when they come near.
      const photos = row.getByRole("img");
      await expect(photos.first()).toHaveAttribute("loading", "eager");
      await expect(photos.nth(1)).toHaveAttribute("loading", "lazy");

      await gallery.getByRole("button", { name: "الصورة التالية" }).click();
      await shows(2);
      await gallery.getByRole("button", { name: "الصورة السابقة" }).click();
      await shows(1);
      await gallery.getByRole("button", { name: "الصورة السابقة" }).click();
      await shows(total); // it wraps around
      // Right to left: the left arrow key is the next photo.
      await row.focus();
      await page.keyboard.press("Home");
      await shows(1);
      await page.keyboard.press("ArrowLeft");
      await shows(2);
      await page.keyboard.press("ArrowRight");
      await shows(1);
      await thumbs.nth(2).click();
      await shows(3);

      // Full screen: the same photo, the arrow keys, Escape back to where it was opened.
      const open = gallery.getByRole("button", { name: "عرض الصور بملء الشاشة" });
      await open.click();
      const dialog = page.getByRole("dialog", { name: "صور العقار" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(`3 من ${total}`)).toBeVisible();
      await expect(dialog.getByRole("img")).toHaveAttribute("alt", /.+ – .+/);
      await expectNoAxeViolations(page);
      await page.keyboard.press("ArrowRight");
      await expect(dialog.getByText(`2 من ${total}`)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
      await shows(2);
    });

    test("the calculator adds 2.5% commission and 15% VAT on it", async ({ page }) => {
      await openFirstAuction(page, lang, "current");
      // Its chunk comes after the page's: typing before it hydrates would be lost.
      await expect(page.locator('[data-testid="price-calculator"][data-hydrated]')).toBeAttached();
      await page.getByTestId("calculator-price").fill("1234567");
      const sar = (amount: string) => (lang === "ar" ? `${amount} ر.س` : `SAR ${amount}`);
      // 2.5% of 1,234,567 = 30,864.175 → 30,864.18; 15% of that = 4,629.627 → 4,629.63.
      await expect(page.getByTestId("calculator-commission")).toHaveText(sar("30,864.18"));
      await expect(page.getByTestId("calculator-vat")).toHaveText(sar("4,629.63"));
      await expect(page.getByTestId("calculator-total")).toHaveText(sar("1,270,060.81"));
      await expect(
        page.getByText(lang === "ar" ? "ضريبة التصرفات العقارية (5٪)" : "5% real estate transaction tax"),
      ).toBeVisible();
      await page.getByTestId("calculator-price").fill(lang === "ar" ? "١٠٠٠" : "1000");
      await expect(page.getByTestId("calculator-total")).toHaveText(sar("1,028.75"));
    });

    test(`a finished auction shows its bid history and hammer price; documents download as PDF${lang === "ar" ? " @smoke" : ""}`, async ({
      page,
    }) => {
      await openFirstAuction(page, lang, "finished");
      await expect(page.getByText(lang === "ar" ? "سعر الترسية" : "Hammer price").first()).toBeVisible();
      const table = page.getByTestId("bid-history");
      await expect(table.getByRole("columnheader")).toHaveCount(5);
      const rows = table.locator("tbody tr");
      expect(await rows.count()).toBeGreaterThanOrEqual(3);
      await expect(rows.first().getByRole("rowheader")).toHaveText(
        lang === "ar" ? /^المزايد \d+$/ : /^Bidder \d+$/,
      );
      // Newest first: sequence numbers fall down the table.
      const sequences = (await rows.locator("td:first-child").allTextContents()).map(Number);
      expect(sequences).toEqual([...sequences].sort((a, b) => b - a));

      const documents = page.getByTestId("documents").getByRole("link");
      expect(await documents.count()).toBeGreaterThanOrEqual(3);
      await expect(documents.first()).toHaveAttribute("download", "");
      await expect(documents.first()).toContainText(
        lang === "ar" ? /ملف PDF · [\d.,]+ (ك|م)\.ب/ : /PDF · [\d.,]+ (KB|MB)/,
      );
      await waitForHydration(page);
      const [download] = await Promise.all([page.waitForEvent("download"), documents.first().click()]);
      expect(download.suggestedFilename()).toMatch(/^MZ-\d{6}-title-deed\.pdf$/);
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const head = await page.request.head((await documents.first().getAttribute("href"))!);
      expect(head.headers()["content-type"]).toBe("application/pdf");
    });

    test(`has no axe violations, light and dark${lang === "ar" ? " @layout" : ""}`, async ({ page }) => {
      test.slow(); // the map's tiles, then full axe analyses of a long page in light and dark
      await openFirstAuction(page, lang, "current");
      await waitForHydration(page);
      await page.getByTestId("property-map").scrollIntoViewIfNeeded();
      await expect(page.locator(".map-tile-loaded").first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByTestId("theme-toggle").click();
      await expect(page.locator("html")).toHaveClass(/dark/);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("property page: not found, loading, older bids, map loading", () => {
  test("an unknown or malformed id answers 404 Property not found", async ({ page }) => {
    const arabic = await page.goto("/mazadat/999999999");
    expect(arabic?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("العقار غير موجود");
    await expect(page.getByRole("navigation").first()).toBeVisible(); // inside the layout
    const english = await page.goto("/en/mazadat/abc");
    expect(english?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Property not found");
    await expectNoAxeViolations(page);
    // One address per auction: other spellings of a number are not found either.
    for (const id of ["0", "1e1", "012", "-5"]) {
      expect((await page.request.get(`/en/mazadat/${id}`)).status(), id).toBe(404);
    }
  });

  test("shows Loading data while a suggested asset loads", async ({ page }) => {
    await openFirstAuction(page, "en", "current");
    await waitForHydration(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/mazadat\/\d+\.data/, async (route) => {
      await held;
      await route.continue();
    });
    const suggested = page
      .locator("section", { has: page.locator("#similar-title") })
      .getByRole("link")
      .first();
    const href = await suggested.getAttribute("href");
    await suggested.click();
    await expect(page.getByRole("status").filter({ hasText: "Loading data" })).toBeVisible();
    release();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByText("Loading data")).toHaveCount(0);
  });

  test("pages back through older bids on request", async ({ page }) => {
    // It may visit many finished auctions (those the suite itself finished come first) to find
    // one with more than 20 bids; on a loaded phone run that outlasts the default 30 s.
    test.slow();
    await page.goto("/en/auctions?status=finished");
    const hrefs = await page
      .locator('main a[href*="/mazadat/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    const older = page.getByRole("button", { name: "Show older bids" });
    for (const href of hrefs) {
      await page.goto(href);
      if (await older.count()) break;
    }
    // The demo catalogue always has finished auctions with more than 20 bids.
    await expect(older).toBeVisible();
    await waitForHydration(page);
    const rows = page.getByTestId("bid-history").locator("tbody tr");
    await expect(rows).toHaveCount(20);
    const total = Number((await rows.first().locator("td").first().textContent())!);
    await older.click();
    await expect(rows).toHaveCount(Math.min(total, 40));
    const sequences = (await rows.locator("td:first-child").allTextContents()).map(Number);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => total - i));
  });

  test("when the map's tiles fail, the frame shows the address, the coordinates and a link", async ({
    page,
    consoleErrors,
  }) => {
    // Registered after the fixture's answer, so it wins: the tile server refuses every tile.
    await page.route(/^https:\/\/([a-z]\.)?tile\.openstreetmap\.org\//, (route) => route.abort());
    await openFirstAuction(page, "en", "current");
    const district = await page.locator("main header h1 + p").textContent();
    await waitForHydration(page);
    const fallback = page.getByRole("region", { name: "Location" }).locator("figcaption");
    await fallback.scrollIntoViewIfNeeded();
    await expect(fallback.getByRole("status")).toHaveText(
      "The map could not be loaded. The property is here:",
    );
    await expect(page.getByTestId("property-map")).toHaveCount(0);
    await expect(fallback).toContainText(district!.trim());
    await expect(fallback).toContainText(/Coordinates: \d+\.\d{5}, \d+\.\d{5}/);
    await expect(fallback.getByRole("link", { name: "Open the location on OpenStreetMap" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=/,
    );
    // The refused tiles are the only errors the page logged.
    const others = consoleErrors.filter((error) => error !== "Failed to load resource: net::ERR_FAILED");
    expect(others).toEqual([]);
    consoleErrors.length = 0;
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the photos scroll from their thumbnails and the map frame shows the address", async ({ page }) => {
      await openFirstAuction(page, "en", "current");
      const gallery = page.locator("section", { has: page.getByRole("list", { name: "Property photos" }) });
      await expect(gallery.getByRole("button")).toHaveCount(0); // no control that could not work
      // A thumbnail is a link to its photo, which the row scrolls into its frame.
      const frame = (await gallery.getByRole("list").first().boundingBox())!;
      const second = page.locator("#photo-2");
      expect((await second.boundingBox())!.x).toBeGreaterThanOrEqual(frame.x + frame.width - 1);
      await gallery.getByRole("list", { name: "Choose a photo" }).getByRole("link").nth(1).click();
      await expect(page).toHaveURL(/#photo-2$/);
      await expect(second).toContainText(/^2 of \d/);
      await expect.poll(async () => Math.round((await second.boundingBox())!.x)).toBe(Math.round(frame.x));
      const fallback = page.getByRole("region", { name: "Location" }).locator("figcaption");
      await expect(fallback).toBeVisible();
      await expect(fallback.getByRole("link", { name: "Open the location on OpenStreetMap" })).toBeVisible();
      await expect(fallback).toContainText("Coordinates");
    });
  });

  test("the map asks for tiles when it nears the screen; no page loads Leaflet", async ({ page }) => {
    const leaflet: string[] = [];
    const tiles: string[] = [];
    page.on("request", (req) => {
      if (/leaflet/i.test(req.url())) leaflet.push(req.url());
      if (/tile\.openstreetmap\.org/.test(req.url())) tiles.push(req.url());
    });
    for (const path of ["/en", "/en/auctions", "/about"]) {
      await page.goto(path);
      await waitForHydration(page);
    }
    await openFirstAuction(page, "en", "current");
    await waitForHydration(page);
    expect(tiles).toEqual([]); // the map is far below the first screen
    const map = page.getByTestId("property-map");
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator(".map-tile-loaded").first()).toBeVisible();
    expect(tiles.length).toBeGreaterThan(0);
    expect(leaflet).toEqual([]);

    // The marker sits on the property's point: tile x, y at zoom 16 holds it (Web Mercator).
    const [latitude, longitude] = (await page.locator("figcaption [dir=ltr]").first().innerText())
      .split(",")
      .map(Number) as [number, number];
    const n = 2 ** 16;
    const tileX = Math.floor(((longitude + 180) / 360) * n);
    const sin = Math.sin((latitude * Math.PI) / 180);
    const tileY = Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n);
    const tile = map.locator(`img[src$="/16/${tileX}/${tileY}.png"]`);
    const [tileBox, markerBox] = [await tile.boundingBox(), await map.locator(".map-marker").boundingBox()];
    const markerX = markerBox!.x + markerBox!.width / 2;
    const markerY = markerBox!.y + markerBox!.height / 2;
    expect(markerX).toBeGreaterThanOrEqual(tileBox!.x);
    expect(markerX).toBeLessThan(tileBox!.x + 256);
    expect(markerY).toBeGreaterThanOrEqual(tileBox!.y);
    expect(markerY).toBeLessThan(tileBox!.y + 256);

    // Zoom in: zoom 17's tiles; the keyboard and a mouse drag move the map, the marker with it.
    await map.getByRole("button", { name: "Zoom in" }).click();
    await expect(map.locator('img[src*="/17/"]').first()).toBeVisible();
    await expect(map.locator('img[src*="/16/"]')).toHaveCount(0);
    const at = async () => (await map.locator(".map-marker").boundingBox())!;
    const before = await at();
    await map.focus();
    await page.keyboard.press("ArrowRight");
    expect(Math.round(before.x - (await at()).x)).toBe(80);
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + 200, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + 230, box.y + 140, { steps: 3 });
    await page.mouse.up();
    const after = await at();
    expect([Math.round(after.x - before.x), Math.round(after.y - before.y)]).toEqual([-50, 40]);
  });
});
