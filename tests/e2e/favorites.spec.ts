import { demoOwnedAssetNumbers } from "../../app/db/seed/demo-owner";
import { createI18n } from "../../app/i18n/i18n";
import { ar } from "../../app/i18n/messages/ar";
import { en } from "../../app/i18n/messages/en";
import type { APIRequestContext, Page } from "@playwright/test";
import { describeNotification } from "../../app/modules/notifications/describe-notification";
import { scheduleAuction } from "./committee";
import { otherInstance } from "./instances";
import {
  expect,
  expectNoAxeViolations,
  htmlProblems,
  signInAs,
  signUp,
  test,
  waitForHydration,
} from "./support";

/*
 * Favorites (issue 16) in one journey: a guest's heart asks to sign in; without JavaScript a
 * card's heart is a form post that comes back to the listing, pressed; with it, the property
 * page's heart turns at once; /profile/favorites lists both, in Arabic, and removes them, in
 * English, down to the empty state that leads back to the auctions.
 */

const t = { ar: createI18n("ar", ar).t, en: createI18n("en", en).t };

/**
 * The heart of auction `auctionId` on its property page: the page also holds similar auctions'
 * cards, each with a heart of its own, and the page's heart comes from a lazy chunk, so the first
 * heart in the page is not always the auction's.
 */
function propertyHeart(page: Page, auctionId: number, name: string) {
  return page
    .locator(`form:has(input[name="auctionId"][value="${auctionId}"])`)
    .getByRole("button", { name });
}

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
  const secondId = Number(/\/mazadat\/(\d+)$/.exec(page.url())![1]);
  await propertyHeart(page, secondId, t.ar("favorites.add")).click();
  await expect(propertyHeart(page, secondId, t.ar("favorites.remove"))).toHaveAttribute(
    "aria-pressed",
    "true",
  );

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

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The seed's announcement period (a setting): a published start stays this long after its announcement. */
const ANNOUNCEMENT_DAYS = 5;

/**
 * A seeded upcoming auction whose start the committee may bring to `startsAt`: more than an hour
 * away now (its one-hour reminder not yet sent), announced at least the announcement period
 * before `startsAt`, nobody registered yet, and not one the demo owner follows. Read through the
 * committee's API.
 */
async function upcomingToBringForward(request: APIRequestContext, startsAt: number) {
  for (let page = 1; page <= 5; page++) {
    const listed = await request.get(`/api/v1/admin/auctions?status=upcoming&page=${page}`);
    expect(listed.status()).toBe(200);
    const { items } = (await listed.json()) as {
      items: { id: number; assetNumber: string; titleEn: string; startsAt: string }[];
    };
    for (const item of items) {
      if (
        Date.parse(item.startsAt) < startsAt + 2 * 60 * MINUTE ||
        item.assetNumber === demoOwnedAssetNumbers.upcoming
      )
        continue;
      const read = await request.get(`/api/v1/admin/auctions/${item.id}`);
      const { announcedAt, terms } = (await read.json()) as {
        announcedAt: string | null;
        terms: { endsAt: string };
      };
      if (!announcedAt || Date.parse(announcedAt) + ANNOUNCEMENT_DAYS * DAY > startsAt) continue;
      // Its times are terms: once someone registered (another test), they need a new rules version.
      const registrants = await request.get(`/api/v1/admin/auctions/${item.id}/registrants`);
      if (((await registrants.json()) as { items: unknown[] }).items.length === 0)
        return { id: item.id, titleEn: item.titleEn, endsAt: new Date(terms.endsAt) };
    }
  }
  throw new Error("no upcoming auction whose start may come within the hour");
}

// The committee works on one instance, the bidder's page is served by the other (on PostgreSQL):
// the reminders job runs on both, sends the notice once, and it arrives through Redis.
test("a favorite's 'starts soon' notice: the start comes within the hour and the bell says so, live @multi-instance", async ({
  browser,
  page,
  baseURL,
}) => {
  test.slow(); // the reminders job runs every 30 seconds
  await signUp(page, baseURL!, "en");
  const office = await browser.newContext({ baseURL });
  await signInAs(office, "committee", baseURL!);
  const startsAt = Date.now() + 50 * MINUTE;
  const auction = await upcomingToBringForward(office.request, startsAt);

  // The bidder favorites it from its page, in English, with a first click as soon as the page is
  // hydrated. The heart's code (the property page's widgets chunk) is held back a second, as on a
  // slow phone: the click must not be lost while it comes (lazyIsland, app/lib/lazy-island.tsx).
  let heldBack = 0;
  await page.route(/\/assets\/widgets-[\w-]+\.js$/, async (route) => {
    heldBack++;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto(`${otherInstance(baseURL!)}/en/mazadat/${auction.id}`);
  await waitForHydration(page);
  expect(heldBack, "the widgets' chunk was asked for (and held back)").toBe(1);
  await propertyHeart(page, auction.id, t.en("favorites.add")).click();
  await expect(propertyHeart(page, auction.id, t.en("favorites.remove"))).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const bellName = (count: number) => t.en("notifications.bellLabel", { count });
  await expect(page.getByRole("button", { name: bellName(0) })).toBeVisible();

  // The committee brings the start within the hour; within a run of the job the notice arrives.
  await scheduleAuction(office.request, baseURL!, auction.id, {
    startsAt: new Date(startsAt),
    endsAt: auction.endsAt,
  });
  await office.close();
  const notice = describeNotification(
    "auction_starting_soon",
    { hours: 1, titleEn: auction.titleEn },
    "en",
    auction.id,
  );
  await expect(page.getByRole("button", { name: bellName(1) })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("toast")).toContainText(notice.title);
  await page.getByRole("button", { name: bellName(1) }).click();
  const panel = page.getByRole("region", { name: t.en("notifications.latest") });
  await expect(panel.getByRole("listitem")).toHaveCount(1);
  await expect(panel.getByRole("listitem")).toContainText(notice.title);
  await expect(panel.getByRole("listitem")).toContainText(auction.titleEn);
});
