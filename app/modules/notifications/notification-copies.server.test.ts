import { describe, expect, it } from "vitest";
import { renderNotificationEmail, renderNotificationSms } from "./notification-copies.server";

const villa = { assetNumber: "RUH-1024", titleAr: "فيلا في حي الملقا", titleEn: "Villa in Al Malqa" };
const appOrigin = "https://mazad.example";
/** 18:00 UTC on 3 December 2026: 21:00 in Riyadh, 23 Jumada al-Akhirah 1448. */
const at = "2026-12-03T18:00:00Z";
const gregorianAr = /03\u200f?\/12\u200f?\/2026، 9:00 م/;
const hijriAr = /\(23\u200f?\/6\u200f?\/1448 هـ\)/;

describe("the SMS and e-mail copies of a notification", () => {
  it("give the Umm al-Qura date beside the Gregorian one in Arabic texts, compactly", () => {
    const offer = { ...villa, amount: 190_000_000, expiresAt: at, offerId: "9b2f7c1e" };
    const sms = renderNotificationSms(
      { event: "next_bidder_offer", auctionId: 4, params: offer },
      {
        lang: "ar",
        appOrigin,
      },
    );
    expect(sms).toMatch(
      new RegExp(
        `حتى ${gregorianAr.source} ${hijriAr.source} بتوقيت الرياض\\.\\n${appOrigin}/offers/9b2f7c1e$`,
      ),
    );
    const starting = renderNotificationSms(
      { event: "auction_starting_soon", auctionId: 4, params: { ...villa, hours: 24, startsAt: at } },
      { lang: "ar", appOrigin },
    );
    expect(starting).toMatch(gregorianAr);
    expect(starting).toMatch(hijriAr);

    const email = renderNotificationEmail(
      { event: "settlement_defaulted", auctionId: 4, params: { ...villa, amount: 5_000_000, dueAt: at } },
      { lang: "ar", name: "نورة", appOrigin },
    );
    expect(email.body).toMatch(new RegExp(`${gregorianAr.source} ${hijriAr.source} بتوقيت الرياض`));
  });

  it("tell the winner by when to pay, when the notification carries the deadline", () => {
    const won = (params: Record<string, string | number>, lang: "ar" | "en") =>
      renderNotificationSms(
        { event: "auction_won", auctionId: 4, params: { ...villa, ...params } },
        {
          lang,
          appOrigin,
        },
      );
    expect(won({ amount: 200_000_000, dueAt: at }, "ar")).toMatch(
      new RegExp(`سدّد الباقي قبل ${gregorianAr.source} ${hijriAr.source} بتوقيت الرياض\\.\\n`),
    );
    expect(won({ amount: 200_000_000, dueAt: at }, "en")).toContain(
      "Pay the balance by Dec 3, 2026, 9:00 PM (Riyadh time).",
    );
    expect(won({ amount: 200_000_000 }, "ar")).toBe(
      `مزاد: مبروك! رسا عليك مزاد الأصل RUH-1024 بمبلغ 2,000,000 ر.س.\n${appOrigin}/mazadat/4`,
    );
  });

  it("name the agent who acted for the reader (ADR 036)", () => {
    const sms = (event: string, params: Record<string, string | number>, lang: "ar" | "en") =>
      renderNotificationSms({ event, auctionId: null, params }, { lang, appOrigin });
    const paid = { amount: 195_750_000, reference: "MZD-WP-7K3Q9XW2", name: "خالد الوكيل" };
    expect(sms("payment_received", paid, "ar")).toBe(
      `مزاد: سدّد وكيلك خالد الوكيل من محفظتك 1,957,500 ر.س، المرجع MZD-WP-7K3Q9XW2.\n${appOrigin}/payments`,
    );
    expect(sms("payment_received", paid, "en")).toContain(
      "your agent خالد الوكيل paid SAR 1,957,500 from your wallet",
    );
    expect(sms("payment_received", { amount: 100, reference: "R" }, "en")).toContain(
      "we received your payment",
    );
    expect(sms("agent_bid_placed", { ...villa, amount: 100_000, name: "خالد الوكيل" }, "en")).toContain(
      "your agent خالد الوكيل bid",
    );
  });

  it("keep English texts Gregorian, as the English pages are", () => {
    const sms = renderNotificationSms(
      { event: "auction_extended", auctionId: 4, params: { ...villa, endsAt: at } },
      { lang: "en", appOrigin },
    );
    expect(sms).toBe(
      `Mazad: the auction for asset RUH-1024 now ends on Dec 3, 2026, 9:00 PM (Riyadh time).\n${appOrigin}/en/mazadat/4`,
    );
    const email = renderNotificationEmail(
      { event: "owner_auction_scheduled", auctionId: 4, params: { ...villa, startsAt: at } },
      { lang: "en", name: "Sara", appOrigin },
    );
    expect(email.body).toContain("Dec 3, 2026, 9:00 PM");
    expect(email.body).not.toMatch(/1448|AH/);
  });

  it("leave a date out rather than fail when the stored one is unreadable", () => {
    const sms = renderNotificationSms(
      { event: "auction_extended", auctionId: 4, params: { ...villa, endsAt: "not a date" } },
      { lang: "ar", appOrigin },
    );
    expect(sms).toContain("الأصل RUH-1024");
    expect(sms).not.toMatch(/Invalid|NaN/);
  });
});
