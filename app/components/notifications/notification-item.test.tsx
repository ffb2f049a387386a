// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { I18nContext } from "~/i18n/use-translation";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "~/components/ui/toaster";
import { dismissToast, getToasts, toast } from "~/components/ui/toast-store";
import { createI18n } from "~/i18n/i18n";
import { ar } from "~/i18n/messages/ar";
import { notificationView } from "~/modules/notifications/describe-notification";
import { NotificationItem } from "./notification-item";
import { useNotificationFeed, type LiveNotification, type NotificationFeed } from "./use-notification-feed";

afterEach(() => {
  for (const item of getToasts()) dismissToast(item.id);
  cleanup();
});

const reference = "MZD-TP-W6KW21KQ";
const received = {
  id: 1,
  event: "payment_received",
  auctionId: null,
  params: { amount: 150_000, reference },
  createdAt: "2026-06-15T12:00:00.000Z",
  readAt: null,
};

/** The element holding exactly `text`: an isolate kept whole, left to right. */
function expectIsolatedCode(text: string) {
  const element = screen.getByText(text);
  expect(element.tagName).toBe("BDI");
  expect(element.getAttribute("dir")).toBe("ltr");
  expect(element.className).toBe("keep-whole");
}

describe("a notification's references and amounts", () => {
  it("are isolated and kept whole in the bell's list and on the notifications page", () => {
    const Stub = createRoutesStub([
      { path: "/*", Component: () => <NotificationItem item={notificationView(received, "ar")} compact /> },
    ]);
    render(
      <I18nContext value={createI18n("ar", ar)}>
        <Stub initialEntries={["/notifications"]} />
      </I18nContext>,
    );
    expectIsolatedCode(reference);
    const amount = screen.getByText("1,500 ر.س");
    expect([amount.tagName, amount.getAttribute("dir"), amount.className]).toEqual([
      "BDI",
      "auto",
      "keep-whole",
    ]);
    // The sentence itself reads as before.
    expect(screen.getByRole("link").textContent).toContain(`(المرجع ${reference})`);
  });

  it("are isolated and kept whole in the banner of a live notification", () => {
    let deliver: (notification: LiveNotification) => void = () => {};
    const listen: NotificationFeed = (listener) => {
      deliver = listener;
      return () => {};
    };
    function Bell() {
      useNotificationFeed({ unread: 0, apiBaseUrl: "/api/v1", listen, toast });
      return <Toaster />;
    }
    const Stub = createRoutesStub([{ path: "/*", Component: Bell }]);
    render(
      <I18nContext value={createI18n("ar", ar)}>
        <Stub initialEntries={["/"]} />
      </I18nContext>,
    );
    act(() => deliver(received as LiveNotification));
    expectIsolatedCode(reference);
    const view = notificationView(received, "ar");
    expect(screen.getByTestId("toast").textContent).toContain(`${view.title} — ${view.body}`);
  });
});
