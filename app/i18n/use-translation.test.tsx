import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n";
import { ar } from "./messages/ar";
import { en } from "./messages/en";
import type { MessageTree } from "./messages/types";
import { I18nContext, sharedTranslation, useTranslation } from "./use-translation";

function keys(tree: MessageTree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe("useTranslation", () => {
  it("renders the page's language from the context", () => {
    for (const i18n of [createI18n("ar", ar), createI18n("en", en)]) {
      function Page() {
        const { t, i18n } = useTranslation();
        return (
          <p lang={i18n.language}>
            {t("meta.siteName")} · {t("home.auctionsCount", { count: 12 })}
          </p>
        );
      }
      const html = renderToString(
        <I18nContext value={i18n}>
          <Page />
        </I18nContext>,
      );
      expect(html).toContain(`lang="${i18n.language}"`);
      expect(html).toContain(i18n.t("home.auctionsCount", { count: 12 }));
      expect(html).toContain(i18n.language === "en" ? "12 auctions" : "مزاد");
    }
  });

  it("answers the shared result, built once per instance", () => {
    const i18n = createI18n("en", en);
    let seen: unknown;
    function Probe() {
      seen = useTranslation();
      return null;
    }
    renderToString(
      <I18nContext value={i18n}>
        <Probe />
      </I18nContext>,
    );
    expect(seen).toBe(sharedTranslation(i18n));
    expect(sharedTranslation(i18n).i18n).toBe(i18n);
    expect(sharedTranslation(createI18n("en", en))).not.toBe(seen);
  });

  it("answers every message asked by its key alone as the instance does, the first time and after", () => {
    for (const [lang, messages] of [
      ["ar", ar],
      ["en", en],
    ] as const) {
      const i18n = createI18n(lang, messages);
      const { t } = sharedTranslation(i18n);
      const all = keys(messages);
      expect(all.length).toBeGreaterThan(500);
      for (const key of all) {
        const expected = i18n.t(key);
        expect(t(key as never)).toBe(expected);
        expect(t(key as never)).toBe(expected);
      }
      // With options, resolved each time (a count, a value to interpolate).
      expect(t("home.auctionsCount", { count: 2 })).toBe(i18n.t("home.auctionsCount", { count: 2 }));
      expect(t("home.auctionsCount", { count: 3 })).toBe(i18n.t("home.auctionsCount", { count: 3 }));
    }
  });
});
