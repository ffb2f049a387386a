import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { langFromPath, localizePath, stripLangPrefix } from "./config";
import { formatArea, formatHijriDate, formatMoney, toLatinDigits } from "./format";
import { createI18n } from "./i18n";
import { ar } from "./messages/ar";
import { en } from "./messages/en";
import { serverMessages } from "./messages/server";
import type { MessageTree } from "./messages/types";

const arabicPluralForms = ["zero", "one", "two", "few", "many", "other"];
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function flatten(tree: MessageTree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

describe("messages", () => {
  const arKeys = flatten({ ...ar, ...serverMessages.ar });
  const enKeys = flatten({ ...en, ...serverMessages.en });
  const base = (keys: Map<string, string>) =>
    new Set([...keys.keys()].map((k) => k.replace(pluralSuffix, "")));

  it("exist in both languages", () => {
    expect([...base(arKeys)].sort()).toEqual([...base(enKeys)].sort());
  });

  it("give Arabic plurals all six forms and English one and other", () => {
    const plurals = new Set(
      [...arKeys.keys()].filter((k) => pluralSuffix.test(k)).map((k) => k.replace(pluralSuffix, "")),
    );
    expect(plurals.size).toBeGreaterThan(0);
    for (const key of plurals) {
      for (const form of arabicPluralForms) expect(arKeys.has(`${key}_${form}`), `${key}_${form}`).toBe(true);
      for (const form of ["one", "other"])
        expect(enKeys.has(`${key}_${form}`), `en ${key}_${form}`).toBe(true);
    }
  });

  it("has no empty strings, and Arabic messages are written in Arabic", () => {
    for (const [key, value] of arKeys) {
      expect(value.trim(), key).not.toBe("");
      if (key !== "language.switchTo") expect(value, key).toMatch(/[\u0600-\u06ff]/);
    }
    for (const [key, value] of enKeys) expect(value.trim(), key).not.toBe("");
  });

  it("chooses the right Arabic plural form", () => {
    const i18n = createI18n("ar", ar);
    expect(i18n.t("home.auctionsCount", { count: 0 })).toBe("لا توجد مزادات");
    expect(i18n.t("home.auctionsCount", { count: 1 })).toBe("مزاد واحد");
    expect(i18n.t("home.auctionsCount", { count: 2 })).toBe("مزادان");
    expect(i18n.t("home.auctionsCount", { count: 5 })).toBe("5 مزادات");
    expect(i18n.t("home.auctionsCount", { count: 11 })).toBe("11 مزادًا");
    expect(i18n.t("home.auctionsCount", { count: 100 })).toBe("100 مزاد");
    const english = createI18n("en", en);
    expect(english.t("home.auctionsCount", { count: 1 })).toBe("1 auction");
    expect(english.t("home.auctionsCount", { count: 7 })).toBe("7 auctions");
  });
});

/** i18next with the options the app gave it before it had its own translator (ADR 043). */
function i18nextFor(lang: "ar" | "en", messages: MessageTree) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

describe("the translator", () => {
  // Every value a message may be filled with, and every count whose plural form differs.
  const values = { name: "X", amount: "1,000 ر.س", title: "{{count}} <b>", reason: "" };
  const options: Record<string, unknown>[] = [
    {},
    ...[0, 1, 2, 3, 5, 11, 100, 101, 1.5].map((count) => ({ count, ...values })),
    { count: 4 },
    values,
    { defaultValue: "fallback" },
    { count: 0, defaultValue: "none", defaultValue_zero: "zero" },
    { replace: values },
    { name: undefined },
    { context: "principal", ...values },
    { context: "principal", count: 0, ...values },
    { context: "principal", count: 2 },
    { context: "nobody", ...values },
    { context: "" },
  ];

  it("answers as i18next for every message of both languages, with and without options", () => {
    for (const [lang, messages] of [
      ["ar", { ...ar, ...serverMessages.ar }],
      ["en", { ...en, ...serverMessages.en }],
    ] as const) {
      const ours = createI18n(lang, messages);
      const theirs = i18nextFor(lang, messages);
      const keys = [...flatten(messages).keys()];
      const asked = new Set([...keys, ...keys.map((key) => key.replace(pluralSuffix, ""))]);
      for (const key of asked) {
        expect(ours.exists(key), key).toBe(theirs.exists(key));
        for (const option of options) {
          expect(ours.t(key, option), `${key} ${JSON.stringify(option)}`).toBe(theirs.t(key, option));
        }
      }
    }
  });

  it("answers as i18next for keys that are missing, sentences, other namespaces and objects", () => {
    const ours = createI18n("en", en);
    const theirs = i18nextFor("en", en);
    const odd = [
      "no.such.key",
      "Amount must be at least 1,000",
      "Too many requests: try again.",
      "other:home.title",
      "translation:home.title",
      "home",
      "home.auctionsCount",
      "{{name}} is missing",
      "",
      "constructor",
      "__proto__.x",
    ];
    for (const key of odd) {
      expect(ours.exists(key), key).toBe(theirs.exists(key));
      for (const option of options) {
        expect(ours.t(key, option), `${key} ${JSON.stringify(option)}`).toBe(theirs.t(key, option));
      }
    }
  });
});

describe("language paths", () => {
  it("maps pages between the two languages", () => {
    expect(langFromPath("/")).toBe("ar");
    expect(langFromPath("/en")).toBe("en");
    expect(langFromPath("/en/auctions")).toBe("en");
    expect(langFromPath("/english")).toBe("ar");
    expect(localizePath("/auctions", "en")).toBe("/en/auctions");
    expect(localizePath("/en/auctions", "ar")).toBe("/auctions");
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/en", "ar")).toBe("/");
    expect(stripLangPrefix("/en/faq")).toBe("/faq");
  });
});

describe("formatters", () => {
  it("formats halalas as riyals in each language", () => {
    expect(formatMoney(125_000_000, "ar")).toBe("1,250,000 ر.س");
    expect(formatMoney(125_000_000, "en")).toBe("SAR 1,250,000");
    expect(formatMoney(1_050, "en")).toBe("SAR 10.50");
  });

  it("formats areas", () => {
    expect(formatArea(625.5, "ar")).toBe("625.5 م²");
    expect(formatArea(625.5, "en")).toBe("625.5 m²");
  });

  it("shows Umm al-Qura dates in Riyadh time", () => {
    // 2026-03-20 21:30 UTC is already 21 March in Riyadh (UTC+3): 2 Shawwal 1447.
    const date = new Date("2026-03-20T21:30:00Z");
    expect(formatHijriDate(date, "ar")).toMatch(/1447/);
    expect(formatHijriDate(date, "ar")).toContain("شوال");
  });

  it("understands Arabic-Indic and Persian digits", () => {
    expect(toLatinDigits("١٢٣٬٤٥٦٫٧٨")).toBe("123,456.78");
    expect(toLatinDigits("۱۲۳۴")).toBe("1234");
  });
});
