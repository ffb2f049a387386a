import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { AuctionLive } from "~/components/bidding/live-state";
import { formatDateTime, formatHijriDate, formatMoney } from "~/i18n/format";
import { useLang } from "~/i18n/use-lang";
import { useLiveStatus } from "~/lib/use-live";
import type { AuctionDetail } from "~/modules/auctions/get-auction-detail.server";
import { Countdown } from "./countdown";

type Auction = Pick<
  AuctionDetail["auction"],
  "status" | "startsAt" | "endPrice" | "openingPrice" | "bidIncrement" | "deposit" | "hybrid"
>;

/** A date with its Umm al-Qura date beneath. */
function DateBoth({ date }: { date: Date }) {
  const lang = useLang();
  return (
    <>
      <time dateTime={date.toISOString()}>{formatDateTime(date, lang)}</time>
      <span className="text-muted block text-xs" data-testid="hijri-date">
        {formatHijriDate(date, lang)}
      </span>
    </>
  );
}

/**
 * The auction's key facts: the countdown while it is open, the prices, the deposit and the dates,
 * as the loader read them and live events moved them on. `children` holds the live watcher.
 */
export function AuctionFacts({
  auction,
  live,
  renderedAt,
  children,
}: {
  auction: Auction;
  live: AuctionLive;
  renderedAt: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const liveStatus = useLiveStatus();
  const open = live.status === "upcoming" || live.status === "current";
  const money = (v: number | null) => (v === null ? "—" : formatMoney(v, lang));
  const endPrice =
    auction.status === "finished" ? auction.endPrice : live.outcome === "sold" ? live.price : null;
  const facts: [string, ReactNode][] = [
    // The seed's "opening price" and "start price" are one value under one term (docs/glossary.md).
    [t("auction.openingPrice"), money(auction.openingPrice)],
    [
      t("property.maximumPrice"),
      <span data-testid="current-price">
        {live.price === null ? t("auction.bidsCount", { count: 0 }) : money(live.price)}
      </span>,
    ],
    ...(live.status === "finished" ? [[t("auction.endPrice"), money(endPrice)] as [string, string]] : []),
    [
      t("property.increment"),
      auction.bidIncrement ? money(auction.bidIncrement) : t("property.incrementLadder"),
    ],
    [t("property.deposit"), money(auction.deposit)],
    [
      t("property.auctionMode"),
      <span data-testid="auction-mode">
        {t(auction.hybrid ? "property.modeHybrid" : "property.modeOnline")}
      </span>,
    ],
    [t("property.beginDate"), <DateBoth date={auction.startsAt} />],
    [t("property.endDate"), <DateBoth date={new Date(live.endsAt)} />],
  ];
  return (
    <section className="surface border-subtle rounded-2xl border p-5" aria-labelledby="facts-title">
      <h2 id="facts-title" className="text-xl font-bold">
        {t("property.keyFacts")}
      </h2>
      {open ? (
        <div className="mt-4">
          <Countdown
            target={live.status === "upcoming" ? auction.startsAt.toISOString() : live.endsAt}
            renderedAt={renderedAt}
            mode={live.status === "upcoming" ? "starts" : "ends"}
            serverOffsetMs={liveStatus.state === "open" ? liveStatus.serverOffsetMs : undefined}
          />
        </div>
      ) : null}
      {children}
      {live.status === "cancelled" ? (
        <p
          className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
          data-testid="cancelled-notice"
        >
          {t("auction.cancelledByCommittee")}
          {live.cancelReason ? `: ${live.cancelReason[lang]}` : ""}
        </p>
      ) : null}
      <dl className="mt-4 space-y-2 text-sm" data-testid="auction-facts">
        {facts.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-muted">{label}</dt>
            <dd className="text-end font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-muted mt-3 text-xs">{t("auction.bidsCount", { count: live.bidCount })}</p>
    </section>
  );
}
