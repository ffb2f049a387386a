import { createI18n } from "../../app/i18n/i18n";
import { ar } from "../../app/i18n/messages/ar";
import { en } from "../../app/i18n/messages/en";
import { expect, expectNoAxeViolations, htmlProblems, signUp, test, waitForHydration } from "./support";

/*
 * Favorites (issue 16) in one journey: a guest's heart asks to sign in; without JavaScript a
 * card's heart is a form post that comes back to the listing, pressed; with it, the property
 * page's heart turns at once; /profile/favorites lists both, in Arabic, and removes them, in
 * English, down to the empty state that leads back to the auctions.
 */

const t = { ar: createI18n("ar", ar).t, en: createI18n("en", en).t };

test("a heart on a card without JavaScript, on the property page with it, and the favorites page in both languages", async ({
  browser,
  page,
  context,
  baseURL,
}) => {
  test.slow(); // two browser contexts, three axe analyses
  const noJs = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: page.viewportSize() });
  const plain = await noJs.newPage();

  // A guest's heart sends them to sign in, then back to the listing.
  await plain.goto("/auctions");
  const firstCard = plain.getByRole("article").first();
  await firstCard.getByRole("button", { name: t.ar("favorites.add") }).click();
  await expect(plain).toHaveURL(/\/login\?redirectTo=%2Fauctions$/);

  // Signed in, without JavaScript: the post comes back to the listing with the heart pressed.
  await signUp(plain, baseURL!, "ar");
  await plain.goto("/auctions");
  const cardTitle = (await firstCard.getByRole("heading").textContent())!;
  const heart = firstCard.getByRole("button", { name: t.ar("favorites.add") });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(plain).toHaveURL(/\/auctions$/);
  await expect(firstCard.getByRole("button", { name: t.ar("favorites.remove") })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // The same account with JavaScript: another auction's property page, its heart turns at once.
  await context.addCookies(await noJs.cookies());
  await noJs.close();
  await page.goto("/auctions");
  const second = page.getByRole("article").nth(1);
  const secondTitle = (await second.getByRole("heading").textContent())!;
  await second.getByRole("link").click();
  await expect(page).toHaveURL(/\/mazadat\/\d+$/);
  await waitForHydration(page);
  const pageHeart = page
    .getByRole("main")
    .getByRole("button", { name: t.ar("favorites.add") })
    .first();
  await pageHeart.click();
  await expect(
    page
      .getByRole("main")
      .getByRole("button", { name: t.ar("favorites.remove") })
      .first(),
  ).toHaveAttribute("aria-pressed", "true");

  // My Favorites from the profile menu: both auctions, the newest first.
  await page.goto("/profile");
  await page
    .getByRole("navigation", { name: t.ar("profile.menuLabel") })
    .getByRole("link", { name: t.ar("favorites.nav") })
    .click();
  await expect(page).toHaveURL(/\/profile\/favorites$/);
  const list = page.getByTestId("favorites-list");
  await expect(list.getByRole("heading")).toHaveText([secondTitle, cardTitle]);
  expect(await htmlProblems(await page.content())).toEqual([]);
  await expectNoAxeViolations(page);

  // In English: remove one from the list, then the other, down to the empty state.
  await page.goto("/en/profile/favorites");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: t.en("favorites.title") })).toBeVisible();
  await expect(list.getByRole("article")).toHaveCount(2);
  await list
    .getByRole("button", { name: t.en("favorites.remove") })
    .first()
    .click();
  await expect(list.getByRole("article")).toHaveCount(1);
  await list.getByRole("button", { name: t.en("favorites.remove") }).click();
  const empty = page.getByTestId("favorites-empty");
  await expect(empty).toContainText(t.en("favorites.empty"));
  await expect(empty.getByRole("link", { name: t.en("favorites.browse") })).toHaveAttribute(
    "href",
    "/en/auctions",
  );
  expect(await htmlProblems(await page.content())).toEqual([]);
  await expectNoAxeViolations(page);
});
