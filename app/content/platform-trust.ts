/**
 * What the home page shows a buyer to trust the platform: its licence from the Real Estate
 * General Authority (REGA) to run electronic real-estate auctions, and how to reach the
 * organizing committee. Demo values: a deployment sets its own here.
 */
export const PLATFORM_TRUST = {
  /** REGA's licence number for the platform (demo). */
  regaLicence: "1300012345",
  /** The organizing committee's contact (demo). */
  committeePhone: "+966920012345",
  committeeEmail: "committee@mazad.example",
} as const;

/** The ways to pay the platform accepts on the gateway's page (see the payments module), with their logos. */
export const PAYMENT_LOGOS = [
  { src: "/payment-methods/mada.svg", name: "mada" },
  { src: "/payment-methods/visa.svg", name: "Visa" },
  { src: "/payment-methods/mastercard.svg", name: "Mastercard" },
  { src: "/payment-methods/apple-pay.svg", name: "Apple Pay" },
] as const;
