// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { I18nContext } from "~/i18n/use-translation";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Lang } from "~/i18n/config";
import { createI18n } from "~/i18n/i18n";
import { ar } from "~/i18n/messages/ar";
import { en } from "~/i18n/messages/en";
import { ErrorView } from "./error-view";

afterEach(cleanup);

function renderAt(path: string, lang: Lang, status?: number) {
  const Stub = createRoutesStub([
    { path: "/*", Component: () => <ErrorView status={status} /> },
    { path: "/en/*", Component: () => <ErrorView status={status} /> },
  ]);
  render(
    <I18nContext value={createI18n(lang, lang === "ar" ? ar : en)}>
      <Stub initialEntries={[path]} />
    </I18nContext>,
  );
}

describe("the seed's error page", () => {
  it("defaults to status 500 with Internal Server Error", () => {
    renderAt("/en/broken", "en");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Internal Server Error");
    expect(screen.getByText("Error code: 500")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/en");
  });

  it("shows the not-found view for 404, in Arabic", () => {
    renderAt("/missing", "ar", 404);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("الصفحة غير موجودة");
    expect(screen.getByRole("link", { name: "العودة إلى الرئيسية" }).getAttribute("href")).toBe("/");
  });

  it("shows any other status with the generic message", () => {
    renderAt("/en/x", "en", 503);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Internal Server Error");
    expect(screen.getByText("Error code: 503")).toBeTruthy();
  });
});
