/** Payments: top-ups, transfers, the winner's payment, receipts and invoices. */
export const paymentsEn = {
  /** What the payment is for, on the gateway's page, in the payer's language. */
  gatewayDescription: {
    top_up: "Mazad wallet top-up, reference {{reference}}",
    winner_payment: "Mazad auction payment, reference {{reference}}",
  },
  errors: {
    transferReviewed: "The committee has already decided on this transfer.",
    settlementTransferPending:
      "You declared a transfer for this amount due and it is under review. Wait for the committee's decision before paying again.",
    gatewayUnavailable:
      "The payment service is not answering right now, and nothing was charged. Try again in a moment.",
    refundTooLarge: "No more than {{refundable}} of this payment can be refunded.",
    refundRefused: "The payment gateway refused this refund, and the amount is back in the wallet.",
    settlementNotDue: "Nothing is due on this auction, or it was already paid.",
    cardLimit: "The amount is above the card payment limit ({{limit}}). Use a bank transfer instead.",
    walletNotEnough: "Your available wallet balance ({{available}}) does not cover the amount due ({{due}}).",
    walletNotEnough_principal:
      "The available balance in {{name}}'s wallet does not cover the amount due ({{due}}), so nothing was paid. Once they top up their wallet, you can pay.",
    notFound: "We could not find this payment.",
  },
};
