/** Bidding messages in English (registration, bids, automatic bids, their refusals). */
export const biddingEn = {
  errors: {
    notStarted: "This auction has not started yet.",
    ended: "This auction has ended; bidding is closed.",
    cancelled: "This auction was cancelled by the organizing committee.",
    notCancellable: "Only an upcoming or live auction can be cancelled.",
    rulesNotAccepted: "Accept the terms and conditions and this auction's special rules before bidding.",
    wholeRiyals: "Enter the amount in whole riyals.",
    alreadyHighest:
      "You are already the highest bidder. To bid higher automatically, raise your automatic-bid maximum.",
    belowMinimum: "The minimum acceptable bid now is {{minimum}}.",
    confirmationRequired:
      "This bid is more than 20% above the minimum of {{minimum}}. Confirm it to continue.",
    depositNotCovered:
      "Your available wallet balance ({{available}}) does not cover this auction's deposit of {{deposit}}.",
    autoBelowOwnBid: "Your maximum cannot be below your own highest bid of {{price}}.",
    autoNotFound: "You have no automatic bid on this auction.",
    registrationNotCancellable: "A registration can be cancelled only before the auction starts.",
    idempotencyKeyRequired: "Send an Idempotency-Key header with this request.",
    idempotencyKeyReused: "This request key was already used for a different request.",
  },
};
