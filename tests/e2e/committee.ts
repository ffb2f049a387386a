import type { APIRequestContext, Page } from "@playwright/test";
import { editOfRows } from "../../app/modules/auctions/auction-edit-projection";
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

/**
 * The committee sets an auction's start and end to the second through its API, as an integrating
 * client would: the editor's fields take whole minutes, the API's ISO instants seconds. The body
 * is the whole edit (PUT /admin/auctions/{id}), read back with the page's own projection
 * (`editOfRows`), so only the times change.
 */
export async function scheduleAuction(
  request: APIRequestContext,
  origin: string,
  auctionId: number,
  times: { startsAt: Date; endsAt: Date },
) {
  const read = await request.get(`/api/v1/admin/auctions/${auctionId}`);
  expect(read.status()).toBe(200);
  const stored = (await read.json()) as {
    liveVideoUrl: string | null;
    property: Record<string, unknown>;
    terms: Record<string, unknown> & { endsAt: string };
  };
  const edit = editOfRows(
    { ...stored.terms, liveVideoUrl: stored.liveVideoUrl, scheduledEndsAt: stored.terms.endsAt } as never,
    stored.property as never,
  );
  // The body leaves out what is unset (null), as the document's optional fields are.
  const body = Object.fromEntries(Object.entries({ ...edit, ...times }).filter(([, v]) => v !== null));
  const saved = await request.put(`/api/v1/admin/auctions/${auctionId}`, {
    headers: { Origin: origin },
    data: body,
  });
  expect(saved.status(), await saved.text()).toBe(200);
}
