import type { MessageTree } from "./types";

/**
 * The back office's pages of one auction (issue 14) in English: cancelling it with four eyes,
 * its registrants and the bids the committee enters for them on site, and the refusals of
 * seller exclusion.
 */
export const adminCancelEn = {
  links: {
    label: "Organizing committee",
    registrants: "Registrants and on-site bids",
    cancel: "Cancel auction…",
  },
  menu: "Cancellation requests",
  requests: {
    title: "Cancellation requests",
    intro:
      "Live auctions with bids are cancelled only once a second committee member approves. These requests await a decision.",
    empty: "No cancellation request is waiting.",
    by: "Requested by {{name}}",
    open: "Review the request for auction {{asset}}",
  },
  cancel: {
    title: "Cancel auction",
    auction: "Auction {{asset}}: {{title}}",
    consequences: "Cancelling this auction will:",
    bids_zero: "void no bids (none were placed)",
    bids_one: "void its single bid",
    bids_other: "void its {{count}} bids",
    locks_zero: "release no deposit (none is locked)",
    locks_one: "release the one locked deposit",
    locks_other: "release {{count}} locked deposits",
    notified_zero: "notify nobody (no one has registered)",
    notified_one: "notify the one registered bidder, with the reason",
    notified_other: "notify {{count}} registered bidders, with the reason",
    fourEyes:
      "This live auction has bids: your request is recorded and the auction is cancelled only when another committee member approves it.",
    immediate: "The auction is cancelled as soon as you confirm.",
    reasonAr: "Reason in Arabic",
    reasonEn: "Reason in English",
    reasonHint: "Bidders read it on the auction and in their orders. 3 to 500 characters.",
    submit: "Cancel the auction",
    submitRequest: "Request the cancellation",
    back: "Back to the auction",
    notCancellable: "This auction can no longer be cancelled: it has finished or was cancelled.",
    pending: {
      heading: "A cancellation request awaits a second member",
      by: "Requested by {{name}} on {{date}}",
      reasonAr: "Reason in Arabic",
      reasonEn: "Reason in English",
      own: "This is your request: another committee member must approve or reject it.",
      approve: "Approve and cancel the auction",
      reject: "Reject the request",
      rejectReason: "Why the request is rejected",
    },
    done: {
      cancelled: "The auction was cancelled. Deposits were released and registered bidders notified.",
      requested: "Your request was recorded. Another committee member must approve it.",
      rejected: "The request was rejected: the auction goes on.",
    },
  },
  registrants: {
    title: "Registrants",
    intro:
      "The people behind each bidder number. Contact details are for the auction's business only. Automatic-bid maximums are never shown.",
    empty: "Nobody has registered for this auction yet.",
    bidder: "Bidder {{n}}",
    noBidderNumber: "Not yet bidding",
    columns: {
      bidder: "Bidder",
      name: "Name",
      contact: "Contact",
      phone: "Phone",
      deposit: "Deposit",
      bids: "Bids",
      highest: "Highest bid",
      auto: "Automatic bid",
    },
    phoneVerified: "Phone confirmed",
    phoneUnverified: "Phone not confirmed",
    deposit: { locked: "Locked ({{amount}})", released: "Released", none: "None yet" },
    auto: { active: "Active", none: "None" },
    count_zero: "No registrants",
    count_one: "One registrant",
    count_other: "{{count}} registrants",
    onSite: {
      heading: "Enter an on-site bid",
      intro:
        "For a bid called out in the room: it is checked like any bid (deposit, minimum, the bidder's registration) and recorded with your name.",
      bidder: "Bidder",
      choose: "Choose a registrant",
      amount: "Amount in riyals",
      confirmHigh: "The bid is more than 20% above the minimum and the bidder confirmed it",
      submit: "Enter the bid",
      done: "The on-site bid of {{amount}} was accepted for bidder {{n}}.",
      closed: "On-site bids can be entered only while the auction is live.",
      notHybrid:
        "This auction is online only: bids from the room are entered only in hybrid auctions (set in the auction's form before the first bid).",
    },
  },
  errors: {
    alreadyRequested: "A cancellation request for this auction already awaits a decision.",
    notPending: "No cancellation request awaits a decision for this auction.",
    sellerCannotBid:
      "The property's owner and its selling agent cannot register for or bid on it, to keep the auction fair.",
    bidderNotRegistered: "This person has not registered for the auction.",
    notHybrid: "On-site bids are taken only in hybrid auctions, and this auction is online only.",
  },
} as const satisfies MessageTree;
