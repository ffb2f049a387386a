import { closeSync, mkdirSync, openSync } from "node:fs";
import type { APIRequestContext, Browser, Page, TestInfo } from "@playwright/test";
import { bidCost, parseRiyalAmount, riyalsText } from "../../app/lib/bidding/bid-amount";
import { formatMoney, formatNumber } from "../../app/i18n/format";
import { createI18n } from "../../app/i18n/i18n";
import { ar } from "../../app/i18n/messages/ar";
import { en } from "../../app/i18n/messages/en";
import { notificationEventsAr } from "../../app/i18n/messages/notifications-ar";
import {
  expect,
  expectNoAxeViolations,
  htmlProblems,
  ONE_LANGUAGE,
  signInAs,
  signUp,
  test,
  waitForHydration,
} from "./support";
import { otherInstance } from "./instances";
import { demoOwnedAssetNumbers } from "../../app/db/seed/demo-owner";

/*
 * Live bidding on the property page, in both languages (at phone width the tests tagged @layout): a guest's
 * panel, registration, bids and their refusals, the cost confirmation and the high-bid guard,
 * two bidders outbidding each other live in two browsers, automatic bids, a wallet that does not
 * cover the deposit, the forms without JavaScript, and the committee's cancellation with four eyes.
 *
 * Every test that bids claims a live demo auction of its own (a file created exclusively in the
 * run's data directory, so parallel workers never share one), cheapest first so the demo
 * wallets cover every deposit held at once.
 */

type Lang = "ar" | "en";
const messages = { ar: createI18n("ar", ar), en: createI18n("en", en) };

type ListedAuction = { id: number; assetNumber: string; openingPrice: number; endsAt: string };
const ownedByTheDemoOwner = new Set<string>(Object.values(demoOwnedAssetNumbers));
type AuctionInfo = ListedAuction & {
  deposit: number;
  commissionRateBp: number;
  bidIncrement: number | null;
  currentPrice: number | null;
};

const arabicDigits = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Live auctions far enough from their end, except the few other suites open first and the demo
 * owner's own (the owner bids in a test below, and is refused on their own property).
 */
async function livePool(request: APIRequestContext): Promise<ListedAuction[]> {
  const res = await request.get("/api/v1/auctions?status=current&pageSize=50&sort=ending");
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: ListedAuction[] };
  const later = Date.now() + 60 * 60_000;
  return data
    .slice(4)
    .filter((a) => Date.parse(a.endsAt) > later && !ownedByTheDemoOwner.has(a.assetNumber))
    .sort((a, b) => a.openingPrice - b.openingPrice || a.id - b.id);
}

async function details(request: APIRequestContext, id: number): Promise<AuctionInfo> {
  const res = await request.get(`/api/v1/auctions/${id}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as AuctionInfo;
}

/** A live auction for this test alone: the first of the pool no other test has claimed. */
async function claimAuction(request: APIRequestContext, baseURL: string): Promise<AuctionInfo> {
  const dir = `tests/.tmp/e2e-${new URL(baseURL).port}/bidding-claims`;
  mkdirSync(dir, { recursive: true });
  for (const auction of await livePool(request)) {
    try {
      closeSync(openSync(`${dir}/${auction.id}`, "wx"));
      return details(request, auction.id);
    } catch {
      // claimed by another test
    }
  }
  throw new Error("no live demo auction left to claim");
}

async function registerByApi(page: Page, baseURL: string, auctionId: number) {
  const res = await page.request.post(`/api/v1/auctions/${auctionId}/registrations`, {
    headers: { Origin: baseURL },
    data: { acceptTerms: true, acceptRules: true, rulesVersion: 1 },
  });
  expect([200, 201]).toContain(res.status());
}

/**
 * A second browser of its own (another person), with this project's locale, viewport and
 * device, its own visitor address (per-address limits), the map tiles answered, and its script
 * errors failing the test like the first page's. `baseURL` puts it on another instance.
 */
async function otherBrowser(
  browser: Browser,
  info: TestInfo,
  options: { javaScriptEnabled?: boolean; baseURL?: string } = {},
) {
  const use = info.project.use;
  const octet = () => Math.floor(Math.random() * 254) + 1;
  const context = await browser.newContext({
    baseURL: options.baseURL ?? use.baseURL,
    locale: use.locale,
    timezoneId: use.timezoneId,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    extraHTTPHeaders: { "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` },
  });
  await context.route(/^https:\/\/([a-z]\.)?tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: Buffer.alloc(0) }),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

async function openAuction(page: Page, lang: Lang, id: number) {
  await page.goto(`${lang === "ar" ? "" : "/en"}/mazadat/${id}`);
  await waitForHydration(page);
  // A signed-in user's panel is its own chunk: wait until its forms are live.
  const body = page.getByTestId("bid-panel-body");
  if (await body.count()) await expect(body).toHaveAttribute("data-hydrated", "");
}

const panelOf = (page: Page) => page.getByTestId("bid-panel");

async function minimumOf(page: Page): Promise<number> {
  return parseRiyalAmount(await panelOf(page).getByTestId("minimum-next-bid").innerText())!;
}

/** The first (newest) row of the bid history. */
const newestBid = (page: Page) => page.getByTestId("bid-history").locator("tbody tr").first();

/** Types `amount`, opens the confirmation and confirms: the bid is accepted. */
async function bid(page: Page, lang: Lang, amount: string) {
  const t = messages[lang].t;
  const panel = panelOf(page);
  await panel.getByTestId("bid-amount").fill(amount);
  await panel.getByTestId("bid-submit").click();
  const dialog = page.getByRole("dialog", { name: t("bidPanel.confirm.bidTitle") });
  await dialog.getByRole("button", { name: t("bidPanel.confirm.submitBid") }).click();
  await expect(dialog).toBeHidden();
}

async function expectStatus(page: Page, state: "leading" | "outbid") {
  await expect(panelOf(page).getByTestId("bidder-status")).toHaveAttribute("data-state", state);
}

for (const lang of ["ar", "en"] as const) {
  const p = lang === "ar" ? "" : "/en";
  const t = messages[lang].t;
  const money = (halalas: number) => formatMoney(halalas, lang);

  test.describe(`bidding (${lang})`, () => {
    test("a guest sees the minimum and a way to sign in, and loads no bidding code", async ({ page }) => {
      const [listed] = await livePool(page.request);
      const chunks: string[] = [];
      page.on("request", (req) => {
        if (/\/assets\/(bid-panel|amount-form|confirm-bid)/.test(req.url())) chunks.push(req.url());
      });
      await openAuction(page, lang, listed!.id);
      const panel = panelOf(page);
      await expect(panel.getByRole("heading", { level: 2 })).toHaveText(t("bidPanel.title"));
      await expect(panel.getByTestId("minimum-next-bid")).toHaveText(/\d/);
      await expect(panel.getByRole("link", { name: t("bidPanel.loginToBid") })).toHaveAttribute(
        "href",
        `${p}/login?redirectTo=${encodeURIComponent(`${p}/mazadat/${listed!.id}`)}`,
      );
      await expect(panel.getByRole("textbox")).toHaveCount(0);
      await expect(panel.getByRole("checkbox")).toHaveCount(0);
      await page.waitForLoadState("networkidle");
      expect(chunks, "the signed-in panel's code").toEqual([]);
      await expectNoAxeViolations(page);
      expect(await htmlProblems(await (await page.request.get(`${p}/mazadat/${listed!.id}`)).text())).toEqual(
        [],
      );
    });

    test(`register, bid the minimum, a refused low bid, the cost and the high-bid guard${lang === "ar" ? " @layout" : ""}`, async ({
      page,
      baseURL,
    }) => {
      test.skip(lang !== "ar", ONE_LANGUAGE);
      test.setTimeout(90_000);
      await signInAs(page.context(), "bidder", baseURL!);
      const auction = await claimAuction(page.request, baseURL!);
      const url = `${p}/mazadat/${auction.id}`;
      await openAuction(page, lang, auction.id);
      const panel = panelOf(page);

      // Registration: the deposit, the wallet covering it, the special rules, two acceptances.
      const registration = panel.getByTestId("registration");
      await expect(registration.getByRole("heading")).toHaveText(t("bidPanel.register.heading"));
      await expect(registration.getByTestId("deposit")).toHaveText(money(auction.deposit));
      await expect(registration.getByTestId("deposit-coverage")).toHaveText(t("bidPanel.register.covered"));
      await expect(registration.getByTestId("special-rules-link")).toHaveAttribute(
        "href",
        /^\/media\/documents\/\d+$/,
      );
      await expectNoAxeViolations(page);
      expect(await htmlProblems(await (await page.request.get(url)).text())).toEqual([]);
      await registration.getByTestId("register-submit").click();
      await expect(registration.getByText(t("validation.terms"))).toBeVisible();
      await expect(registration.getByText(t("validation.rules"))).toBeVisible();
      await registration.getByLabel(t("bidPanel.register.acceptTerms")).check();
      await registration.getByLabel(t("bidPanel.register.acceptRules", { version: 1 })).check();
      await registration.getByTestId("register-submit").click();
      await expect(panel.getByTestId("registration-success")).toContainText(
        t("bidPanel.register.success", { receipt: "" }).trim(),
      );
      expect(await htmlProblems(await (await page.request.get(url)).text())).toEqual([]);

      // Below the minimum, typed in Arabic-Indic digits: the exact reason, and the minimum to use.
      const minimum = await minimumOf(page);
      const amount = panel.getByTestId("bid-amount");
      await amount.fill(arabicDigits(String(minimum / 100 - 1000)));
      await panel.getByTestId("bid-submit").click();
      const refusal = panel.getByTestId("bid-refusal").getByRole("alert");
      await expect(refusal).toHaveText(t("bidding.errors.belowMinimum", { minimum: money(minimum) }));
      await expect(amount).toHaveAttribute("aria-invalid", "true");
      await expect(amount).toHaveAccessibleDescription(
        new RegExp(escape(t("bidding.errors.belowMinimum", { minimum: money(minimum) }))),
      );
      await panel
        .getByRole("button", { name: t("bidPanel.bid.useMinimum", { minimum: money(minimum) }) })
        .click();
      await expect(amount).toHaveValue(riyalsText(minimum));

      // More than 20% above the minimum asks for a second yes before the request goes out.
      const high = Math.ceil((minimum * 1.5) / 100) * 100;
      await amount.fill(riyalsText(high));
      await panel.getByTestId("bid-submit").click();
      const dialog = page.getByRole("dialog", { name: t("bidPanel.confirm.bidTitle") });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t("bidPanel.confirm.highWarning", { minimum: money(minimum) }));
      await dialog.getByRole("button", { name: t("bidPanel.confirm.submitBid") }).click();
      await expect(dialog.getByRole("alert")).toHaveText(t("bidPanel.confirm.highRequired"));
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await amount.fill(riyalsText(minimum));

      // The confirmation shows the full cost; the bid goes through.
      await panel.getByTestId("bid-submit").click();
      await expect(dialog).toBeVisible();
      const cost = bidCost(minimum, auction.commissionRateBp);
      await expect(dialog.getByTestId("cost-amount")).toHaveText(money(cost.amount));
      await expect(dialog.getByTestId("cost-commission")).toHaveText(money(cost.commission));
      await expect(dialog.getByTestId("cost-vat")).toHaveText(money(cost.vat));
      await expect(dialog.getByTestId("cost-total")).toHaveText(money(cost.total));
      await expect(dialog).toContainText(t("bidPanel.confirm.taxNote"));
      await expect(dialog).toContainText(
        t("bidPanel.confirm.commission", { rate: `${formatNumber(auction.commissionRateBp / 100, lang)}%` }),
      );
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: t("bidPanel.confirm.submitBid") }).click();
      // (Other toasts may come too: the demo bidder is outbid elsewhere by other tests.)
      await expect(page.getByTestId("toast").filter({ hasText: t("bidPanel.bid.success") })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: t("bidPanel.bid.success") })).toHaveCount(1);
      await expect(panel.getByTestId("bid-success")).toHaveText(t("bidPanel.bid.success"));
      await expect(newestBid(page)).toContainText(t("bidPanel.you"));
      await expect(newestBid(page)).toContainText(money(minimum));
      await expectStatus(page, "leading");
      await expect(page.getByTestId("live-announcer")).toContainText(t("bidPanel.status.leading"));
      await expect(page.getByTestId("current-price")).toHaveText(money(minimum));

      // The leader is told in the panel, before any confirmation, that a bid would not go through
      // (the API's own words).
      await expect(panel.getByTestId("bidder-status")).toContainText(t("bidPanel.status.leadingHint"));
      const next = await minimumOf(page);
      await amount.fill(riyalsText(next));
      await panel.getByTestId("bid-submit").click();
      await expect(refusal).toHaveText(t("bidding.errors.alreadyHighest"));
      await expect(dialog).toBeHidden();
      await expectNoAxeViolations(page);
    });

    // The phone's bidding (issue 17): nothing typed before the scripts ran is lost when the page
    // (and the panel's own chunk) hydrates; the bid bar; the panel near the top; the compact header.
    test(`on a phone: typed amounts survive hydration, the bid bar, the panel near the top @layout`, async ({
      page,
      baseURL,
      isMobile,
    }) => {
      test.skip(lang !== "ar", ONE_LANGUAGE);
      test.skip(!isMobile, "a phone's layout: the phone project runs it");
      test.setTimeout(90_000);
      await signInAs(page.context(), "bidder", baseURL!);
      const auction = await claimAuction(page.request, baseURL!);
      await registerByApi(page, baseURL!, auction.id);

      // The scripts are held until both amounts are typed into the server's forms.
      const held: (() => Promise<void>)[] = [];
      let release = false;
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        if (release) return route.continue();
        held.push(() => route.continue());
      });
      await page.goto(`${p}/mazadat/${auction.id}`, { waitUntil: "commit" });
      const panel = panelOf(page);
      await panel.getByTestId("bid-amount").fill("1234567");
      await panel.getByTestId("auto-amount").fill("7654321");
      expect(held.length, "scripts held").toBeGreaterThan(0);
      release = true;
      await Promise.all(held.map((go) => go()));
      await waitForHydration(page);
      await expect(panel.getByTestId("bid-panel-body")).toHaveAttribute("data-hydrated", "");
      // Live and interactive now (quick-add appears only then), the typed amounts still there.
      await expect(panel.getByTestId("quick-add-1")).toBeVisible();
      await expect(panel.getByTestId("bid-amount")).toHaveValue("1234567");
      await expect(panel.getByTestId("auto-amount")).toHaveValue("7654321");

      // A bid, so the history has a row whatever the claimed auction had.
      await bid(page, lang, riyalsText(await minimumOf(page)));
      await expectStatus(page, "leading");

      // The panel comes right after the photos, before the description and the bid history.
      const top = async (name: string) =>
        (await page.getByRole("heading", { name, exact: true }).boundingBox())!.y;
      const panelTop = (await panel.boundingBox())!.y;
      expect(panelTop).toBeLessThan(await top(t("property.description")));
      expect(panelTop).toBeLessThan(await top(t("property.bidHistory")));

      // The bar: the price, the minimum and the time left; its action leads to the amount.
      const bar = page.getByTestId("bid-bar");
      await expect(bar.getByTestId("bid-bar-minimum")).toHaveText(money(await minimumOf(page)));
      await expect(bar.getByTestId("bid-bar-time")).toHaveText(/\d|[٠-٩]/);
      await page.getByTestId("bid-history").scrollIntoViewIfNeeded();
      await expect(panel.getByTestId("bid-amount")).not.toBeInViewport();
      await bar.getByTestId("bid-bar-action").click();
      await expect(panel.getByTestId("bid-amount")).toBeFocused();
      await expect(panel.getByTestId("bid-amount")).toBeInViewport();

      // The bid history's Source and Time are on screen at 360 px (rows stacked), not cut off.
      const row = newestBid(page);
      await row.scrollIntoViewIfNeeded();
      const width = page.viewportSize()!.width;
      for (const cell of await row.locator("td").all()) {
        const box = (await cell.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      await expect(row.locator("td").nth(2)).toBeVisible();
      await expect(row.locator("td").nth(3)).toBeVisible();

      // The page's end is padded by the bar: the footer's last line is not under it.
      await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = (await page.getByRole("contentinfo").boundingBox())!;
      const barBox = (await bar.boundingBox())!;
      expect(footer.y + footer.height).toBeLessThanOrEqual(barBox.y + 1);

      // The compact header: only its top bar stays; the search band has scrolled away.
      const banner = (await page.getByRole("banner").boundingBox())!;
      expect(banner.y).toBe(0);
      expect(banner.height).toBeLessThanOrEqual(65);
      await expect(page.getByRole("search")).not.toBeInViewport();
      // A field focused by a failed submit or a jump scrolls clear of the sticky bar and the bid bar.
      const padding = await page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return [parseFloat(style.scrollPaddingTop), parseFloat(style.scrollPaddingBottom)];
      });
      expect(padding[0]).toBeGreaterThan(banner.height);
      expect(padding[1]).toBeGreaterThan(barBox.height);
      await expectNoAxeViolations(page);
    });

    // The rival bids through the other instance (on PostgreSQL): each bid reaches the other page
    // through Redis, and both instances' bids meet in one database.
    test(`two bidders outbid each other live, by hand and automatically${lang === "ar" ? " @multi-instance" : ""}`, async ({
      page,
      baseURL,
      browser,
    }, info) => {
      test.skip(lang !== "ar", ONE_LANGUAGE);
      test.setTimeout(120_000);
      await signInAs(page.context(), "bidder", baseURL!);
      const auction = await claimAuction(page.request, baseURL!);
      const rivalURL = otherInstance(baseURL!);
      const rival = await otherBrowser(browser, info, { baseURL: rivalURL });
      try {
        const a = page;
        const b = rival.page;
        await signInAs(b.context(), "agent", baseURL!);
        await registerByApi(a, baseURL!, auction.id);
        await registerByApi(b, rivalURL, auction.id);
        await openAuction(a, lang, auction.id);
        await openAuction(b, lang, auction.id);
        // Nothing below may reload either page.
        for (const each of [a, b])
          await each.evaluate(() => ((window as { unreloaded?: true }).unreloaded = true));

        // A bids the minimum with the quick-add button; B sees the bid arrive.
        const first = await minimumOf(a);
        await panelOf(a).getByTestId("quick-add-1").click();
        await expect(panelOf(a).getByTestId("bid-amount")).toHaveValue(riyalsText(first));
        await panelOf(a).getByTestId("bid-submit").click();
        await a.getByRole("button", { name: t("bidPanel.confirm.submitBid") }).click();
        await expectStatus(a, "leading");
        await expect(newestBid(b)).toContainText(money(first));
        await expect(newestBid(b)).not.toContainText(t("bidPanel.you"));
        // "Bidder N" for B, "You" for A.
        const masked = escape(t("property.bidder", { n: 999 })).replace("999", "\\d+");
        await expect(newestBid(b).locator("th")).toHaveText(new RegExp(`^${masked}$`));
        await expect(newestBid(a).locator("th")).toHaveText(t("bidPanel.you"));

        // Every toast A's page shows from now on, even one gone by the time it is looked for.
        await a.evaluate(() => {
          const seen: string[] = [];
          (window as { seenToasts?: string[] }).seenToasts = seen;
          new MutationObserver(() => {
            for (const el of document.querySelectorAll("[data-testid=toast]"))
              seen.push(el.textContent ?? "");
          }).observe(document.body, { childList: true, subtree: true });
        });

        // B outbids A: each sees the other's bid and their own standing switch.
        const second = await minimumOf(b);
        expect(second).toBeGreaterThan(first);
        await bid(b, lang, riyalsText(second));
        await expectStatus(b, "leading");
        await expectStatus(a, "outbid");
        await expect(a.getByTestId("live-announcer")).toContainText(t("bidPanel.status.outbid"));
        // Heard once: the outbid notification reaches A's bell (its count, like its toast, comes
        // from the live feed), but no toast repeats what the live region said.
        type Unread = { unreadCount: number; items: { event: string; auctionId: number | null }[] };
        const unread = async () =>
          (await (await a.request.get("/api/v1/me/notifications?limit=20")).json()) as Unread;
        await expect
          .poll(async () =>
            (await unread()).items.some((n) => n.event === "outbid" && n.auctionId === auction.id),
          )
          .toBe(true);
        const { unreadCount } = await unread();
        await expect(a.getByTestId("notification-count")).toHaveAttribute(
          "data-count",
          unreadCount > 99 ? "99+" : String(unreadCount),
        );
        const toasts = await a.evaluate(() => (window as { seenToasts?: string[] }).seenToasts ?? []);
        expect(toasts.filter((text) => text.includes(notificationEventsAr.outbid.title))).toEqual([]);
        await expect(newestBid(a)).toContainText(money(second));
        await expect(panelOf(a).getByTestId("minimum-next-bid")).not.toHaveText(money(second));
        await expectNoAxeViolations(a);

        // A answers with a high bid, confirmed twice.
        const third = Math.ceil(((await minimumOf(a)) * 1.3) / 100) * 100;
        await panelOf(a).getByTestId("bid-amount").fill(riyalsText(third));
        await panelOf(a).getByTestId("bid-submit").click();
        const dialog = a.getByRole("dialog", { name: t("bidPanel.confirm.bidTitle") });
        await dialog.getByLabel(t("bidPanel.confirm.highConfirm", { amount: money(third) })).check();
        await dialog.getByRole("button", { name: t("bidPanel.confirm.submitBid") }).click();
        await expectStatus(a, "leading");
        await expectStatus(b, "outbid");
        await expect(b.getByTestId("live-announcer")).toContainText(t("bidPanel.status.outbid"));
        await expect(newestBid(b)).toContainText(money(third));
        await expectNoAxeViolations(b);

        // B sets a hidden maximum: it bids for B at once, and answers A's next bid by itself.
        const increment = (await minimumOf(b)) - third;
        const maximum = third + 6 * increment;
        const auto = panelOf(b).getByTestId("auto-bid");
        await auto.getByTestId("auto-amount").fill(riyalsText(maximum));
        await auto.getByTestId("auto-submit").click();
        const autoDialog = b.getByRole("dialog", { name: t("bidPanel.confirm.autoTitle") });
        await expect(autoDialog.getByTestId("cost-amount")).toHaveText(money(maximum));
        await expect(autoDialog.getByTestId("cost-total")).toHaveText(
          money(bidCost(maximum, auction.commissionRateBp).total),
        );
        await autoDialog.getByRole("button", { name: t("bidPanel.confirm.submitAuto") }).click();
        await expect(auto.getByTestId("auto-success")).toHaveText(
          t("bidPanel.auto.saved", { amount: money(maximum) }),
        );
        await expect(auto.getByTestId("auto-bid-current")).toHaveText(
          t("bidPanel.auto.current", { amount: money(maximum) }),
        );
        await expectStatus(b, "leading");
        await expectStatus(a, "outbid");

        const challenge = await minimumOf(a);
        await bid(a, lang, riyalsText(challenge));
        await expect(panelOf(a).getByTestId("bid-success")).toBeVisible();
        // The automatic bid answered at once: A is outbid again, B still leads.
        await expectStatus(a, "outbid");
        await expectStatus(b, "leading");
        await expect(newestBid(a)).toContainText(t("property.bidSources.automatic"));
        await expect(newestBid(b)).toContainText(t("property.bidSources.automatic"));
        await expect(newestBid(b)).toContainText(t("bidPanel.you"));
        expect(parseRiyalAmount(await b.getByTestId("current-price").innerText())).toBeGreaterThan(challenge);
        await expectNoAxeViolations(b);

        for (const each of [a, b]) {
          expect(await each.evaluate(() => (window as { unreloaded?: true }).unreloaded)).toBe(true);
        }
        expect(rival.errors).toEqual([]);
      } finally {
        await rival.close();
      }
    });

    test("an unconfirmed phone, then a wallet that does not cover the deposit", async ({ page, baseURL }) => {
      test.skip(lang !== "en", ONE_LANGUAGE);
      test.slow(); // two page loads and two full axe analyses of the property page
      const confirm = await signUp(page, baseURL!, lang);
      const [listed] = await livePool(page.request);
      const auction = await details(page.request, listed!.id);
      await openAuction(page, lang, auction.id);
      const panel = panelOf(page);
      await expect(panel).toContainText(t("bidPanel.verifyPhone"));
      await expect(panel.getByTestId("verify-phone-link")).toHaveAttribute(
        "href",
        `${p}/verify?redirectTo=${encodeURIComponent(`${p}/mazadat/${auction.id}`)}`,
      );
      await expectNoAxeViolations(page);

      await confirm();
      await openAuction(page, lang, auction.id);
      await expect(panel.getByTestId("available")).toHaveText(money(0));
      await expect(panel.getByTestId("deposit-coverage")).toContainText(t("bidPanel.register.notCovered"));
      await panel.getByLabel(t("bidPanel.register.acceptTerms")).check();
      await panel.getByLabel(t("bidPanel.register.acceptRules", { version: 1 })).check();
      await panel.getByTestId("register-submit").click();
      await expect(panel.getByTestId("registration-success")).toBeVisible();

      // The API refuses the bid and says why, with a way to the wallet.
      await panel.getByTestId("quick-add-1").click();
      await panel.getByTestId("bid-submit").click();
      await page.getByRole("button", { name: t("bidPanel.confirm.submitBid") }).click();
      const refusal = panel.getByTestId("bid-refusal");
      await expect(refusal.getByRole("alert")).toHaveText(
        t("bidding.errors.depositNotCovered", { available: money(0), deposit: money(auction.deposit) }),
      );
      await expect(refusal.getByRole("link", { name: t("bidPanel.wallet") })).toHaveAttribute(
        "href",
        `${p}/profile/wallet`,
      );
      await expectNoAxeViolations(page);
    });

    test("without JavaScript: register, a refused low bid, then a plain bid confirmed", async ({
      browser,
      baseURL,
    }, info) => {
      test.skip(lang !== "en", ONE_LANGUAGE);
      test.setTimeout(90_000);
      const plain = await otherBrowser(browser, info, { javaScriptEnabled: false });
      try {
        const page = plain.page;
        await signInAs(page.context(), "owner", baseURL!);
        const auction = await claimAuction(page.request, baseURL!);
        await page.goto(`${p}/mazadat/${auction.id}`);
        const panel = panelOf(page);
        await panel.getByLabel(t("bidPanel.register.acceptTerms")).check();
        await panel.getByLabel(t("bidPanel.register.acceptRules", { version: 1 })).check();
        await panel.getByTestId("register-submit").click();
        await expect(panel.getByTestId("registration-success")).toBeVisible();

        const minimum = await minimumOf(page);
        await panel.getByTestId("bid-amount").fill(arabicDigits(String(minimum / 100 - 1)));
        await panel.getByTestId("bid-submit").click();
        await expect(panel.getByTestId("bid-refusal").getByRole("alert")).toHaveText(
          t("bidding.errors.belowMinimum", { minimum: money(minimum) }),
        );
        await panel.getByTestId("use-minimum").click();
        const review = panel.getByTestId("bid-review");
        await expect(review.getByTestId("cost-total")).toHaveText(
          money(bidCost(minimum, auction.commissionRateBp).total),
        );
        await review.getByRole("button", { name: t("bidPanel.confirm.submitBid") }).click();
        await expect(panel.getByTestId("bid-success")).toHaveText(t("bidPanel.bid.success"));
        await expect(newestBid(page)).toContainText(t("bidPanel.you"));
        await expect(newestBid(page)).toContainText(money(minimum));
        await expectStatus(page, "leading");

        // The leader is told so at the first step, as with JavaScript: no cost confirmation.
        const next = await minimumOf(page);
        await panel.getByTestId("bid-amount").fill(String(next / 100));
        await panel.getByTestId("bid-submit").click();
        await expect(panel.getByTestId("bid-refusal").getByRole("alert")).toHaveText(
          t("bidding.errors.alreadyHighest"),
        );
        await expect(panel.getByTestId("bid-review")).toHaveCount(0);
        await expect(newestBid(page)).toContainText(money(minimum));
      } finally {
        await plain.close();
      }
    });

    test("the owner is refused registration and bids on their own live auction", async ({
      page,
      baseURL,
    }) => {
      test.skip(lang !== "en", ONE_LANGUAGE);
      await signInAs(page.context(), "owner", baseURL!);
      const found = await page.request.get(`/api/v1/auctions?status=current&q=${demoOwnedAssetNumbers.live}`);
      const [own] = ((await found.json()) as { data: ListedAuction[] }).data;
      expect(own?.assetNumber).toBe(demoOwnedAssetNumbers.live);
      await openAuction(page, lang, own!.id);
      const registration = panelOf(page).getByTestId("registration");
      await registration.getByLabel(t("bidPanel.register.acceptTerms")).check();
      await registration.getByLabel(t("bidPanel.register.acceptRules", { version: 1 })).check();
      await registration.getByTestId("register-submit").click();
      await expect(registration.getByRole("alert")).toHaveText(t("adminCancel.errors.sellerCannotBid"));
      await expect(panelOf(page).getByTestId("registration-success")).toHaveCount(0);
      await expectNoAxeViolations(page);
      // The engine refuses a bid too, whatever the client.
      const bid = await page.request.post(`/api/v1/auctions/${own!.id}/bids`, {
        headers: { Origin: baseURL!, "Idempotency-Key": crypto.randomUUID() },
        data: { amount: 999_000_000, acceptTerms: true, acceptRules: true },
      });
      expect(bid.status()).toBe(403);
      expect(((await bid.json()) as { code: string }).code).toBe("SELLER_CANNOT_BID");
    });

    // Four eyes: a live auction with bids is cancelled only once a second member approves. The
    // watcher reads the auction from the other instance (on PostgreSQL).
    test(`the committee cancels a live auction with bids, with a second member; a watcher is told at once${lang === "en" ? " @multi-instance" : ""}`, async ({
      page,
      baseURL,
      browser,
    }, info) => {
      test.skip(lang !== "en", ONE_LANGUAGE);
      test.slow(); // three people, four pages, two committee decisions and axe analyses
      const auction = await claimAuction(page.request, baseURL!);
      const second = await otherBrowser(browser, info);
      const guest = await otherBrowser(browser, info, { baseURL: otherInstance(baseURL!) });
      try {
        if (auction.currentPrice === null) {
          // The demo bidder bids first, so that cancelling needs a second member.
          await signInAs(second.page.context(), "bidder", baseURL!);
          const placed = await second.page.request.post(`/api/v1/auctions/${auction.id}/bids`, {
            headers: { Origin: baseURL!, "Idempotency-Key": crypto.randomUUID() },
            data: { amount: auction.openingPrice, acceptTerms: true, acceptRules: true, rulesVersion: 1 },
          });
          expect(placed.status()).toBe(201);
          await second.page.context().clearCookies();
        }
        await signInAs(page.context(), "committee", baseURL!);
        await openAuction(guest.page, lang, auction.id);
        await openAuction(page, lang, auction.id);
        await panelOf(page)
          .getByRole("link", { name: t("adminCancel.links.cancel") })
          .click();
        await expect(page.getByTestId("cancel-mode")).toHaveText(t("adminCancel.cancel.fourEyes"));
        await waitForHydration(page);
        await expectNoAxeViolations(page);
        await page.getByTestId("cancel-submit").click();
        await expect(page.getByText(t("validation.required"))).toHaveCount(2);
        await page.getByLabel(t("adminCancel.cancel.reasonAr")).fill("تعذّر استكمال وثائق الملكية");
        await page
          .getByLabel(t("adminCancel.cancel.reasonEn"))
          .fill("The title documents could not be completed");
        await page.getByTestId("cancel-submit").click();
        await expect(page.getByTestId("cancel-done")).toHaveText(t("adminCancel.cancel.done.requested"));
        await expect(page.getByTestId("own-request")).toHaveText(t("adminCancel.cancel.pending.own"));
        await expect(page.getByTestId("cancel-approve")).toHaveCount(0);

        // A second member (an admin) finds the request in the back office's menu and approves it.
        await signInAs(second.page.context(), "admin", baseURL!);
        await second.page.goto(`${p}/admin`);
        await second.page.getByRole("link", { name: t("adminCancel.menu") }).click();
        await second.page.locator(`a[href$="/admin/auctions/${auction.id}/cancel"]`).click();
        await waitForHydration(second.page);
        await expect(second.page.getByTestId("pending-request")).toContainText(
          "The title documents could not be completed",
        );
        await expectNoAxeViolations(second.page);
        await second.page.getByTestId("cancel-approve").click();
        await expect(second.page.getByTestId("cancel-done")).toHaveText(
          t("adminCancel.cancel.done.cancelled"),
        );

        // The reason in the page's language, English.
        const notice = `${t("auction.cancelledByCommittee")}: The title documents could not be completed`;
        await expect(guest.page.getByTestId("cancelled-notice")).toHaveText(notice);
        await expect(guest.page.locator("main header")).toContainText(t("status.cancelled"));
        await expect(guest.page.getByTestId("live-announcer")).toContainText(t("bidPanel.status.cancelled"));
        await expectNoAxeViolations(guest.page);
        expect(guest.errors).toEqual([]);
        expect(second.errors).toEqual([]);
      } finally {
        await Promise.all([guest.close(), second.close()]);
      }
    });
  });
}
