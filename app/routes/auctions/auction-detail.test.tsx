// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { I18nContext } from "~/i18n/use-translation";
import { createRoutesStub, data } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Lang } from "~/i18n/config";
import { createI18n } from "~/i18n/i18n";
import { ar } from "~/i18n/messages/ar";
import { en } from "~/i18n/messages/en";
import { ErrorBoundary } from "./auction-detail";

afterEach(cleanup);

/** The property route's error boundary, after its loader failed with `failure`. */
function renderFailure(path: string, lang: Lang, failure: unknown) {
  const Stub = createRoutesStub([
    {
      path: lang === "ar" ? "/mazadat/:id" : "/en/mazadat/:id",
      Component: () => null,
      loader: () => {
        throw failure;
      },
      ErrorBoundary,
      HydrateFallback: () => null,
    },
  ]);
  render(
    <I18nContext value={createI18n(lang, lang === "ar" ? ar : en)}>
      <Stub initialEntries={[path]} />
    </I18nContext>,
  );
}

describe("the property page's error boundary", () => {
  it("says Property not found for a 404", async () => {
    renderFailure("/en/mazadat/999", "en", data(null, { status: 404 }));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Property not found");
    expect(screen.queryByRole("link", { name: "Try again" })).toBeNull();
  });

  it("says Error while loading and offers to try again for anything else", async () => {
    renderFailure("/mazadat/7", "ar", new Error("database unavailable"));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("خطأ أثناء التحميل");
    expect(screen.getByText(/تعذّر تحميل بيانات العقار/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "أعد المحاولة" }).getAttribute("href")).toBe("/mazadat/7");
  });

  it("says it in English too", async () => {
    renderFailure("/en/mazadat/7", "en", new Error("timeout"));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Error while loading");
    expect(screen.getByText(/Failed to load property data/)).toBeTruthy();
  });
});
