/*
 * Why a card payment failed, in the payer's language. Gateways pass on the issuer's words
 * ("INSUFFICIENT FUNDS", "DECLINED: LOST CARD", in English capitals, worded a little differently
 * by each); the user reads ours, chosen from what the words say, and never the raw text.
 */

export const cardFailureReasons = [
  "insufficientFunds",
  "expiredCard",
  "blockedCard",
  "limitExceeded",
  "authentication",
  "cancelled",
  "timedOut",
  "amountMismatch",
  "declined",
] as const;
export type CardFailureReason = (typeof cardFailureReasons)[number];

/**
 * The reason of a failed payment from what was recorded: our own failure code (AMOUNT_MISMATCH),
 * the payment's status (expired: never completed on the gateway's page) and the gateway's message.
 */
export function cardFailureReason(payment: {
  status: string;
  failureCode: string | null;
  failureMessage: string | null;
}): CardFailureReason {
  if (payment.status === "expired") return "timedOut";
  if (payment.failureCode === "AMOUNT_MISMATCH") return "amountMismatch";
  const message = (payment.failureMessage ?? "").toUpperCase();
  if (/INSUFFICIENT|NOT ENOUGH|FUNDS/.test(message)) return "insufficientFunds";
  if (/EXPIRED CARD|CARD EXPIRED|EXPIRY/.test(message)) return "expiredCard";
  if (/LOST|STOLEN|BLOCKED|RESTRICTED|PICK ?UP/.test(message)) return "blockedCard";
  if (/LIMIT|EXCEEDS/.test(message)) return "limitExceeded";
  if (/3-?D|SECURE|AUTHENTICAT|OTP/.test(message)) return "authentication";
  if (/CANCEL|ABANDON/.test(message)) return "cancelled";
  if (/TIME ?OUT|TIMED OUT|EXPIRED/.test(message)) return "timedOut";
  return "declined";
}
