import type { Page } from "@playwright/test";
import { expect } from "./support";

/** A PDF small enough for any upload form. */
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

/**
 * On the committee's auction editor: uploads the special-rules document (publishing needs it)
 * with its titles in both languages, through the files panel's own form.
 */
export async function addSpecialRules(page: Page, t: (key: string) => string) {
  await page.getByLabel(t("adminAuctions.documents.kind")).selectOption("special_rules");
  await page
    .getByLabel(t("adminAuctions.documents.file"))
    .setInputFiles({ name: "rules.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.locator("#document-title-ar").fill("الشروط الخاصة للمزاد");
  await page.locator("#document-title-en").fill("The auction's special rules");
  await page.getByRole("button", { name: t("adminAuctions.documents.add") }).click();
  await expect(page.getByTestId("auction-notice")).toHaveText(t("adminAuctions.documentAdded"));
}
