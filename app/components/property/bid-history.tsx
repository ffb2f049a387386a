import { useId, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { formatDateTime, formatHijriCompact, formatMoney, formatNumber } from "~/i18n/format";
import { useLang } from "~/i18n/use-lang";
import type { PublicBid } from "~/modules/bidding/list-bids.server";
import type { LiveBid } from "~/modules/live/live-channels";

type Props = {
  auctionId: number;
  bids: PublicBid[];
  /** `before` for the next older page, null when `bids` reach the first bid. */
  nextBefore: number | null;
  /** Bids that arrived live after `bids` were read, newest first (repeats are dropped). */
  liveBids?: readonly LiveBid[];
  /** The viewer's own "Bidder N" in this auction: their rows read "You". */
  myBidderNumber?: number | null;
};

type ApiBidPage = {
  data: (Omit<PublicBid, "placedAt"> & { placedAt: string })[];
  nextBefore: number | null;
};

/** The auction's bids, newest first, the bidders masked ("Bidder 7"); older pages on request. */
export function BidHistory({
  auctionId,
  bids: latest,
  nextBefore: latestNext,
  liveBids = [],
  myBidderNumber = null,
}: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const [older, setOlder] = useState<PublicBid[]>([]);
  const [next, setNext] = useState(latestNext);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const newest = latest[0]?.sequence ?? 0;
  const arrived = liveBids
    .filter((bid) => bid.sequence > newest)
    .map((bid) => ({ ...bid, placedAt: new Date(bid.placedAt) }));
  const bids = [...arrived, ...latest, ...older];

  async function loadOlder() {
    if (next === null) return;
    setState("loading");
    try {
      // Loaded on demand: most visitors never ask for older bids.
      const { apiClient } = await import("~/lib/api-client");
      const page = await apiClient()<ApiBidPage>(`/auctions/${auctionId}/bids`, {
        query: { before: next, limit: 20 },
      });
      setOlder((rows) => [...rows, ...page.data.map((b) => ({ ...b, placedAt: new Date(b.placedAt) }))]);
      setNext(page.nextBefore);
      setState("idle");
    } catch {
      setState("failed");
    }
  }

  if (!bids.length) return <p className="text-muted mt-2">{t("property.noBids")}</p>;
  // Below sm each row is stacked on two lines (sequence, bidder and amount; then the source and
  // the time, each named), so no column is cut off at 360 px; from sm up it is a plain table.
  const named =
    "px-3 py-2 whitespace-nowrap max-sm:p-0 max-sm:text-xs max-sm:text-[var(--text-muted)] max-sm:before:me-1 max-sm:before:font-semibold max-sm:before:content-[attr(data-label)]";
  return (
    <>
      {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable). */}
      <div
        className="border-subtle mt-3 overflow-x-auto rounded-2xl border"
        role="group"
        aria-labelledby={`${id}-caption`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="w-full text-sm max-sm:block" data-testid="bid-history">
          <caption id={`${id}-caption`} className="sr-only">
            {t("property.bidHistory")}
          </caption>
          <thead className="surface-muted max-sm:sr-only">
            <tr>
              {(["bidSequence", "bidderColumn", "bidAmount", "bidSource", "bidTime"] as const).map((key) => (
                <th key={key} scope="col" className="px-3 py-2 text-start font-semibold whitespace-nowrap">
                  {t(`property.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {bids.map((bid, i) => (
              <tr
                key={bid.sequence}
                className="border-subtle border-t max-sm:grid max-sm:grid-cols-[auto_minmax(0,1fr)_auto] max-sm:items-baseline max-sm:gap-x-2 max-sm:gap-y-0.5 max-sm:px-3 max-sm:py-2 max-sm:first:border-t-0"
              >
                <td className="px-3 py-2 tabular-nums max-sm:p-0">{formatNumber(bid.sequence, lang)}</td>
                <th
                  scope="row"
                  className="px-3 py-2 text-start font-medium whitespace-nowrap max-sm:truncate max-sm:p-0"
                >
                  {bid.bidderNumber === myBidderNumber
                    ? t("bidPanel.you")
                    : t("property.bidder", { n: bid.bidderNumber })}
                </th>
                <td
                  className={`px-3 py-2 whitespace-nowrap tabular-nums max-sm:p-0 max-sm:text-end ${i === 0 ? "font-bold" : ""}`}
                >
                  {formatMoney(bid.amount, lang)}
                </td>
                <td data-label={t("property.bidSource")} className={`${named} max-sm:col-span-2`}>
                  {t(`property.bidSources.${bid.source}`)}
                </td>
                <td data-label={t("property.bidTime")} className={`${named} max-sm:text-end`}>
                  <time dateTime={bid.placedAt.toISOString()}>{formatDateTime(bid.placedAt, lang)}</time>
                  {lang === "ar" ? (
                    <span className="text-muted block text-xs" data-testid="hijri-date">
                      {formatHijriCompact(bid.placedAt, lang)}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {next !== null ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => void loadOlder()}
            disabled={state === "loading"}
            className="border-subtle rounded-lg border px-4 py-2 text-sm font-semibold hover:bg-[var(--surface-muted)] disabled:opacity-60"
          >
            {state === "loading" ? t("property.loading") : t("property.olderBids")}
          </button>
          {state === "failed" ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t("property.olderBidsFailed")}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
