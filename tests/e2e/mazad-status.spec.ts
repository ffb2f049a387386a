import { createI18n } from "../../app/i18n/i18n";
import { ar } from "../../app/i18n/messages/ar";
import { en } from "../../app/i18n/messages/en";
import {
  expect,
  expectNoAxeViolations,
  htmlProblems,
  ONE_LANGUAGE,
  signInAs,
  test,
  waitForHydration,
} from "./support";

/*
 * /mazadStatus (issue 15): the demo owner opens it from the profile menu and follows their live
 * and finished auctions step by step, each list with its current step marked. One language
 * (Arabic, the default, with its Hijri dates); the English page is the same component.
 */

const messages = { ar: createI18n("ar", ar), en: createI18n("en", en) };

for (const lang of ["ar", "en"] as const) {
  const p = lang === "ar" ? "" : "/en";
  const t = messages[lang].t;

  test(`the owner follows each auction's steps on /mazadStatus (${lang})${lang === "ar" ? " @layout" : ""}`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.skip(lang !== "ar", ONE_LANGUAGE);
    await signInAs(context, "owner", baseURL!);
    await page.goto(`${p}/profile`);
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: t("profile.menuLabel") })
      .getByRole("link", { name: t("mazadStatus.nav") })
      .click();
    await expect(page).toHaveURL(new RegExp(`${p}/mazadStatus$`));
    await expect(page.getByRole("heading", { level: 1, name: t("mazadStatus.title") })).toBeVisible();

    // The live auction: scheduled (with its announcement and start), live now.
    const live = page
      .getByTestId("timeline-item")
      .filter({ has: page.locator('[data-step="live"][data-state="current"]') });
    await expect(live).toHaveCount(1);
    const liveSteps = live.getByRole("list").first();
    await expect(liveSteps.locator('[aria-current="step"]')).toHaveAttribute("data-step", "live");
    await expect(liveSteps.locator('[data-step="scheduled"]')).toContainText(t("mazadStatus.startsOn"));
    await expect(liveSteps.locator('[data-step="scheduled"]')).toContainText("هـ"); // the Hijri date beside it
    await expect(live.getByRole("link", { name: t("mazadStatus.openAuction") })).toHaveAttribute(
      "href",
      /\/mazadat\/\d+$/,
    );

    // The finished auction (the listing journey may have finished another of the owner's): its
    // last step is where it is, with the outcome.
    const finished = page
      .getByTestId("timeline-item")
      .filter({ has: page.locator('[data-step="finished"][aria-current="step"]') })
      .last();
    await expect(finished).toBeVisible();
    await expect(finished.locator('[data-step="finished"]')).toContainText(/بيع|لم يُبع/);
    await expect(finished.locator('[data-step="live"]')).toHaveAttribute("data-state", "done");

    expect(await htmlProblems(await page.content())).toEqual([]);
    await expectNoAxeViolations(page);
    // At a phone's width the page is no wider than the screen (a phone would zoom out).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  });
}
