import type { CardBrand } from "./card-checks";

/*
 * What the sandbox's issuers answer, after Moyasar's published test cards: the listed numbers
 * fail with the bank's message, every other valid number is approved. Messages are the issuers'
 * (English, upper case, as Moyasar passes them on); the app shows its own words for them.
 */

export type IssuerAnswer = { status: "paid" | "failed"; message: string };

export const APPROVED: IssuerAnswer = { status: "paid", message: "APPROVED" };

export const TEST_CARDS: Readonly<Record<string, { brand: CardBrand; answer: IssuerAnswer }>> = {
  // Mada
  "4201320111111010": { brand: "mada", answer: APPROVED },
  "4201320000013020": { brand: "mada", answer: { status: "failed", message: "UNSPECIFIED FAILURE" } },
  "4201320000311101": { brand: "mada", answer: { status: "failed", message: "INSUFFICIENT FUNDS" } },
  "4201320131000508": { brand: "mada", answer: { status: "failed", message: "DECLINED: LOST CARD" } },
  "4201321234411220": { brand: "mada", answer: { status: "failed", message: "DECLINED" } },
  "4201322267774310": { brand: "mada", answer: { status: "failed", message: "DECLINED: EXPIRED CARD" } },
  "4201326324640570": {
    brand: "mada",
    answer: { status: "failed", message: "DECLINED: EXCEEDS WITHDRAWAL LIMIT" },
  },
  "4201321144311528": { brand: "mada", answer: { status: "failed", message: "DECLINED: STOLEN CARD" } },
  // Visa
  "4111111111111111": { brand: "visa", answer: APPROVED },
  "4123120000000000": { brand: "visa", answer: { status: "failed", message: "UNSPECIFIED FAILURE" } },
  "4123120001090000": { brand: "visa", answer: { status: "failed", message: "INSUFFICIENT FUNDS" } },
  "4123120001090109": { brand: "visa", answer: { status: "failed", message: "DECLINED" } },
  // Mastercard
  "5421080101000000": { brand: "mastercard", answer: APPROVED },
  "5105105105105100": { brand: "mastercard", answer: { status: "failed", message: "UNSPECIFIED FAILURE" } },
  "5457210001000092": { brand: "mastercard", answer: { status: "failed", message: "INSUFFICIENT FUNDS" } },
};

export function issuerAnswer(pan: string): IssuerAnswer {
  return TEST_CARDS[pan]?.answer ?? APPROVED;
}

/** Visa and Mastercard payments from this amount (1,000 SAR) up are challenged. */
export const CHALLENGE_FROM_HALALAS = 100_000;

/**
 * Which card payments go through the issuer's 3-D Secure challenge before the answer: every Mada
 * card (the scheme requires 3-D Secure online), and Visa or Mastercard from 1,000 SAR (a risk
 * threshold, as issuers apply). Apple Pay is never challenged: the device already authenticated
 * the payer.
 */
export function needsChallenge(brand: CardBrand, amount: number): boolean {
  return brand === "mada" || amount >= CHALLENGE_FROM_HALALAS;
}

export const THREE_D_SECURE_FAILED = "3-D SECURE AUTHENTICATION FAILED";
export const CANCELLED_BY_PAYER = "CANCELLED BY THE PAYER";

/** The cards in the stand-in Apple Pay wallet: two approved, one without enough funds. */
export const APPLE_PAY_WALLET = [
  { id: "mada-1010", pan: "4201320111111010", brand: "mada" },
  { id: "visa-1111", pan: "4111111111111111", brand: "visa" },
  { id: "visa-0000", pan: "4123120001090000", brand: "visa" },
] as const satisfies readonly { id: string; pan: string; brand: CardBrand }[];
