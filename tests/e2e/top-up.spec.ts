import type { Browser, Page } from "@playwright/test";
import { formatMoney } from "../../app/i18n/format";
import { createI18n } from "../../app/i18n/i18n";
import { ar } from "../../app/i18n/messages/ar";
import { en } from "../../app/i18n/messages/en";
import { sandboxGatewayAr } from "../../app/i18n/messages/sandbox-gateway-ar";
import { sandboxGatewayEn } from "../../app/i18n/messages/sandbox-gateway-en";
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
 * Topping up the wallet in both languages, as a new bidder: by card
 * on the sandbox gateway's hosted page (approved, declined, Mada through 3-D Secure), and by bank
 * transfer (the platform's account and the user's reference, every field's message in the browser
 * and from the server without JavaScript, the declaration pending, then the committee verifying
 * one and rejecting another with a reason). Amounts are typed as people type them, Arabic-Indic
 * digits included.
 */

const messages = { ar: createI18n("ar", ar), en: createI18n("en", en) };
const gatewayMessages = { ar: sandboxGatewayAr, en: sandboxGatewayEn };
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
const PLATFORM_IBAN = "SA17 8000 0123 6080 1016 7519";
const SENDER_IBAN = "SA03 8000 0000 6080 1016 7519";
const arabicDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

async function newBidder(page: Page, baseURL: string, lang: "ar" | "en") {
  const confirmPhone = await signUp(page, baseURL, lang);
  await confirmPhone();
}

/** The committee in a browser context of its own, at the same width. */
async function committeePage(browser: Browser, page: Page, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: page.viewportSize(),
    locale: "ar-SA",
    extraHTTPHeaders: {
      "X-Forwarded-For": `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  await signInAs(context, "committee", baseURL);
  return context.newPage();
}

async function checkPage(page: Page) {
  expect(await htmlProblems(await page.content())).toEqual([]);
  await expectNoAxeViolations(page);
}

for (const lang of ["ar", "en"] as const) {
  const p = lang === "ar" ? "" : "/en";
  const t = messages[lang].t;
  const g = gatewayMessages[lang];
  const money = (halalas: number) => formatMoney(halalas, lang);
  const typed = (riyals: string) => (lang === "ar" ? arabicDigits(riyals) : riyals);

  test.describe(`topping up (${lang})`, () => {
    /** From the wallet to the method page, an amount and a card method, on to the gateway's page. */
    async function startCardTopUp(page: Page, riyals: number, method: "credit_card" | "mada") {
      await page.goto(`${p}/profile/wallet`);
      await waitForHydration(page);
      await page.getByRole("link", { name: t("wallet.summary.topUp") }).click();
      await expect(page).toHaveURL(new RegExp(`${p}/paymentMethod$`));
      await page.getByLabel(t("topUp.methodPage.amount")).fill(typed(String(riyals)));
      await page.getByText(t(`topUp.methods.${method}.title`), { exact: true }).click();
      await page.getByRole("button", { name: t("topUp.methodPage.continue") }).click();
      await expect(page.getByTestId("card-amount")).toHaveText(money(riyals * 100));
      await page.getByRole("button", { name: t("topUp.card.pay", { amount: money(riyals * 100) }) }).click();
      await expect(page.getByLabel(g.card.number, { exact: true })).toBeVisible();
    }

    async function typeCard(page: Page, number: string) {
      await page
        .getByLabel(g.card.name, { exact: true })
        .fill(lang === "ar" ? "ريم المزايدة" : "Reem Bidder");
      await page.getByLabel(g.card.number, { exact: true }).fill(number);
      await page.getByLabel(g.card.expiry, { exact: true }).fill("12/29");
      await page.getByLabel(g.card.cvv, { exact: true }).fill("123");
      await page.getByLabel(g.card.cvv, { exact: true }).press("Enter");
    }

    const available = (page: Page) => page.getByTestId("wallet-available");

    test(`by card: approved, declined, and Mada through 3-D Secure${lang === "en" ? " @smoke" : ""}`, async ({
      page,
      baseURL,
    }) => {
      test.skip(lang !== "en", ONE_LANGUAGE);
      test.slow();
      await newBidder(page, baseURL!, lang);

      // The method page checks the amount before anything else.
      await page.goto(`${p}/paymentMethod`);
      await waitForHydration(page);
      await checkPage(page);
      await page.getByText(t("topUp.methods.credit_card.title"), { exact: true }).click();
      await page.getByRole("button", { name: t("topUp.methodPage.continue") }).click();
      await expect(page.getByText(t("validation.amount"))).toBeVisible();
      await page.getByLabel(t("topUp.methodPage.amount")).fill("0");
      await page.getByRole("button", { name: t("topUp.methodPage.continue") }).click();
      await expect(page.getByText(t("validation.amount"))).toBeVisible();

      // Approved: back on our page, credited once, with a receipt. Every toast the pages show from
      // now on is recorded, even one gone by the time it is looked for.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as { seenToasts?: string[] }).seenToasts = seen;
        addEventListener("DOMContentLoaded", () =>
          new MutationObserver(() => {
            for (const el of document.querySelectorAll("[data-testid=toast]"))
              seen.push(el.textContent ?? "");
          }).observe(document.body, { childList: true, subtree: true }),
        );
      });
      await startCardTopUp(page, 500, "credit_card");
      await typeCard(page, "4111 1111 1111 1111");
      await expect(page).toHaveURL(new RegExp(`${p}/payments/callback\\?`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("topUp.callback.paidTitle"));
      await expect(page.getByTestId("payment-outcome")).toContainText(
        t("topUp.callback.paidTopUp", { amount: money(50_000) }),
      );
      // The bell counts the "payment received" notification (from the live feed, as a toast would
      // be), but no toast repeats the page's message over its actions (issue 17).
      type Unread = { unreadCount: number; items: { event: string }[] };
      const unread = async () =>
        (await (await page.request.get("/api/v1/me/notifications?limit=20")).json()) as Unread;
      await expect
        .poll(async () => (await unread()).items.some((n) => n.event === "payment_received"))
        .toBe(true);
      const { unreadCount } = await unread();
      await expect(page.getByTestId("notification-count")).toHaveAttribute("data-count", String(unreadCount));
      expect(await page.evaluate(() => (window as { seenToasts?: string[] }).seenToasts ?? [])).toEqual([]);
      await checkPage(page);
      await page.getByRole("link", { name: t("topUp.callback.viewReceipt") }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("topUp.receipt.title"));
      await expect(page.getByText(/RCT-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/).first()).toBeVisible();
      await checkPage(page);
      await page.goto(`${p}/profile/wallet`);
      await expect(available(page)).toContainText(money(50_000));
      await expect(page.getByTestId("movement").first()).toContainText(
        t("wallet.movements.topUp.credit_card"),
      );

      // Declined by the bank: the reason in the page's language, nothing credited.
      await startCardTopUp(page, 300, "credit_card");
      await typeCard(page, "4123 1200 0109 0000");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("topUp.callback.failedTitle"));
      await expect(page.getByTestId("failure-reason")).toHaveText(t("topUp.failure.insufficientFunds"));
      await checkPage(page);
      await page.goto(`${p}/profile/wallet`);
      await expect(available(page)).toContainText(money(50_000));

      // Mada: the bank's 3-D Secure step, confirmed.
      await startCardTopUp(page, 200, "mada");
      await typeCard(page, "4201 3201 1111 1010");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(g.threeDs.title);
      await checkPage(page);
      await page.getByRole("button", { name: g.threeDs.confirm }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("topUp.callback.paidTitle"));
      await page.goto(`${p}/profile/wallet`);
      await expect(available(page)).toContainText(money(70_000));
    });

    test(`by transfer: every message, declared and pending, verified by the committee; another rejected${lang === "ar" ? " @smoke" : ""}`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.skip(lang !== "ar", ONE_LANGUAGE);
      test.slow();
      await newBidder(page, baseURL!, lang);
      await page.goto(`${p}/paymentMethod`);
      await waitForHydration(page);
      await page.getByLabel(t("topUp.methodPage.amount")).fill(typed("1,200"));
      await page.getByText(t("topUp.methods.bank_transfer.title"), { exact: true }).click();
      await page.getByRole("button", { name: t("topUp.methodPage.continue") }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t("topUp.transfer.titles.bank_transfer"),
      );
      await waitForHydration(page);

      // Where to send it, and the reference to quote.
      await expect(page.getByText(PLATFORM_IBAN)).toBeVisible();
      const reference = (await page.locator("#your-reference").textContent())?.match(/MZD-U-[A-Z0-9]+/)?.[0];
      expect(reference).toBeTruthy();
      await checkPage(page);

      // Every field's message, as the user types.
      const amount = page.getByLabel(t("topUp.transfer.amount"));
      await amount.fill("0");
      await page.getByLabel(t("topUp.transfer.senderIban")).fill("SA00 1234");
      await page.getByLabel(t("topUp.transfer.accountName")).fill("أب");
      await page.getByRole("button", { name: t("topUp.transfer.submit") }).click();
      for (const key of [
        "validation.amount",
        "topUp.validation.bankName",
        "topUp.validation.iban",
        "topUp.validation.accountName",
        "topUp.validation.receipt",
      ]) {
        await expect(page.getByText(t(key)).first()).toBeVisible();
      }
      await page.getByLabel(t("topUp.transfer.receipt")).setInputFiles({
        name: "notes.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("not a receipt"),
      });
      await page.getByRole("button", { name: t("topUp.transfer.submit") }).click();
      await expect(page.getByText(t("uploads.errors.typeNotAllowed"))).toBeVisible();
      await checkPage(page);

      // A valid declaration: pending, not credited.
      await amount.fill(typed("1,200"));
      await page
        .getByLabel(t("topUp.transfer.bankName"))
        .fill(lang === "ar" ? "مصرف الراجحي" : "Al Rajhi Bank");
      await page.getByLabel(t("topUp.transfer.senderIban")).fill(typed(SENDER_IBAN.toLowerCase()));
      await page
        .getByLabel(t("topUp.transfer.accountName"))
        .fill(lang === "ar" ? "ريم عبدالله" : "Reem Abdullah");
      await page.getByLabel(t("topUp.transfer.receipt")).setInputFiles({
        name: "transfer.pdf",
        mimeType: "application/pdf",
        buffer: PDF,
      });
      await page.getByRole("button", { name: t("topUp.transfer.submit") }).click();
      await expect(page).toHaveURL(new RegExp(`${p}/payments/transfers/[0-9a-f-]+\\?notice=declared$`));
      await expect(page.getByTestId("transfer-status")).toContainText(
        t("topUp.transferStatus.awaiting_review"),
      );
      await checkPage(page);
      const transferUrl = page.url().replace(/\?.*$/, "");
      await page.goto(`${p}/profile/wallet`);
      await expect(page.getByTestId("wallet-available")).toContainText(money(0));

      // The committee finds it by its amount and the user's reference, and verifies it.
      const committee = await committeePage(browser, page, baseURL!);
      await committee.goto(`${p}/admin/transfers`);
      await waitForHydration(committee);
      const item = committee
        .getByTestId("transfer-item")
        .filter({ hasText: reference! })
        .filter({ hasText: money(120_000) });
      await expect(item).toHaveCount(1);
      // What the user typed, and references, are isolated (matched against bank statements).
      const typedName = lang === "ar" ? "ريم عبدالله" : "Reem Abdullah";
      await expect(item.locator("bdi", { hasText: typedName })).toHaveCount(1);
      await expect(item.locator("bdi.keep-whole", { hasText: reference! })).toHaveCount(1);
      await expect(item.getByRole("link", { name: t("topUp.admin.receiptFile") })).toHaveAttribute(
        "href",
        /^\/media\/uploads\//,
      );
      await checkPage(committee);
      await item.getByRole("button", { name: t("topUp.admin.verify") }).click();
      await expect(
        committee.getByText(t("topUp.admin.none")).or(committee.getByTestId("transfer-item").first()),
      ).toBeVisible();
      await expect(
        committee
          .getByTestId("transfer-item")
          .filter({ hasText: reference! })
          .filter({ hasText: money(120_000) }),
      ).toHaveCount(0);

      // Credited, and the user is told.
      await page.goto(transferUrl);
      await expect(page.getByTestId("transfer-status")).toContainText(
        t("topUp.transferStatus.paidTopUp", { amount: money(120_000) }),
      );
      await page.goto(`${p}/profile/wallet`);
      await expect(page.getByTestId("wallet-available")).toContainText(money(120_000));
      await page.goto(`${p}/notifications`);
      await expect(page.locator("main")).toContainText(money(120_000));

      // A second declaration, which the committee rejects with a reason the user then reads.
      await page.goto(`${p}/paymentMethod/transfer?method=bank_wire`);
      await waitForHydration(page);
      await page.getByLabel(t("topUp.transfer.amount")).fill(typed("750"));
      await page
        .getByLabel(t("topUp.transfer.bankName"))
        .fill(lang === "ar" ? "البنك الأهلي السعودي" : "Saudi National Bank");
      await page.getByLabel(t("topUp.transfer.senderIban")).fill(SENDER_IBAN);
      await page
        .getByLabel(t("topUp.transfer.accountName"))
        .fill(lang === "ar" ? "ريم عبدالله" : "Reem Abdullah");
      await page.getByLabel(t("topUp.transfer.receipt")).setInputFiles({
        name: "wire.pdf",
        mimeType: "application/pdf",
        buffer: PDF,
      });
      await page.getByRole("button", { name: t("topUp.transfer.submit") }).click();
      await expect(page.getByTestId("transfer-status")).toContainText(
        t("topUp.transferStatus.awaiting_review"),
      );
      const wireUrl = page.url().replace(/\?.*$/, "");
      await committee.goto(`${p}/admin/transfers`);
      const wire = committee
        .getByTestId("transfer-item")
        .filter({ hasText: reference! })
        .filter({ hasText: money(75_000) });
      await wire.getByText(t("topUp.admin.reject")).click();
      const reason = lang === "ar" ? "لم نجد الحوالة في كشف الحساب" : "The wire is not on the bank statement";
      await wire.getByLabel(t("topUp.admin.reason")).fill(reason);
      await wire.getByRole("button", { name: t("topUp.admin.rejectSubmit") }).click();
      await expect(
        committee
          .getByTestId("transfer-item")
          .filter({ hasText: reference! })
          .filter({ hasText: money(75_000) }),
      ).toHaveCount(0);
      await committee.context().close();
      await page.goto(wireUrl);
      await expect(page.getByTestId("transfer-status")).toContainText(t("topUp.transferStatus.rejected"));
      await expect(page.getByTestId("rejection-reason")).toContainText(reason);
      await page.goto(`${p}/profile/wallet`);
      await expect(page.getByTestId("wallet-available")).toContainText(money(120_000));
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the transfer form's messages come from the server", async ({ page, baseURL }) => {
        await newBidder(page, baseURL!, lang);
        await page.goto(`${p}/paymentMethod/transfer?method=bank_transfer`);
        await page.getByLabel(t("topUp.transfer.amount")).fill(typed("-5"));
        await page.getByLabel(t("topUp.transfer.senderIban")).fill("SA03 8000 0000 6080 1016 7518");
        await page.getByLabel(t("topUp.transfer.accountName")).fill("ab");
        await page.getByRole("button", { name: t("topUp.transfer.submit") }).click();
        for (const key of [
          "validation.amount",
          "topUp.validation.bankName",
          "topUp.validation.iban",
          "topUp.validation.accountName",
          "topUp.validation.receipt",
        ]) {
          await expect(page.getByText(t(key)).first()).toBeVisible();
        }
        expect(await htmlProblems(await page.content())).toEqual([]);
      });
    });
  });
}
