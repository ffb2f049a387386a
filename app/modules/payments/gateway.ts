/*
 * The payment gateway contract (ADR 017): what the app's payment flows call to take card and
 * Apple Pay payments, whichever gateway stands behind it. Types only, safe for the browser.
 * Card numbers and CVVs never pass through here: the payer types them on the gateway's own
 * hosted page (PCI DSS SAQ-A), and the app learns only the brand and the last four digits.
 */

export type GatewayMethod = "mada" | "credit_card" | "apple_pay";
export type GatewayPaymentStatus = "initiated" | "paid" | "failed" | "refunded";
export type GatewayPayment = {
  id: string;
  status: GatewayPaymentStatus;
  amount: number /* halalas */;
  /** How much of it has been given back to the card so far (halalas). */
  refunded: number;
  currency: "SAR";
  method: GatewayMethod | null;
  cardBrand: "mada" | "visa" | "mastercard" | null;
  cardLast4: string | null;
  message: string | null;
  metadata: Record<string, string>;
};
export type GatewayWebhook = {
  eventId: string;
  type: "payment_paid" | "payment_failed" | "payment_refunded";
  payment: GatewayPayment;
};
export interface PaymentGateway {
  readonly name: "sandbox" | "moyasar";
  /** Starts a payment on the gateway's hosted page; the browser is sent to redirectUrl, and comes back to callbackUrl?id=<gateway id>. */
  createPayment(input: {
    amount: number;
    description: string;
    method: GatewayMethod;
    callbackUrl: string;
    metadata: Record<string, string>;
    lang: "ar" | "en";
  }): Promise<{ id: string; redirectUrl: string }>;
  /** The gateway's truth about a payment (never trust the callback's query string). */
  fetchPayment(id: string): Promise<GatewayPayment>;
  refund(id: string, amount: number): Promise<GatewayPayment>;
  /** Verifies an incoming webhook (raw body + headers); null when it is not authentic. */
  parseWebhook(rawBody: string, headers: Headers): Promise<GatewayWebhook | null>;
}
