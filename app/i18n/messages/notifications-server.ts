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
    auction_won: "مزاد: مبروك! رسا عليك مزاد الأصل {{assetNumber}} بمبلغ {{amount}}.",
    auction_lost: "مزاد: انتهى مزاد الأصل {{assetNumber}} بترسيته على مزايد آخر.",
    auction_cancelled: "مزاد: ألغت اللجنة المنظِّمة مزاد الأصل {{assetNumber}}.",
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
    auction_won: "Mazad: congratulations! You won the auction for asset {{assetNumber}} at {{amount}}.",
    auction_lost: "Mazad: the auction for asset {{assetNumber}} was awarded to another bidder.",
    auction_cancelled: "Mazad: the organizing committee cancelled the auction for asset {{assetNumber}}.",
  },
  email: {
    subject: "{{title}} — asset {{assetNumber}}",
    viewAuction: "View the auction: {{link}}",
    why: "You receive this e-mail because this kind of notification is switched on in your account. You can change that at any time in your settings: {{link}}",
  },
} as const satisfies MessageTree;
