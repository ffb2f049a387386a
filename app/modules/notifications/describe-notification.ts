import i18next, { type i18n as I18n } from "i18next";
import { localizePath, type Lang } from "~/i18n/config";
import { formatDateTime, formatMoney } from "~/i18n/format";
import { notificationEventsAr } from "~/i18n/messages/notifications-ar";
import { notificationEventsEn } from "~/i18n/messages/notifications-en";
import {
  isNotificationEvent,
  notificationPathOf,
  timeParamOf,
  type StoredParams,
} from "./notification-events";

export type NotificationText = { title: string; body: string; href: string };

const instances: Partial<Record<Lang, I18n>> = {};

/**
 * Its own small i18next instance per language, holding only the events' texts: the bell renders
 * live events in the browser, where only the page's language is loaded, and e-mails are written
 * in each recipient's language. (Made here rather than with app/i18n/i18n.ts's createI18n, which
 * lives in the entry chunk: the bell's chunk sharing it would split it out for every page.)
 */
function eventTexts(lang: Lang): I18n {
  let instance = instances[lang];
  if (!instance) {
    instance = instances[lang] = i18next.createInstance();
    void instance.init({
      lng: lang,
      fallbackLng: false,
      resources: { [lang]: { translation: lang === "ar" ? notificationEventsAr : notificationEventsEn } },
      interpolation: { escapeValue: false }, // React escapes; e-mails and SMS are plain text
      initAsync: false,
    });
  }
  return instance;
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
  const { t } = eventTexts(lang);
  const known = isNotificationEvent(event);
  const path =
    auctionId !== null ? `/mazadat/${auctionId}` : (known && notificationPathOf[event]) || "/notifications";
  const href = localizePath(path, lang);
  if (!known) return { title: t("unknown.title"), body: t("unknown.body"), href };

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
    return date && !Number.isNaN(date.getTime()) ? formatDateTime(date, lang) : "";
  };
  const ar = lang === "ar";
  const property = t("property", {
    title: text(ar ? "titleAr" : "titleEn") || text(ar ? "titleEn" : "titleAr"),
    assetNumber: text("assetNumber"),
  });
  const values = {
    property,
    amount: money("amount"),
    minimumNextBid: money("minimumNextBid"),
    time: time(timeParamOf(event)),
    reason: text(ar ? "reasonAr" : "reasonEn") || text(ar ? "reasonEn" : "reasonAr") || text("reason"),
    reference: text("reference"),
    iban: text("iban"),
  };
  // Only the starting-soon title counts something (hours), so only it takes a plural form.
  const title =
    event === "auction_starting_soon"
      ? t(`${event}.title`, { count: Number(params.hours) || 0 })
      : t(`${event}.title`);
  return { title, body: t(`${event}.body`, values), href };
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
