import { createI18n } from "../../app/i18n/i18n";
import { ar } from "../../app/i18n/messages/ar";
import { en } from "../../app/i18n/messages/en";
import { expect, expectNoAxeViolations, htmlProblems, signInAs, test, waitForHydration } from "./support";

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
    await page.getByRole("link", { name: t("adminSettings.menu.settings") }).click();
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
