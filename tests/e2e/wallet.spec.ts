import type { Browser, Locator, Page } from "@playwright/test";
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
 * The wallet in both languages: the demo bidder sees the wallet,
 * adds an IBAN with its PDF certificate, the committee verifies it, the bidder withdraws (with
 * the confirmation step), the committee pays one withdrawal and refuses another, and the bidder
 * sees the movements and the receipt. Every validation message is checked on the way. Runs side
 * by side share the demo bidder: each adds an IBAN of its own and withdraws a few riyals only.
 */

const messages = { ar: createI18n("ar", ar), en: createI18n("en", en) };
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

/** A valid Saudi IBAN (Al Rajhi's code) no other run uses. */
function newIban(): string {
  const account = `${Date.now()}${Math.floor(Math.random() * 1e5)}`.slice(-18).padStart(18, "0");
  const bban = `80${account}`;
  let remainder = 0;
  for (const digit of `${bban}281000`) remainder = (remainder * 10 + Number(digit)) % 97; // "SA00" → 28 10 00
  return `SA${String(98 - remainder).padStart(2, "0")}${bban}`;
}

const arabicDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, "$1 ");
const stripIsolates = (text: string) => text.replace(/[\u2066-\u2069]/g, "");

/** The committee in a browser context of its own (its own cookies), at the same width. */
async function committeePage(browser: Browser, page: Page, baseURL: string, javaScriptEnabled = true) {
  const context = await browser.newContext({
    baseURL,
    viewport: page.viewportSize(),
    locale: "ar-SA",
    javaScriptEnabled,
    extraHTTPHeaders: {
      "X-Forwarded-For": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  const committee = await context.newPage();
  await signInAs(context, "committee", baseURL);
  return committee;
}

for (const lang of ["ar", "en"] as const) {
  const p = lang === "ar" ? "" : "/en";
  const t = messages[lang].t;
  const money = (riyals: string) => (lang === "ar" ? `${riyals} ر.س` : `SAR ${riyals}`);

  test.describe(`wallet (${lang})`, () => {
    test("guests sign in first; bidders never reach the committee's screen", async ({ page, baseURL }) => {
      await page.goto(`${p}/profile/wallet`);
      await expect(page).toHaveURL(
        new RegExp(`${p}/login\\?redirectTo=${encodeURIComponent(`${p}/profile/wallet`)}$`),
      );
      await signInAs(page.context(), "bidder", baseURL!);
      const res = await page.goto(`${p}/admin/withdrawals`);
      expect(res?.status()).toBe(403);
    });

    test(`IBAN, verification, withdrawal, payout and receipt, with every message${lang === "en" ? " @smoke" : ""}`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.skip(lang !== "en", ONE_LANGUAGE);
      // Two people, three pages each, every one checked with axe.
      test.slow();
      await signInAs(page.context(), "bidder", baseURL!);
      const wallet = async () => {
        const res = await page.request.get("/api/v1/me/wallet");
        return (await res.json()) as { available: number; withdrawing: number };
      };

      // The header's account menu reaches the account's pages: chat, the wallet, the orders, the payments.
      await page.goto(`${p}/auctions`);
      const toggle = page.getByRole("banner").getByTestId("account-menu");
      const accountMenu = page.getByRole("navigation", { name: t("a11y.accountNav") });
      // It closes on Escape (focus back on its button) and on a click outside it.
      await toggle.click();
      await expect(accountMenu).toBeVisible();
      await accountMenu.getByRole("link").first().focus();
      await page.keyboard.press("Escape");
      await expect(accountMenu).toBeHidden();
      await expect(toggle).toBeFocused();
      await toggle.click();
      await expect(accountMenu).toBeVisible();
      await page.getByRole("heading", { level: 1 }).click();
      await expect(accountMenu).toBeHidden();
      await toggle.click();
      await expect(accountMenu.getByRole("link")).toHaveText([
        /./,
        t("chat.nav"),
        t("wallet.title"),
        t("orders.title"),
        t("settlement.title"),
      ]);
      await accountMenu.getByRole("link", { name: t("settlement.title") }).click();
      await expect(page).toHaveURL(`${p}/payments`);
      await expect(accountMenu).toBeHidden();

      // The wallet, reached from the profile menu, which also lists the orders and the payments
      // (the menu's whole order is profile.spec's).
      await page.goto(`${p}/profile`);
      const menu = page.getByRole("navigation", { name: t("profile.menuLabel") });
      for (const entry of ["wallet.title", "orders.title", "settlement.title"]) {
        await expect(menu.getByRole("link", { name: t(entry), exact: true })).toBeVisible();
      }
      await menu.getByRole("link", { name: t("wallet.title") }).click();
      await expect(page).toHaveURL(`${p}/profile/wallet`);
      await expect(page.getByRole("heading", { level: 2 })).toHaveText(t("wallet.title"));
      await expect(menu.getByRole("link", { name: t("wallet.title") })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.getByTestId("wallet-available")).toContainText(t("wallet.summary.available"));
      await expect(page.getByRole("link", { name: t("wallet.summary.topUp") })).toHaveAttribute(
        "href",
        `${p}/paymentMethod`,
      );
      await expect(page.getByTestId("movement").first()).toBeVisible();
      await waitForHydration(page);
      await expectNoAxeViolations(page);

      // A bank account: every message first, in the browser, as the user leaves each field.
      const accounts = page.locator("#bank-accounts");
      const add = accounts.getByRole("button", { name: t("wallet.bankAccounts.add") });
      await add.click();
      await expect(accounts.getByText(t("validation.required"), { exact: true })).toHaveCount(2);
      await expect(accounts.getByText(t("wallet.validation.certificate"), { exact: true })).toBeVisible();
      const ibanField = accounts.getByLabel(t("wallet.bankAccounts.iban"), { exact: true });
      const nameField = accounts.getByLabel(t("wallet.bankAccounts.accountName"), { exact: true });
      await ibanField.fill("SA04 8000 0000 6080 1016 7519");
      await nameField.fill("ab");
      await add.click();
      await expect(accounts.getByText(t("wallet.validation.iban"), { exact: true })).toBeVisible();
      await expect(accounts.getByText(t("wallet.validation.accountName"), { exact: true })).toBeVisible();
      await expect(ibanField).toHaveAttribute("aria-invalid", "true");

      // Typed as people type it: spaces, lower case, Arabic-Indic digits on the Arabic page.
      const iban = newIban();
      const typed = grouped(iban).toLowerCase();
      await ibanField.fill(lang === "ar" ? arabicDigits(typed) : typed);
      await expect(page.getByTestId("iban-bank")).toHaveText(
        `${t("wallet.bankAccounts.bank")}: ${lang === "ar" ? "مصرف الراجحي" : "Al Rajhi Bank"}`,
      );
      await nameField.fill(lang === "ar" ? "سارة العتيبي" : "Sara Alotaibi");
      await accounts
        .getByLabel(t("wallet.bankAccounts.certificate"), { exact: true })
        .setInputFiles({ name: "iban-certificate.pdf", mimeType: "application/pdf", buffer: PDF });
      await add.click();
      await expect(page).toHaveURL(`${p}/profile/wallet?notice=bank-account-added#bank-accounts`);
      await expect(page.getByTestId("wallet-notice")).toHaveText(t("wallet.bankAccounts.added"));
      const mine = page.locator(`[data-testid=bank-account][data-iban="${iban}"]`);
      await expect(mine).toContainText(t("wallet.bankAccounts.status.pending"));
      await expect(mine.getByTestId("bank-account-iban")).toHaveText(grouped(iban));
      const accountId = await mine.getAttribute("data-id");

      // The committee checks the certificate and verifies the IBAN.
      const committee = await committeePage(browser, page, baseURL!);
      await committee.goto(`${p}/admin/withdrawals`);
      await expect(committee.getByRole("heading", { level: 2 })).toHaveText(t("wallet.committee.title"));
      const queued = committee.locator(`[data-testid=queued-account][data-iban="${iban}"]`);
      const href = await queued.getByRole("link").getAttribute("href");
      expect(href).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}$/);
      const file = await committee.request.get(href!);
      expect(file.headers()["content-type"]).toBe("application/pdf");
      await waitForHydration(committee);
      await expectNoAxeViolations(committee);
      await queued.getByRole("button", { name: t("wallet.committee.verify") }).click();
      await expect(committee.getByTestId("committee-notice")).toHaveText(t("wallet.committee.verified"));
      await expect(queued).toHaveCount(0);

      // The withdrawal: every message, then the confirmation step.
      await page.reload();
      await expect(mine).toContainText(t("wallet.bankAccounts.status.verified"));
      const before = await wallet();
      const withdraw = page.locator("#withdraw");
      const amount = withdraw.getByLabel(t("wallet.withdraw.amount"), { exact: true });
      const account = withdraw.getByLabel(t("wallet.withdraw.bankAccount"), { exact: true });
      const review = withdraw.getByRole("button", { name: t("wallet.withdraw.review") });
      await waitForHydration(page);
      await account.selectOption("");
      await review.click();
      await expect(withdraw.getByText(t("wallet.validation.bankAccount"), { exact: true })).toBeVisible();
      await expect(withdraw.getByText(t("validation.required"), { exact: true })).toBeVisible();
      for (const wrong of ["abc", "0", "10.005"]) {
        await amount.fill(wrong);
        await review.click();
        await expect(withdraw.getByText(t("validation.amount"), { exact: true })).toBeVisible();
      }
      await amount.fill(String(before.available / 100 + 1));
      await review.click();
      await expect(withdraw.getByText(t("wallet.validation.overAvailable"), { exact: true })).toBeVisible();
      await account.selectOption(accountId!);
      await amount.fill(lang === "ar" ? "١٢٣٫٤٥" : "123.45");
      await review.click();
      const confirm = page.getByTestId("withdraw-confirm");
      await expect(confirm).toContainText(t("wallet.withdraw.confirmBody", { amount: money("123.45") }));
      await expect(confirm).toContainText(grouped(iban));
      // "Change" brings the form back as it was.
      await confirm.getByRole("button", { name: t("wallet.withdraw.change") }).click();
      await expect(amount).toHaveValue("123.45");
      await review.click();
      await expectNoAxeViolations(page);
      await confirm.getByRole("button", { name: t("wallet.withdraw.confirm") }).click();
      await expect(page).toHaveURL(`${p}/profile/wallet?notice=withdrawal-requested#withdrawals`);
      await expect(page.getByTestId("wallet-notice")).toHaveText(t("wallet.withdraw.requested"));
      const requested = page.locator(`[data-testid=withdrawal][data-iban="${iban}"]`);
      await expect(requested).toContainText(money("123.45"));
      await expect(requested).toContainText(t("wallet.withdrawals.status.requested"));
      const after = await wallet();
      expect(before.available - after.available).toBeGreaterThanOrEqual(12_345);
      expect(after.withdrawing).toBeGreaterThanOrEqual(12_345);
      const requestedMovement = page
        .getByTestId("movement")
        .filter({ hasText: `SA…${iban.slice(-4)}` })
        .first();
      expect(stripIsolates((await requestedMovement.textContent()) ?? "")).toContain(
        stripIsolates(t("wallet.movements.withdrawal", { iban: `SA…${iban.slice(-4)}` })),
      );

      // A second one over the API, to be refused.
      const second = await page.request.post("/api/v1/me/withdrawals", {
        headers: { Origin: baseURL!, "Idempotency-Key": crypto.randomUUID() },
        data: { bankAccountId: accountId, amount: 700 },
      });
      expect(second.status()).toBe(201);

      // The committee pays the first and refuses the second (the reason is required).
      await committee.goto(`${p}/admin/withdrawals`);
      const rows = committee.locator(`[data-testid=queued-withdrawal][data-iban="${iban}"]`);
      await expect(rows).toHaveCount(2);
      const first = rows.filter({ hasText: money("123.45") });
      await expect(first).toContainText(lang === "ar" ? "سارة العتيبي" : "Sara Alotaibi");
      await expect(first).toContainText(grouped(iban));
      const refused = rows.filter({ hasText: money("7") });
      await waitForHydration(committee);
      await refused.getByRole("button", { name: t("wallet.committee.reject") }).click();
      await expect(refused.getByText(t("validation.reason"), { exact: true })).toBeVisible();
      await refused
        .getByLabel(t("wallet.committee.reason"), { exact: true })
        .fill(lang === "ar" ? "الحساب مغلق" : "The account is closed");
      await refused.getByRole("button", { name: t("wallet.committee.reject") }).click();
      await expect(committee.getByTestId("committee-notice")).toHaveText(t("wallet.committee.rejected"));
      await first.getByLabel(t("wallet.committee.reference"), { exact: true }).fill("FT-2026-0042");
      await first.getByRole("button", { name: t("wallet.committee.markPaid") }).click();
      await expect(committee.getByTestId("committee-notice")).toHaveText(t("wallet.committee.paid"));
      await expect(rows).toHaveCount(0);
      await expect(committee.locator(`[data-testid=recent-withdrawal][data-iban="${iban}"]`)).toHaveCount(2);
      await expectNoAxeViolations(committee);
      await committee.context().close();

      // The bidder sees both outcomes in the history, and the receipt.
      await page.goto(`${p}/profile/wallet`);
      // The IBAN as movements show it: its last four digits alone can be in an asset number too
      // (SA…0501 and the demo's MZ-050126).
      const history = page.getByTestId("movement").filter({ hasText: `SA…${iban.slice(-4)}` });
      await expect(history).toHaveCount(4);
      await expect(history.first()).toHaveAttribute("data-kind", /withdrawal_(payout|return)/);
      expect(stripIsolates((await history.allTextContents()).join("\n"))).toContain(
        stripIsolates(t("wallet.movements.payout", { iban: `SA…${iban.slice(-4)}` })),
      );
      const paid = page
        .locator(`[data-testid=withdrawal][data-iban="${iban}"]`)
        .filter({ hasText: money("123.45") });
      await expect(paid).toContainText(t("wallet.withdrawals.status.paid"));
      await paid.getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`${p}/profile/wallet/withdrawals/[0-9a-f-]{36}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("wallet.receipt.title"));
      await expect(page.getByTestId("receipt-code")).toHaveText(/^MZD-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      await expect(page.getByTestId("withdrawal-amount")).toContainText(money("123.45"));
      await expect(page.getByTestId("withdrawal-reference")).toContainText("FT-2026-0042");
      expect(await htmlProblems(await page.content())).toEqual([]);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("a new user's IBAN and withdrawal forms answer from the server", async ({
        page,
        browser,
        baseURL,
      }) => {
        test.skip(lang !== "ar", ONE_LANGUAGE);
        test.slow();
        const confirmPhone = await signUp(page, baseURL!, lang);
        await confirmPhone();
        await page.goto(`${p}/profile/wallet`);
        await expect(page.getByText(t("wallet.withdraw.needAccount"), { exact: true })).toBeVisible();
        await expect(page.getByText(t("wallet.movements.none"), { exact: true })).toBeVisible();
        const accounts = page.locator("#bank-accounts");
        const add = accounts.getByRole("button", { name: t("wallet.bankAccounts.add") });
        await accounts
          .getByLabel(t("wallet.bankAccounts.iban"), { exact: true })
          .fill("SA03 8000 0000 6080 1016 751");
        await accounts.getByLabel(t("wallet.bankAccounts.accountName"), { exact: true }).fill("  a ");
        await add.click();
        await expect(accounts.getByText(t("wallet.validation.iban"), { exact: true })).toBeVisible();
        await expect(accounts.getByText(t("wallet.validation.accountName"), { exact: true })).toBeVisible();
        await expect(accounts.getByText(t("wallet.validation.certificate"), { exact: true })).toBeVisible();
        // What was typed stays, the file excepted.
        await expect(accounts.getByLabel(t("wallet.bankAccounts.iban"), { exact: true })).toHaveValue(
          "SA03 8000 0000 6080 1016 751",
        );
        const iban = newIban();
        await accounts.getByLabel(t("wallet.bankAccounts.iban"), { exact: true }).fill(iban);
        await accounts.getByLabel(t("wallet.bankAccounts.accountName"), { exact: true }).fill("Reem Bidder");
        // Not a PDF nor an image, whatever its name says: the uploads module's message.
        await accounts.getByLabel(t("wallet.bankAccounts.certificate"), { exact: true }).setInputFiles({
          name: "certificate.pdf",
          mimeType: "application/pdf",
          buffer: Buffer.from("<html><body>not a pdf</body></html>"),
        });
        await add.click();
        await expect(accounts.getByText(t("uploads.errors.typeNotAllowed"), { exact: true })).toBeVisible();
        await accounts
          .getByLabel(t("wallet.bankAccounts.certificate"), { exact: true })
          .setInputFiles({ name: "certificate.pdf", mimeType: "application/pdf", buffer: PDF });
        await add.click();
        await expect(page.getByTestId("wallet-notice")).toHaveText(t("wallet.bankAccounts.added"));

        const committee = await committeePage(browser, page, baseURL!, false);
        await committee.goto(`${p}/admin/withdrawals`);
        const queued = committee.locator(`[data-testid=queued-account][data-iban="${iban}"]`);
        await queued.getByRole("button", { name: t("wallet.committee.verify") }).click();
        await expect(committee.getByTestId("committee-notice")).toHaveText(t("wallet.committee.verified"));
        await committee.context().close();

        // A new user has nothing to withdraw: the server says so next to the amount.
        await page.goto(`${p}/profile/wallet`);
        const withdraw: Locator = page.locator("#withdraw");
        await withdraw.getByLabel(t("wallet.withdraw.amount"), { exact: true }).fill("10");
        await withdraw.getByRole("button", { name: t("wallet.withdraw.review") }).click();
        await expect(withdraw.getByText(t("wallet.validation.overAvailable"), { exact: true })).toBeVisible();
        await expect(withdraw.getByLabel(t("wallet.withdraw.amount"), { exact: true })).toHaveValue("10");
      });
    });
  });
}
