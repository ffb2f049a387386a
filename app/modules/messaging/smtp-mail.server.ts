import { createTransport } from "nodemailer";
import type { DeliveryAdapter } from "./messenger.server";

/** E-mail through any SMTP server (SMTP_URL such as smtps://user:pass@smtp.example.com:465). */
export function createSmtpMail(options: { smtpUrl: string; from: string }): DeliveryAdapter {
  const transport = createTransport(options.smtpUrl);
  return {
    name: "smtp",
    async deliver({ id, recipient, subject, body }) {
      await transport.sendMail({
        from: options.from,
        to: recipient,
        subject: subject ?? "",
        text: body,
        headers: { "X-Mazad-Message-Id": String(id) },
      });
    },
  };
}
