import { describe, expect, it } from "vitest";
import { regaPanel } from "./rega-panel.server";

const HOUR = 3600_000;
const now = new Date("2026-11-26T12:00:00Z");
const clear = { present: false, ar: "", en: "" };
const disclosures = {
  encumbrances: clear,
  mortgages: { present: true, ar: "مرهون لصالح بنك الرياض", en: "Mortgaged to Riyad Bank" },
  disputes: clear,
  defects: { present: null, ar: "", en: "" },
  survey: { ar: "رفع مساحي معتمد", en: "A certified survey" },
};
const auction = (status: string, startsInHours: number) => ({
  status,
  startsAt: new Date(now.getTime() + startsInHours * HOUR),
  endsAt: new Date(now.getTime() + (startsInHours + 3) * HOUR),
  announcedAt: new Date("2026-11-18T09:00:00Z"),
  liveVideoUrl: "https://live.example.sa/s/1",
});
const panel = (lang: "ar" | "en", a = auction("upcoming", 30)) =>
  regaPanel({ lang, now, agentLicense: "1200024590", advertisementLicense: null, disclosures, auction: a });

describe("the REGA panel", () => {
  it("says each answer, a yes with its details, and what is not disclosed yet, in the page's language", () => {
    const en = Object.fromEntries(panel("en").rows.map((r) => [r.label, r.value]));
    expect(en).toMatchObject({
      "Broker's FAL licence number": "1200024590",
      "Advertisement licence number": "Not disclosed yet",
      "Encumbrances on the deed": "None",
      Mortgage: "Yes: Mortgaged to Riyad Bank",
      "Known defects": "Not disclosed yet",
      "Survey data": "A certified survey",
    });
    const ar = Object.fromEntries(panel("ar").rows.map((r) => [r.label, r.value]));
    expect(ar["رهن"]).toBe("نعم: مرهون لصالح بنك الرياض");
    expect(ar["تاريخ الإعلان"]).toMatch(/^18 نوفمبر 2026 \(.+ هـ\)$/);
  });

  it("shows the live video from an hour before the start until the end", () => {
    expect(panel("en", auction("upcoming", 2)).video).toBeNull();
    expect(panel("en", auction("upcoming", 0.5)).video).toEqual({
      url: "https://live.example.sa/s/1",
      label: "The session's live video (starting soon)",
    });
    expect(panel("en", auction("current", -1)).video?.label).toBe("Watch the session live");
    expect(panel("en", auction("finished", -5)).video).toBeNull();
  });
});
