/** Payments: top-ups, transfers, the winner's payment, receipts and invoices. */
export const paymentsAr = {
  /** What the payment is for, on the gateway's page, in the payer's language. */
  gatewayDescription: {
    top_up: "شحن محفظة مزاد، المرجع {{reference}}",
    winner_payment: "سداد قيمة عقار في مزاد، المرجع {{reference}}",
  },
  errors: {
    transferReviewed: "سبق للجنة أن اتخذت قرارًا بشأن هذا التحويل.",
    settlementTransferPending:
      "أعلنتَ عن تحويل لهذا المبلغ المستحق وهو قيد المراجعة. انتظر قرار اللجنة قبل الدفع مرة أخرى.",
    gatewayUnavailable: "خدمة الدفع لا تستجيب الآن، ولم يُخصم منك شيء. حاول مرة أخرى بعد قليل.",
    refundTooLarge: "لا يمكن ردّ أكثر من {{refundable}} من هذه الدفعة.",
    refundRefused: "رفضت بوابة الدفع هذا الاسترداد، وأُعيد المبلغ إلى المحفظة.",
    settlementNotDue: "لا يوجد مبلغ مستحق على هذا المزاد، أو سبق سداده.",
    cardLimit: "المبلغ أكبر من الحد المسموح للدفع بالبطاقة ({{limit}}). استخدم التحويل البنكي.",
    walletNotEnough: "رصيد محفظتك المتاح ({{available}}) لا يكفي لسداد المستحق ({{due}}).",
    walletNotEnough_principal:
      "الرصيد المتاح في محفظة {{name}} لا يكفي لسداد المستحق ({{due}})، فلم يُخصم شيء. يمكنك السداد بعد شحن المحفظة بما يكفي.",
    notFound: "لم نجد هذه الدفعة.",
  },
};
