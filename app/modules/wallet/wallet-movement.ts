import type { Lang } from "~/i18n/config";
import { shortIban } from "./iban";

/*
 * One movement of a user's wallet as the history shows it, and its words in either language.
 * Browser-safe: the page renders it, the API describes it in the request's language.
 */

export const movementKinds = [
  "deposit_lock",
  "deposit_release",
  "top_up",
  "withdrawal",
  "withdrawal_payout",
  "withdrawal_return",
  "payment",
  "refund",
  "reversal",
  "deposit_forfeit",
] as const;
export type MovementKind = (typeof movementKinds)[number];

export type WalletMovement = {
  id: number;
  kind: MovementKind;
  createdAt: Date;
  /** What the movement changed in each of the user's balances, halalas (signed). */
  available: number;
  locked: number;
  withdrawing: number;
  /** Money into (+) or out of (−) the wallet as a whole; zero when it moved between balances. */
  net: number;
  /** The amount the movement is about, halalas (positive). */
  amount: number;
  direction: "in" | "out" | "internal";
  auction: { id: number; assetNumber: string; titleAr: string; titleEn: string } | null;
  /** Facts recorded with it: the payment method and reference, the withdrawal's IBAN … */
  memo: Record<string, string | number | boolean | null>;
};

/** The payment methods a top-up or payment names (`payment_method` in the schema). */
const knownMethods = new Set(["bank_transfer", "bank_wire", "mada", "credit_card", "apple_pay", "wallet"]);

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Latin text (IBANs, asset numbers) kept in its own direction inside an Arabic sentence. */
const isolate = (text: string) => `\u2066${text}\u2069`;

/**
 * The movement in plain words: «حجز مبلغ التأمين في المزاد MZ-123456», "Top-up by Mada card",
 * "Withdrawal to SA…7519 requested".
 */
export function describeMovement(movement: Pick<WalletMovement, "kind" | "auction" | "memo">, t: Translate) {
  const { memo, auction } = movement;
  const asset = auction?.assetNumber ? isolate(auction.assetNumber) : "";
  const iban = typeof memo.iban === "string" ? isolate(shortIban(memo.iban)) : "";
  const method = typeof memo.method === "string" && knownMethods.has(memo.method) ? memo.method : "other";
  switch (movement.kind) {
    case "top_up":
      return t(`wallet.movements.topUp.${method}`);
    case "payment":
      return asset ? t("wallet.movements.paymentFor", { asset }) : t("wallet.movements.payment");
    case "refund":
      return asset ? t("wallet.movements.refundFor", { asset }) : t("wallet.movements.refund");
    case "deposit_lock":
    case "deposit_release":
      return t(`wallet.movements.${movement.kind === "deposit_lock" ? "depositLock" : "depositRelease"}`, {
        asset,
      });
    case "deposit_forfeit":
      return t("wallet.movements.depositForfeit", { asset });
    case "withdrawal":
    case "withdrawal_payout":
    case "withdrawal_return": {
      const key = { withdrawal: "withdrawal", withdrawal_payout: "payout", withdrawal_return: "return" }[
        movement.kind
      ];
      return t(`wallet.movements.${key}`, { iban });
    }
    default:
      return t("wallet.movements.reversal");
  }
}

/** The auction's title in `lang` (the other language's when one is missing). */
export function lockTitle(item: { titleAr: string; titleEn: string }, lang: Lang): string {
  return (lang === "ar" ? item.titleAr : item.titleEn) || item.titleAr || item.titleEn;
}
