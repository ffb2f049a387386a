import type { MessageTree } from "./types";

/**
 * After a winner defaults (issue 14), in English: the committee's defaults screens (offer the
 * property to the next bidder, or re-auction it) and the bidder's offer page.
 */
export const adminDefaultsEn = {
  menu: "Defaults",
  list: {
    title: "Defaulted auctions",
    intro:
      "Auctions whose winner did not pay in time and forfeited the deposit. Offer each to the next bidder at their own bid, or re-auction it.",
    empty: "No winner has defaulted.",
    defaulter: "Defaulted: {{name}}",
    forfeited: "Deposit forfeited: {{amount}}",
    offerOpen: "Offered to {{name}} at {{amount}} until {{time}}",
    open: "Decide on auction {{asset}}",
  },
  states: {
    awaiting: "Awaiting a decision",
    offered: "Offer awaiting the bidder",
    resold: "Accepted by a next bidder",
    rebooked: "Re-auctioned",
  },
  case: {
    title: "Defaulted auction {{asset}}",
    back: "All defaulted auctions",
    defaults: "Defaulting winners",
    defaultRow: "{{name}} did not pay {{price}}; the deposit of {{amount}} was forfeited.",
    offers: "Offers made",
    offerRow: "{{name}} at {{amount}}",
    offerStatus: {
      open: "open until {{time}}",
      accepted: "accepted",
      declined: "declined",
      expired: "expired",
    },
    nextBidders: "Next bidders",
    nextBiddersIntro:
      "Each other bidder's highest bid, highest first. Suspended accounts, staff and bidders already offered the property are left out.",
    noCandidates: "No other bidder is left to offer the property to.",
    bidder: "Bidder {{number}}",
    highestBid: "Highest bid",
    name: "Name",
    offer: "Offer to {{name}} at {{amount}}",
    offerHint: "The bidder has {{hours}} to accept with a deposit of {{deposit}}, or decline.",
    hours_one: "{{count}} hour",
    hours_other: "{{count}} hours",
    rebookTitle: "Re-auction",
    rebookHint:
      "Creates a new draft auction of the same property with the same terms, photos and documents. Edit its dates, then publish it. Everyone registered on this auction is notified now.",
    rebook: "Re-auction the property",
    rebookedTo: "Re-auctioned as a new auction:",
    editRebook: "Edit the new auction {{id}}",
    offered: "The offer was sent to the bidder.",
    rebooked: "The new draft auction was created.",
  },
  offer: {
    title: "Offer to buy at your bid",
    intro:
      "The winner of this auction did not pay, so the organizing committee offers you the property at your own last bid.",
    price: "Price offered (your bid)",
    deposit: "Deposit locked on acceptance",
    expires: "Answer before",
    accept: "Accept the offer",
    decline: "Decline",
    acceptHint:
      "Accepting locks the deposit from your wallet and opens the payment of the balance within the usual period.",
    status: {
      open: "Awaiting your answer",
      accepted: "You accepted this offer. Pay the balance from your payments page.",
      declined: "You declined this offer.",
      expired: "This offer expired without an answer.",
    },
    payments: "Go to my payments",
    auction: "View the auction",
    pending_one: "An offer awaits your answer",
    pending_other: "{{count}} offers await your answer",
    openOffer: "Answer the offer for {{asset}}",
  },
  errors: {
    notOpen: "No default on this auction awaits a decision.",
    offerOpen: "An offer on this auction already awaits the bidder's answer.",
    notNextBidder: "Offer the property to the next bidder in rank first.",
    noNextBidder: "No other bidder is left to offer the property to.",
    alreadyRebooked: "This auction has already been re-auctioned.",
    offerClosed: "This offer can no longer be answered: it was declined, expired or accepted.",
  },
} as const satisfies MessageTree;
