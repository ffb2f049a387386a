import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./support";

const toArabicIndic = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

test.describe("browsing auctions", () => {
  test("the four groups are tabs with real URLs, in Arabic", async ({ page }) => {
    await page.goto("/auctions");
    await waitForHydration(page);
    const tabs = page.getByRole("navigation", { name: "مجموعات المزادات" });
    await expect(tabs.getByRole("link")).toHaveText(["الكل", "جارٍ", "قادم", "منتهٍ", "ملغى"]);
    await tabs.getByRole("link", { name: "قادم" }).click();
    await expect(page).toHaveURL(/\/auctions\?status=upcoming$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("المزادات: قادم");
    await expect(tabs.getByRole("link", { name: "قادم" })).toHaveAttribute("aria-current", "page");
    const cards = await page.getByRole("article").allTextContents();
    expect(cards.length).toBeGreaterThan(0);
    for (const text of cards) expect(text).toContain("قادم");
  });

  test("paging keeps the filters, and the back button works, in English", async ({ page }) => {
    await page.goto("/en/auctions?status=all");
    await waitForHydration(page);
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager).toContainText(/Page 1 of \d+/);
    const firstOnPage1 = await page.getByRole("article").first().getByRole("link").textContent();
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/en\/auctions\?page=2$/);
    await expect(pager).toContainText(/Page 2 of \d+/);
    await expect(page.getByRole("article").first().getByRole("link")).not.toHaveText(firstOnPage1!);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/auctions(\?status=all)?$/);
    await expect(page.getByRole("article").first().getByRole("link")).toHaveText(firstOnPage1!);
  });

  test("filters by type and price typed in Arabic-Indic digits, and sorts @smoke", async ({ page }) => {
    await page.goto("/en/auctions");
    await waitForHydration(page);
    await page.getByText("More filters").click();
    await page.getByLabel("Property type").selectOption("villa");
    await page.getByLabel("Price (SAR): From").fill(toArabicIndic("1000000"));
    await page.getByRole("button", { name: "Apply" }).click();
    // A short, shareable URL: no empty fields, Latin digits.
    await expect(page).toHaveURL(/\/en\/auctions\?category=villa&minPrice=1000000$/);
    await expect(page.getByText("(1 filter)").or(page.getByText("(2 filters)"))).toBeVisible();
    const cards = page.getByRole("article");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const text of await cards.allTextContents()) expect(text).toContain("Villa");

    await page.getByLabel("Sort by").selectOption("price_desc");
    await expect(page).toHaveURL(/sort=price_desc/);
    // The address changes as the new page renders: read the prices once it has.
    await expect
      .poll(async () => {
        const prices = (await page.getByRole("article").locator("dd.text-primary").allTextContents()).map(
          (p) => Number(p.replace(/[^\d]/g, "")),
        );
        return prices.join() === [...prices].sort((a, b) => b - a).join();
      })
      .toBe(true);
  });

  test("a malformed filter gets a clear message naming it", async ({ page }) => {
    const response = await page.goto("/en/auctions?minPrice=lots");
    expect(response?.status()).toBe(400);
    await expect(page.getByText("Please check: Price (SAR).")).toBeVisible();
  });
});

/** A listing page shows its own search box and status tabs, not the header's bar as well. */
async function expectOneSearchAndStatusFilter(page: Page) {
  await expect(page.getByRole("searchbox")).toHaveCount(1);
  await expect(page.getByRole("radio")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: /^(Auction groups|مجموعات المزادات)$/ })).toHaveCount(1);
}

test.describe("searching", () => {
  test("forgives Arabic spelling variants and finds Arabic records by English names @smoke", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const box = page.getByRole("searchbox", { name: "ابحث برقم الأصل أو المدينة" });
    // «مكه» (haa for taa marbuta) finds «مكة المكرمة»; «الإحساء»/«الاحساء» hamza forms alike.
    await box.fill("مكه");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("نتائج البحث عن «مكه»");
    const arabicCount = await page.getByRole("article").count();
    expect(arabicCount).toBeGreaterThan(0);
    for (const text of await page.getByRole("article").allTextContents()) expect(text).toContain("مكة");

    await page.goto("/search?q=Makkah");
    expect(await page.getByRole("article").count()).toBe(arabicCount);
    await page.goto("/en/search?q=" + encodeURIComponent("مكة"));
    expect(await page.getByRole("article").count()).toBe(arabicCount);
  });

  test("an exact asset number opens the property, typed in any digits", async ({ page }) => {
    await page.goto("/en/auctions?status=current");
    const card = page.getByRole("article").first();
    const asset = (await card.textContent())!.match(/MZ-(\d{6})/)![1]!;
    const title = await card.getByRole("link").textContent();
    await page.goto("/");
    await waitForHydration(page);
    const box = page.getByRole("searchbox", { name: "ابحث برقم الأصل أو المدينة" });
    await box.fill(toArabicIndic(asset));
    await box.press("Enter");
    await expect(page).toHaveURL(/\/mazadat\/\d+$/);
    await page.goto(page.url().replace(/\/mazadat\//, "/en/mazadat/"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
  });

  test("says so clearly when nothing matches", async ({ page }) => {
    await page.goto("/en/search?q=zzqqxx");
    await expect(page.getByText("No auctions match your search.")).toBeVisible();
    await expect(page.getByText("No results")).toBeVisible();
  });

  test("the listing and search pages have no axe violations", async ({ page }) => {
    test.slow(); // two full axe analyses of long pages
    await page.goto("/en/search?q=villa&category=villa");
    await waitForHydration(page);
    await expectOneSearchAndStatusFilter(page);
    await expectNoAxeViolations(page);
    await page.goto("/auctions?status=finished");
    await waitForHydration(page);
    await expectOneSearchAndStatusFilter(page);
    await expectNoAxeViolations(page);
  });
});
