/*
 * Live updates travel on channels: one per auction ("a:12": bids, price, end, status) and one per
 * user ("u:<id>": that user's notifications and wallet). Each channel numbers its events 1, 2, 3 …
 * without gaps (see append-live-events.server.ts), so a watcher that knows the last number it saw
 * on each channel can ask for exactly what it missed. Shared by the server and the browser.
 */

export type LiveChannel = `a:${number}` | `u:${string}`;

export const auctionChannel = (auctionId: number): LiveChannel => `a:${auctionId}`;
export const userChannel = (userId: string): LiveChannel => `u:${userId}`;

const channelPattern = /^(?:a:[1-9]\d{0,9}|u:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function isLiveChannel(value: string): value is LiveChannel {
  return channelPattern.test(value);
}

/** The last sequence number seen on each channel. */
export type LiveCursor = Record<string, number>;

/**
 * A cursor as one SSE event id: "a:12=57,u:…=3". It is sent with every event, so the browser's
 * automatic `Last-Event-ID` on reconnection carries every channel's position at once.
 */
export function encodeCursor(cursor: LiveCursor): string {
  return Object.keys(cursor)
    .sort()
    .map((channel) => `${channel}=${cursor[channel]}`)
    .join(",");
}

/** Parses a cursor; anything malformed is dropped (that channel then starts from "now"). */
export function decodeCursor(text: string | null | undefined): LiveCursor {
  const cursor: LiveCursor = {};
  if (!text || text.length > 4096) return cursor;
  for (const part of text.split(",")) {
    const at = part.lastIndexOf("=");
    if (at <= 0) continue;
    const channel = part.slice(0, at);
    const seq = part.slice(at + 1);
    if (isLiveChannel(channel) && /^(0|[1-9]\d{0,15})$/.test(seq)) cursor[channel] = Number(seq);
  }
  return cursor;
}

/** A bid as the public sees it (bidder masked as "Bidder N"). */
export type LiveBid = {
  sequence: number;
  amount: number;
  source: "web" | "app" | "automatic" | "agent" | "on_site";
  bidderNumber: number;
  placedAt: string;
};

/** What the events of each type carry. Money in halalas, times as ISO strings. */
export type LiveEventPayloads = {
  /** Accepted bids on an auction, and its state after them. */
  bids: {
    auctionId: number;
    bids: LiveBid[];
    price: number;
    minimumNextBid: number;
    bidCount: number;
    leaderBidderNumber: number | null;
    endsAt: string;
    /** True when these bids moved the end later (anti-sniping). */
    extended: boolean;
    /**
     * When the bids were accepted (ms since the epoch, the server's clock): their transaction's
     * commit for events delivered live; the stored copy a replay sends carries the moment the
     * transaction locked the auction, a few milliseconds earlier.
     */
    acceptedAt: number;
  };
  /** An auction changed state: started, finished (with its outcome) or cancelled. */
  status: {
    auctionId: number;
    status: "upcoming" | "current" | "finished" | "cancelled";
    endsAt: string;
    price: number | null;
    outcome?: "sold" | "reserve_not_met" | "no_bids" | null;
    winnerBidderNumber?: number | null;
    cancelReason?: { ar: string; en: string } | null;
  };
  /** A new in-app notification for the channel's user. */
  notification: {
    id: number;
    event: string;
    auctionId: number | null;
    params: Record<string, string | number | null>;
    createdAt: string;
  };
  /** The user's wallet after a change (available and locked, halalas). */
  wallet: { available: number; locked: number };
  /**
   * Chat (issue 16): a new message in one of the user's conversations (or, for a committee member,
   * in the support inbox), or a conversation read on another tab. `unread` is the user's unread
   * messages in their own conversations after it (null on the events of the support inbox).
   */
  chat: {
    conversationId: string;
    message: LiveChatMessage | null;
    unread: number | null;
    support: boolean;
  };
};

/** A chat message as pages show it (its text is shown escaped, direction-isolated). */
export type LiveChatMessage = {
  id: number;
  conversationId: string;
  senderUserId: string;
  senderName: string;
  fromSupport: boolean;
  body: string;
  attachment: { name: string; type: string; size: number } | null;
  clientMessageId: string | null;
  createdAt: string;
};

export type LiveEventType = keyof LiveEventPayloads;

/** Every event type at run time (the browser listens for each by name); the compiler keeps it whole. */
export const liveEventTypes = Object.keys({
  bids: 0,
  status: 0,
  notification: 0,
  wallet: 0,
  chat: 0,
} satisfies Record<LiveEventType, 0>) as LiveEventType[];

/** An event to write; the channel's next sequence number is given when it is written. */
export type NewLiveEvent = {
  [T in LiveEventType]: { channel: LiveChannel; type: T; payload: LiveEventPayloads[T] };
}[LiveEventType];

/** A written event, as published to watchers and replayed from the database. */
export type LiveEvent = NewLiveEvent & { seq: number; createdAt: string };
