import type { MessageTree } from "./types";

/** What each notification says, by event (see notifications-ar.ts). */
export const notificationEventsEn = {
  property: "“{{title}}” (asset {{assetNumber}})",
  bid_accepted: {
    title: "Bid submitted successfully",
    body: "Your bid of {{amount}} on {{property}} was accepted.",
  },
  outbid: {
    title: "You have been outbid",
    body: "The highest bid on {{property}} is now {{amount}}. Bid {{minimumNextBid}} or more to lead again.",
  },
  auction_extended: {
    title: "Auction extended",
    body: "A last-minute bid extended the auction for {{property}}. It now ends on {{time}} (Riyadh time).",
  },
  auction_starting_soon: {
    title_zero: "Auction starting now",
    title_one: "Auction starts in {{count}} hour",
    title_other: "Auction starts in {{count}} hours",
    body: "The auction for {{property}} starts on {{time}} (Riyadh time).",
  },
  auction_ending_soon: {
    title: "Auction ending soon",
    body: "The auction for {{property}}, one of your favorites, ends on {{time}} (Riyadh time) unless a last-minute bid extends it.",
  },
  auction_won: {
    title: "Congratulations, you won the auction",
    body: "You won the auction for {{property}} at {{amount}}. Pay the balance within the set period to complete the purchase.",
    bodyDue:
      "You won the auction for {{property}} at {{amount}}. Pay the balance by {{time}} (Riyadh time) to complete the purchase.",
  },
  auction_lost: {
    title: "Awarded to another bidder",
    body: "The auction for {{property}} was awarded to another bidder at {{amount}}. Thank you for taking part.",
  },
  auction_cancelled: {
    title: "Auction cancelled",
    body: "The organizing committee cancelled the auction for {{property}}. Reason: {{reason}}",
  },
  payment_received: {
    title: "Payment received",
    body: "Amount {{amount}}, reference {{reference}}. Your receipt is ready.",
    bodyAgent:
      "Your agent {{name}} paid {{amount}} from your wallet (reference {{reference}}). Your receipt is ready.",
  },
  payment_failed: {
    title: "Payment not completed",
    body: "Your payment of {{amount}} (reference {{reference}}) did not go through, and nothing was charged. You can try again.",
  },
  transfer_rejected: {
    title: "Transfer not verified",
    body: "We could not verify your transfer of {{amount}} (reference {{reference}}). Reason: {{reason}}",
  },
  settlement_defaulted: {
    title: "Payment deadline passed",
    body: "The deadline to pay for {{property}} passed on {{time}} (Riyadh time) without payment, so your deposit of {{amount}} was forfeited under the auction terms. The organizing committee may offer the property to another bidder.",
  },
  next_bidder_offer: {
    title: "Offer to buy the property at your bid",
    body: "The winner did not pay for {{property}}, so the organizing committee offers it to you at your last bid of {{amount}}. Accept or decline before {{time}} (Riyadh time); your deposit is locked from your wallet when you accept.",
  },
  auction_rebooked: {
    title: "The property will be auctioned again",
    body: "The organizing committee will auction {{property}} again. The new auction's dates are announced when it is published.",
  },
  withdrawal_paid: {
    title: "Withdrawal paid",
    body: "{{amount}} was paid to your bank account {{iban}}.",
  },
  withdrawal_rejected: {
    title: "Withdrawal refused",
    body: "Your withdrawal of {{amount}} was refused, and the amount is back in your wallet. Reason: {{reason}}",
  },
  bank_account_verified: {
    title: "Bank account verified",
    body: "Your IBAN {{iban}} is verified. You can now withdraw to it.",
  },
  bank_account_rejected: {
    title: "Bank account not verified",
    body: "We could not verify your IBAN {{iban}}. Reason: {{reason}}",
  },
  account_suspended: {
    title: "Your account is suspended",
    body: "The organizing committee suspended your account: you cannot sign in, register for auctions or bid. Reason: {{reason}}",
  },
  account_reinstated: {
    title: "Your account is reinstated",
    body: "The organizing committee lifted the suspension of your account: you can sign in and bid again. Reason: {{reason}}",
  },
  cancellation_rejected: {
    title: "Cancellation request rejected",
    body: "Another committee member rejected your request to cancel the auction for {{property}}; the auction goes on. Reason: {{reason}}",
  },
  listing_changes_requested: {
    title: "Changes asked to your listing request",
    body: "The committee asks you to change your request “{{title}}” before it reviews it again: {{reason}}",
  },
  listing_rejected: {
    title: "Listing request rejected",
    body: "The committee rejected your request “{{title}}”. Reason: {{reason}}",
  },
  listing_approved: {
    title: "Listing request approved",
    body: "The committee approved your request “{{title}}”; it will prepare its auction and announce the date.",
  },
  listing_submitted_for_principal: {
    title: "A listing request for you",
    body: "Your agent {{name}} sent the listing request “{{title}}” to the committee for you.",
  },
  owner_auction_scheduled: {
    title: "Your property's auction is announced",
    body: "The committee announced the auction of your property {{property}}; it starts on {{time}}.",
  },
  owner_auction_live: {
    title: "Your property's auction has started",
    body: "The auction of your property {{property}} is live until {{time}}.",
  },
  owner_auction_sold: {
    title: "Your property was sold at auction",
    body: "The auction of your property {{property}} ended with a sale at {{amount}}.",
  },
  owner_auction_unsold: {
    title: "Your property's auction ended without a sale",
    body: "The auction of your property {{property}} ended without a sale.",
  },
  owner_auction_cancelled: {
    title: "Your property's auction was cancelled",
    body: "The committee cancelled the auction of your property {{property}}. Reason: {{reason}}",
  },
  inquiry_answered: {
    title: "The committee answered your inquiry",
    body: "The organizing committee answered your inquiry: {{reason}}",
  },
  agency_invited: {
    title: "Agency invitation",
    body: "{{name}} invited you to an agency under an approved power of attorney. Confirm or decline it on the Agents / Investors page.",
  },
  agency_confirmed: {
    title: "Agency confirmed",
    body: "{{name}} confirmed the agency; it is in force now.",
  },
  agency_declined: {
    title: "Agency declined",
    body: "{{name}} declined the agency invitation.",
  },
  agency_revoked: {
    title: "Agency revoked",
    body: "The agency between you and {{name}} was revoked; nobody acts under it any more.",
  },
  agent_bid_placed: {
    title: "A bid placed for you",
    body: "Your agent {{name}} bid {{amount}} for you on {{property}}.",
  },
  authority_request_submitted: {
    title: "We received your request",
    body: "The organizing committee received your {{title}} request; it will review it with its documents and tell you of every step.",
  },
  authority_request_under_review: {
    title: "Your request is under review",
    body: "The organizing committee started reviewing your {{title}} request.",
  },
  authority_request_approved: {
    title: "Your request was approved",
    body: "The organizing committee approved your {{title}} request.",
  },
  authority_request_rejected: {
    title: "Your request was rejected",
    body: "The organizing committee rejected your {{title}} request. Reason: {{reason}}",
  },
  authority_request_more_documents: {
    title: "More documents needed",
    body: "The organizing committee needs more documents for your {{title}} request: {{reason}}",
  },
  chat_message: {
    title: "New chat message",
    body: "You have a new message from {{sender}} in your chats.",
    support: "Support",
  },
  unknown: {
    title: "New notification",
    body: "You have a new notification about one of the auctions.",
  },
} as const satisfies MessageTree;

export const notificationsEn = {
  title: "Notifications",
  description: "Notifications about your bids and the auctions you follow, newest first.",
  bellLabel_zero: "Notifications, none unread",
  bellLabel_one: "Notifications, {{count}} unread",
  bellLabel_other: "Notifications, {{count}} unread",
  unreadSummary_zero: "You have no unread notifications.",
  unreadSummary_one: "You have {{count}} unread notification.",
  unreadSummary_other: "You have {{count}} unread notifications.",
  latest: "Latest notifications",
  seeAll: "See all notifications",
  markAllRead: "Mark all as read",
  markRead: "Mark as read",
  pages: "Notification pages",
  unread: "Unread",
  empty:
    "You have no notifications yet. Results of your bids and news of the auctions you take part in will appear here.",
  loading: "Loading notifications…",
  fetchError: "Error fetching notifications",
  retry: "Try again",
  older: "Older notifications",
  newest: "Back to the latest notifications",
  timesNote: "Times are in Riyadh time.",
  guest: "Not authenticated",
  guestHint: "Log in to see your notifications.",
  login: "Log in",
  allMarkedRead: "All notifications are marked as read.",
  markReadError: "Could not mark the notifications as read. Please try again shortly.",
  invalidReadRequest:
    "Send the ids of the notifications to mark as read (1 to 100 of them), or all: true to mark them all.",
} as const satisfies MessageTree;
