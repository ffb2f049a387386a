import { createI18n } from "../../app/i18n/i18n";
import { ar } from "../../app/i18n/messages/ar";
import { en } from "../../app/i18n/messages/en";
import { INQUIRY_MIN_FILL_MS } from "../../app/modules/inquiries/inquiry-guard.server";
import { expect, expectNoAxeViolations, htmlProblems, signInAs, test, waitForHydration } from "./support";

/*
 * An inquiry (issue 16), one journey over both languages: a signed-in bidder finds the form from
 * the footer's /forms page (whose links lead to every request form), sends an inquiry in Arabic
 * with the mobile number written in Arabic-Indic digits, and gets the seed's confirmation; the
 * committee answers it in English from its inbox (/en/admin/inquiries); the bidder reads the
 * answer under their inquiries and has its notification. The rules (limits, spam guard, audit,
 * who is told what) are the database tests' (app/modules/inquiries/inquiries.db.test.ts).
 */

const t = { ar: createI18n("ar", ar).t, en: createI18n("en", en).t };
const arabicDigits = (s: string) => s.replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!);

test("an inquiry sent in Arabic is answered by the committee in English and read by its sender", async ({
  page,
  context,
  baseURL,
}) => {
  test.slow(); // three axe analyses, two sign-ins
  const message = `هل يمكنني المزايدة نيابة عن شركتي؟ (${Date.now()})`;
  const answer = "Yes: send a power-of-attorney request with the company's authorization.";

  // /forms, from the footer: every request form with exactly its path.
  await signInAs(context, "bidder", baseURL!);
  await page.goto("/");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: t.ar("nav.forms") })
    .click();
  await expect(page).toHaveURL(/\/forms$/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: t.ar("inquiries.forms.title") })).toBeVisible();
  const starts = page.getByTestId("request-form").getByRole("link");
  expect(await starts.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
    "/whatadd",
    "/forms/power-of-attorney",
    "/forms/foreign-owner",
    "/contact",
  ]);
  await expectNoAxeViolations(page);
  expect(await htmlProblems(await (await page.request.get("/forms")).text())).toEqual([]);

  // The inquiry, in Arabic: prefilled with the account's name, a phone in Arabic-Indic digits.
  await page.getByRole("link", { name: t.ar("inquiries.forms.inquiry.start") }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await waitForHydration(page);
  const servedAt = Date.now();
  const form = page.getByRole("main");
  await expect(form.getByLabel(t.ar("inquiries.contact.fullName"))).not.toHaveValue("");
  await expectNoAxeViolations(page);
  expect(await htmlProblems(await (await page.request.get("/contact")).text())).toEqual([]);
  // Sent empty: the seed's messages, nothing stored.
  await form.getByLabel(t.ar("inquiries.contact.phone")).fill("");
  await form.getByRole("button", { name: t.ar("inquiries.contact.send") }).click();
  await expect(form.getByText(t.ar("validation.required")).first()).toBeVisible();
  await expect(form.getByText(t.ar("validation.terms"))).toBeVisible();
  const phone = `05${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  await form.getByLabel(t.ar("inquiries.contact.phone")).fill(arabicDigits(phone));
  await form.getByLabel(t.ar("inquiries.contact.message")).fill(message);
  await form.getByRole("checkbox").check();
  // A person takes a few seconds; the form refuses a faster answer (ADR 034).
  await page.waitForTimeout(Math.max(0, INQUIRY_MIN_FILL_MS + 200 - (Date.now() - servedAt)));
  await form.getByRole("button", { name: t.ar("inquiries.contact.send") }).click();
  const confirmation = page.getByTestId("inquiry-submitted");
  await expect(confirmation).toContainText(t.ar("inquiries.contact.submitted"));
  const reference = (await page.getByTestId("inquiry-reference").textContent())!;
  expect(reference).toMatch(/^IQ-[0-9A-F]{8}$/);
  await expect(confirmation.getByRole("link", { name: t.ar("inquiries.contact.ok") })).toHaveAttribute(
    "href",
    "/",
  );
  const sms = await page.request.get(
    `/api/v1/dev/outbox?recipient=${encodeURIComponent(`+966${phone.slice(1)}`)}`,
  );
  expect(((await sms.json()) as { data: { body: string }[] }).data[0]?.body).toContain(reference);

  // The committee, in English: the inbox's queue on the landing page, the inquiry, the answer.
  await signInAs(context, "committee", baseURL!);
  await page.goto("/en/admin");
  await expect(page.locator('[data-queue="inquiries"]')).toContainText(t.en("adminUsers.queues.inquiries"));
  await page.locator('[data-queue="inquiries"]').getByRole("link").click();
  await expect(page).toHaveURL(/\/en\/admin\/inquiries$/);
  await page.getByRole("link", { name: reference }).click();
  await waitForHydration(page);
  await expect(page.getByTestId("inquiry-message")).toHaveText(message);
  await expectNoAxeViolations(page);
  expect(await htmlProblems(await (await page.request.get(page.url())).text())).toEqual([]);
  await page.getByLabel(t.en("inquiries.admin.answer")).fill(answer);
  await page.getByRole("button", { name: t.en("inquiries.admin.send") }).click();
  await expect(page.getByRole("status")).toContainText(t.en("inquiries.admin.answeredNotice"));
  await expect(page.getByTestId("inquiry-status")).toHaveText(t.en("inquiries.status.answered"));

  // The sender reads the answer, and has it as a notification (read through the API: unread stays unread).
  await signInAs(context, "bidder", baseURL!);
  await page.goto("/contact");
  const mine = page.getByTestId("my-inquiry").filter({ hasText: reference });
  await expect(mine.getByTestId("my-inquiry-answer")).toHaveText(answer);
  const notices = await page.request.get("/api/v1/me/notifications?limit=20");
  const { items } = (await notices.json()) as { items: { event: string; body: string }[] };
  expect(items.find((n) => n.event === "inquiry_answered" && n.body.includes(answer))).toBeTruthy();
});
