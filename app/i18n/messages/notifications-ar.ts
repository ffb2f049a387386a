import type { MessageTree } from "./types";

/**
 * What each notification says, by event. Kept apart from the page texts below because the
 * notification bell renders live events in the browser with these alone (describe-notification.ts
 * imports them for both languages, and nothing else of the messages).
 * `property` names the auction's property the same way in every notification.
 */
export const notificationEventsAr = {
  // The asset number is isolated left to right (U+2066 … U+2069), so "MZ-1024" never reads "1024-MZ".
  property: "«{{title}}» (رقم الأصل \u2066{{assetNumber}}\u2069)",
  bid_accepted: {
    title: "تم تقديم مزايدتك بنجاح",
    body: "قُبلت مزايدتك بمبلغ {{amount}} على {{property}}.",
  },
  outbid: {
    title: "تجاوز أحدهم مزايدتك",
    body: "أعلى مزايدة على {{property}} الآن {{amount}}. زايد بمبلغ {{minimumNextBid}} أو أكثر لتستعيد الصدارة.",
  },
  auction_extended: {
    title: "تم تمديد المزاد",
    body: "مُدِّد مزاد {{property}} بسبب مزايدة في الدقائق الأخيرة، وأصبح موعد انتهائه {{time}} بتوقيت الرياض.",
  },
  auction_starting_soon: {
    title_zero: "يبدأ المزاد الآن",
    title_one: "يبدأ المزاد خلال ساعة",
    title_two: "يبدأ المزاد خلال ساعتين",
    title_few: "يبدأ المزاد خلال {{count}} ساعات",
    title_many: "يبدأ المزاد خلال {{count}} ساعة",
    title_other: "يبدأ المزاد خلال {{count}} ساعة",
    body: "يبدأ مزاد {{property}} في {{time}} بتوقيت الرياض.",
  },
  auction_ending_soon: {
    title: "المزاد على وشك الانتهاء",
    body: "ينتهي مزاد {{property}} من مفضلتك في {{time}} بتوقيت الرياض، ما لم تمدّده مزايدة في الدقائق الأخيرة.",
  },
  auction_won: {
    title: "مبروك، رسا عليك المزاد",
    body: "رسا عليك مزاد {{property}} بمبلغ {{amount}}. أكمل سداد باقي المبلغ خلال المهلة المحددة لإتمام الشراء.",
    bodyDue:
      "رسا عليك مزاد {{property}} بمبلغ {{amount}}. أكمل سداد باقي المبلغ قبل {{time}} بتوقيت الرياض لإتمام الشراء.",
  },
  auction_lost: {
    title: "تمت الترسية على مزايد آخر",
    body: "انتهى مزاد {{property}} بترسيته على مزايد آخر بمبلغ {{amount}}. شكرًا لمشاركتك.",
  },
  auction_cancelled: {
    title: "أُلغي المزاد",
    body: "ألغت اللجنة المنظِّمة مزاد {{property}}. السبب: {{reason}}",
  },
  payment_received: {
    title: "وصلتنا دفعتك",
    body: "المبلغ {{amount}} (المرجع {{reference}})، وإيصال الدفع جاهز.",
    bodyAgent: "سدّد وكيلك {{name}} من محفظتك المبلغ {{amount}} (المرجع {{reference}})، وإيصال الدفع جاهز.",
  },
  payment_failed: {
    title: "لم تكتمل الدفعة",
    body: "لم تكتمل دفعتك بمبلغ {{amount}} (المرجع {{reference}})، ولم يُخصم أي مبلغ. يمكنك المحاولة مرة أخرى.",
  },
  transfer_rejected: {
    title: "تعذّر التحقق من التحويل",
    body: "تعذّر علينا التحقق من تحويلك بمبلغ {{amount}} (المرجع {{reference}}). السبب: {{reason}}",
  },
  settlement_defaulted: {
    title: "انقضت مهلة السداد",
    body: "انقضت مهلة سداد قيمة {{property}} في {{time}} بتوقيت الرياض دون سداد، فصودر مبلغ التأمين {{amount}} وفق شروط المزاد. وللجنة المنظِّمة أن تعرض العقار على مزايد آخر.",
  },
  next_bidder_offer: {
    title: "عرض لشراء العقار بمزايدتك",
    body: "تخلّف الفائز عن سداد قيمة {{property}}، فتعرض عليك اللجنة المنظِّمة شراءه بمزايدتك الأخيرة {{amount}}. اقبل العرض أو اعتذر عنه قبل {{time}} بتوقيت الرياض؛ ويُحجز مبلغ التأمين من محفظتك عند القبول.",
  },
  auction_rebooked: {
    title: "سيُعاد طرح العقار في المزاد",
    body: "قررت اللجنة المنظِّمة إعادة طرح {{property}} في مزاد جديد، وسيُعلَن موعده عند نشره.",
  },
  withdrawal_paid: {
    title: "صُرف طلب السحب",
    body: "حوّلنا {{amount}} إلى حسابك البنكي {{iban}}.",
  },
  withdrawal_rejected: {
    title: "رُفض طلب السحب",
    body: "رُفض طلب سحب مبلغ {{amount}} وأُعيد المبلغ إلى محفظتك. السبب: {{reason}}",
  },
  bank_account_verified: {
    title: "وُثِّق حسابك البنكي",
    body: "وُثِّق رقم الآيبان {{iban}}، ويمكنك الآن السحب إليه.",
  },
  bank_account_rejected: {
    title: "تعذّر توثيق حسابك البنكي",
    body: "تعذّر علينا توثيق رقم الآيبان {{iban}}. السبب: {{reason}}",
  },
  account_suspended: {
    title: "أُوقف حسابك",
    body: "أوقفت اللجنة المنظِّمة حسابك، فلا يمكنك تسجيل الدخول ولا التسجيل في المزادات ولا المزايدة. السبب: {{reason}}",
  },
  account_reinstated: {
    title: "رُفع الإيقاف عن حسابك",
    body: "رفعت اللجنة المنظِّمة الإيقاف عن حسابك، ويمكنك تسجيل الدخول والمزايدة من جديد. السبب: {{reason}}",
  },
  cancellation_rejected: {
    title: "رُفض طلب إلغاء المزاد",
    body: "رفض عضو آخر في اللجنة طلبك إلغاء مزاد {{property}}، والمزاد مستمر. السبب: {{reason}}",
  },
  listing_changes_requested: {
    title: "طلب تعديل على طلب الإدراج",
    body: "تطلب اللجنة تعديل طلبك «{{title}}» قبل مراجعته من جديد: {{reason}}",
  },
  listing_rejected: {
    title: "رُفض طلب الإدراج",
    body: "رفضت اللجنة طلبك «{{title}}». السبب: {{reason}}",
  },
  listing_approved: {
    title: "قُبل طلب الإدراج",
    body: "قبلت اللجنة طلبك «{{title}}»، وستُعدّ مزاده وتعلن موعده.",
  },
  listing_submitted_for_principal: {
    title: "طلب إدراج باسمك",
    body: "أرسل وكيلك {{name}} باسمك طلب إدراج «{{title}}» إلى اللجنة.",
  },
  owner_auction_scheduled: {
    title: "أُعلن مزاد عقارك",
    body: "أعلنت اللجنة مزاد عقارك {{property}}، ويبدأ في {{time}}.",
  },
  owner_auction_live: {
    title: "بدأ مزاد عقارك",
    body: "مزاد عقارك {{property}} جارٍ الآن حتى {{time}}.",
  },
  owner_auction_sold: {
    title: "بيع عقارك في المزاد",
    body: "انتهى مزاد عقارك {{property}} ببيعه بسعر {{amount}}.",
  },
  owner_auction_unsold: {
    title: "انتهى مزاد عقارك دون بيع",
    body: "انتهى مزاد عقارك {{property}} دون بيع.",
  },
  owner_auction_cancelled: {
    title: "أُلغي مزاد عقارك",
    body: "ألغت اللجنة مزاد عقارك {{property}}. السبب: {{reason}}",
  },
  inquiry_answered: {
    title: "ردّت اللجنة على استفسارك",
    body: "ردّت اللجنة المنظِّمة على استفسارك: {{reason}}",
  },
  agency_invited: {
    title: "دعوة وكالة",
    body: "دعاك {{name}} إلى وكالة بموجب وكالة شرعية معتمدة. أكّدها أو ارفضها من صفحة الوكلاء والمستثمرين.",
  },
  agency_confirmed: {
    title: "أُكّدت الوكالة",
    body: "أكّد {{name}} الوكالة، وهي سارية الآن.",
  },
  agency_declined: {
    title: "رُفضت الوكالة",
    body: "رفض {{name}} دعوة الوكالة.",
  },
  agency_revoked: {
    title: "أُلغيت الوكالة",
    body: "أُلغيت الوكالة بينك وبين {{name}}، ولم يعد أحد يتصرف بها.",
  },
  agent_bid_placed: {
    title: "مزايدة باسمك",
    body: "زايد وكيلك {{name}} باسمك بمبلغ {{amount}} على {{property}}.",
  },
  authority_request_submitted: {
    title: "استلمنا طلبك",
    body: "استلمت اللجنة المنظِّمة طلب {{title}}، وستراجعه مع مستنداته وتبلغك بكل خطوة.",
  },
  authority_request_under_review: {
    title: "طلبك قيد المراجعة",
    body: "بدأت اللجنة المنظِّمة مراجعة طلب {{title}}.",
  },
  authority_request_approved: {
    title: "قُبل طلبك",
    body: "قبلت اللجنة المنظِّمة طلب {{title}}.",
  },
  authority_request_rejected: {
    title: "رُفض طلبك",
    body: "رفضت اللجنة المنظِّمة طلب {{title}}. السبب: {{reason}}",
  },
  authority_request_more_documents: {
    title: "مطلوب مستندات إضافية",
    body: "تطلب اللجنة المنظِّمة مستندات إضافية لطلب {{title}}: {{reason}}",
  },
  chat_message: {
    title: "رسالة محادثة جديدة",
    body: "وصلتك رسالة جديدة من {{sender}} في المحادثات.",
    support: "الدعم",
  },
  unknown: {
    title: "إشعار جديد",
    body: "لديك إشعار جديد بخصوص أحد المزادات.",
  },
} as const satisfies MessageTree;

/** The notification bell, the notifications pages and the API's messages. */
export const notificationsAr = {
  title: "الإشعارات",
  description: "إشعارات مزايداتك والمزادات التي تتابعها، من الأحدث إلى الأقدم.",
  bellLabel_zero: "الإشعارات، لا توجد إشعارات غير مقروءة",
  bellLabel_one: "الإشعارات، إشعار واحد غير مقروء",
  bellLabel_two: "الإشعارات، إشعاران غير مقروءين",
  bellLabel_few: "الإشعارات، {{count}} إشعارات غير مقروءة",
  bellLabel_many: "الإشعارات، {{count}} إشعارًا غير مقروء",
  bellLabel_other: "الإشعارات، {{count}} إشعار غير مقروء",
  unreadSummary_zero: "لا توجد لديك إشعارات غير مقروءة.",
  unreadSummary_one: "لديك إشعار واحد غير مقروء.",
  unreadSummary_two: "لديك إشعاران غير مقروءين.",
  unreadSummary_few: "لديك {{count}} إشعارات غير مقروءة.",
  unreadSummary_many: "لديك {{count}} إشعارًا غير مقروء.",
  unreadSummary_other: "لديك {{count}} إشعار غير مقروء.",
  latest: "أحدث الإشعارات",
  seeAll: "عرض كل الإشعارات",
  markAllRead: "تعليم الكل كمقروءة",
  markRead: "تعليم كمقروء",
  pages: "صفحات الإشعارات",
  unread: "غير مقروء",
  empty: "لا توجد لديك إشعارات بعد. ستجد هنا نتائج مزايداتك وأخبار المزادات التي تشارك فيها.",
  loading: "جارٍ تحميل الإشعارات…",
  fetchError: "حدث خطأ أثناء جلب الإشعارات",
  retry: "إعادة المحاولة",
  older: "إشعارات أقدم",
  newest: "العودة إلى أحدث الإشعارات",
  timesNote: "الأوقات بتوقيت الرياض.",
  guest: "لم يتم تسجيل الدخول",
  guestHint: "سجّل الدخول لتطّلع على إشعاراتك.",
  login: "تسجيل الدخول",
  allMarkedRead: "عُلِّمت كل الإشعارات كمقروءة.",
  markReadError: "تعذّر تعليم الإشعارات كمقروءة. أعد المحاولة بعد قليل.",
  invalidReadRequest:
    "أرسل أرقام الإشعارات المراد تعليمها كمقروءة (من 1 إلى 100 رقم)، أو all: true لتعليمها جميعًا.",
} as const satisfies MessageTree;
