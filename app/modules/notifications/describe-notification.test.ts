import { describe, expect, it } from "vitest";
import { notificationEventsAr } from "~/i18n/messages/notifications-ar";
import { notificationEventsEn } from "~/i18n/messages/notifications-en";
import type { MessageTree } from "~/i18n/messages/types";
import { describeNotification, describeNotificationParts } from "./describe-notification";
import { notificationEvents } from "./notification-events";

const villa = { assetNumber: "RUH-1024", titleAr: "فيلا في حي الملقا", titleEn: "Villa in Al Malqa" };
/** In Arabic the asset number is isolated left to right, so its parts never swap places. */
const asset = "\u2066RUH-1024\u2069";

describe("describeNotification", () => {
  it("tells an accepted bid with the amount in riyals and the auction's link", () => {
    expect(describeNotification("bid_accepted", { ...villa, amount: 125_000_000 }, "ar", 12)).toEqual({
      title: "تم تقديم مزايدتك بنجاح",
      body: `قُبلت مزايدتك بمبلغ 1,250,000 ر.س على «فيلا في حي الملقا» (رقم الأصل ${asset}).`,
      href: "/mazadat/12",
    });
    expect(describeNotification("bid_accepted", { ...villa, amount: 125_000_050 }, "en", 12)).toEqual({
      title: "Bid submitted successfully",
      body: "Your bid of SAR 1,250,000.50 on “Villa in Al Malqa” (asset RUH-1024) was accepted.",
      href: "/en/mazadat/12",
    });
  });

  it("takes the next bidder to their offer, with the price and the time to answer by", () => {
    const params = {
      ...villa,
      amount: 190_000_000,
      expiresAt: "2026-06-24T09:00:00Z",
      offerId: "9b2f7c1e-4d7a-4c3b-9e8f-0a1b2c3d4e5f",
    };
    const en = describeNotification("next_bidder_offer", params, "en", 12);
    expect(en.href).toBe("/en/offers/9b2f7c1e-4d7a-4c3b-9e8f-0a1b2c3d4e5f");
    expect(en.body).toContain("SAR 1,900,000");
    expect(en.body).toMatch(/Accept or decline before .*2026.*\(Riyadh time\)/);
    expect(describeNotification("next_bidder_offer", params, "ar", 12).href).toBe(
      "/offers/9b2f7c1e-4d7a-4c3b-9e8f-0a1b2c3d4e5f",
    );
  });

  it("tells the outbid user the new highest bid and what to bid next", () => {
    const params = { ...villa, amount: 130_000_000, minimumNextBid: 132_500_000 };
    expect(describeNotification("outbid", params, "ar", 7).body).toBe(
      `أعلى مزايدة على «فيلا في حي الملقا» (رقم الأصل ${asset}) الآن 1,300,000 ر.س. زايد بمبلغ 1,325,000 ر.س أو أكثر لتستعيد الصدارة.`,
    );
    expect(describeNotification("outbid", params, "en", 7)).toMatchObject({
      title: "You have been outbid",
      body: "The highest bid on “Villa in Al Malqa” (asset RUH-1024) is now SAR 1,300,000. Bid SAR 1,325,000 or more to lead again.",
    });
  });

  it("counts the hours before a start with the right Arabic plural form", () => {
    const at = (hours: number, lang: "ar" | "en") =>
      describeNotification(
        "auction_starting_soon",
        { ...villa, hours, startsAt: "2026-12-01T17:00:00Z" },
        lang,
      ).title;
    expect(at(1, "ar")).toBe("يبدأ المزاد خلال ساعة");
    expect(at(2, "ar")).toBe("يبدأ المزاد خلال ساعتين");
    expect(at(3, "ar")).toBe("يبدأ المزاد خلال 3 ساعات");
    expect(at(24, "ar")).toBe("يبدأ المزاد خلال 24 ساعة");
    expect(at(100, "ar")).toBe("يبدأ المزاد خلال 100 ساعة");
    expect(at(0, "ar")).toBe("يبدأ المزاد الآن");
    expect(at(1, "en")).toBe("Auction starts in 1 hour");
    expect(at(24, "en")).toBe("Auction starts in 24 hours");
  });

  it("gives times in Riyadh time (UTC+3), whatever the machine's zone", () => {
    // 21:30 UTC on 30 November is 00:30 on 1 December in Riyadh.
    const params = { ...villa, endsAt: "2026-11-30T21:30:00Z" };
    const ar = describeNotification("auction_extended", params, "ar", 3).body;
    const en = describeNotification("auction_extended", params, "en", 3).body;
    expect(ar).toMatch(
      /^مُدِّد مزاد «فيلا في حي الملقا» \(رقم الأصل \u2066RUH-1024\u2069\) .* بتوقيت الرياض\.$/,
    );
    expect(ar).toContain("12:30");
    expect(ar).toMatch(/1‏?\/12‏?\/2026/);
    expect(en).toContain("Dec 1, 2026");
    expect(en).toContain("12:30 AM");
    expect(en).toMatch(/\(Riyadh time\)\.$/);
  });

  it("puts the Umm al-Qura date beside every date that matters in Arabic, and keeps English Gregorian", () => {
    // 18:00 UTC on 3 December 2026 is 21:00 in Riyadh, on 23 Jumada al-Akhirah 1448.
    const at = "2026-12-03T18:00:00Z";
    const params = { ...villa, amount: 1_000, startsAt: at, endsAt: at, dueAt: at, expiresAt: at };
    const dated = [
      "auction_extended",
      "auction_starting_soon",
      "settlement_defaulted",
      "next_bidder_offer",
      "owner_auction_scheduled",
      "owner_auction_live",
    ] as const;
    for (const event of dated) {
      const ar = describeNotification(event, params, "ar", 1).body;
      expect(ar, event).toMatch(/03\u200f?\/12\u200f?\/2026، 9:00 م \(23\u200f?\/6\u200f?\/1448 هـ\)/);
      const en = describeNotification(event, params, "en", 1).body;
      expect(en, event).toContain("Dec 3, 2026, 9:00 PM");
      expect(en, event).not.toMatch(/1448|AH/);
    }
  });

  it("tells the winner by when to pay when the notification carries the deadline", () => {
    const won = { ...villa, amount: 200_000_000, dueAt: "2026-12-03T18:00:00Z" };
    expect(describeNotification("auction_won", won, "ar", 5).body).toMatch(
      /بمبلغ 2,000,000 ر\.س\. أكمل سداد باقي المبلغ قبل 03\u200f?\/12\u200f?\/2026، 9:00 م \(23\u200f?\/6\u200f?\/1448 هـ\) بتوقيت الرياض لإتمام الشراء\.$/,
    );
    expect(describeNotification("auction_won", won, "en", 5).body).toContain(
      "Pay the balance by Dec 3, 2026, 9:00 PM (Riyadh time) to complete the purchase.",
    );
    // Stored before the deadline was added: the general wording, no empty date.
    const older = describeNotification("auction_won", { ...villa, amount: 200_000_000 }, "ar", 5).body;
    expect(older).toContain("خلال المهلة المحددة");
  });

  it("tells results and cancellations in each language, with the committee's reason", () => {
    const won = describeNotification("auction_won", { ...villa, amount: 200_000_000 }, "ar", 5);
    expect(won.title).toBe("مبروك، رسا عليك المزاد");
    expect(won.body).toContain("بمبلغ 2,000,000 ر.س");
    const lost = describeNotification("auction_lost", { ...villa, amount: 200_000_000 }, "en", 5);
    expect(lost.title).toBe("Awarded to another bidder");
    expect(lost.body).toContain("at SAR 2,000,000");
    const reason = { reasonAr: "طلب المالك سحب العقار", reasonEn: "The owner withdrew the property" };
    expect(describeNotification("auction_cancelled", { ...villa, ...reason }, "ar", 5).body).toBe(
      `ألغت اللجنة المنظِّمة مزاد «فيلا في حي الملقا» (رقم الأصل ${asset}). السبب: طلب المالك سحب العقار`,
    );
    expect(describeNotification("auction_cancelled", { ...villa, ...reason }, "en", 5).body).toContain(
      "Reason: The owner withdrew the property",
    );
  });

  it("reads an event it does not know as a plain notification, linking to the list", () => {
    expect(describeNotification("trade_in_offer", {}, "ar")).toEqual({
      title: "إشعار جديد",
      body: "لديك إشعار جديد بخصوص أحد المزادات.",
      href: "/notifications",
    });
    expect(describeNotification("trade_in_offer", {}, "en").href).toBe("/en/notifications");
  });

  it("takes payment news to the payments page and the wallet, in the reader's language", () => {
    const received = describeNotification(
      "payment_received",
      { amount: 150_000, reference: "MZD-TP-1" },
      "en",
    );
    expect(received).toMatchObject({ title: "Payment received", href: "/en/payments" });
    expect(received.body).toContain("MZD-TP-1");
    expect(describeNotification("withdrawal_paid", { amount: 1, iban: "SA**" }, "ar").href).toBe(
      "/profile/wallet",
    );
  });

  it("tells a principal that their agent paid from their wallet, naming the agent (ADR 036)", () => {
    const params = { amount: 150_000, reference: "MZD-WP-1", name: "خالد" };
    const en = describeNotificationParts("payment_received", params, "en");
    expect(en.title).toBe("Payment received");
    expect(en.bodyParts).toEqual([
      "Your agent ",
      { value: "خالد", kind: "text" },
      " paid ",
      { value: expect.stringContaining("1,500"), kind: "number" },
      " from your wallet (reference ",
      { value: "MZD-WP-1", kind: "code" },
      "). Your receipt is ready.",
    ]);
    expect(describeNotification("payment_received", params, "ar").body).toContain("سدّد وكيلك خالد من محفظتك");
    // Without an agent, the payer's own notice.
    expect(describeNotification("payment_received", { amount: 1, reference: "R" }, "en").body).not.toContain(
      "agent",
    );
  });

  it("has a title and body for every event in both languages, and never leaves a placeholder", () => {
    const params = {
      ...villa,
      amount: 1_000,
      minimumNextBid: 2_000,
      endsAt: "2026-12-01T10:00:00Z",
      startsAt: "2026-12-01T10:00:00Z",
      hours: 24,
      reasonAr: "سبب",
      reasonEn: "reason",
      reference: "MZD-TP-7K3Q9XW2",
      iban: "SA** **** **** **** **** 7519",
    };
    for (const event of notificationEvents) {
      for (const lang of ["ar", "en"] as const) {
        const { title, body } = describeNotification(event, params, lang, 1);
        expect(title, `${event} ${lang}`).not.toMatch(/{{|}}|\.title|\.body/);
        expect(body, `${event} ${lang}`).not.toMatch(/{{|}}|\.title|\.body/);
        if (lang === "ar") expect(`${title} ${body}`).toMatch(/[\u0600-\u06ff]/);
      }
    }
  });
});

describe("the events' messages", () => {
  const pluralSuffix = /_(zero|one|two|few|many|other)$/;
  const keys = (tree: MessageTree, prefix = ""): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === "string" ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
    );
  const ar = keys(notificationEventsAr);
  const en = keys(notificationEventsEn);

  it("exist in both languages", () => {
    const bases = (list: string[]) => [...new Set(list.map((k) => k.replace(pluralSuffix, "")))].sort();
    expect(bases(ar)).toEqual(bases(en));
  });

  it("give Arabic plurals all six forms", () => {
    for (const key of ar.filter((k) => pluralSuffix.test(k))) {
      const base = key.replace(pluralSuffix, "");
      for (const form of ["zero", "one", "two", "few", "many", "other"])
        expect(ar).toContain(`${base}_${form}`);
      for (const form of ["one", "other"]) expect(en).toContain(`${base}_${form}`);
    }
  });
});
