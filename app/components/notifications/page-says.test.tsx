// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { I18nContext } from "~/i18n/use-translation";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "~/components/ui/toaster";
import { dismissToast, getToasts, toast } from "~/components/ui/toast-store";
import { createI18n } from "~/i18n/i18n";
import { ar } from "~/i18n/messages/ar";
import { useNotificationFeed, type LiveNotification, type NotificationFeed } from "./use-notification-feed";

afterEach(() => {
  for (const item of getToasts()) dismissToast(item.id);
  cleanup();
});

const property = { titleAr: "فيلا", titleEn: "Villa", assetNumber: "MZ-100001" };
const outbid = (id: number, auctionId: number): LiveNotification => ({
  id,
  event: "outbid",
  auctionId,
  params: { ...property, amount: 100_000, minimumNextBid: 110_000 },
  createdAt: "2026-06-15T12:00:00.000Z",
});
const paid: LiveNotification = {
  id: 9,
  event: "payment_received",
  auctionId: null,
  params: { amount: 150_000, reference: "MZD-TP-W6KW21KQ" },
  createdAt: "2026-06-15T12:00:00.000Z",
};

/** The bell's feed on a page that itself says `said` (its `data-page-says`). */
function renderPage(said: string) {
  let deliver: (notification: LiveNotification) => void = () => {};
  const listen: NotificationFeed = (listener) => {
    deliver = listener;
    return () => {};
  };
  function Page() {
    useNotificationFeed({ unread: 0, apiBaseUrl: "/api/v1", listen, toast });
    return (
      <>
        <p role="status" data-page-says={said} />
        <Toaster />
      </>
    );
  }
  const Stub = createRoutesStub([{ path: "/*", Component: Page }]);
  render(
    <I18nContext value={createI18n("ar", ar)}>
      <Stub initialEntries={["/"]} />
    </I18nContext>,
  );
  return (notification: LiveNotification) => act(() => deliver(notification));
}

describe("no toast repeats what the page itself says (data-page-says)", () => {
  it("the property page's live region says its auction's outbid: no toast; another auction's gets one", () => {
    const deliver = renderPage("outbid:42 auction_lost:42");
    deliver(outbid(1, 42));
    expect(screen.queryAllByTestId("toast")).toHaveLength(0);
    deliver(outbid(2, 7));
    expect(screen.getAllByTestId("toast")).toHaveLength(1);
  });

  it("the payment's outcome page says it was received: no toast over its actions", () => {
    renderPage("payment_received")(paid);
    expect(screen.queryAllByTestId("toast")).toHaveLength(0);
  });

  it("elsewhere the same notification is a toast", () => {
    renderPage("")(paid);
    expect(screen.getAllByTestId("toast")).toHaveLength(1);
  });
});
