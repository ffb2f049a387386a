import { methodOf, type SandboxPaymentRow } from "./sandbox-store";

/** The statuses the API shows: the 3-D Secure wait is still `initiated` to the merchant. */
export type SandboxApiStatus = "initiated" | "paid" | "failed" | "refunded";

/**
 * A payment as the sandbox's API and webhooks present it, after Moyasar's payment object:
 * amounts in halalas, `source` once a card was used (brand and masked number only), `url` of the
 * hosted page. `method` is the sandbox's own field: what the merchant asked for.
 */
export type SandboxPaymentJson = {
  id: string;
  status: SandboxApiStatus;
  amount: number;
  refunded: number;
  currency: string;
  description: string;
  method: "mada" | "credit_card" | "apple_pay";
  message: string | null;
  source: {
    type: "creditcard" | "applepay";
    company: "mada" | "visa" | "mastercard";
    number: string;
  } | null;
  callback_url: string;
  metadata: Record<string, string>;
  url: string;
  created_at: string;
  updated_at: string;
};

export function hostedPageUrl(origin: string, id: string): string {
  return `${origin}/_sandbox/gateway/pay/${id}`;
}

export function sandboxPaymentJson(row: SandboxPaymentRow, origin: string): SandboxPaymentJson {
  const challenged = row.status === "challenge";
  return {
    id: row.id,
    status: challenged ? "initiated" : (row.status as SandboxApiStatus),
    amount: row.amount,
    refunded: row.refundedAmount,
    currency: row.currency,
    description: row.description,
    method: methodOf(row),
    // While the payer is at the issuer's page, the answer waiting behind it is not told.
    message: challenged ? null : row.message,
    source:
      row.maskedPan && row.company
        ? {
            type: row.sourceType === "applepay" ? "applepay" : "creditcard",
            company: row.company as "mada" | "visa" | "mastercard",
            number: row.maskedPan,
          }
        : null,
    callback_url: row.callbackUrl,
    metadata: row.metadata,
    url: hostedPageUrl(origin, row.id),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
