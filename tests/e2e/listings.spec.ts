import type { BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";
import { createI18n } from "../../app/i18n/i18n";
import { ar } from "../../app/i18n/messages/ar";
import { en } from "../../app/i18n/messages/en";
import { riyalsText } from "../../app/lib/bidding/bid-amount";
import { expect, expectNoAxeViolations, htmlProblems, signInAs, test, waitForHydration } from "./support";
import { addSpecialRules, PDF } from "./committee";

/*
 * The whole path of a property (issues 14 and 15), one journey switching language as the people
 * in it would: the owner fills /whatadd in Arabic with a photo dropped on the drop zone and the
 * title deed, sends it (the seed's confirmation, OK); the committee asks for a change; the owner
 * edits and sends again; the committee approves it into a draft auction, then completes it in
 * English (the map picker of the shared property fields, the special rules) and publishes it. The
 * announcement period stands between publishing and the start: the admin sets it to 0 days on the
 * settings page for the journey, and puts it back at the end. The auction starts by itself within
 * a minute and a half; the owner sees it live on /dashboard; the demo bidder, registered by then,
 * bids, wins when it ends by itself two minutes later, and pays from the wallet on /payments.
 */

const messages = { ar: createI18n("ar", ar), en: createI18n("en", en) };
const tAr = messages.ar.t;
const tEn = messages.en.t;
const MINUTE = 60_000;
/** A Riyadh wall-clock time (UTC+3, no daylight saving) as a datetime-local input takes it. */
const riyadhInput = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 16);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The admin sets the announcement period on /admin/settings (English), as an admin would; returns
 * what it was.
 */
async function setAnnouncementDays(context: BrowserContext, baseURL: string, days: number) {
  await signInAs(context, "admin", baseURL);
  const page = await context.newPage();
  await page.goto("/en/admin/settings");
  const field = page.getByLabel(tEn("adminSettings.fields.announcementDays"));
  const before = await field.inputValue();
  await field.fill(String(days));
  await page.getByRole("button", { name: tEn("adminSettings.save") }).click();
  await expect(page.getByRole("status").filter({ hasText: tEn("adminSettings.saved") })).toBeVisible();
  await expect(field).toHaveValue(String(days));
  await page.close();
  return Number(before);
}

/** Drops `files` on the drop zone holding `input`, as a dragged selection from the desktop. */
async function dropFiles(page: Page, input: string, files: { name: string; type: string; base64: string }[]) {
  const transfer = await page.evaluateHandle((list) => {
    const data = new DataTransfer();
    for (const f of list)
      data.items.add(
        new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, { type: f.type }),
      );
    return data;
  }, files);
  const zone = page.getByTestId("file-drop-zone").filter({ has: page.locator(input) });
  await zone.dispatchEvent("dragenter", { dataTransfer: transfer });
  await expect(zone).toHaveAttribute("data-over", "true");
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
}

test("a property from the owner's request to its auction live, won and paid", async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  // Two minutes of waiting for the auction to start and end by itself, on top of a long journey.
  test.setTimeout(9 * MINUTE);
  const admin = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const announcementDays = await setAnnouncementDays(admin, baseURL!, 0);
  try {
    const t = tAr;
    const title = `فيلا للاختبار ${Date.now()}`;
    const field = (key: string) =>
      page.getByRole("main").getByLabel(t(`listings.fields.${key}`), { exact: true });

    await signInAs(context, "owner", baseURL!);
    await page.goto("/whatadd");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: t("listings.title") })).toBeVisible();
    await expectNoAxeViolations(page);
    // The page as served (Leaflet's own controls are added later, in the browser).
    expect(await htmlProblems(await (await page.request.get("/whatadd")).text())).toEqual([]);

    await field("titleAr").fill(title);
    await field("descriptionAr").fill("فيلا على شارعين بحالة ممتازة.");
    const city = field("cityId");
    await city.selectOption({ index: 1 });
    const cityName = (await city.locator("option:checked").textContent())!;
    const district = await field("districtId")
      .locator(`optgroup[label="${cityName}"] option`)
      .first()
      .getAttribute("value");
    await field("districtId").selectOption(district!);
    // The map writes the clicked point into the typed coordinates (Leaflet loads as it comes near).
    await expect(async () => {
      await page.getByTestId("location-picker").click();
      await expect(field("latitude")).not.toHaveValue("", { timeout: 1000 });
    }).toPass();
    await expect(field("longitude")).toHaveValue(/^\d{2}(\.\d+)?$/);
    await field("category").selectOption("villa");
    await field("use").selectOption("residential");
    await field("instrumentNumber").fill("310115002233");
    await field("areaM2").fill("٦٠٠");
    await field("rooms").fill("٥");
    await field("bathrooms").fill("٤");
    for (const side of ["northM", "southM", "eastM", "westM"]) await field(side).fill("٢٥");
    await field("boundaryNorth").fill("شارع بعرض ٢٠ م");
    await field("askingPrice").fill("١٠٠٬٠٠٠");
    await field("disclosures").fill("لا رهون ولا نزاعات.");
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#2a6f5a" } })
      .jpeg()
      .toBuffer();
    // The photo dragged onto the drop zone; the deed chosen with the keyboard-reachable input.
    await dropFiles(page, `#${await field("photos").getAttribute("id")}`, [
      { name: "front.jpg", type: "image/jpeg", base64: photo.toString("base64") },
    ]);
    await expect(page.getByTestId("file-drop-zone").filter({ hasText: "front.jpg" })).toContainText(
      t("uploads.dropZone.chosen"),
    );
    await field("title_deed").setInputFiles({ name: "deed.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("button", { name: t("listings.submit") }).click();

    const confirmation = page.getByTestId("listing-submitted");
    await expect(confirmation).toContainText(t("listings.submitted"));
    const requestUrl = page.url().replace(/&done=submitted$/, "");
    await confirmation.getByRole("link", { name: t("listings.ok") }).click();
    await expect(page).toHaveURL(/\/profile\/listings$/);
    const mine = page.getByTestId("my-listing-requests").getByRole("listitem").filter({ hasText: title });
    await expect(mine).toContainText(t("listings.status.submitted"));

    // The committee asks for a change.
    await signInAs(context, "committee", baseURL!);
    await page.goto("/admin/listings");
    await page.getByRole("link", { name: title }).click();
    await waitForHydration(page);
    await expect(page.getByTestId("review-photo")).toHaveCount(1);
    await expect(page.getByTestId("review-document")).toHaveCount(1);
    await expectNoAxeViolations(page);
    expect(await htmlProblems(await (await page.request.get(page.url())).text())).toEqual([]);
    const changes = page.getByTestId("listing-requestChanges");
    await changes.getByLabel(t("listings.admin.reasonAr")).fill("أضف العنوان والوصف بالإنجليزية");
    await changes.getByLabel(t("listings.admin.reasonEn")).fill("Add the English title and description");
    await changes.getByRole("button", { name: t("listings.admin.requestChanges") }).click();
    await expect(page.getByRole("status")).toContainText(t("listings.admin.changesRequested"));

    // The owner reads the note, edits and sends again.
    await signInAs(context, "owner", baseURL!);
    await page.goto(requestUrl);
    await waitForHydration(page);
    await expect(page.getByTestId("listing-review-note")).toContainText("أضف العنوان والوصف بالإنجليزية");
    await field("titleEn").fill("Test villa");
    await field("descriptionEn").fill("A villa on two streets in excellent condition.");
    await page.getByRole("button", { name: t("listings.submit") }).click();
    await expect(page.getByTestId("listing-submitted")).toContainText(t("listings.submitted"));

    // The committee approves it into a draft auction.
    await signInAs(context, "committee", baseURL!);
    await page.goto("/admin/listings");
    await page.getByRole("link", { name: title }).click();
    await waitForHydration(page);
    const approve = page.getByTestId("listing-approve");
    await approve.getByLabel(t("listings.admin.sellingAgentId")).selectOption({ index: 1 });
    await approve.getByRole("button", { name: t("listings.admin.approve") }).click();
    await expect(page).toHaveURL(/\/admin\/auctions\/\d+\?done=created$/);
    await expect(page.getByTestId("auction-notice")).toContainText(/MZ-\d{6}/);
    const asset = /MZ-\d{6}/.exec((await page.getByTestId("auction-notice").textContent())!)![0];
    const auctionId = Number(/\/admin\/auctions\/(\d+)/.exec(page.url())![1]);
    await expect(page.getByTestId("admin-photo")).toHaveCount(1);

    // …and completes it in English: what the owner does not give, the special rules, the times.
    await page.goto(`/en/admin/auctions/${auctionId}`);
    await waitForHydration(page);
    const edit = (key: string) =>
      page
        .locator(`form#auction-${auctionId}`)
        .getByLabel(tEn(`adminAuctions.fields.${key}`), { exact: true });
    await expect(edit("titleEn")).toHaveValue("Test villa");
    await expect(edit("boundaryNorthAr")).toHaveValue("شارع بعرض ٢٠ م");
    const latitude = await edit("latitude").inputValue();
    // The same map picker as the owner's: a click moves the point the typed fields hold.
    await expect(async () => {
      await page.getByTestId("location-picker").click({ position: { x: 220, y: 160 } });
      await expect(edit("latitude")).not.toHaveValue(latitude, { timeout: 1000 });
    }).toPass();
    await edit("schemeNumber").fill("2741");
    await edit("partNumber").fill("58");
    await edit("streetWidthM").fill("20");
    await edit("receptions").fill("2");
    await edit("boundaryNorthEn").fill("A street 20 m wide");
    await edit("advertisementLicenseNumber").fill("7200000456");
    for (const q of ["Encumbrances", "Mortgages", "Disputes", "Defects"])
      await edit(`disclosure${q}`).selectOption("no");
    await edit("disclosureSurveyAr").fill("رفع مساحي معتمد مطابق للصك.");
    await edit("disclosureSurveyEn").fill("A certified survey matching the deed.");
    // No late-bid extension: the auction must end when set.
    await edit("extensionWindowMinutes").fill("0");
    // The committee's files panel has the same drop zone; its input is chosen here.
    await addSpecialRules(page, tEn);
    await expect(page.getByTestId("file-drop-zone")).not.toHaveCount(0);
    expect(await htmlProblems(await (await page.request.get(page.url())).text())).toEqual([]);
    await expectNoAxeViolations(page);

    // With an announcement period of 0 days it may start within a minute and a half (the input
    // takes whole minutes), and end two minutes later.
    const startsAt = Math.ceil((Date.now() + 30_000) / MINUTE) * MINUTE;
    await edit("startsAt").fill(riyadhInput(startsAt));
    await edit("endsAt").fill(riyadhInput(startsAt + 2 * MINUTE));
    await page.getByRole("button", { name: tEn("adminAuctions.save") }).click();
    await expect(page.getByTestId("auction-notice")).toHaveText(tEn("adminAuctions.saved"));
    await page.getByRole("button", { name: tEn("adminAuctions.publish.submit") }).click();
    await expect(page.getByTestId("auction-notice")).toHaveText(tEn("adminAuctions.published"));

    // The demo bidder registers (Arabic), while it is upcoming or as it starts.
    const bidderContext = await browser.newContext({ baseURL, viewport: page.viewportSize() });
    await signInAs(bidderContext, "bidder", baseURL!);
    const bidder = await bidderContext.newPage();
    const openAuction = async () => {
      await bidder.goto(`/mazadat/${auctionId}`);
      await waitForHydration(bidder);
      const body = bidder.getByTestId("bid-panel-body");
      if (await body.count()) await expect(body).toHaveAttribute("data-hydrated", "");
    };
    await openAuction();
    const panel = bidder.getByTestId("bid-panel");
    const registration = panel.getByTestId("registration");
    await registration.getByLabel(t("bidPanel.register.acceptTerms")).check();
    await registration.getByLabel(t("bidPanel.register.acceptRules", { version: 1 })).check();
    await registration.getByTestId("register-submit").click();
    await expect(panel.getByTestId("registration-success")).toContainText(
      t("bidPanel.register.success", { receipt: "" }).trim(),
    );

    // It starts by itself: live on the owner's dashboard.
    await expect(async () => {
      await openAuction();
      await expect(panel.getByTestId("bid-amount")).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 3 * MINUTE, intervals: [3_000] });
    await signInAs(context, "owner", baseURL!);
    await page.goto("/dashboard");
    const row = page.getByTestId("dashboard-table").locator("tbody tr").filter({ hasText: title });
    await expect(row).toHaveAttribute("data-status", "current");
    await expect(row).toContainText(t("status.current"));

    // The bidder bids the opening price, and wins when it ends by itself.
    const opening = 100_000 * 100;
    await panel.getByTestId("bid-amount").fill(riyalsText(opening));
    await panel.getByTestId("bid-submit").click();
    const dialog = bidder.getByRole("dialog", { name: t("bidPanel.confirm.bidTitle") });
    await dialog.getByRole("button", { name: t("bidPanel.confirm.submitBid") }).click();
    await expect(panel.getByTestId("bid-success")).toHaveText(t("bidPanel.bid.success"));

    // …and pays it from the wallet on /payments once the auction has ended.
    const card = bidder.locator("[data-settlement-id]").filter({ hasText: asset });
    await expect(async () => {
      await bidder.goto("/payments");
      await expect(card).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 3 * MINUTE, intervals: [3_000] });
    const due = (await card.getByTestId("figure-total-due").textContent())!.trim();
    await card.getByRole("link", { name: new RegExp(`^${escape(t("settlement.pay.wallet"))}`) }).click();
    await expect(bidder.getByRole("heading", { level: 1 })).toHaveText(t("settlement.wallet.title"));
    await bidder.getByRole("button", { name: t("settlement.wallet.confirm", { amount: due }) }).click();
    await expect(bidder).toHaveURL(/\/payments\?paid=/);
    const paid = bidder.locator("[data-testid=closed-settlement]").filter({ hasText: asset });
    await expect(paid.getByTestId("settlement-state")).toContainText(t("settlement.paid.status"));
    await bidderContext.close();
  } finally {
    await setAnnouncementDays(admin, baseURL!, announcementDays);
    await admin.close();
  }
});
