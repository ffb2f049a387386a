import { renderToString } from "react-dom/server";
import { I18nextProvider, useTranslation as useLibraryTranslation } from "react-i18next"; // eslint-disable-line no-restricted-imports
import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n";
import { ar } from "./messages/ar";
import { en } from "./messages/en";
import type { MessageTree } from "./messages/types";
import { sharedTranslation, useTranslation } from "./use-translation";

function keys(tree: MessageTree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

type Hook = () => {
  t: (key: string, options?: Record<string, unknown>) => string;
  i18n: { language: string };
};

function page(hook: Hook) {
  return function Page() {
    const { t, i18n } = hook();
    return (
      <p lang={i18n.language}>
        {t("meta.siteName")} · {t("home.auctionsCount", { count: 1 })} ·{" "}
        {t("home.auctionsCount", { count: 12 })}
      </p>
    );
  };
}

describe("useTranslation on the server", () => {
  it("renders what react-i18next's own hook renders, in both languages", () => {
    for (const i18n of [createI18n("ar", ar), createI18n("en", en)]) {
      const render = (hook: Hook) => {
        const Page = page(hook);
        return renderToString(
          <I18nextProvider i18n={i18n}>
            <Page />
          </I18nextProvider>,
        );
      };
      const ours = render(useTranslation as unknown as Hook);
      expect(ours).toBe(render(useLibraryTranslation as unknown as Hook));
      expect(ours).toContain(i18n.language === "en" ? "12 auctions" : "مزاد");
    }
  });

  it("answers the shared result (the server's path, as in a server build)", () => {
    const i18n = createI18n("en", en);
    let seen: unknown;
    function Probe() {
      seen = useTranslation();
      return null;
    }
    renderToString(
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>,
    );
    expect(seen).toBe(sharedTranslation(i18n));
  });

  it("builds its result once per instance and language", () => {
    const i18n = createI18n("en", en);
    const first = sharedTranslation(i18n);
    expect(sharedTranslation(i18n)).toBe(first);
    expect(first.i18n).toBe(i18n);
    expect(first.ready).toBe(true);
    expect(first[0]).toBe(first.t);

    void i18n.changeLanguage("ar");
    const after = sharedTranslation(i18n);
    expect(after).not.toBe(first);
    expect(sharedTranslation(createI18n("en", en))).not.toBe(first);
  });

  it("answers every message asked by its key alone as i18next does, the first time and after", () => {
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
      // With options, i18next's answer each time (a count, a value to interpolate).
      expect(t("home.auctionsCount", { count: 2 })).toBe(i18n.t("home.auctionsCount", { count: 2 }));
      expect(t("home.auctionsCount", { count: 3 })).toBe(i18n.t("home.auctionsCount", { count: 3 }));
    }
  });
});
