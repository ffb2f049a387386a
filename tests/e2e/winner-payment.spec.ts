import type { Page } from "@playwright/test";
import { formatMoney } from "../../app/i18n/format";
import { createI18n } from "../../app/i18n/i18n";
import { ar } from "../../app/i18n/messages/ar";
import { sandboxGatewayAr } from "../../app/i18n/messages/sandbox-gateway-ar";
import { en } from "../../app/i18n/messages/en";
import { sandboxGatewayEn } from "../../app/i18n/messages/sandbox-gateway-en";
import { readZatcaQrPayload } from "../../app/modules/payments/zatca-qr";
import {
  expect,
  expectNoAxeViolations,
  htmlProblems,
  ONE_LANGUAGE,
  signUp,
  test,
  waitForHydration,
} from "./support";

/*
 * The winner's payment in both languages: a new bidder wins a fresh
 * small auction (the development endpoint: created, bid by the engine, finished by the lifecycle),
 * sees what is due on /payments with its figures and deadline, pays it from the wallet through the
 * confirmation step, sees it paid, and opens the simplified tax invoice with its QR code. A second
 * winner pays by card on the sandbox gateway's page. Each test has its own user and auction.
 */

const messages = { ar: createI18n("ar", ar), en: createI18n("en", en) };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type Settlement = {
  id: string;
  auction: { id: number; assetNumber: string; title: string };
  hammerPrice: number;
  depositApplied: number;
  balanceDue: number;
  commission: number;
  vat: number;
  totalDue: number;
};

/** A new, confirmed bidder who has just won an auction: its settlement as the API tells it. */
async function newWinner(page: Page, baseURL: string, lang: "ar" | "en"): Promise<Settlement> {
  const confirmPhone = await signUp(page, baseURL, lang);
  await confirmPhone();
  const won = await page.request.post("/api/v1/dev/won-auction", { headers: { Origin: baseURL }, data: {} });
  expect(won.status()).toBe(201);
  const { settlementId } = (await won.json()) as { settlementId: string };
  const res = await page.request.get(`/api/v1/me/settlements/${settlementId}`, {
    headers: { "Accept-Language": lang },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Settlement;
}

for (const lang of ["ar", "en"] as const) {
  const p = lang === "ar" ? "" : "/en";
  const t = messages[lang].t;
  const money = (halalas: number) => formatMoney(halalas, lang);

  test.describe(`winner's payment (${lang})`, () => {
    test("a guest is sent to sign in first", async ({ page }) => {
      await page.goto(`${p}/payments`);
      await expect(page).toHaveURL(
        new RegExp(`${p}/login\\?redirectTo=${encodeURIComponent(`${p}/payments`)}$`),
      );
    });

    test(`sees what is due, pays from the wallet, and opens the tax invoice with its QR code${lang === "ar" ? " @smoke" : ""}`, async ({
      page,
      baseURL,
    }) => {
      test.skip(lang !== "ar", ONE_LANGUAGE);
      // Three pages, each checked with axe (the first in both themes).
      test.slow();
      const settlement = await newWinner(page, baseURL!, lang);

      await page.goto(`${p}/payments`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("settlement.title"));
      await expect(page.getByTestId("due-count")).toHaveText(t("settlement.due.count", { count: 1 }));
      const card = page.locator(`[data-settlement-id="${settlement.id}"]`);
      await expect(card.getByTestId("asset-number")).toHaveText(settlement.auction.assetNumber);
      for (const [figure, value] of [
        ["hammer-price", money(settlement.hammerPrice)],
        ["deposit-applied", `\u200e\u2212${money(settlement.depositApplied)}`],
        ["balance-due", money(settlement.balanceDue)],
        ["commission", money(settlement.commission)],
        ["vat", money(settlement.vat)],
        ["total-due", money(settlement.totalDue)],
      ] as const) {
        await expect(card.getByTestId(`figure-${figure}`), figure).toHaveText(value);
      }
      await expect(card.getByText(t("settlement.figures.commission", { rate: "2.5" }))).toBeVisible();
      const deadline = card.getByTestId("deadline");
      await expect(deadline).toContainText(t("settlement.due.deadline"));
      if (lang === "ar") await expect(deadline.getByTestId("hijri-date")).toContainText("هـ");
      await expect(card.getByTestId("pay-card")).toHaveAttribute(
        "href",
        `${p}/paymentMethod?purpose=winner_payment&settlement=${settlement.id}&method=mada`,
      );
      await expect(card.getByTestId("pay-transfer")).toHaveAttribute(
        "href",
        `${p}/paymentMethod?purpose=winner_payment&settlement=${settlement.id}&method=bank_transfer`,
      );
      await expect(page.getByTestId("history-empty")).toHaveText(t("settlement.history.empty"));
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await page.getByTestId("theme-toggle").click();
      await expect(page.locator("html")).toHaveClass(/dark/);
      await expectNoAxeViolations(page);
      await page.getByTestId("theme-toggle").click();

      // The confirmation step: the balance now and after, then one press pays.
      await card.getByRole("link", { name: new RegExp(`^${escape(t("settlement.pay.wallet"))}`) }).click();
      await expect(page).toHaveURL(`${p}/payments/settlements/${settlement.id}/wallet`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("settlement.wallet.title"));
      const wallet = await (await page.request.get("/api/v1/me/wallet")).json();
      await expect(page.getByTestId("wallet-available")).toHaveText(money(wallet.available as number));
      await expect(page.getByTestId("wallet-after")).toHaveText(
        money((wallet.available as number) - settlement.totalDue),
      );
      await expectNoAxeViolations(page);
      await page
        .getByRole("button", { name: t("settlement.wallet.confirm", { amount: money(settlement.totalDue) }) })
        .click();

      // Back on /payments: said so, nothing due, paid with its receipt and invoice, in the history.
      await expect(page).toHaveURL(`${p}/payments?paid=${settlement.id}`);
      await expect(page.getByTestId("payment-notice")).toContainText(
        t("settlement.notices.paid", {
          amount: money(settlement.totalDue),
          asset: settlement.auction.assetNumber,
        }),
      );
      await expect(page.getByTestId("due-empty")).toHaveText(t("settlement.due.empty"));
      const paid = page.locator(`[data-testid=closed-settlement][data-settlement-id="${settlement.id}"]`);
      await expect(paid.getByTestId("settlement-state")).toContainText(t("settlement.paid.status"));
      await expect(paid.getByTestId("settlement-state")).toContainText(
        t("settlement.paid.via", { method: t("settlement.methods.wallet") }),
      );
      await expect(paid.getByTestId("receipt-link")).toHaveAttribute(
        "href",
        new RegExp(`^${p}/payments/receipts/`),
      );
      const history = page.getByTestId("payment-item");
      await expect(history).toHaveCount(1);
      await expect(history.getByTestId("payment-status")).toHaveText(t("settlement.statuses.paid"));
      await expect(history.getByTestId("payment-amount")).toHaveText(money(settlement.totalDue));

      // The simplified tax invoice: the commission and its VAT, and a QR code holding them.
      await paid.getByTestId("invoice-link").click();
      await expect(page).toHaveURL(new RegExp(`${p}/payments/invoices/[0-9a-f-]{36}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("settlement.invoice.title"));
      const number = (await page.getByTestId("invoice-number").textContent())!.trim();
      expect(number).toMatch(/^INV-\d{4}-\d{6}$/);
      await expect(page.getByTestId("invoice-taxable")).toHaveText(money(settlement.commission));
      await expect(page.getByTestId("invoice-vat")).toHaveText(money(settlement.vat));
      await expect(page.getByTestId("invoice-total")).toHaveText(
        money(settlement.commission + settlement.vat),
      );
      await expect(page.getByTestId("invoice-supply")).toContainText(settlement.auction.assetNumber);
      await expect(page.getByTestId("invoice-vat-number")).toHaveText(/^3\d{13}3$/);
      const qr = page.getByRole("img", { name: t("settlement.invoice.qrLabel") });
      await expect(qr).toBeVisible();
      await expect(qr).toHaveAccessibleDescription(t("settlement.invoice.qrDescription"));
      const fields = readZatcaQrPayload((await qr.getAttribute("data-payload"))!);
      expect(fields[0]).toBe((await page.getByTestId("invoice-seller").textContent())!.trim());
      expect(fields.slice(3)).toEqual([
        ((settlement.commission + settlement.vat) / 100).toFixed(2),
        (settlement.vat / 100).toFixed(2),
      ]);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      expect(await htmlProblems(await page.content())).toEqual([]);
    });

    test("pays by card on the gateway's page, then finds it paid", async ({ page, baseURL }) => {
      test.skip(lang !== "en", ONE_LANGUAGE);
      test.slow();
      const settlement = await newWinner(page, baseURL!, lang);
      await page.goto(`${p}/payments`);
      const card = page.locator(`[data-settlement-id="${settlement.id}"]`);
      await card.getByTestId("pay-card").click();
      await expect(page).toHaveURL(
        new RegExp(`${p}/paymentMethod\\?purpose=winner_payment&settlement=${settlement.id}`),
      );
      // The method's whole card is its label: a tap on it chooses the method.
      await page.getByText(t("topUp.methods.credit_card.title"), { exact: true }).click();
      await expect(page.getByLabel(t("topUp.methods.credit_card.title"), { exact: true })).toBeChecked();
      await page.getByRole("button", { name: t("topUp.methodPage.continue") }).click();
      await page
        .getByRole("button", { name: t("topUp.card.pay", { amount: money(settlement.totalDue) }) })
        .click();

      // The sandbox gateway's hosted page (its own markup and messages).
      const gateway = lang === "ar" ? sandboxGatewayAr : sandboxGatewayEn;
      await page
        .getByLabel(gateway.card.name, { exact: true })
        .fill(lang === "ar" ? "ريم المزايدة" : "Reem Bidder");
      await page.getByLabel(gateway.card.number, { exact: true }).fill("4111 1111 1111 1111");
      await page.getByLabel(gateway.card.expiry, { exact: true }).fill("12/29");
      await page.getByLabel(gateway.card.cvv, { exact: true }).fill("123");
      await page.getByLabel(gateway.card.cvv, { exact: true }).press("Enter");
      // Above 1,000 SAR a Visa card is asked for 3-D Secure by its (sandbox) bank.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(gateway.threeDs.title);
      await page.getByRole("button", { name: gateway.threeDs.confirm }).click();

      await expect(page).toHaveURL(new RegExp(`${p}/payments/callback\\?`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("topUp.callback.paidTitle"));
      await page.goto(`${p}/payments`);
      const paid = page.locator(`[data-testid=closed-settlement][data-settlement-id="${settlement.id}"]`);
      await expect(paid.getByTestId("settlement-state")).toContainText(t("settlement.paid.status"));
      await expect(paid.getByTestId("settlement-state")).toContainText(t("settlement.methods.credit_card"));
      await expect(paid.getByTestId("invoice-link")).toBeVisible();
      await expect(page.getByTestId("due-empty")).toBeVisible();
    });

    test("the won order's card says what is due, then that it is paid", async ({ page, baseURL }) => {
      const settlement = await newWinner(page, baseURL!, lang);
      await page.goto(`${p}/orders/finished`);
      const order = page
        .locator("[data-testid=order-card]")
        .filter({ hasText: settlement.auction.assetNumber });
      await expect(order.getByTestId("order-state")).toHaveText(t("orders.status.won"));
      const due = order.getByTestId("order-payment");
      await expect(due).toContainText(
        t("settlement.orderCard.total", { amount: money(settlement.totalDue) }),
      );
      await due.getByRole("link", { name: new RegExp(`^${escape(t("settlement.orderCard.pay"))}`) }).click();
      await expect(page).toHaveURL(`${p}/payments`);

      const paid = await page.request.post(`/api/v1/me/settlements/${settlement.id}/pay`, {
        headers: { Origin: baseURL!, "Idempotency-Key": crypto.randomUUID() },
        data: { method: "wallet" },
      });
      expect(paid.status()).toBe(201);
      await page.goto(`${p}/orders/finished`);
      await expect(order.getByTestId("order-payment")).toContainText(t("settlement.orderCard.paid"));
      await expect(
        order.getByRole("link", { name: new RegExp(`^${escape(t("settlement.orderCard.invoice"))}`) }),
      ).toHaveAttribute("href", new RegExp(`^${p}/payments/invoices/[0-9a-f-]{36}$`));
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  });
}
