import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveEvent } from "~/modules/live/live-channels";
import { FakeEventSource } from "../../tests/support/fake-event-source";
import { createLiveClient } from "./live-client";

const user = "u:0b9d6f3e-2a41-4c8e-9f1a-5d7c3b2e1a00" as const;
const latest = FakeEventSource.latest;
const bid = (channel: `a:${number}`, seq: number) => ({
  channel,
  seq,
  type: "bids",
  payload: {},
  createdAt: "",
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("EventSource", FakeEventSource);
  FakeEventSource.opened = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the browser's live client", () => {
  it("opens nothing for a guest who watches nothing", () => {
    const client = createLiveClient(() => "/api/v1/events");
    client.setUser(null);
    vi.runAllTimers();
    expect(FakeEventSource.opened).toHaveLength(0);
    expect(client.status().state).toBe("idle");
  });

  it("opens one stream for the channels watched together, from the pages' positions", () => {
    const client = createLiveClient(() => "/api/v1/events");
    client.watch(["a:12"], () => {}, { "a:12": 5 });
    client.watch(["a:13"], () => {});
    vi.runAllTimers();
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(latest().query).toEqual({ auctions: "12,13", cursor: "a:12=5" });
    expect(latest().url.startsWith("/api/v1/events?")).toBe(true);
    expect(client.status().state).toBe("connecting");
    latest().open();
    expect(client.status().state).toBe("open");
  });

  it("hands each channel's events to its listeners once, in order, and reads the server's clock", () => {
    const client = createLiveClient(() => "/api/v1/events");
    const onTwelve: LiveEvent[] = [];
    const onThirteen: LiveEvent[] = [];
    client.watch(["a:12"], (event) => onTwelve.push(event), { "a:12": 5 });
    client.watch(["a:13"], (event) => onThirteen.push(event));
    vi.runAllTimers();
    const source = latest();
    source.send("hello", { serverTime: Date.now() + 5_000, cursor: { "a:12": 5, "a:13": 0 } });
    expect(client.status().serverOffsetMs).toBe(5_000);
    source.send("bids", bid("a:12", 6));
    source.send("bids", bid("a:12", 6));
    source.send("bids", bid("a:13", 1));
    source.send("bids", bid("a:12", 7));
    expect(onTwelve.map((e) => e.seq)).toEqual([6, 7]);
    expect(onTwelve[0]).toEqual(bid("a:12", 6));
    expect(onThirteen.map((e) => e.seq)).toEqual([1]);
  });

  it("reopens once with every position when the channels change", () => {
    const client = createLiveClient(() => "/api/v1/events");
    client.watch(["a:12"], () => {});
    const stop = client.watch(["a:13"], () => {});
    vi.runAllTimers();
    const first = latest();
    first.send("hello", { cursor: { "a:12": 8, "a:13": 2 } });
    first.send("bids", bid("a:12", 9));
    stop();
    client.watch(["a:14"], () => {});
    vi.runAllTimers();
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(latest().query).toEqual({ auctions: "12,14", cursor: "a:12=9" });
  });

  it("carries the signed-in user's channel, with or without auctions", () => {
    const client = createLiveClient(() => "/api/v1/events");
    client.setUser(user, 3);
    vi.runAllTimers();
    expect(latest().query).toEqual({ auctions: "", cursor: `${user}=3` });
    client.setUser(null);
    vi.runAllTimers();
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
    expect(client.status().state).toBe("idle");
  });

  it("closes when the page goes away, and opens again when watched", () => {
    const client = createLiveClient(() => "/api/v1/events");
    const stop = client.watch(["a:12"], () => {});
    vi.runAllTimers();
    client.close();
    stop();
    vi.runAllTimers();
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
    expect(client.status().state).toBe("idle");
    client.watch(["a:12"], () => {});
    vi.runAllTimers();
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it("reopens from an older position a new watcher needs", () => {
    const client = createLiveClient(() => "/api/v1/events");
    client.watch(["a:12"], () => {});
    vi.runAllTimers();
    latest().send("hello", { cursor: { "a:12": 20 } });
    const late: number[] = [];
    client.watch(["a:12"], (event) => late.push(event.seq), { "a:12": 17 });
    vi.runAllTimers();
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(latest().query).toEqual({ auctions: "12", cursor: "a:12=17" });
    latest().send("bids", bid("a:12", 18));
    expect(late).toEqual([18]);
  });

  it("asks the page to reload its data on reset", () => {
    const client = createLiveClient(() => "/api/v1/events");
    const reload = vi.fn();
    client.onReset(reload);
    client.watch(["a:12"], () => {}, { "a:12": 1 });
    vi.runAllTimers();
    latest().send("reset", { channel: "a:12", seq: 40 });
    expect(reload).toHaveBeenCalledOnce();
    client.watch(["a:13"], () => {});
    vi.runAllTimers();
    expect(latest().query.cursor).toBe("a:12=40");
  });

  it("leaves reconnection to the browser, and retries with backoff when it gives up", () => {
    const client = createLiveClient(() => "/api/v1/events");
    client.watch(["a:12"], () => {});
    vi.runAllTimers();
    latest().open();
    latest().fail(false);
    expect(client.status().state).toBe("reconnecting");
    vi.runAllTimers();
    expect(FakeEventSource.opened).toHaveLength(1);
    latest().fail(true);
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.opened).toHaveLength(2);
    latest().fail(true);
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(1_001);
    expect(FakeEventSource.opened).toHaveLength(3);
    latest().open();
    expect(client.status().state).toBe("open");
  });
});
