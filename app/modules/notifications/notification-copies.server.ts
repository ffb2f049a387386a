import type { Lang } from "~/i18n/config";
import { formatDateTimeWithHijri, formatMoney } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { describeNotification } from "./describe-notification";
import {
  agentActedEvents,
  deadlineEvents,
  isNotificationEvent,
  timeParamOf,
  type StoredParams,
} from "./notification-events";

/*
 * The SMS and e-mail copies of a notification, in the recipient's language. The e-mail tells the
 * whole notification (its title and body, as in the app); the text message is one short line and
 * the link, since an Arabic SMS segment holds only 70 characters.
 */

export type CopySource = { event: string; auctionId: number | null; params: StoredParams };

function absoluteLink(appOrigin: string, href: string): string {
  return `${appOrigin.replace(/\/+$/, "")}${href}`;
}

export function renderNotificationSms(
  source: CopySource,
  options: { lang: Lang; appOrigin: string },
): string {
  const { lang } = options;
  const { params } = source;
  const { title, href } = describeNotification(source.event, params, lang, source.auctionId);
  const time = (value: unknown) => {
    const date = typeof value === "string" ? new Date(value) : null;
    return date && !Number.isNaN(date.getTime()) ? formatDateTimeWithHijri(date, lang) : "";
  };
  let line = title;
  if (isNotificationEvent(source.event)) {
    const when = time(params[timeParamOf(source.event)]);
    const name = typeof params.name === "string" ? params.name : "";
    const key =
      deadlineEvents.has(source.event) && when
        ? `${source.event}_due`
        : agentActedEvents.has(source.event) && name
          ? `${source.event}_agent`
          : source.event;
    line = translate(lang, `notificationCopies.sms.${key}`, {
      assetNumber: params.assetNumber ?? "",
      amount: typeof params.amount === "number" ? formatMoney(params.amount, lang) : "",
      reference: params.reference ?? "",
      name,
      time: when,
    });
  }
  return `${line}\n${absoluteLink(options.appOrigin, href)}`;
}

export function renderNotificationEmail(
  source: CopySource,
  options: { lang: Lang; name: string; appOrigin: string },
): { subject: string; body: string } {
  const { lang, appOrigin } = options;
  const { title, body, href } = describeNotification(source.event, source.params, lang, source.auctionId);
  const settings = absoluteLink(appOrigin, lang === "en" ? "/en/profile/settings" : "/profile/settings");
  const text = [
    translate(lang, "email.greeting", { name: options.name }),
    "",
    body,
    "",
    translate(lang, "notificationCopies.email.viewAuction", { link: absoluteLink(appOrigin, href) }),
    "",
    translate(lang, "notificationCopies.email.why", { link: settings }),
    "",
    translate(lang, "email.signature"),
  ].join("\n");
  const assetNumber = source.params.assetNumber;
  const subject =
    typeof assetNumber === "string" && assetNumber
      ? translate(lang, "notificationCopies.email.subject", { title, assetNumber })
      : title;
  return { subject, body: text };
}
