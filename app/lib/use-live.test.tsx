// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { auctionChannel, type LiveCursor } from "~/modules/live/live-channels";
import { FakeEventSource } from "../../tests/support/fake-event-source";
import { LiveProvider, useLiveEvents, useLiveStatus } from "./use-live";

beforeEach(() => {
  vi.stubGlobal("EventSource", FakeEventSource);
  FakeEventSource.opened = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function LastBid({ auctionId, cursor }: { auctionId: number; cursor?: LiveCursor }) {
  const [seq, setSeq] = useState(0);
  useLiveEvents([auctionChannel(auctionId)], (event) => setSeq(event.seq), cursor);
  return <p>{`auction ${auctionId}: ${seq}`}</p>;
}

function Status() {
  const { state, serverOffsetMs } = useLiveStatus();
  return <p>{`${state} ${serverOffsetMs}`}</p>;
}

/** A page under the provider, with a loader that counts its runs (revalidations). */
function renderPage(page: React.ReactNode, userId: string | null = null) {
  let loads = 0;
  const Stub = createRoutesStub([
    {
      path: "/",
      loader: () => ++loads,
      Component: () => <LiveProvider userId={userId}>{page}</LiveProvider>,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return { loads: () => loads };
}

describe("live updates in React", () => {
  it("shares one connection among a page's components and hands each its events", async () => {
    renderPage(
      <>
        <LastBid auctionId={12} cursor={{ "a:12": 4 }} />
        <LastBid auctionId={13} />
        <Status />
      </>,
    );
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const source = FakeEventSource.latest();
    expect(source.query).toEqual({ auctions: "12,13", cursor: "a:12=4" });
    act(() => {
      source.open();
      source.send("hello", { serverTime: Date.now() + 60_000, cursor: { "a:12": 4, "a:13": 0 } });
      source.send("bids", { channel: "a:12", seq: 5, type: "bids", payload: {} });
      source.send("bids", { channel: "a:13", seq: 1, type: "bids", payload: {} });
    });
    expect(screen.getByText("auction 12: 5")).toBeTruthy();
    expect(screen.getByText("auction 13: 1")).toBeTruthy();
    // About a minute ahead (the sample is taken a few milliseconds after the event was written).
    expect(screen.getByText(/^open (59[5-9]\d{2}|60\d{3})$/)).toBeTruthy();
  });

  it("opens nothing for a guest on a page without auctions", async () => {
    renderPage(<Status />);
    expect(await screen.findByText("idle 0")).toBeTruthy();
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it("reloads the page's data when a channel is reset", async () => {
    const page = renderPage(<LastBid auctionId={12} />, "0b9d6f3e-2a41-4c8e-9f1a-5d7c3b2e1a00");
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(FakeEventSource.latest().query.auctions).toBe("12");
    const before = page.loads();
    act(() => FakeEventSource.latest().send("reset", { channel: "a:12", seq: 90 }));
    await vi.waitFor(() => expect(page.loads()).toBe(before + 1));
  });
});
