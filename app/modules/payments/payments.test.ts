import { describe, expect, it } from "vitest";
import { paymentDeadline, settlementFigures } from "./settlement-figures";
import { readZatcaQrPayload, zatcaQrPayload } from "./zatca-qr";

describe("settlementFigures", () => {
  it("applies the deposit to the price and adds the commission and the VAT on it", () => {
    expect(
      settlementFigures({ hammerPrice: 200_000_000, depositHeld: 5_000_000, commissionRateBp: 250 }),
    ).toEqual({
      hammerPrice: 200_000_000,
      depositApplied: 5_000_000,
      balanceDue: 195_000_000,
      commission: 5_000_000,
      vat: 750_000,
      totalDue: 200_750_000,
    });
    // Rounded half up to the halala: 2.5% of 1,234,567.89 SAR is 30,864.19725 → 30,864.20; 15% of it 4,629.63.
    const odd = settlementFigures({
      hammerPrice: 123_456_789,
      depositHeld: 1_000_000,
      commissionRateBp: 250,
    });
    expect([odd.commission, odd.vat, odd.totalDue]).toEqual([
      3_086_420,
      462_963,
      122_456_789 + 3_086_420 + 462_963,
    ]);
  });
});

describe("paymentDeadline", () => {
  it("counts five working days (Sunday to Thursday) in Riyadh time, to the end of the last one", () => {
    // Thursday 2026-11-26 15:00 Riyadh → Sun, Mon, Tue, Wed, Thu → Thursday 2026-12-03 23:59:59 Riyadh.
    expect(paymentDeadline(new Date("2026-11-26T12:00:00Z")).toISOString()).toBe("2026-12-03T20:59:59.000Z");
    // Late on Saturday UTC is already Sunday in Riyadh: Mon, Tue, Wed, Thu, Sun.
    expect(paymentDeadline(new Date("2026-11-28T22:00:00Z")).toISOString()).toBe("2026-12-06T20:59:59.000Z");
  });

  it("skips the configured public holidays as well as the weekend", () => {
    // Thursday 2026-11-26: Sun 29 and Tue 1 are holidays → Mon 30, Wed 2, Thu 3, Sun 6, Mon 7.
    const rule = { workingDays: 5, holidays: ["2026-11-29", "2026-12-01", "2026-12-05"] };
    expect(paymentDeadline(new Date("2026-11-26T12:00:00Z"), rule).toISOString()).toBe(
      "2026-12-07T20:59:59.000Z",
    );
    // Days are Riyadh dates: late Saturday UTC is Sunday 29 in Riyadh, so counting starts on Monday 30.
    expect(
      paymentDeadline(new Date("2026-11-28T22:00:00Z"), {
        workingDays: 1,
        holidays: ["2026-11-30"],
      }).toISOString(),
    ).toBe("2026-12-01T20:59:59.000Z");
  });

  it("counts the configured number of working days", () => {
    expect(
      paymentDeadline(new Date("2026-11-26T12:00:00Z"), { workingDays: 2, holidays: [] }).toISOString(),
    ).toBe("2026-11-30T20:59:59.000Z");
  });
});

describe("zatcaQrPayload", () => {
  it("writes the five phase-1 TLV fields, Arabic names in UTF-8, amounts in riyals", () => {
    const payload = zatcaQrPayload({
      sellerName: "شركة مزاد للمزادات العقارية",
      vatNumber: "310122393500003",
      issuedAt: new Date("2026-11-23T10:15:30.123Z"),
      total: 575_000,
      vat: 75_000,
    });
    expect(readZatcaQrPayload(payload)).toEqual([
      "شركة مزاد للمزادات العقارية",
      "310122393500003",
      "2026-11-23T10:15:30Z",
      "5750.00",
      "750.00",
    ]);
    const bytes = Buffer.from(payload, "base64");
    expect([bytes[0], bytes[1]]).toEqual([1, new TextEncoder().encode("شركة مزاد للمزادات العقارية").length]);
  });
});
