// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { I18nContext } from "~/i18n/use-translation";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { en } from "~/i18n/messages/en";
import BidPanel, { type BidPanelProps } from "./bid-panel";

afterEach(cleanup);

const live: BidPanelProps["live"] = {
  auctionId: 7,
  status: "current",
  price: null,
  minimumNextBid: 100_000_000,
  bidCount: 0,
  endsAt: "2026-12-01T12:00:00.000Z",
  leaderBidderNumber: null,
  newBids: [],
  extendedTo: null,
  outcome: null,
  winnerBidderNumber: null,
  cancelReason: null,
};

function renderPanel(viewer: Partial<BidPanelProps["viewer"]>) {
  const props: BidPanelProps = {
    auction: { id: 7, deposit: 5_000_000, commissionRateBp: 250, rulesVersion: 1, firstIncrement: 1_000_000 },
    rulesDocument: null,
    live,
    setLive: () => {},
    viewer: {
      userId: "u",
      phoneVerified: true,
      canCancel: false,
      staff: false,
      participation: null,
      available: 10_000_000,
      lockedHere: 0,
      formKey: "form-key-1",
      ...viewer,
    },
    me: null,
    onBidderNumber: () => {},
    actionData: undefined,
  };
  const Stub = createRoutesStub([{ path: "/en/mazadat/7", Component: () => <BidPanel {...props} /> }]);
  render(
    <I18nContext value={createI18n("en", en)}>
      <Stub initialEntries={["/en/mazadat/7"]} />
    </I18nContext>,
  );
}

describe("the bidding panel", () => {
  it("tells a committee member why they cannot bid, in place of the registration form", () => {
    renderPanel({ staff: true, canCancel: true });
    expect(screen.getByTestId("staff-notice").textContent).toBe(en.safeguards.staffNotice);
    expect(screen.queryByRole("button", { name: en.bidPanel.register.submit })).toBeNull();
  });

  it("offers a bidder the registration form", () => {
    renderPanel({});
    expect(screen.queryByTestId("staff-notice")).toBeNull();
    expect(screen.getByRole("button", { name: en.bidPanel.register.submit })).toBeTruthy();
  });
});
