import { useState, type Dispatch, type SetStateAction } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { formatDateTime } from "~/i18n/format";
import { useLang } from "~/i18n/use-lang";
import { useLiveEvents, useLiveStatus } from "~/lib/use-live";
import { auctionChannel } from "~/modules/live/live-channels";
import { applyAuctionEvent, liveNews, type LiveNews } from "./auction-live";
import type { AuctionLive } from "./live-state";

/** The notifications whose news `describe` gives (the bidder's own bid: the panel's success). */
const pageSaysEvents = [
  "outbid",
  "auction_extended",
  "auction_won",
  "auction_lost",
  "auction_cancelled",
] as const;

type Props = {
  live: AuctionLive;
  setLive: Dispatch<SetStateAction<AuctionLive>>;
  /** The auction channel's position when the page's data was read. */
  liveSeq: number;
  /** The watcher's own bidder number in this auction, if they have bid. */
  me: number | null;
};

/**
 * Keeps the property page live (a chunk of its own, fetched after the page has hydrated): applies
 * the auction channel's events to the page's state, says what matters in one polite live region
 * (not every bid), shows when a late bid extended the auction and when the connection is being
 * restored. The live client resumes a dropped stream from its last event, so nothing is missed.
 */
export default function AuctionLiveWatcher({ live, setLive, liveSeq, me }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const channel = auctionChannel(live.auctionId);
  useLiveEvents([channel], (event) => setLive((state) => applyAuctionEvent(state, event)), {
    [channel]: liveSeq,
  });
  const { state } = useLiveStatus();

  // What the previous render showed: the news is the difference (React's "adjusting state while
  // rendering" pattern, so the words are ready in the same render as the change).
  const [seen, setSeen] = useState({ live, me });
  const [announcement, setAnnouncement] = useState("");
  if (seen.live !== live || seen.me !== me) {
    setSeen({ live, me });
    const news = liveNews(seen.live, live, { before: seen.me, after: me });
    if (news) {
      const text = describe(news);
      // The same words twice in a row (outbid again) must still be read out.
      setAnnouncement((said) => (said === text ? `${text}\u00a0` : text));
    }
  }

  function describe(news: LiveNews): string {
    const parts: string[] = [];
    if (news.started) parts.push(t("bidPanel.status.started"));
    if (news.cancelled !== undefined) {
      parts.push(t("bidPanel.status.cancelled"));
      if (news.cancelled) parts.push(t("bidPanel.status.reason", { reason: news.cancelled[lang] }));
    }
    if (news.ended) {
      parts.push(t("bidPanel.status.ended"));
      if (news.ended === "won") parts.push(t("bidPanel.status.won"));
      if (news.ended === "lost") parts.push(t("bidPanel.status.lost"));
      if (news.ended === "noSale") parts.push(t("bidPanel.status.noSale"));
    }
    if (news.extendedTo) {
      parts.push(t("bidPanel.status.extended", { time: formatDateTime(new Date(news.extendedTo), lang) }));
    }
    if (news.leading) parts.push(t("bidPanel.status.leading"));
    if (news.outbid) parts.push(t("bidPanel.status.outbid"));
    return parts.join(" ");
  }

  return (
    <>
      {/* The notifications about this auction that this region reads out: no toast repeats them. */}
      <p
        role="status"
        className="sr-only"
        data-testid="live-announcer"
        data-page-says={pageSaysEvents.map((event) => `${event}:${live.auctionId}`).join(" ")}
      >
        {announcement}
      </p>
      {live.extendedTo && live.status === "current" ? (
        <p
          className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
          data-testid="extended-banner"
        >
          {t("bidPanel.status.extended", { time: formatDateTime(new Date(live.extendedTo), lang) })}
        </p>
      ) : null}
      {state === "reconnecting" ? (
        <p className="text-muted mt-3 flex items-center gap-2 text-xs" data-testid="live-reconnecting">
          <span className="size-2 animate-pulse rounded-full bg-amber-500" aria-hidden="true" />
          {t("bidPanel.status.reconnecting")}
        </p>
      ) : null}
    </>
  );
}
