import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { useRevalidator } from "react-router";
import { userChannel, type LiveChannel, type LiveCursor, type LiveEvent } from "~/modules/live/live-channels";
import type { LiveClient, LiveStatus } from "./live-client";
import { readPublicConfig } from "./public-config";

/** The client once loaded, and how a component asks for it to be loaded. */
type Live = { client: LiveClient | null; need: () => void };

const LiveContext = createContext<Live>({ client: null, need: () => {} });

const idle: LiveStatus = { state: "idle", serverOffsetMs: 0 };
const idleStatus = () => idle;
const noStatus = () => () => {};
const eventsUrl = () => `${readPublicConfig().api_base_url}/events`;

/**
 * The tab's live connection, mounted once in the root. The client's code is fetched only when
 * something is to be watched (a component's channels, or a signed-in user's own channel), so a
 * guest's page without auctions downloads and opens nothing, and the root chunk stays small.
 */
export function LiveProvider({
  userId,
  userCursor,
  children,
}: {
  /** The signed-in user (null: a guest). */
  userId: string | null;
  /** Where the user's channel stood when the page was rendered. */
  userCursor?: LiveCursor;
  children: ReactNode;
}) {
  const [client, setClient] = useState<LiveClient | null>(null);
  const [needed, setNeeded] = useState(false);
  const need = useCallback(() => setNeeded(true), []);
  const wanted = needed || userId !== null;
  useEffect(() => {
    if (!wanted || client) return;
    let mounted = true;
    void import("./live-client").then(({ createLiveClient }) => {
      if (mounted) setClient(createLiveClient(eventsUrl));
    });
    return () => {
      mounted = false;
    };
  }, [wanted, client]);

  const { revalidate } = useRevalidator();
  useEffect(() => client?.onReset(() => void revalidate()), [client, revalidate]);
  const channel = userId ? userChannel(userId) : null;
  const seq = channel ? userCursor?.[channel] : undefined;
  useEffect(() => client?.setUser(channel, seq), [client, channel, seq]);
  useEffect(() => () => client?.close(), [client]);
  const value = useMemo(() => ({ client, need }), [client, need]);
  return <LiveContext value={value}>{children}</LiveContext>;
}

/**
 * Calls `onEvent` with each new event of `channels` while mounted, in order, once each.
 * `initialCursor` is the position the page's data was read at (readChannelPositions, read before
 * the data), so nothing between the server's render and the connection is lost; an event may
 * still repeat what the data already shows, so apply events idempotently (bids carry sequences).
 */
export function useLiveEvents(
  channels: LiveChannel[],
  onEvent: (event: LiveEvent) => void,
  initialCursor?: LiveCursor,
): void {
  const { client, need } = useContext(LiveContext);
  const handle = useEffectEvent(onEvent);
  const startingCursor = useEffectEvent(() => initialCursor);
  const key = channels.join();
  useEffect(() => {
    if (!key) return;
    if (!client) return need();
    return client.watch(key.split(",") as LiveChannel[], (event) => handle(event), startingCursor());
  }, [client, need, key]);
}

/** The connection's state, and the offset of the server's clock for countdowns. */
export function useLiveStatus(): LiveStatus {
  const { client } = useContext(LiveContext);
  return useSyncExternalStore(client?.onStatus ?? noStatus, client?.status ?? idleStatus, idleStatus);
}
