import type { Page, TestInfo } from "@playwright/test";
import { createI18n } from "../../app/i18n/i18n";
import { ar } from "../../app/i18n/messages/ar";
import { en } from "../../app/i18n/messages/en";
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

/*
 * Orders in both languages (at phone width the tests tagged @layout), with the demo bidder: register for an
 * upcoming demo auction, find it under "Upcoming", cancel the request, rebook it, open the
 * receipt, mail it, check it publicly, and see the same orders in the profile. Each run (language ×
 * width) takes an upcoming auction of its own, so runs side by side never touch each other's order.
 */

const messages = { ar: createI18n("ar", ar), en: createI18n("en", en) };

/** Which of the tests below takes which auctions (they run side by side). */
const uses = { flow: 0, profile: 4, html: 8 } as const;

/**
 * An upcoming demo auction for this test alone (each test × language × width has its own),
 * registered for.
 */
async function registerForOwnAuction(
  page: Page,
  baseURL: string,
  lang: "ar" | "en",
  info: TestInfo,
  use: keyof typeof uses,
) {
  // The latest to start: far from their start, and not the soonest ones other suites reach for.
  const res = await page.request.get("/api/v1/auctions?status=upcoming&pageSize=12&sort=newest");
  const { data } = (await res.json()) as { data: { id: number; assetNumber: string }[] };
  const slot = uses[use] + (info.project.name === "phone" ? 2 : 0) + (lang === "en" ? 1 : 0);
  const auction = data[slot]!;
  const registered = await page.request.post(`/api/v1/auctions/${auction.id}/registrations`, {
    headers: { Origin: baseURL },
    data: { acceptTerms: true, acceptRules: true, rulesVersion: 1 },
  });
  expect([200, 201]).toContain(registered.status());
  return auction;
}

for (const lang of ["ar", "en"] as const) {
  const p = lang === "ar" ? "" : "/en";
  const t = messages[lang].t;

  test.describe(`orders (${lang})`, () => {
    test("a guest is sent to sign in and brought back", async ({ page }) => {
      await page.goto(`${p}/orders/current`);
      await expect(page).toHaveURL(
        new RegExp(`${p}/login\\?redirectTo=${encodeURIComponent(`${p}/orders/current`)}$`),
      );
    });

    test(`register, find it under Upcoming, cancel, rebook, receipt, mail and check it${lang === "ar" ? " @layout @smoke" : ""}`, async ({
      page,
      baseURL,
    }, info) => {
      test.skip(lang !== "ar", ONE_LANGUAGE);
      // A whole journey over six pages, each checked with axe.
      test.slow();
      await signInAs(page.context(), "bidder", baseURL!);
      const auction = await registerForOwnAuction(page, baseURL!, lang, info, "flow");

      // /orders opens the first tab.
      await page.goto(`${p}/orders`);
      await expect(page).toHaveURL(`${p}/orders/next`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("orders.title"));
      const tabs = page.getByRole("navigation", { name: t("orders.groupsLabel") });
      await expect(tabs.getByRole("link")).toHaveCount(4);
      await expect(
        tabs.getByRole("link", { name: new RegExp(`^${t("orders.groups.next")}`) }),
      ).toHaveAttribute("aria-current", "page");
      const card = page.locator("[data-testid=order-card]").filter({ hasText: auction.assetNumber }).first();
      await expect(card).toBeVisible();
      await expect(card.getByTestId("order-state")).toHaveText(t("orders.status.registered"));
      await expect(card.getByTestId("my-highest-bid")).toHaveText(t("orders.card.noBidYet"));
      if (lang === "ar") await expect(card.getByTestId("hijri-date").first()).toContainText("هـ");
      await waitForHydration(page);
      await expectNoAxeViolations(page);

      // Cancel request: a confirmation step, then back to the list with a confirmation.
      await card.getByRole("link", { name: new RegExp(`^${t("orders.actions.cancel")}`) }).click();
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/cancel\?back=/);
      await expect(page.getByText(t("orders.cancel.question"))).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: t("orders.cancel.confirm") }).click();
      await expect(page).toHaveURL(new RegExp(`${p}/orders/next\\?notice=cancelled$`));
      await expect(page.getByTestId("order-notice")).toHaveText(t("orders.notices.cancelled"));

      // Under Cancelled, with the date; rebook it (the rules must be accepted again).
      await tabs.getByRole("link", { name: new RegExp(`^${t("orders.groups.cancelled")}`) }).click();
      await expect(page).toHaveURL(`${p}/orders/cancelled`);
      const cancelled = page
        .locator("[data-testid=order-card]")
        .filter({ hasText: auction.assetNumber })
        .first();
      await expect(cancelled.getByTestId("order-state")).toContainText(
        t("orders.status.withdrawn", { date: "" }).trim(),
      );
      const rebook = cancelled.getByRole("link", { name: new RegExp(`^${t("orders.actions.rebook")}`) });
      // Reached by a client-side navigation: the way back is still the page's own address.
      await expect(rebook).toHaveAttribute(
        "href",
        new RegExp(`back=${encodeURIComponent(`${p}/orders/cancelled`)}$`),
      );
      await rebook.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("orders.rebook.title"));
      await waitForHydration(page);
      await page.getByRole("button", { name: t("orders.rebook.submit") }).click();
      await expect(page.getByText(t("validation.rules"))).toBeVisible();
      await page.getByLabel(t("orders.rebook.accept", { version: 1 })).check();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: t("orders.rebook.submit") }).click();
      await expect(page).toHaveURL(new RegExp(`${p}/orders/next\\?notice=rebooked$`));
      await expect(page.getByTestId("order-notice")).toHaveText(
        t("orders.notices.rebooked", { group: t("orders.groups.next") }),
      );
      const rebooked = page
        .locator("[data-testid=order-card]")
        .filter({ hasText: auction.assetNumber })
        .first();
      await expect(rebooked.getByTestId("order-state")).toHaveText(t("orders.status.registered"));

      // The electronic receipt.
      await rebooked.getByRole("link", { name: new RegExp(`^${t("orders.actions.receipt")}`) }).click();
      await expect(page).toHaveURL(new RegExp(`${p}/orders/[0-9a-f-]{36}/receipt$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("orders.receipt.title"));
      const code = (await page.getByTestId("receipt-code").textContent())!.trim();
      expect(code).toMatch(/^MZD-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      await expect(page.getByTestId("receipt-asset-number")).toContainText(auction.assetNumber);
      await expect(page.getByTestId("receipt-holder")).toContainText("سارة العتيبي");
      await expect(page.getByTestId("receipt-rules")).toContainText(
        lang === "ar" ? "الإصدار 1" : "Version 1",
      );
      await waitForHydration(page);
      await expectNoAxeViolations(page);

      // Mail me the receipt: a confirmation here, the e-mail in the outbox.
      await page.getByRole("button", { name: t("orders.actions.mailReceipt") }).click();
      await expect(page.getByTestId("order-notice")).toHaveText(
        t("orders.notices.mailed", { email: "bidder@mazad.example" }),
      );
      const outbox = await page.request.get("/api/v1/dev/outbox?recipient=bidder@mazad.example&limit=20");
      const { data } = (await outbox.json()) as {
        data: { template: string; subject: string; body: string }[];
      };
      const mail = data.find((m) => m.template === "orders.receipt" && m.body.includes(code));
      expect(mail, "the receipt e-mail").toBeTruthy();
      expect(mail!.subject).toContain(auction.assetNumber);
      expect(mail!.body).toContain(lang === "ar" ? "رمز التحقق" : "Verification code");

      // Anyone can check the code: the public page names no one.
      await page.goto(`${p}/receipts/verify?code=${encodeURIComponent(code.toLowerCase())}`);
      await expect(page.getByTestId("verify-result")).toContainText(t("orders.verify.valid"));
      await expect(page.getByTestId("verify-result")).toContainText(auction.assetNumber);
      await expect(page.getByTestId("verify-result")).not.toContainText("سارة");
      await expectNoAxeViolations(page);
      await page.getByLabel(t("orders.verify.code")).fill("MZD-0000-0000-0000");
      await page.getByRole("button", { name: t("orders.verify.submit") }).click();
      await expect(page.getByTestId("verify-result")).toHaveText(t("orders.verify.notFound"));
    });

    test("the profile shows the same orders: My Auctions, Auction History, My Purchases", async ({
      page,
      baseURL,
    }, info) => {
      test.skip(lang !== "en", ONE_LANGUAGE);
      test.slow(); // 3 full axe analyses of long pages
      // A bidder of its own: the demo bidder's lists grow with every other suite's registrations.
      const confirmPhone = await signUp(page, baseURL!, lang);
      await confirmPhone();
      const auction = await registerForOwnAuction(page, baseURL!, lang, info, "profile");
      await page.goto(`${p}/profile`);
      const menu = page.getByRole("navigation", { name: t("profile.menuLabel") });
      const labels = await menu.getByRole("link").allTextContents();
      const order = ["orders.profile.auctions", "orders.profile.history", "orders.profile.purchases"].map(
        (k) => labels.indexOf(t(k)),
      );
      expect(order.every((i) => i > 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(order[2]!).toBeLessThan(labels.indexOf(t("profile.settings")));

      await menu.getByRole("link", { name: t("orders.profile.auctions") }).click();
      await expect(page).toHaveURL(`${p}/profile/auctions`);
      await expect(page.getByRole("heading", { level: 2 })).toHaveText(t("orders.profile.auctions"));
      await expect(
        page.locator("[data-testid=order-card]").filter({ hasText: auction.assetNumber }).first(),
      ).toBeVisible();
      await waitForHydration(page);
      await expectNoAxeViolations(page);

      await menu.getByRole("link", { name: t("orders.profile.history") }).click();
      await expect(page).toHaveURL(`${p}/profile/history`);
      await expect(page.getByRole("heading", { level: 2 })).toHaveText(t("orders.profile.history"));
      await expectNoAxeViolations(page);

      await menu.getByRole("link", { name: t("orders.profile.purchases") }).click();
      await expect(page).toHaveURL(`${p}/profile/purchases`);
      await expect(page.getByRole("heading", { level: 2 })).toHaveText(t("orders.profile.purchases"));
      await expect(
        page.getByTestId("orders-empty").or(page.locator("[data-testid=order-card]").first()),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });

    // Issue 17: the demo bidder is told she lost an auction; the page and her orders say so too.
    test('a lost auction reads "awarded to another bidder" on its page and in the orders', async ({
      page,
      baseURL,
    }) => {
      test.skip(lang !== "ar", ONE_LANGUAGE);
      await signInAs(page.context(), "bidder", baseURL!);
      const res = await page.request.get("/api/v1/me/notifications?limit=50");
      const { items } = (await res.json()) as { items: { event: string; auctionId: number | null }[] };
      const auctionId = items.find((n) => n.event === "auction_lost")!.auctionId!;
      await page.goto(`${p}/mazadat/${auctionId}`);
      await waitForHydration(page);
      await expect(page.getByTestId("outcome")).toHaveAttribute("data-state", "lost");
      await expect(page.getByTestId("outcome")).toHaveText(t("bidPanel.status.lost"));
      await page.goto(`${p}/orders/finished`);
      const card = page
        .getByTestId("order-card")
        .filter({ has: page.locator(`a[href="${p}/mazadat/${auctionId}"]`) });
      await expect(card.getByTestId("order-state")).toHaveText(t("orders.status.lost"));
    });

    test("the pages are valid HTML", async ({ page, baseURL }, info) => {
      await signInAs(page.context(), "bidder", baseURL!);
      const auction = await registerForOwnAuction(page, baseURL!, lang, info, "html");
      const orders = (await (await page.request.get("/api/v1/me/orders?group=next")).json()) as {
        items: { id: string; receiptCode: string; auction: { id: number } }[];
      };
      const order = orders.items.find((o) => o.auction.id === auction.id)!;
      for (const path of [
        `${p}/orders/next`,
        `${p}/orders/cancelled`,
        `${p}/orders/${order.id}/receipt`,
        `${p}/orders/${order.id}/cancel`,
        `${p}/orders/${order.id}/rebook`,
        `${p}/receipts/verify?code=${order.receiptCode}`,
        `${p}/profile/auctions`,
        `${p}/profile/purchases`,
      ]) {
        const html = await (await page.request.get(path)).text();
        expect(await htmlProblems(html), path).toEqual([]);
      }
    });

    test("bad addresses are not pages", async ({ page, baseURL }) => {
      await signInAs(page.context(), "bidder", baseURL!);
      expect((await page.goto(`${p}/orders/later`))!.status()).toBe(404);
      expect((await page.goto(`${p}/orders/${crypto.randomUUID()}/receipt`))!.status()).toBe(404);
      expect((await page.goto(`${p}/orders/next?page=abc`))!.status()).toBe(404);
      // Past the last page: the last page.
      await page.goto(`${p}/orders/finished?page=99`);
      await expect(page).toHaveURL(`${p}/orders/finished`);
    });
  });
}
