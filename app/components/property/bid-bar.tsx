import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { AuctionLive } from "~/components/bidding/live-state";
import { formatMoney, formatNumber } from "~/i18n/format";
import { useLang } from "~/i18n/use-lang";
import { useLiveStatus } from "~/lib/use-live";
import { useNow, useServerOffset } from "~/lib/use-server-clock";

/**
 * The phone's bid bar (below lg, while the auction is open): the current price, the minimum next
 * bid, the time left and the way to the bidding panel, fixed at the bottom of the screen so they
 * stay within reach however far the page is scrolled. The page's end is padded by its height
 * (app.css, `data-bid-bar`), so it covers no content, and toasts rise above it. Its figures are
 * shown in the panel and the key facts too: screen readers find it as a labelled region, and it
 * announces nothing itself (the page's live region does).
 */
export function BidBar({
  live,
  openingPrice,
  startsAt,
  renderedAt,
}: {
  live: AuctionLive;
  openingPrice: number;
  startsAt: string;
  renderedAt: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const bar = useRef<HTMLElement>(null);

  // The page's end is padded by the bar's real height (larger text, a wrapped label).
  useEffect(() => {
    const el = bar.current;
    if (!el) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty("--bid-bar-height", `${el.getBoundingClientRect().height}px`),
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--bid-bar-height");
    };
  }, []);

  const upcoming = live.status === "upcoming";
  const stats: [string, string, string][] = [
    [
      live.price === null ? t("auction.openingPrice") : t("auction.currentPrice"),
      formatMoney(live.price ?? openingPrice, lang),
      "bid-bar-price",
    ],
    [t("bidPanel.minimumNextBid"), formatMoney(live.minimumNextBid, lang), "bid-bar-minimum"],
  ];

  return (
    <section
      ref={bar}
      data-bid-bar=""
      aria-label={t("bidPanel.bar.label")}
      className="surface border-subtle fixed inset-x-0 bottom-0 z-30 border-t px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] lg:hidden"
      data-testid="bid-bar"
    >
      {/* Two lines: the price and the minimum; then the time left beside the action. */}
      <div className="mx-auto grid max-w-3xl grid-cols-2 items-center gap-x-3 gap-y-1.5">
        <dl className="contents">
          {stats.map(([label, value, testId]) => (
            <div key={testId} className="min-w-0 leading-tight">
              <dt className="text-muted truncate text-xs">{label}</dt>
              <dd className="mt-0.5 font-bold whitespace-nowrap tabular-nums" data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
          <div className="min-w-0 leading-tight">
            <dt className="text-muted truncate text-xs">
              {t(upcoming ? "property.startsIn" : "property.endsIn")}
            </dt>
            <dd
              className="mt-0.5 text-sm font-bold whitespace-nowrap tabular-nums"
              data-testid="bid-bar-time"
            >
              <TimeLeft target={upcoming ? startsAt : live.endsAt} renderedAt={renderedAt} />
            </dd>
          </div>
        </dl>
        <a
          href="#bidding"
          onClick={() => {
            // After the jump, straight to the amount when the bidder's form is there.
            requestAnimationFrame(() =>
              document.querySelector<HTMLInputElement>("#bidding input[data-keep-typed]")?.focus(),
            );
          }}
          className="bg-primary rounded-lg px-4 py-2 text-center text-sm font-semibold hover:opacity-90"
          data-testid="bid-bar-action"
        >
          {t("bidPanel.bar.action")}
        </a>
      </div>
    </section>
  );
}

/** "2 days 04:05" or "04:05:06": compact, on the server's clock. */
function TimeLeft({ target, renderedAt }: { target: string; renderedAt: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const liveStatus = useLiveStatus();
  const pageOffset = useServerOffset(renderedAt);
  const now = useNow(liveStatus.state === "open" ? liveStatus.serverOffsetMs : pageOffset);
  const left = Math.max(0, Date.parse(target) - now);
  const two = (n: number) => formatNumber(n, lang).padStart(2, formatNumber(0, lang));
  const days = Math.floor(left / 86_400_000);
  const hours = two(Math.floor(left / 3_600_000) % 24);
  const minutes = two(Math.floor(left / 60_000) % 60);
  const seconds = two(Math.floor(left / 1000) % 60);
  return (
    <span suppressHydrationWarning>
      {days > 0 ? (
        <>
          {t("bidPanel.bar.days", { count: days })} <bdi dir="ltr">{`${hours}:${minutes}`}</bdi>
        </>
      ) : (
        <bdi dir="ltr">{`${hours}:${minutes}:${seconds}`}</bdi>
      )}
    </span>
  );
}
