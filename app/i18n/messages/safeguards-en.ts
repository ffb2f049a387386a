import type { MessageTree } from "./types";

/**
 * The safeguards of issue 13 in English: the sign-in lockout that spares known devices, the
 * committee's and admins' conflict of interest, and the limits on transfer declarations
 * (app/modules/payments/transfer-limits.ts holds the figures these sentences name).
 */
export const safeguardsEn = {
  signInLocked_one:
    "Sign-in to this account is paused after many failed attempts from different places. Try again in {{count}} minute, sign in from a device you have used before, or reset your password with a code texted to your phone.",
  signInLocked_other:
    "Sign-in to this account is paused after many failed attempts from different places. Try again in {{count}} minutes, sign in from a device you have used before, or reset your password with a code texted to your phone.",
  staffCannotBid:
    "Members of the organizing committee and administrators cannot register or bid in auctions, to avoid a conflict of interest.",
  staffNotice:
    "As a member of the organizing committee or an administrator, you cannot register or bid in auctions, to avoid a conflict of interest.",
  transferPendingLimit:
    "You already have 3 transfers awaiting the committee's review. You can declare another once one of them has been reviewed.",
  transferUploadQuota:
    "You can upload up to 50 MB of transfer receipts in 24 hours, and this receipt would go over that limit.",
  transferLimits:
    "You can have up to 3 transfers awaiting review at a time, and upload up to 50 MB of receipts in 24 hours.",
  transferVerifyPhone: "Confirm your mobile number before declaring a transfer: we will text you a code.",
  transferVerifyPhoneLink: "Confirm your mobile number",
  receiptDeleted: "The receipt was deleted after the transfer was refused.",
} as const satisfies MessageTree;
