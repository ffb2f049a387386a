import { notificationCopiesAr, notificationCopiesEn } from "./notifications-server";
import { orderMailAr, orderMailEn } from "./orders-server";
import { sandboxGatewayAr } from "./sandbox-gateway-ar";
import { sandboxGatewayEn } from "./sandbox-gateway-en";
import type { MessageTree } from "./types";

/*
 * Messages only the server sends (texts and e-mails, in the recipient's language). They are not
 * part of the pages' messages, so browsers never download them.
 */
export const serverMessages = {
  ar: {
    sms: {
      verifyPhone: "مزاد: رمز تأكيد رقم جوالك هو {{code}}.",
      resetPassword: "مزاد: رمز استعادة كلمة المرور هو {{code}}.",
      changePhone: "مزاد: رمز تأكيد رقم جوالك الجديد هو {{code}}.",
      validFor_zero: "تنتهي صلاحيته خلال أقل من دقيقة.",
      validFor_one: "تنتهي صلاحيته خلال دقيقة واحدة.",
      validFor_two: "تنتهي صلاحيته خلال دقيقتين.",
      validFor_few: "تنتهي صلاحيته خلال {{count}} دقائق.",
      validFor_many: "تنتهي صلاحيته خلال {{count}} دقيقة.",
      validFor_other: "تنتهي صلاحيته خلال {{count}} دقيقة.",
      doNotShare: "لا تشاركه مع أي شخص.",
    },
    email: {
      greeting: "مرحبًا {{name}}،",
      ignore: "إن لم تكن أنت من قام بذلك، فأعد تعيين كلمة المرور فورًا: {{link}}",
      signature: "فريق مزاد",
      passwordChanged: {
        subject: "تم تغيير كلمة المرور في حسابك على مزاد",
        body: "تم تغيير كلمة المرور لحسابك على مزاد في {{time}} (بتوقيت الرياض)، وأُنهيت جميع الجلسات الأخرى.",
      },
      phoneChanged: {
        subject: "تم تغيير رقم جوالك على مزاد",
        body: "تم تغيير رقم الجوال المرتبط بحسابك على مزاد إلى {{phone}} في {{time}} (بتوقيت الرياض).",
      },
      emailChanged: {
        subject: "تم تغيير بريدك الإلكتروني على مزاد",
        body: "تم تغيير البريد الإلكتروني لحسابك على مزاد إلى {{email}} في {{time}} (بتوقيت الرياض). ستصل الرسائل إلى العنوان الجديد من الآن فصاعدًا.",
      },
    },
    notificationCopies: notificationCopiesAr,
    sandboxGateway: sandboxGatewayAr,
    orderMail: orderMailAr,
  },
  en: {
    sms: {
      verifyPhone: "Mazad: your code to confirm your mobile number is {{code}}.",
      resetPassword: "Mazad: your password reset code is {{code}}.",
      changePhone: "Mazad: your code to confirm your new mobile number is {{code}}.",
      validFor_zero: "It expires in less than a minute.",
      validFor_one: "It expires in {{count}} minute.",
      validFor_other: "It expires in {{count}} minutes.",
      doNotShare: "Never share it with anyone.",
    },
    email: {
      greeting: "Hello {{name}},",
      ignore: "If this was not you, reset your password at once: {{link}}",
      signature: "The Mazad team",
      passwordChanged: {
        subject: "Your Mazad password was changed",
        body: "The password of your Mazad account was changed on {{time}} (Riyadh time), and every other session was signed out.",
      },
      phoneChanged: {
        subject: "Your mobile number on Mazad was changed",
        body: "The mobile number of your Mazad account was changed to {{phone}} on {{time}} (Riyadh time).",
      },
      emailChanged: {
        subject: "Your Mazad email address was changed",
        body: "The email address of your Mazad account was changed to {{email}} on {{time}} (Riyadh time). Messages will go to the new address from now on.",
      },
    },
    notificationCopies: notificationCopiesEn,
    sandboxGateway: sandboxGatewayEn,
    orderMail: orderMailEn,
  },
} as const satisfies Record<"ar" | "en", MessageTree>;
