import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, SettingsSchema } from "./settings-schema";

describe("SettingsSchema", () => {
  it("takes values as the form sends them: Arabic digits, separators, an empty row to add a band", () => {
    const parsed = SettingsSchema.safeParse({
      ...DEFAULT_SETTINGS,
      incrementBands: [
        { upToRiyals: "١٬٠٠٠٬٠٠٠", incrementRiyals: "10,000" },
        { incrementRiyals: "٢٥٠٠٠" },
        {},
      ],
      announcementDays: "٧",
      commissionRatePercent: "2.75",
      holidays: ["٢٠٢٦-١٢-٠١"],
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      incrementBands: [{ upToRiyals: 1_000_000, incrementRiyals: 10_000 }, { incrementRiyals: 25_000 }],
      announcementDays: 7,
      commissionRatePercent: 2.75,
      holidays: ["2026-12-01"],
    });
  });

  it("refuses a bound on the last band, a missing one before it, and more than two decimals", () => {
    const parsed = SettingsSchema.safeParse({
      ...DEFAULT_SETTINGS,
      incrementBands: [{ incrementRiyals: 10_000 }, { upToRiyals: 5_000_000, incrementRiyals: 25_000 }],
      commissionRatePercent: 2.755,
      antiSnipingCapMinutes: 3,
      antiSnipingExtensionMinutes: 5,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual(
      expect.arrayContaining([
        ["incrementBands.0.upToRiyals", "adminSettings.validation.bound"],
        ["incrementBands.1.upToRiyals", "adminSettings.validation.lastBound"],
        ["commissionRatePercent", "adminSettings.validation.twoDecimals"],
      ]),
    );
  });
});
