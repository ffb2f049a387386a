import type { MessageTree } from "./types";

/*
 * The e-mailed copy of an order's receipt (server only, see server.ts). Its facts carry the same
 * labels as the receipt page (orders-ar.ts / orders-en.ts).
 */
export const orderMailAr = {
  subject: "إيصال تسجيلك في المزاد — الأصل {{assetNumber}}",
  intro: "هذه نسخة من إيصال تسجيلك في المزاد كما طلبت:",
  online: "الإيصال على الموقع: {{link}}",
  verify: "للتحقق من صحة الإيصال: {{link}}",
  why: "تصلك هذه الرسالة لأن نسخة من هذا الإيصال طُلبت من حسابك على مزاد. إن لم تطلبها فتجاهلها.",
} as const satisfies MessageTree;

export const orderMailEn = {
  subject: "Your auction registration receipt — asset {{assetNumber}}",
  intro: "Here is a copy of your auction registration receipt, as you asked:",
  online: "The receipt online: {{link}}",
  verify: "Check that the receipt is genuine: {{link}}",
  why: "You receive this e-mail because a copy of this receipt was requested from your Mazad account. If that was not you, you can ignore it.",
} as const satisfies MessageTree;
