import { readFile } from "node:fs/promises";
import { createI18n } from "../../app/i18n/i18n";
import { ar } from "../../app/i18n/messages/ar";
import { en } from "../../app/i18n/messages/en";
import { expect, expectNoAxeViolations, signInAs, test } from "./support";

/*
 * The audit log in both languages: the demo owner adds an IBAN (an audited action of its own),
 * the committee opens the log from the back office's menu, filters it down to that entry, reads
 * it, and downloads the same filtered log as a CSV file Excel opens in Arabic.
 */

const messages = { ar: createI18n("ar", ar), en: createI18n("en", en) };
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

/** A valid Saudi IBAN (Al Rajhi's code) no other run uses. */
function newIban(): string {
  const account = `${Date.now()}${Math.floor(Math.random() * 1e5)}`.slice(-18).padStart(18, "0");
  const bban = `80${account}`;
  let remainder = 0;
  for (const digit of `${bban}281000`) remainder = (remainder * 10 + Number(digit)) % 97; // "SA00" → 28 10 00
  return `SA${String(98 - remainder).padStart(2, "0")}${bban}`;
}

for (const lang of ["ar", "en"] as const) {
  const p = lang === "ar" ? "" : "/en";
  const t = messages[lang].t;

  test(`the committee filters the audit log and downloads it as CSV (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const owner = await browser.newContext({ baseURL });
    await signInAs(owner, "owner", baseURL!);
    const added = await owner.request.post("/api/v1/me/bank-accounts", {
      headers: { Origin: baseURL! },
      multipart: {
        iban: newIban(),
        accountName: "Audit Owner",
        certificate: { name: "iban.pdf", mimeType: "application/pdf", buffer: PDF },
      },
    });
    expect(added.status()).toBe(201);
    const account = (await added.json()) as { id: string };
    await owner.close();

    await signInAs(page.context(), "committee", baseURL!);
    await page.goto(`${p}/admin`);
    await page
      .getByRole("navigation", { name: t("admin.menuLabel") })
      .getByRole("link", { name: t("adminAudit.menu") })
      .click();
    await expect(page.getByRole("heading", { level: 2, name: t("adminAudit.title") })).toBeVisible();

    await page.getByLabel(t("adminAudit.filters.action")).selectOption("bank_account.add");
    await page.getByLabel(t("adminAudit.filters.subjectId")).fill(account.id);
    await page.getByRole("button", { name: t("adminAudit.filters.apply") }).click();
    await expect(page).toHaveURL(new RegExp(`subjectId=${account.id}`));
    const entries = page.getByTestId("audit-entry");
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText(t("adminAudit.actions.bank_account.add"));
    await expect(entries.first()).toContainText(t("adminAudit.subjects.bank_account"));
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: t("adminAudit.download") }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).split("\r\n").filter(Boolean);
    expect(lines[0]).toContain(t("adminAudit.csv.action"));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,bank_account.add,${t("adminAudit.actions.bank_account.add")},`);
    expect(lines[1]).toContain(account.id);
  });
}
