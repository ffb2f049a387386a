import type { Lang } from "~/i18n/config";
import { formatDateTime } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import type { Messenger, SentMessage } from "~/modules/messaging/messenger.server";
import type { OtpPurpose } from "./otp.server";
import { OTP_POLICY } from "./otp.server";

const otpLine: Record<OtpPurpose, string> = {
  verify_phone: "sms.verifyPhone",
  reset_password: "sms.resetPassword",
  change_phone: "sms.changePhone",
};

/**
 * The text message carrying a one-time code, in the user's language. The last line is the WebOTP
 * form ("@host #code") so phones offer the code to our site, and only ours, for autofill.
 */
export function renderOtpSms(options: { lang: Lang; purpose: OtpPurpose; code: string; appOrigin: string }) {
  const { lang, purpose, code } = options;
  const host = new URL(options.appOrigin).host;
  const lines = (shown: string) => [
    translate(lang, otpLine[purpose], { code: shown }),
    translate(lang, "sms.validFor", { count: Math.round(OTP_POLICY.ttlSeconds / 60) }),
    translate(lang, "sms.doNotShare"),
    "",
    `@${host} #${shown}`,
  ];
  return { body: lines(code).join("\n"), storedBody: lines("••••••").join("\n") };
}

export function sendOtpSms(options: {
  messenger: Messenger;
  lang: Lang;
  purpose: OtpPurpose;
  code: string;
  phone: string;
  appOrigin: string;
}): Promise<SentMessage> {
  const { body, storedBody } = renderOtpSms(options);
  return options.messenger.send({
    channel: "sms",
    recipient: options.phone,
    body,
    storedBody,
    template: `otp.${options.purpose}`,
  });
}

export type SecurityNotice = "passwordChanged" | "phoneChanged" | "emailChanged";

/**
 * An e-mail telling the account holder that a credential changed, with the way back if it was
 * not them. Sent whatever the notification settings say.
 */
export function sendSecurityNotice(options: {
  messenger: Messenger;
  lang: Lang;
  to: string;
  name: string;
  notice: SecurityNotice;
  at: Date;
  appOrigin: string;
  params?: Record<string, string>;
}): Promise<SentMessage> {
  const { lang, notice, name, appOrigin } = options;
  const link = `${appOrigin}${lang === "en" ? "/en" : ""}/login`;
  const vars = { ...options.params, time: formatDateTime(options.at, lang) };
  const body = [
    translate(lang, "email.greeting", { name }),
    "",
    translate(lang, `email.${notice}.body`, vars),
    "",
    translate(lang, "email.ignore", { link }),
    "",
    translate(lang, "email.signature"),
  ].join("\n");
  return options.messenger.send({
    channel: "email",
    recipient: options.to,
    subject: translate(lang, `email.${notice}.subject`),
    body,
    template: `account.${notice}`,
  });
}
