import { describe, expect, it } from "vitest";
import { createMoyasarApi, MOYASAR_TEST_KEY } from "../../../tests/mocks/moyasar-api";
import { GatewayError } from "./gateway-error";
import { createMoyasarGateway, moyasarInvoiceStatus, moyasarPaymentStatus } from "./moyasar-gateway.server";

/*
 * The Moyasar adapter against Moyasar's API mocked at the network edge (tests/mocks/moyasar-api):
 * the adapter makes real HTTP requests through the injected fetch, and reads Moyasar-shaped
 * answers. Nothing of ours is replaced.
 */

const WEBHOOK_SECRET = "moyasar-webhook-token-123";

function setup() {
  const moyasar = createMoyasarApi();
  const gateway = createMoyasarGateway({
    apiUrl: moyasar.apiUrl,
    secretKey: MOYASAR_TEST_KEY,
    webhookSecret: WEBHOOK_SECRET,
    fetch: moyasar.fetch,
  });
  return { moyasar, gateway };
}

const newPayment = {
  amount: 250_000,
  description: "Wallet top-up MZ-2026-0001",
  method: "mada" as const,
  callbackUrl: "https://mazad.sa/en/wallet/top-up/callback?ref=MZ-2026-0001",
  metadata: { reference: "MZ-2026-0001", purpose: "top_up" },
  lang: "ar" as const,
};

describe("the Moyasar adapter", () => {
  it("creates a hosted invoice in halalas and sends the payer to its page in their language", async () => {
    const { moyasar, gateway } = setup();
    const created = await gateway.createPayment(newPayment);
    expect(created.redirectUrl).toBe(`https://checkout.moyasar.com/invoices/${created.id}?lang=ar`);
    const [request] = moyasar.requests;
    expect(request).toMatchObject({ method: "POST", path: "/invoices" });
    expect(request!.authorization).toBe(`Basic ${Buffer.from(`${MOYASAR_TEST_KEY}:`).toString("base64")}`);
    expect(request!.body).toEqual({
      amount: 250_000,
      currency: "SAR",
      description: "Wallet top-up MZ-2026-0001",
      success_url: newPayment.callbackUrl,
      back_url: newPayment.callbackUrl,
      metadata: { reference: "MZ-2026-0001", purpose: "top_up" },
    });
    expect(await gateway.fetchPayment(created.id)).toEqual({
      id: created.id,
      status: "initiated",
      amount: 250_000,
      refunded: 0,
      currency: "SAR",
      method: null,
      cardBrand: null,
      cardLast4: null,
      message: null,
      metadata: { reference: "MZ-2026-0001", purpose: "top_up" },
    });
  });

  it("reads a paid invoice: method, brand and last four from the settled payment", async () => {
    const { moyasar, gateway } = setup();
    const { id } = await gateway.createPayment(newPayment);
    moyasar.payInvoice(id, {
      status: "failed",
      company: "mada",
      number: "4201-32XX-XXXX-1101",
      message: "INSUFFICIENT FUNDS",
    });
    expect(await gateway.fetchPayment(id)).toMatchObject({
      status: "initiated", // the payer may try again on the same invoice
      method: "mada",
      cardLast4: "1101",
      message: "INSUFFICIENT FUNDS",
    });
    const paid = moyasar.payInvoice(id, {
      status: "paid",
      company: "visa",
      number: "4111-11XX-XXXX-1111",
      message: "APPROVED",
    });
    const payment = await gateway.fetchPayment(id);
    expect(payment).toMatchObject({
      id,
      status: "paid",
      method: "credit_card",
      cardBrand: "visa",
      cardLast4: "1111",
      message: "APPROVED",
    });
    // Moyasar's own redirect names the payment: it leads to the same invoice.
    expect(await gateway.fetchPayment(paid.id)).toEqual(payment);
  });

  it("maps Apple Pay and Mastercard, and Moyasar's statuses", async () => {
    const { moyasar, gateway } = setup();
    const { id } = await gateway.createPayment({ ...newPayment, method: "apple_pay" });
    moyasar.payInvoice(id, {
      status: "paid",
      type: "applepay",
      company: "master",
      number: "5421-08XX-XXXX-0000",
      message: "APPROVED",
    });
    expect(await gateway.fetchPayment(id)).toMatchObject({
      method: "apple_pay",
      cardBrand: "mastercard",
      cardLast4: "0000",
    });
    expect(moyasarPaymentStatus("paid")).toBe("paid");
    expect(moyasarPaymentStatus("captured")).toBe("paid");
    expect(moyasarPaymentStatus("authorized")).toBe("initiated");
    expect(moyasarPaymentStatus("voided")).toBe("failed");
    expect(moyasarPaymentStatus("refunded")).toBe("refunded");
    expect(moyasarInvoiceStatus({ status: "expired", payments: [] })).toBe("failed");
    expect(moyasarInvoiceStatus({ status: "canceled", payments: [] })).toBe("failed");
    expect(moyasarInvoiceStatus({ status: "paid", payments: null })).toBe("paid");
    expect(moyasarInvoiceStatus({ status: "initiated", payments: [] })).toBe("initiated");
  });

  it("refunds the invoice's paid payment, in part or in full, never beyond it", async () => {
    const { moyasar, gateway } = setup();
    const { id } = await gateway.createPayment(newPayment);
    await expect(gateway.refund(id, 100)).rejects.toMatchObject({ code: "invalid_request" });
    const paid = moyasar.payInvoice(id, {
      status: "paid",
      company: "mada",
      number: "4201-32XX-XXXX-1010",
      message: "APPROVED",
    });
    const partly = await gateway.refund(id, 50_000);
    expect(partly).toMatchObject({ id, status: "refunded", amount: 250_000 });
    expect(moyasar.requests.at(-1)).toMatchObject({
      method: "POST",
      path: `/payments/${paid.id}/refund`,
      body: { amount: 50_000 },
    });
    const error = await gateway.refund(id, 250_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ code: "invalid_request", status: 400 });
    expect((error as Error).message).toContain("greater than refundable amount");
    expect(await gateway.refund(id, 200_000)).toMatchObject({ status: "refunded" });
  });

  it("turns Moyasar's refusals and outages into errors that say whether to retry, without the key", async () => {
    const { moyasar, gateway } = setup();
    await expect(gateway.createPayment({ ...newPayment, amount: 50 })).rejects.toMatchObject({
      code: "invalid_request",
      message: expect.stringContaining("amount must be greater than or equal to 100"),
    });
    await expect(gateway.fetchPayment("4a1b2c3d-0000-4000-8000-000000000000")).rejects.toMatchObject({
      code: "not_found",
    });
    moyasar.setUnavailable(true);
    await expect(gateway.fetchPayment("x")).rejects.toMatchObject({ code: "unavailable", status: 502 });
    const wrongKey = createMoyasarGateway({
      apiUrl: moyasar.apiUrl,
      secretKey: "sk_test_wrong",
      webhookSecret: "x",
      fetch: moyasar.fetch,
    });
    moyasar.setUnavailable(false);
    const refused = await wrongKey.fetchPayment("x").catch((e: unknown) => e as GatewayError);
    expect(refused).toMatchObject({ code: "authentication", status: 401 });
    expect(String((refused as Error).message)).not.toContain("sk_test_wrong");
    const down = createMoyasarGateway({
      apiUrl: moyasar.apiUrl,
      secretKey: MOYASAR_TEST_KEY,
      webhookSecret: "x",
      fetch: () => Promise.reject(new TypeError("fetch failed")),
    });
    await expect(down.fetchPayment("x")).rejects.toMatchObject({ code: "unavailable" });
  });

  it("accepts webhooks carrying the shared secret token, and nothing else", async () => {
    const { moyasar, gateway } = setup();
    const { id } = await gateway.createPayment(newPayment);
    const paid = moyasar.payInvoice(id, {
      status: "paid",
      company: "mada",
      number: "4201-32XX-XXXX-1010",
      message: "APPROVED",
    });
    const raw = moyasar.webhookBody("payment_paid", paid.id, WEBHOOK_SECRET);
    const event = await gateway.parseWebhook(raw, new Headers({ "content-type": "application/json" }));
    expect(event).toEqual({
      eventId: (JSON.parse(raw) as { id: string }).id,
      type: "payment_paid",
      payment: {
        id, // the invoice's id: how the app knows this payment
        status: "paid",
        amount: 250_000,
        refunded: 0,
        currency: "SAR",
        method: "mada",
        cardBrand: "mada",
        cardLast4: "1010",
        message: "APPROVED",
        metadata: { reference: "MZ-2026-0001", purpose: "top_up" },
      },
    });
    const headers = new Headers();
    expect(
      await gateway.parseWebhook(moyasar.webhookBody("payment_paid", paid.id, "wrong-token"), headers),
    ).toBeNull();
    expect(
      await gateway.parseWebhook(
        moyasar.webhookBody("payment_paid", paid.id, WEBHOOK_SECRET.slice(0, -1)),
        headers,
      ),
    ).toBeNull();
    expect(await gateway.parseWebhook("not json", headers)).toBeNull();
    expect(
      await gateway.parseWebhook(JSON.stringify({ id: "e", type: "payment_paid", data: {} }), headers),
    ).toBeNull();
    expect(
      await gateway.parseWebhook(moyasar.webhookBody("payment_voided", paid.id, WEBHOOK_SECRET), headers),
    ).toBeNull();
    const failed = await gateway.parseWebhook(
      moyasar.webhookBody("payment_faild", paid.id, WEBHOOK_SECRET),
      headers,
    );
    expect(failed?.type).toBe("payment_failed");
  });
});
