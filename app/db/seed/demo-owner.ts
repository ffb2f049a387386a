/**
 * The demo owner and their properties in the demo catalogue (its asset numbers do not depend on
 * the clock): a live auction far from its end and an upcoming one. The owner can follow them, and
 * the engine refuses to let them register for or bid on either (SELLER_CANNOT_BID). Without
 * imports, so the browser tests can read it too.
 */
export const DEMO_OWNER_EMAIL = "owner@mazad.example";
export const demoOwnedAssetNumbers = { live: "MZ-100170", upcoming: "MZ-106943" } as const;
