import { createI18n } from "../../app/i18n/i18n";
import { ar } from "../../app/i18n/messages/ar";
import { en } from "../../app/i18n/messages/en";
import { expect, expectNoAxeViolations, htmlProblems, signInAs, test, waitForHydration } from "./support";

/*
 * A power of attorney from request to approval (issue 16): the owner fills /forms/power-of-attorney
 * in Arabic with its three documents (the seed's confirmation, OK) and sees it sent on
 * /profile/requests; the committee reviews it in English, downloads nothing but sees the
 * documents listed, and approves it; the owner sees it approved with its timeline. The rules (IDs
 * by type, each step, who may decide) are the database tests'.
 */

const t = { ar: createI18n("ar", ar).t, en: createI18n("en", en).t };
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

test("a power of attorney requested in Arabic is approved by the committee in English", async ({
  page,
  context,
  baseURL,
}) => {
  test.slow(); // a long form, three uploads, three axe analyses and three sign-ins
  const principal = `شركة الاختبار العقارية ${Date.now()}`;
  const field = (key: string) => page.getByRole("main").getByLabel(t.ar(key), { exact: true });

  await signInAs(context, "owner", baseURL!);
  await page.goto("/forms/power-of-attorney");
  await waitForHydration(page);
  await expect(
    page.getByRole("heading", { level: 1, name: t.ar("requests.form.powerOfAttorney") }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await htmlProblems(await (await page.request.get("/forms/power-of-attorney")).text())).toEqual([]);

  await field("requests.fields.principalName").fill(principal);
  await field("requests.fields.nationality").selectOption("SA");
  await field("requests.fields.idType").selectOption("national_id");
  // A national ID with a wrong check digit is refused beside its field, in Arabic.
  await field("requests.fields.idNumber").fill("١٠٠٠٠٠٠٠٠٩");
  await field("requests.fields.country").selectOption("SA");
  await field("requests.fields.agentName").fill("خالد الحربي");
  await field("requests.fields.agentIdType").selectOption("iqama");
  await field("requests.fields.agentIdNumber").fill("2000000006");
  await page.getByRole("main").getByLabel(t.ar("requests.scopes.bid")).check();
  await page.getByRole("main").getByLabel(t.ar("requests.scopes.pay")).check();
  await field("requests.fields.expiresOn").fill(`${new Date().getUTCFullYear() + 1}-06-30`);
  await field("requests.fields.mobile").fill("٠٥٠١٢٣٤٥٦٧");
  for (const doc of ["authorization", "poa_document", "principal_id"])
    await field(`requests.documents.${doc}`).setInputFiles({
      name: `${doc}.pdf`,
      mimeType: "application/pdf",
      buffer: PDF,
    });
  await page.getByRole("button", { name: t.ar("requests.form.submit") }).click();
  await expect(page.getByText(t.ar("requests.validation.nationalId"))).toBeVisible();
  await field("requests.fields.idNumber").fill("١٠٠٠٠٠٠٠٠٨");
  await page.getByRole("button", { name: t.ar("requests.form.submit") }).click();

  const confirmation = page.getByTestId("request-submitted");
  await expect(confirmation).toContainText(t.ar("requests.form.submitted"));
  await confirmation.getByRole("link", { name: t.ar("requests.form.ok") }).click();
  await expect(page).toHaveURL(/\/profile\/requests$/);
  const mine = page.getByTestId("my-authority-request").filter({ hasText: principal });
  await expect(mine).toHaveAttribute("data-status", "submitted");

  // The committee reviews it in English, against its documents, and approves it.
  await signInAs(context, "committee", baseURL!);
  await page.goto("/en/admin");
  await page.locator("[data-queue=authorityRequests]").getByRole("link").click();
  await expect(page).toHaveURL(/\/en\/admin\/requests$/);
  await page.getByRole("link", { name: principal }).click();
  await waitForHydration(page);
  await expect(page.getByTestId("request-documents").getByRole("listitem")).toHaveCount(3);
  await expect(page.getByRole("main")).toContainText("1000000008");
  await expectNoAxeViolations(page);
  expect(await htmlProblems(await (await page.request.get(page.url())).text())).toEqual([]);
  const approve = page.getByTestId("request-approve");
  await approve.getByRole("button", { name: t.en("requests.admin.approve") }).click();
  await expect(page.getByRole("status")).toContainText(t.en("requests.admin.done.approved"));

  // The owner sees it approved, with each step, and was told.
  await signInAs(context, "owner", baseURL!);
  await page.goto("/profile/requests");
  await waitForHydration(page);
  const approved = page.getByTestId("my-authority-request").filter({ hasText: principal });
  await expect(approved).toHaveAttribute("data-status", "approved");
  await expect(approved.getByTestId("request-timeline").getByRole("listitem")).toHaveCount(2);
  await expect(approved).toContainText(t.ar("requests.status.approved"));
  await expectNoAxeViolations(page);
});
