import { localizePath, type Lang } from "~/i18n/config";
import { formatDateTimeWithHijri, formatMoney } from "~/i18n/format";
import { createI18n, type I18n } from "~/i18n/i18n";
import { notificationEventsAr } from "~/i18n/messages/notifications-ar";
import { notificationEventsEn } from "~/i18n/messages/notifications-en";
import {
  agentActedEvents,
  deadlineEvents,
  isNotificationEvent,
  notificationPathOf,
  timeParamOf,
  type StoredParams,
} from "./notification-events";

export type NotificationText = { title: string; body: string; href: string };

/**
 * A piece of a notification's body: words of the sentence, or a value set into it. Values are
 * shown isolated (`<bdi>`), so a reference such as MZD-TP-W6KW21KQ is never reordered by the
 * Arabic around it: `text` is what a user or the committee wrote (a title, a reason), in its own
 * direction; `number` an amount or a time, kept on one line; `code` a reference, an asset number
 * or an IBAN, left to right and kept on one line.
 */
export type TextPart = string | { value: string; kind: "text" | "number" | "code" };

/** Where a value goes in a translated sentence: private-use marks no message contains. */
const slot = (name: string) => `\uE000${name}\uE001`;
const SLOT = /\uE000(\w+)\uE001/g;

/** The sentence `template` (with slots) as parts, each slot replaced by its value's parts. */
function fill(template: string, values: Record<string, TextPart[]>): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of template.matchAll(SLOT)) {
    if (match.index > at) parts.push(template.slice(at, match.index));
    parts.push(...(values[match[1]!] ?? []));
    at = match.index + match[0].length;
  }
  if (at < template.length) parts.push(template.slice(at));
  return parts;
}

const slots = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(values).map((name) => [name, slot(name)]));

/** The plain text of parts (SMS, e-mail, the API's `body`). */
export const partsText = (parts: readonly TextPart[]) =>
  parts.map((part) => (typeof part === "string" ? part : part.value)).join("");

const instances: Partial<Record<Lang, I18n>> = {};

/**
 * Its own small translator per language, holding only the events' texts: the bell renders live
 * events in the browser, where only the page's language is loaded, and e-mails are written in each
 * recipient's language. Values are set in as they are: React escapes, e-mails and SMS are plain text.
 */
function eventTexts(lang: Lang): I18n {
  return (instances[lang] ??= createI18n(lang, lang === "ar" ? notificationEventsAr : notificationEventsEn));
}

/**
 * The words of a notification in `lang`, from its event and params (the words are never stored,
 * so the reader's language decides). Money is shown in riyals, times in Riyadh time. An event this
 * code does not know yet (a newer server) still reads as a notification rather than failing.
 * `href` is the auction's page in `lang`, or the notifications page when there is no auction.
 */
export function describeNotification(
  event: string,
  params: StoredParams,
  lang: Lang,
  auctionId: number | null = null,
): NotificationText {
  const { title, bodyParts, href } = describeNotificationParts(event, params, lang, auctionId);
  return { title, body: partsText(bodyParts), href };
}

/** `describeNotification` with the body in parts, for the screens that isolate its values. */
export function describeNotificationParts(
  event: string,
  params: StoredParams,
  lang: Lang,
  auctionId: number | null = null,
): { title: string; bodyParts: TextPart[]; href: string } {
  const { t } = eventTexts(lang);
  const known = isNotificationEvent(event);
  const offerId = event === "next_bidder_offer" && typeof params.offerId === "string" ? params.offerId : null;
  const conversationId =
    event === "chat_message" &&
    typeof params.conversationId === "string" &&
    /^[0-9a-f-]{36}$/.test(params.conversationId)
      ? params.conversationId
      : null;
  const path = offerId
    ? `/offers/${offerId}`
    : conversationId
      ? `/profile/chat/${conversationId}`
      : auctionId !== null
        ? `/mazadat/${auctionId}`
        : (known && notificationPathOf[event]) || "/notifications";
  const href = localizePath(path, lang);
  if (!known) return { title: t("unknown.title"), bodyParts: [t("unknown.body")], href };

  const text = (name: string) => {
    const value = params[name];
    return typeof value === "string" || typeof value === "number" ? String(value) : "";
  };
  const money = (name: string) => {
    const value = params[name];
    return typeof value === "number" ? formatMoney(value, lang) : "";
  };
  const time = (name: string) => {
    const value = params[name];
    const date = typeof value === "string" ? new Date(value) : null;
    return date && !Number.isNaN(date.getTime()) ? formatDateTimeWithHijri(date, lang) : "";
  };
  // An empty value leaves nothing (no empty isolate).
  const part = (value: string, kind: "text" | "number" | "code"): TextPart[] =>
    value ? [{ value, kind }] : [];
  const ar = lang === "ar";
  const propertyValues = {
    title: part(text(ar ? "titleAr" : "titleEn") || text(ar ? "titleEn" : "titleAr"), "text"),
    assetNumber: part(text("assetNumber"), "code"),
  };
  const values = {
    property: fill(t("property", slots(propertyValues)), propertyValues),
    title: propertyValues.title,
    amount: part(money("amount"), "number"),
    minimumNextBid: part(money("minimumNextBid"), "number"),
    time: part(time(timeParamOf(event)), "number"),
    reason: part(
      text(ar ? "reasonAr" : "reasonEn") || text(ar ? "reasonEn" : "reasonAr") || text("reason"),
      "text",
    ),
    reference: part(text("reference"), "code"),
    iban: part(text("iban"), "code"),
    name: part(text("name"), "text"),
    // A chat message's writer: a user's name, or support (the committee) in the reader's language.
    sender: params.support ? [t("chat_message.support")] : part(text("senderName"), "text"),
  };
  // Only the starting-soon title counts something (hours), so only it takes a plural form.
  const title =
    event === "auction_starting_soon"
      ? t(`${event}.title`, { count: Number(params.hours) || 0 })
      : t(`${event}.title`);
  const body =
    deadlineEvents.has(event) && values.time.length > 0
      ? "bodyDue"
      : agentActedEvents.has(event) && values.name.length > 0
        ? "bodyAgent"
        : "body";
  return { title, bodyParts: fill(t(`${event}.${body}`, slots(values)), values), href };
}

/** A notification as the bell, the pages and the API show it: what it says, and when. */
export type NotificationView = NotificationText & {
  id: number;
  event: string;
  auctionId: number | null;
  params: StoredParams;
  createdAt: string;
  readAt: string | null;
};

export function notificationView(
  notification: {
    id: number;
    event: string;
    auctionId: number | null;
    params: StoredParams;
    createdAt: Date | string;
    readAt: Date | string | null;
  },
  lang: Lang,
): NotificationView {
  const iso = (value: Date | string) => (typeof value === "string" ? value : value.toISOString());
  return {
    id: notification.id,
    event: notification.event,
    auctionId: notification.auctionId,
    params: notification.params,
    ...describeNotification(notification.event, notification.params, lang, notification.auctionId),
    createdAt: iso(notification.createdAt),
    readAt: notification.readAt === null ? null : iso(notification.readAt),
  };
}
