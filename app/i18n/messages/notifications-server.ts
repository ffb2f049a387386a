import type { MessageTree } from "./types";

/*
 * SMS and e-mail copies of notifications (server only, see server.ts). The e-mail's subject is the
 * notification's own title with the asset number, its main paragraph the notification's body
 * (notifications-ar.ts / -en.ts); a text message gets a shorter line of its own, since an Arabic
 * SMS segment holds only 70 characters. Texts carry no bidi isolates: older phones show them as
 * boxes, and a text message is one short paragraph.
 */
export const notificationCopiesAr = {
  sms: {
    bid_accepted: "مزاد: قُبلت مزايدتك بمبلغ {{amount}} على الأصل {{assetNumber}}.",
    outbid: "مزاد: تجاوز أحدهم مزايدتك على الأصل {{assetNumber}}. أعلى مزايدة الآن {{amount}}.",
    auction_extended: "مزاد: مُدِّد مزاد الأصل {{assetNumber}} حتى {{time}} بتوقيت الرياض.",
    auction_starting_soon: "مزاد: يبدأ مزاد الأصل {{assetNumber}} في {{time}} بتوقيت الرياض.",
    auction_ending_soon: "مزاد: ينتهي مزاد الأصل {{assetNumber}} من مفضلتك في {{time}} بتوقيت الرياض.",
    auction_won: "مزاد: مبروك! رسا عليك مزاد الأصل {{assetNumber}} بمبلغ {{amount}}.",
    auction_won_due:
      "مزاد: مبروك! رسا عليك مزاد الأصل {{assetNumber}} بمبلغ {{amount}}. سدّد الباقي قبل {{time}} بتوقيت الرياض.",
    auction_lost: "مزاد: انتهى مزاد الأصل {{assetNumber}} بترسيته على مزايد آخر.",
    auction_cancelled: "مزاد: ألغت اللجنة المنظِّمة مزاد الأصل {{assetNumber}}.",
    payment_received: "مزاد: استلمنا دفعتك بمبلغ {{amount}}، المرجع {{reference}}.",
    payment_received_agent: "مزاد: سدّد وكيلك {{name}} من محفظتك {{amount}}، المرجع {{reference}}.",
    payment_failed: "مزاد: لم تكتمل دفعتك بمبلغ {{amount}} ولم يُخصم شيء.",
    transfer_rejected: "مزاد: تعذّر التحقق من تحويلك بمبلغ {{amount}}، المرجع {{reference}}.",
    settlement_defaulted: "مزاد: انقضت مهلة سداد الأصل {{assetNumber}} فصودر مبلغ التأمين {{amount}}.",
    next_bidder_offer:
      "مزاد: يُعرض عليك شراء الأصل {{assetNumber}} بمزايدتك {{amount}} حتى {{time}} بتوقيت الرياض.",
    auction_rebooked: "مزاد: سيُعاد طرح الأصل {{assetNumber}} في مزاد جديد.",
    withdrawal_paid: "مزاد: حوّلنا {{amount}} إلى حسابك البنكي.",
    withdrawal_rejected: "مزاد: رُفض طلب سحب {{amount}} وأُعيد المبلغ إلى محفظتك.",
    bank_account_verified: "مزاد: وُثِّق حسابك البنكي، ويمكنك السحب إليه.",
    bank_account_rejected: "مزاد: تعذّر توثيق حسابك البنكي.",
    account_suspended: "مزاد: أُوقف حسابك، فلا يمكنك تسجيل الدخول أو المزايدة. تفاصيل السبب في بريدك.",
    account_reinstated: "مزاد: رُفع الإيقاف عن حسابك، ويمكنك تسجيل الدخول من جديد.",
    cancellation_rejected: "مزاد: رُفض طلبك إلغاء مزاد الأصل {{assetNumber}}، والمزاد مستمر.",
    listing_changes_requested: "مزاد: تطلب اللجنة تعديل طلب إدراج عقارك.",
    listing_rejected: "مزاد: رُفض طلب إدراج عقارك.",
    listing_approved: "مزاد: قُبل طلب إدراج عقارك.",
    listing_submitted_for_principal: "مزاد: أرسل وكيلك {{name}} باسمك طلب إدراج عقار.",
    owner_auction_scheduled: "مزاد: أُعلن مزاد عقارك (الأصل {{assetNumber}}).",
    owner_auction_live: "مزاد: بدأ مزاد عقارك (الأصل {{assetNumber}}).",
    owner_auction_sold: "مزاد: بيع عقارك (الأصل {{assetNumber}}) بسعر {{amount}}.",
    owner_auction_unsold: "مزاد: انتهى مزاد عقارك (الأصل {{assetNumber}}) دون بيع.",
    owner_auction_cancelled: "مزاد: ألغت اللجنة المنظِّمة مزاد عقارك (الأصل {{assetNumber}}).",
    inquiry_answered: "مزاد: ردّت اللجنة على استفسارك، اقرأ الرد في حسابك.",
    agency_invited: "مزاد: دعاك {{name}} إلى وكالة. أكّدها أو ارفضها من حسابك.",
    agency_confirmed: "مزاد: أكّد {{name}} الوكالة.",
    agency_declined: "مزاد: رفض {{name}} دعوة الوكالة.",
    agency_revoked: "مزاد: أُلغيت الوكالة بينك وبين {{name}}.",
    agent_bid_placed: "مزاد: زايد وكيلك {{name}} باسمك بمبلغ {{amount}} (الأصل {{assetNumber}}).",
    authority_request_submitted: "مزاد: استلمنا طلبك، وسنبلغك بكل خطوة في مراجعته.",
    authority_request_under_review: "مزاد: طلبك قيد المراجعة لدى اللجنة.",
    authority_request_approved: "مزاد: قُبل طلبك.",
    authority_request_rejected: "مزاد: رُفض طلبك. السبب في حسابك.",
    authority_request_more_documents: "مزاد: تطلب اللجنة مستندات إضافية لطلبك.",
    chat_message: "مزاد: وصلتك رسالة جديدة في المحادثات.",
  },
  email: {
    subject: "{{title}} — الأصل \u2066{{assetNumber}}\u2069",
    viewAuction: "تفاصيل المزاد: {{link}}",
    why: "تصلك هذه الرسالة لأن هذا النوع من الإشعارات مفعَّل في حسابك، ويمكنك تغيير ذلك متى شئت من الإعدادات: {{link}}",
  },
} as const satisfies MessageTree;

export const notificationCopiesEn = {
  sms: {
    bid_accepted: "Mazad: your bid of {{amount}} on asset {{assetNumber}} was accepted.",
    outbid: "Mazad: you have been outbid on asset {{assetNumber}}. The highest bid is now {{amount}}.",
    auction_extended: "Mazad: the auction for asset {{assetNumber}} now ends on {{time}} (Riyadh time).",
    auction_starting_soon: "Mazad: the auction for asset {{assetNumber}} starts on {{time}} (Riyadh time).",
    auction_ending_soon:
      "Mazad: the auction for asset {{assetNumber}}, one of your favorites, ends on {{time}} (Riyadh time).",
    auction_won: "Mazad: congratulations! You won the auction for asset {{assetNumber}} at {{amount}}.",
    auction_won_due:
      "Mazad: congratulations! You won the auction for asset {{assetNumber}} at {{amount}}. Pay the balance by {{time}} (Riyadh time).",
    auction_lost: "Mazad: the auction for asset {{assetNumber}} was awarded to another bidder.",
    auction_cancelled: "Mazad: the organizing committee cancelled the auction for asset {{assetNumber}}.",
    payment_received: "Mazad: we received your payment of {{amount}}, reference {{reference}}.",
    payment_received_agent:
      "Mazad: your agent {{name}} paid {{amount}} from your wallet, reference {{reference}}.",
    payment_failed: "Mazad: your payment of {{amount}} did not go through; nothing was charged.",
    transfer_rejected: "Mazad: we could not verify your transfer of {{amount}}, reference {{reference}}.",
    settlement_defaulted:
      "Mazad: the payment deadline for asset {{assetNumber}} passed; your deposit of {{amount}} was forfeited.",
    next_bidder_offer:
      "Mazad: you are offered asset {{assetNumber}} at your bid of {{amount}} until {{time}} (Riyadh time).",
    auction_rebooked: "Mazad: asset {{assetNumber}} will be auctioned again.",
    withdrawal_paid: "Mazad: {{amount}} was paid to your bank account.",
    withdrawal_rejected:
      "Mazad: your withdrawal of {{amount}} was refused; the amount is back in your wallet.",
    bank_account_verified: "Mazad: your bank account is verified; you can now withdraw to it.",
    bank_account_rejected: "Mazad: we could not verify your bank account.",
    account_suspended:
      "Mazad: your account is suspended; you cannot sign in or bid. The reason is in your e-mail.",
    account_reinstated: "Mazad: your account is reinstated; you can sign in again.",
    cancellation_rejected:
      "Mazad: your request to cancel the auction for asset {{assetNumber}} was rejected; it goes on.",
    listing_changes_requested: "Mazad: the committee asks for changes to your listing request.",
    listing_rejected: "Mazad: your listing request was rejected.",
    listing_approved: "Mazad: your listing request was approved.",
    listing_submitted_for_principal: "Mazad: your agent {{name}} sent a listing request for you.",
    owner_auction_scheduled: "Mazad: the auction of your property (asset {{assetNumber}}) is announced.",
    owner_auction_live: "Mazad: the auction of your property (asset {{assetNumber}}) has started.",
    owner_auction_sold: "Mazad: your property (asset {{assetNumber}}) was sold at {{amount}}.",
    owner_auction_unsold: "Mazad: the auction of your property (asset {{assetNumber}}) ended without a sale.",
    owner_auction_cancelled: "Mazad: the auction of your property (asset {{assetNumber}}) was cancelled.",
    inquiry_answered: "Mazad: the committee answered your inquiry; read the answer in your account.",
    agency_invited: "Mazad: {{name}} invited you to an agency. Confirm or decline it in your account.",
    agency_confirmed: "Mazad: {{name}} confirmed the agency.",
    agency_declined: "Mazad: {{name}} declined the agency invitation.",
    agency_revoked: "Mazad: the agency between you and {{name}} was revoked.",
    agent_bid_placed: "Mazad: your agent {{name}} bid {{amount}} for you (asset {{assetNumber}}).",
    authority_request_submitted:
      "Mazad: we received your request and will tell you of every step of its review.",
    authority_request_under_review: "Mazad: your request is under review by the committee.",
    authority_request_approved: "Mazad: your request was approved.",
    authority_request_rejected: "Mazad: your request was rejected. The reason is in your account.",
    authority_request_more_documents: "Mazad: the committee needs more documents for your request.",
    chat_message: "Mazad: you have a new chat message.",
  },
  email: {
    subject: "{{title}} — asset {{assetNumber}}",
    viewAuction: "View the auction: {{link}}",
    why: "You receive this e-mail because this kind of notification is switched on in your account. You can change that at any time in your settings: {{link}}",
  },
} as const satisfies MessageTree;
