import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { sandboxGatewaySecrets } from "../../app/config.server";
import { ar } from "../../app/i18n/messages/ar";
import { sandboxGatewayAr } from "../../app/i18n/messages/sandbox-gateway-ar";
import { sandboxGatewayEn } from "../../app/i18n/messages/sandbox-gateway-en";
import { expect, expectNoAxeViolations, htmlProblems, test } from "./support";

/*
 * The sandbox gateway's hosted pages in the browser, opened directly: each test creates its
 * payment through the sandbox's API (as the app's adapter does, with the key derived from this
 * server's session secret) and plays the payer, in Arabic and English. The callback is a page
 * every server has (/healthz), so the test reads where the gateway sent the payer back.
 */

type Lang = "ar" | "en";
const messages = { ar: sandboxGatewayAr, en: sandboxGatewayEn };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function apiKey(baseURL: string): string {
  const port = new URL(baseURL).port;
  const secret = readFileSync(path.join("tests/.tmp", `e2e-${port}`, "session-secret"), "utf8").trim();
  return sandboxGatewaySecrets(secret).apiKey;
}

async function createPayment(
  request: APIRequestContext,
  baseURL: string,
  input: { method: "mada" | "credit_card" | "apple_pay"; amount?: number; lang: Lang },
): Promise<{ id: string; url: string }> {
  const res = await request.post("/_sandbox/gateway/v1/payments", {
    headers: { Authorization: `Basic ${Buffer.from(`${apiKey(baseURL)}:`).toString("base64")}` },
    data: {
      amount: input.amount ?? 50_000,
      currency: "SAR",
      description: input.lang === "ar" ? "شحن المحفظة" : "Wallet top-up",
      method: input.method,
      callback_url: `${baseURL}/healthz?ref=e2e`,
      metadata: { test: "e2e" },
    },
  });
  expect(res.status()).toBe(201);
  const payment = (await res.json()) as { id: string; url: string };
  return { id: payment.id, url: `${payment.url}?lang=${input.lang}` };
}

/** Waits for the payer to be back at the merchant, and returns what the gateway said. */
async function backAtMerchant(page: Page, id: string) {
  await page.waitForURL(/\/healthz\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get("id")).toBe(id);
  expect(params.get("ref")).toBe("e2e");
  return { status: params.get("status"), message: params.get("message") };
}

async function expectValidPage(page: Page) {
  await expectNoAxeViolations(page);
  expect(await htmlProblems(await page.content())).toEqual([]);
}

for (const lang of ["ar", "en"] as const) {
  const m = messages[lang];
  const field = (page: Page, name: "name" | "number" | "expiry" | "cvv") =>
    page.getByLabel(m.card[name], { exact: true });

  test.describe(`hosted card page (${lang})`, () => {
    test("shows every validation message beside its field, then pays by card", async ({
      page,
      request,
      baseURL,
    }) => {
      const { id, url } = await createPayment(request, baseURL!, { method: "credit_card", lang });
      await page.goto(url);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        m.paymentTo.replace("{{merchant}}", m.merchant),
      );
      await expectValidPage(page);

      const pay = page.getByRole("button", { name: new RegExp(m.card.pay.replace("{{amount}}", ".+")) });
      await pay.click();
      const summary = page.locator("#error-summary");
      await expect(summary).toBeFocused();
      for (const [name, message] of [
        ["name", m.errors.name],
        ["number", m.errors.number],
        ["expiry", m.errors.expiry],
        ["cvv", m.errors.cvv],
      ] as const) {
        await expect(field(page, name)).toHaveAttribute("aria-invalid", "true");
        await expect(field(page, name)).toHaveAccessibleDescription(new RegExp(escape(message)));
        await expect(summary.getByRole("link", { name: message })).toBeVisible();
      }
      await expectValidPage(page);

      await field(page, "name").fill("Re");
      await field(page, "number").fill("4111 1111 1111 1112");
      await field(page, "expiry").fill("01/20");
      await field(page, "cvv").fill("12");
      await pay.click();
      await expect(page.locator("#name-error")).toHaveText(m.errors.name);
      await expect(page.locator("#number-error")).toHaveText(m.errors.numberInvalid);
      await expect(page.locator("#expiry-error")).toHaveText(m.errors.expired);
      await expect(page.locator("#cvv-error")).toHaveText(m.errors.cvv);
      // A field put right loses its message as it is corrected.
      await field(page, "cvv").fill("123");
      await expect(page.locator("#cvv-error")).toHaveText("");
      await expect(field(page, "cvv")).not.toHaveAttribute("aria-invalid", "true");

      // The Mada BIN check is the server's: a Mada card on a credit card payment comes back refused.
      await field(page, "name").fill(lang === "ar" ? "ريم العتيبي" : "Reem Alotaibi");
      await field(page, "number").fill("4201 3201 1111 1010");
      await field(page, "expiry").fill("12/29");
      await pay.click();
      await expect(page.locator("#number-error")).toHaveText(m.errors.madaNotCredit);
      await expect(field(page, "number")).toHaveValue(""); // never sent back to the browser
      await expect(field(page, "expiry")).toHaveValue("12/29");
      await expectValidPage(page);

      // By keyboard alone: type, move on with Tab, send with Enter.
      await field(page, "number").focus();
      await page.keyboard.type("4111111111111111");
      await page.keyboard.press("Tab");
      await expect(field(page, "expiry")).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(field(page, "cvv")).toBeFocused();
      await page.keyboard.type("123");
      await page.keyboard.press("Enter");
      expect(await backAtMerchant(page, id)).toEqual({ status: "paid", message: "APPROVED" });
    });

    test("refuses a non-Mada card on a Mada payment, and says when a card is declined", async ({
      page,
      request,
      baseURL,
    }) => {
      const mada = await createPayment(request, baseURL!, { method: "mada", lang });
      await page.goto(mada.url);
      await expect(page.getByRole("heading", { level: 2 })).toHaveText(m.card.titleMada);
      await field(page, "name").fill("Sara Tester");
      await field(page, "number").fill("4111111111111111");
      await field(page, "expiry").fill("12/29");
      await field(page, "cvv").fill("123");
      await field(page, "cvv").press("Enter");
      await expect(page.locator("#number-error")).toHaveText(m.errors.madaOnly);

      const visa = await createPayment(request, baseURL!, { method: "credit_card", lang });
      await page.goto(visa.url);
      await field(page, "name").fill("Sara Tester");
      await field(page, "number").fill("4123120001090109");
      await field(page, "expiry").fill("12/29");
      await field(page, "cvv").fill("123");
      await field(page, "cvv").press("Enter");
      expect(await backAtMerchant(page, visa.id)).toEqual({ status: "failed", message: "DECLINED" });
    });

    test(`puts a Mada card through 3-D Secure: approved, and cancelled${lang === "en" ? " @smoke" : ""}`, async ({
      page,
      request,
      baseURL,
    }) => {
      const fillMada = async (url: string) => {
        await page.goto(url);
        await field(page, "name").fill("Sara Tester");
        await field(page, "number").fill("4201320111111010");
        await field(page, "expiry").fill("12/29");
        await field(page, "cvv").fill("123");
        await page.getByRole("button", { name: new RegExp(m.card.pay.replace("{{amount}}", ".+")) }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.threeDs.title);
      };
      const approved = await createPayment(request, baseURL!, { method: "mada", lang });
      await fillMada(approved.url);
      await expect(page.getByText("4201 32** **** 1010")).toBeVisible();
      await expectValidPage(page);
      await page.getByRole("button", { name: m.threeDs.confirm }).click();
      expect(await backAtMerchant(page, approved.id)).toEqual({ status: "paid", message: "APPROVED" });

      const cancelled = await createPayment(request, baseURL!, { method: "mada", lang });
      await fillMada(cancelled.url);
      await page.getByRole("button", { name: m.threeDs.cancel, exact: true }).click();
      expect(await backAtMerchant(page, cancelled.id)).toEqual({
        status: "failed",
        message: "3-D SECURE AUTHENTICATION FAILED",
      });
    });

    test("Apple Pay: a payment sheet with the amount, paid or declined by the wallet's card", async ({
      page,
      request,
      baseURL,
    }) => {
      const paid = await createPayment(request, baseURL!, { method: "apple_pay", amount: 125_000, lang });
      await page.goto(paid.url);
      await expect(page.getByRole("heading", { level: 2 })).toHaveText(m.applePay.title);
      await expect(page.getByText(lang === "ar" ? "1,250 ر.س" : "SAR 1,250")).toBeVisible();
      await expect(page.getByRole("radio", { name: m.applePay.wallet["mada-1010"] })).toBeChecked();
      await expectValidPage(page);
      await page.getByRole("button", { name: m.applePay.pay }).click();
      expect(await backAtMerchant(page, paid.id)).toEqual({ status: "paid", message: "APPROVED" });

      const poor = await createPayment(request, baseURL!, { method: "apple_pay", lang });
      await page.goto(poor.url);
      await page.getByRole("radio", { name: m.applePay.wallet["visa-0000"] }).check();
      await page.getByRole("button", { name: m.applePay.pay }).click();
      expect(await backAtMerchant(page, poor.id)).toEqual({
        status: "failed",
        message: "INSUFFICIENT FUNDS",
      });

      const cancelled = await createPayment(request, baseURL!, { method: "apple_pay", lang });
      await page.goto(cancelled.url);
      await page.getByRole("button", { name: m.applePay.cancel, exact: true }).click();
      expect(await backAtMerchant(page, cancelled.id)).toEqual({
        status: "failed",
        message: "CANCELLED BY THE PAYER",
      });
    });
  });
}

test("switches the hosted page's language in place", async ({ page, request, baseURL }) => {
  const { url } = await createPayment(request, baseURL!, { method: "credit_card", lang: "ar" });
  await page.goto(url);
  await page.getByRole("link", { name: ar.language.switchTo }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByLabel(sandboxGatewayEn.card.number, { exact: true })).toBeVisible();
});
