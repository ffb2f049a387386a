/** Bidding messages in Arabic (registration, bids, automatic bids, their refusals). */
export const biddingAr = {
  errors: {
    notStarted: "لم يبدأ هذا المزاد بعد.",
    ended: "انتهى هذا المزاد، ولم تعد المزايدة متاحة.",
    cancelled: "ألغت اللجنة المنظِّمة هذا المزاد.",
    notCancellable: "لا يمكن إلغاء إلا مزاد قادم أو جارٍ.",
    rulesNotAccepted: "يجب الموافقة على الشروط والأحكام وعلى الشروط الخاصة بهذا المزاد قبل المزايدة.",
    wholeRiyals: "أدخل المبلغ بالريال دون كسور.",
    alreadyHighest:
      "أنت صاحب أعلى مزايدة حاليًا، فلا حاجة إلى مزايدة جديدة. وإن أردت أن تُرفع مزايدتك تلقائيًا حين يزايد غيرك، فحدّد مزايدة تلقائية أو ارفع حدها الأقصى.",
    belowMinimum: "أقل مزايدة مقبولة الآن هي {{minimum}}.",
    confirmationRequired:
      "هذه المزايدة تزيد بأكثر من 20٪ على الحد الأدنى البالغ {{minimum}}. أكِّدها للمتابعة.",
    depositNotCovered:
      "رصيد محفظتك المتاح ({{available}}) لا يغطي مبلغ التأمين لهذا المزاد وقدره {{deposit}}.",
    autoBelowOwnBid: "لا يمكن أن يقل الحد الأقصى عن مزايدتك الحالية البالغة {{price}}.",
    autoNotFound: "ليست لديك مزايدة تلقائية في هذا المزاد.",
    registrationNotCancellable: "لا يمكن إلغاء التسجيل في المزاد إلا قبل بدئه.",
    idempotencyKeyRequired: "أرسل الترويسة \u2066Idempotency-Key\u2069 مع هذا الطلب.",
    idempotencyKeyReused: "استُخدم مفتاح هذا الطلب من قبل لطلب مختلف.",
  },
};
