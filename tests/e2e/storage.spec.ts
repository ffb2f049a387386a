import sharp from "sharp";
import { createI18n } from "../../app/i18n/i18n";
import { ar } from "../../app/i18n/messages/ar";
import { expect, signUp, test, waitForHydration } from "./support";

/*
 * Uploaded files across two app instances (ADR 021): a bidder sends a transfer receipt (a phone
 * photo with its GPS position) through the first instance, and the second one, with a data
 * directory of its own, serves it from the shared object storage: to the bidder and the
 * committee, re-encoded without its metadata, and to nobody else.
 */

const port = Number(process.env.E2E_PORT ?? 3100);
const secondOrigin = `http://127.0.0.1:${port + 1}`;
const t = createI18n("ar", ar).t;
const SENDER_IBAN = "SA03 8000 0000 6080 1016 7519";

test.describe("uploads on two instances @multi-instance", () => {
  test.skip(!process.env.DATABASE_URL, "a second instance runs only on PostgreSQL (DATABASE_URL unset)");
  test.skip(
    !process.env.S3_ENDPOINT,
    "instances share uploaded files only through object storage (S3_ENDPOINT unset; .ci/run starts s3rver)",
  );

  test("a receipt sent through one instance is read through the other", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const confirmPhone = await signUp(page, baseURL!, "ar");
    await confirmPhone();
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 240, g: 240, b: 235 } },
    })
      .withExifMerge({
        IFD0: { Make: "PhoneMaker" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "24/1 42/1 0/1" },
      })
      .jpeg()
      .toBuffer();

    // Declared on the first instance.
    await page.goto("/paymentMethod");
    await waitForHydration(page);
    await page.getByLabel(t("topUp.methodPage.amount")).fill("500");
    await page.getByText(t("topUp.methods.bank_transfer.title"), { exact: true }).click();
    await page.getByRole("button", { name: t("topUp.methodPage.continue") }).click();
    await waitForHydration(page);
    await page.getByLabel(t("topUp.transfer.amount")).fill("500");
    await page.getByLabel(t("topUp.transfer.bankName")).fill("مصرف الراجحي");
    await page.getByLabel(t("topUp.transfer.senderIban")).fill(SENDER_IBAN);
    await page.getByLabel(t("topUp.transfer.accountName")).fill("ريم عبدالله");
    await page.getByLabel(t("topUp.transfer.receipt")).setInputFiles({
      name: "receipt.jpg",
      mimeType: "image/jpeg",
      buffer: photo,
    });
    await page.getByRole("button", { name: t("topUp.transfer.submit") }).click();
    await expect(page).toHaveURL(/\/payments\/transfers\/[0-9a-f-]+\?notice=declared$/);
    const statusPath = new URL(page.url()).pathname;

    // Its status page and the file, on the second instance (the session cookie holds for both).
    await page.goto(`${secondOrigin}${statusPath}`);
    const link = page.getByRole("link", { name: t("topUp.transferStatus.receiptFile") });
    await expect(link).toBeVisible();
    const fileUrl = `${secondOrigin}${await link.getAttribute("href")}`;
    const file = await page.request.get(fileUrl);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/webp");
    expect(file.headers()["x-content-type-options"]).toBe("nosniff");
    const meta = await sharp(await file.body()).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(["webp", 1200, undefined]);
    expect((await page.request.get(`${fileUrl}?w=640`)).status()).toBe(200);

    // The committee reads it there too; a visitor who is not signed in is told it does not exist.
    const committee = await browser.newContext({ baseURL: secondOrigin });
    const login = await committee.request.post("/api/v1/auth/login", {
      headers: { Origin: secondOrigin, "X-Forwarded-For": "10.201.0.7" },
      data: { identifier: "committee@mazad.example", password: "Mazad@2026" },
    });
    expect(login.status()).toBe(200);
    expect((await committee.request.get(fileUrl)).status()).toBe(200);
    const visitor = await browser.newContext();
    expect((await visitor.request.get(fileUrl)).status()).toBe(404);
    await Promise.all([committee.close(), visitor.close()]);
  });
});
