import { request as playwrightRequest } from "@playwright/test";
import { createI18n } from "../../app/i18n/i18n";
import { ar } from "../../app/i18n/messages/ar";
import { en } from "../../app/i18n/messages/en";
import {
  expect,
  expectNoAxeViolations,
  htmlProblems,
  ONE_LANGUAGE,
  NEW_USER_PASSWORD,
  signInAs,
  test,
  waitForHydration,
} from "./support";

/*
 * The back office's users in both languages: from the navbar's link to the landing page and its
 * queues, the committee finds a new user in the directory, suspends them with a reason; the user
 * is refused at sign-in with the reason's message in their language; the committee reinstates
 * them and they sign in.
 */

const messages = { ar: createI18n("ar", ar), en: createI18n("en", en) };

/** A new account, registered over the API (its own client), as an e-mail to sign in with. */
async function registeredUser(baseURL: string, lang: "ar" | "en") {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  const request = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: {
      Origin: baseURL,
      "Accept-Language": lang,
      "X-Forwarded-For": `10.88.${Number(n.slice(-2))}.9`,
    },
  });
  const email = `suspend${n}@example.sa`;
  const res = await request.post("/api/v1/auth/register", {
    data: {
      name: lang === "ar" ? `هند ${n}` : `Hind ${n}`,
      email,
      phone: `+9665${n}`,
      password: NEW_USER_PASSWORD,
      confirmPassword: NEW_USER_PASSWORD,
      birthDate: "1992-04-04",
      acceptTerms: true,
    },
  });
  expect(res.status()).toBe(201);
  await request.dispose();
  return { email, name: lang === "ar" ? `هند ${n}` : `Hind ${n}` };
}

for (const lang of ["ar", "en"] as const) {
  const p = lang === "ar" ? "" : "/en";
  const t = messages[lang].t;

  test(`the committee suspends a user, who cannot sign in, then reinstates them (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.skip(lang !== "en", ONE_LANGUAGE);
    test.slow();
    const user = await registeredUser(baseURL!, lang);

    // The committee, in its own browser context.
    const context = await browser.newContext({
      baseURL,
      locale: "ar-SA",
      viewport: page.viewportSize(),
      extraHTTPHeaders: { "X-Forwarded-For": `10.78.${Math.floor(Math.random() * 250)}.7` },
    });
    const committee = await context.newPage();
    await signInAs(context, "committee", baseURL!);
    await committee.goto(`${p}/`);
    await committee
      .getByRole("link", { name: t("adminUsers.navLink"), exact: true })
      .first()
      .click();
    await expect(committee).toHaveURL(new RegExp(`${p}/admin$`));
    await expect(committee.getByRole("heading", { name: t("adminUsers.queues.heading") })).toBeVisible();
    await expect(committee.locator("[data-testid=decision-queue]")).toHaveCount(8);
    expect(await htmlProblems(await committee.content())).toEqual([]);

    await committee
      .getByRole("navigation", { name: t("admin.menuLabel") })
      .getByRole("link", {
        name: t("adminUsers.menu"),
      })
      .click();
    const search = committee.getByRole("search", { name: t("adminUsers.directory.searchLabel") });
    await search.getByLabel(t("adminUsers.directory.search"), { exact: true }).fill(user.email);
    await search.getByRole("button", { name: t("adminUsers.directory.submit"), exact: true }).click();
    const found = committee.locator("[data-testid=directory-user]");
    await expect(found).toHaveCount(1);
    expect(await htmlProblems(await committee.content())).toEqual([]);
    await waitForHydration(committee);
    await expectNoAxeViolations(committee);
    await found.getByRole("link", { name: user.name }).click();
    await expect(committee.getByRole("heading", { level: 2 })).toHaveText(user.name);

    // A reason is required; then the suspension.
    const reason = committee.getByLabel(t("adminUsers.detail.reasonLabel"), { exact: true });
    await waitForHydration(committee);
    await committee.getByRole("button", { name: t("adminUsers.detail.suspend"), exact: true }).click();
    await expect(committee.getByText(t("validation.required"))).toBeVisible();
    await reason.fill("Reported for shill bidding");
    await committee.getByRole("button", { name: t("adminUsers.detail.suspend"), exact: true }).click();
    await expect(committee.getByTestId("user-notice")).toHaveText(t("adminUsers.detail.notices.suspended"));
    await expect(committee.getByTestId("user-status")).toHaveText(t("adminUsers.directory.suspended"));
    expect(await htmlProblems(await committee.content())).toEqual([]);
    await expectNoAxeViolations(committee);

    // The user is refused at sign-in, in the page's language.
    await page.goto(`${p}/login`);
    await waitForHydration(page);
    await page.getByLabel(t("auth.fields.identifier"), { exact: true }).fill(user.email);
    await page.getByLabel(t("auth.fields.password"), { exact: true }).fill(NEW_USER_PASSWORD);
    await page.getByRole("button", { name: t("auth.login.submit"), exact: true }).click();
    await expect(page.locator("#login-error")).toHaveText(t("adminUsers.errors.accountSuspended"));

    // Reinstated, the user signs in.
    await committee
      .getByLabel(t("adminUsers.detail.reasonLabel"), { exact: true })
      .fill("The report proved unfounded");
    await committee.getByRole("button", { name: t("adminUsers.detail.reinstate"), exact: true }).click();
    await expect(committee.getByTestId("user-notice")).toHaveText(t("adminUsers.detail.notices.reinstated"));
    await expect(committee.getByTestId("user-status")).toHaveText(t("adminUsers.directory.active"));
    await page.getByLabel(t("auth.fields.password"), { exact: true }).fill(NEW_USER_PASSWORD);
    await page.getByRole("button", { name: t("auth.login.submit"), exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await context.close();
  });
}
