import { createI18n } from "../../app/i18n/i18n";
import { ar } from "../../app/i18n/messages/ar";
import { en } from "../../app/i18n/messages/en";
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
 * Chat (issue 16) in one journey over two instances (on PostgreSQL in CI): a new bidder writes to
 * the selling agent from the property page in Arabic on one instance; the demo owner, whose
 * property it is, reads the thread in English on the other and sees the message arrive live, then
 * answers, which the bidder sees live. On the way: the unread count in the navbar, the draft kept
 * across a reload, text shown as written (never as markup), axe and valid HTML on both pages.
 */

const t = { ar: createI18n("ar", ar).t, en: createI18n("en", en).t };

test("a bidder and the selling agent chat live across instances, in both languages @multi-instance", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two people, two instances, axe on both sides
  await signUp(page, baseURL!, "ar");

  // The demo owner's live auction: its property's owner answers its chat.
  const ownerContext = await browser.newContext({ baseURL: otherInstance(baseURL!) });
  await signInAs(ownerContext, "owner", baseURL!);
  const owner = await ownerContext.newPage();
  const dashboard = await owner.request.get("/api/v1/me/dashboard");
  const { data } = (await dashboard.json()) as {
    data: { auctionId: number; status: string; role: string }[];
  };
  const auction =
    data.find((a) => a.role === "owner" && a.status === "current") ??
    data.find((a) => a.role === "owner" && a.status !== "draft");
  expect(auction, "the demo owner has an auction").toBeTruthy();

  // The bidder, in Arabic, from the property page.
  await page.goto(`/mazadat/${auction!.auctionId}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: t.ar("chat.contactAgent") }).click();
  await expect(page).toHaveURL(/\/profile\/chat\/[0-9a-f-]{36}$/);
  const conversationId = page.url().split("/").at(-1)!;
  await expect(page.getByTestId("chat-thread")).toContainText(t.ar("chat.noMessages"));
  // The profile menu lists Chat first of the seed's entries, current here.
  await expect(
    page
      .getByRole("navigation", { name: t.ar("profile.menuLabel") })
      .getByRole("link")
      .nth(1),
  ).toHaveAttribute("aria-current", "page");

  // A draft survives a reload.
  const box = page.getByLabel(t.ar("chat.composerLabel"));
  await box.fill("مسودة لم تُرسل");
  await page.reload();
  await waitForHydration(page);
  await expect(box).toHaveValue("مسودة لم تُرسل");

  // The owner, in English, on the other instance, with the thread open.
  await owner.goto(`/en/profile/chat/${conversationId}`);
  await waitForHydration(owner);
  await expect(owner.getByRole("heading", { level: 2, name: /.+/ }).last()).toBeVisible();

  const question = "هل يمكن معاينة العقار يوم السبت؟ <b>شكرًا</b>";
  await box.fill(question);
  await page.getByRole("button", { name: t.ar("chat.send") }).click();
  await expect(page.getByTestId("chat-message").last()).toContainText(question);
  await expect(box).toHaveValue("");

  // It reaches the owner live, shown as written, direction-isolated.
  const received = owner.getByTestId("chat-message").filter({ hasText: question });
  await expect(received).toBeVisible();
  await expect(received.locator("p[dir=auto]")).toHaveText(question);
  await expect(received).toHaveAttribute("data-mine", "false");
  expect(await htmlProblems(await owner.content())).toEqual([]);
  await expectNoAxeViolations(owner);

  const answer = "Yes, Saturday at 10 works. / نعم، السبت الساعة ١٠";
  await owner.getByLabel(t.en("chat.composerLabel")).fill(answer);
  await owner.getByRole("button", { name: t.en("chat.send") }).click();
  await expect(owner.getByTestId("chat-message").last()).toHaveAttribute("data-mine", "true");

  // The answer reaches the bidder live; reading the thread leaves nothing unread in the menu.
  await expect(page.getByTestId("chat-message").filter({ hasText: answer })).toBeVisible();
  const profileMenu = page.getByRole("navigation", { name: t.ar("profile.menuLabel") });
  await expect(profileMenu.getByRole("link", { name: t.ar("chat.nav"), exact: true })).toBeVisible();
  expect(await htmlProblems(await page.content())).toEqual([]);
  await expectNoAxeViolations(page);

  // Away from the thread, the bidder's next unread message is counted live in the profile menu,
  // and in the header's account menu on the next page.
  await page.goto("/profile");
  await waitForHydration(page);
  await owner.getByLabel(t.en("chat.composerLabel")).fill("One more thing.");
  await owner.getByRole("button", { name: t.en("chat.send") }).click();
  await expect(profileMenu.getByRole("link", { name: t.ar("chat.linkLabel", { count: 1 }) })).toBeVisible();
  await page.goto("/profile/wallet");
  await page.getByRole("banner").getByTestId("account-menu").click();
  await expect(
    page
      .getByRole("navigation", { name: t.ar("a11y.accountNav") })
      .getByRole("link", { name: t.ar("chat.linkLabel", { count: 1 }) }),
  ).toBeVisible();
  await ownerContext.close();
});

test("a file over a plain form's 256 KiB is sent from the thread and opened from it", async ({
  page,
  baseURL,
}) => {
  await signUp(page, baseURL!, "en");
  await page.goto("/en/profile/chat");
  await waitForHydration(page);
  await page.getByRole("button", { name: t.en("chat.startSupport") }).click();
  await expect(page).toHaveURL(/\/en\/profile\/chat\/[0-9a-f-]{36}$/);
  await waitForHydration(page);

  // The thread takes a file of up to 10 MB, as the uploads module does (not a form's 256 KiB).
  const pdf = Buffer.concat([
    Buffer.from("%PDF-1.4\n"),
    Buffer.alloc(400 * 1024, 0x20),
    Buffer.from("\n%%EOF\n"),
  ]);
  await page
    .getByLabel(t.en("chat.attachLabel"))
    .setInputFiles({ name: "survey.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: t.en("chat.send") }).click();
  const link = page
    .getByTestId("chat-message")
    .last()
    .getByRole("link", { name: /survey\.pdf/ });
  await expect(link).toBeVisible();
  const file = await page.request.get((await link.getAttribute("href"))!);
  expect(file.status()).toBe(200);
  expect((await file.body()).equals(pdf)).toBe(true);
});
