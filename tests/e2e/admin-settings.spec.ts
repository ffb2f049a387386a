import { formatMoney } from "../../app/i18n/format";
import { createI18n } from "../../app/i18n/i18n";
import { ar } from "../../app/i18n/messages/ar";
import { en } from "../../app/i18n/messages/en";
import {
  expect,
  expectNoAxeViolations,
  htmlProblems,
  signInAs,
  signUp,
  test,
  waitForHydration,
} from "./support";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

/*
 * The admin's settings screen in both languages: reached from the back office's menu, a wrong
 * value answered in the page's language with nothing saved, then a change saved, shown again and
 * put back. Only the announcement period and a public holiday long past change: other journeys
 * of the run depend on the ladder, the deadline and the thresholds.
 */

const messages = { ar: createI18n("ar", ar), en: createI18n("en", en) };
const arabicDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

for (const lang of ["ar", "en"] as const) {
  const p = lang === "ar" ? "" : "/en";
  const t = messages[lang].t;
  const typed = (n: string) => (lang === "ar" ? arabicDigits(n) : n);

  test(`an admin changes a setting, audited and shown again (${lang})`, async ({ page, baseURL }) => {
    await signInAs(page.context(), "admin", baseURL!);
    await page.goto(`${p}/admin`);
    await page
      .getByRole("navigation", { name: t("admin.menuLabel") })
      .getByRole("link", { name: t("adminSettings.menu.settings") })
      .click();
    await expect(page).toHaveURL(new RegExp(`${p}/admin/settings$`));
    await expect(page.getByRole("heading", { name: t("adminSettings.title") })).toBeVisible();
    await waitForHydration(page);
    expect(await htmlProblems(await page.content())).toEqual([]);
    await expectNoAxeViolations(page);

    const days = page.getByLabel(t("adminSettings.fields.announcementDays"));
    const deposit = page.getByLabel(t("adminSettings.fields.deposit"));
    // Above the 5% cap: refused in the page's language, nothing saved.
    await deposit.fill(typed("7"));
    await page.getByRole("button", { name: t("adminSettings.save") }).click();
    await expect(page.getByText(t("adminSettings.validation.range"))).toBeVisible();
    await deposit.fill(typed("5"));

    await days.fill(typed(lang === "ar" ? "7" : "8"));
    await page.getByLabel(t("adminSettings.fields.newHoliday")).fill("2001-09-23");
    await page.getByRole("button", { name: t("adminSettings.save") }).click();
    await expect(page).toHaveURL(new RegExp(`${p}/admin/settings\\?saved=1$`));
    await expect(page.getByRole("status")).toContainText(t("adminSettings.saved"));
    await expect(days).toHaveValue(lang === "ar" ? "7" : "8");
    await expect(page.getByTestId("holidays").locator("time[datetime='2001-09-23']")).toBeVisible();
    await expectNoAxeViolations(page);

    // Put back: the holiday removed by its own button, the period as it was.
    await page.getByTestId("holidays").getByRole("button").click();
    await expect(page.getByTestId("holidays").locator("time[datetime='2001-09-23']")).toHaveCount(0);
    await days.fill("5");
    await page.getByRole("button", { name: t("adminSettings.save") }).click();
    await expect(page.getByRole("status")).toContainText(t("adminSettings.saved"));
    await expect(days).toHaveValue("5");
  });
}

/*
 * Four eyes on a transfer above the threshold (1,000,000 SAR by default): the committee member's
 * verification is only a first approval, shown as awaiting a second one, with no button for them;
 * an admin (a different member of the back office) confirms it and the wallet is credited.
 */
for (const lang of ["ar", "en"] as const) {
  const p = lang === "ar" ? "" : "/en";
  const t = messages[lang].t;
  const money = (halalas: number) => formatMoney(halalas, lang);

  test(`a large transfer needs a second committee member (${lang})`, async ({ page, browser, baseURL }) => {
    test.slow();
    const confirmPhone = await signUp(page, baseURL!, lang);
    await confirmPhone();
    const amount = 1_500_000 * 100;
    const declared = await page.request.post("/api/v1/payments/transfers", {
      headers: { Origin: baseURL!, "Idempotency-Key": crypto.randomUUID() },
      multipart: {
        method: "bank_transfer",
        purpose: "top_up",
        amount: String(amount),
        bankName: "Al Rajhi Bank",
        iban: "SA0380000000608010167519",
        accountName: "Reem Abdullah",
        receipt: { name: "receipt.pdf", mimeType: "application/pdf", buffer: PDF },
      },
    });
    expect(declared.status()).toBe(201);
    const { reference } = (await declared.json()) as { reference: string };

    const committeeContext = await browser.newContext({ baseURL, viewport: page.viewportSize() });
    await signInAs(committeeContext, "committee", baseURL!);
    const committee = await committeeContext.newPage();
    await committee.goto(`${p}/admin/transfers`);
    await waitForHydration(committee);
    const item = committee.getByTestId("transfer-item").filter({ hasText: reference });
    await item.getByRole("button", { name: t("topUp.admin.verify") }).click();
    await expect(committee.getByRole("status")).toContainText(
      t("adminSettings.fourEyes.transferFirstApproved", {
        reference: `\u2068${reference}\u2069`,
        amount: money(amount),
      }),
    );
    await expect(item.getByTestId("four-eyes")).toContainText(t("adminSettings.fourEyes.youApproved"));
    await expect(item.getByRole("button", { name: t("topUp.admin.verify") })).toHaveCount(0);
    await expectNoAxeViolations(committee);

    const adminContext = await browser.newContext({ baseURL, viewport: page.viewportSize() });
    await signInAs(adminContext, "admin", baseURL!);
    const admin = await adminContext.newPage();
    await admin.goto(`${p}/admin/transfers`);
    await waitForHydration(admin);
    const same = admin.getByTestId("transfer-item").filter({ hasText: reference });
    await expect(same.getByTestId("four-eyes")).toContainText(t("adminSettings.fourEyes.awaitingSecond"));
    await same.getByRole("button", { name: t("adminSettings.fourEyes.confirmTransfer") }).click();
    await expect(admin.getByRole("status")).toContainText(
      t("topUp.admin.verified", { reference: `\u2068${reference}\u2069`, amount: money(amount) }),
    );
    await page.goto(`${p}/profile/wallet`);
    await expect(page.getByTestId("wallet-available")).toContainText(money(amount));
    await committeeContext.close();
    await adminContext.close();
  });
}
