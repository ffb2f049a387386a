import { lazy, Suspense, useMemo, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, Link, useLocation, useNavigation, useRouteError } from "react-router";
import { AuctionCard } from "~/components/auctions/auction-card";
import { StatusBadge } from "~/components/auctions/status-badge";
import { mergeLoaded, type AuctionLive } from "~/components/bidding/live-state";
import { BidHistory } from "~/components/property/bid-history";
import { Countdown } from "~/components/property/countdown";
import { DocumentList } from "~/components/property/document-list";
import { PriceCalculator } from "~/components/property/price-calculator";
import { PropertyError } from "~/components/property/property-error";
import { PropertyMap } from "~/components/property/property-map";
import { PropertySeo } from "~/components/seo/property-seo";
import { getRequestInfo, getServices } from "~/context.server";
import type { Boundaries } from "~/db/schema";
import { stripLangPrefix } from "~/i18n/config";
import { formatArea, formatDateTime, formatHijriDate, formatMoney, formatNumber } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { withRedirectTo } from "~/lib/redirect-target";
import { useLiveStatus } from "~/lib/use-live";
import { hasAnyRole } from "~/modules/accounts/roles";
import {
  AuctionIdSchema,
  getAuctionDetail,
  listSimilarAuctions,
} from "~/modules/auctions/get-auction-detail.server";
import { listBids } from "~/modules/auctions/list-bids.server";
import { getBiddingState } from "~/modules/bidding/get-bidding-state.server";
import { auctionChannel } from "~/modules/live/live-channels";
import { readChannelPositions } from "~/modules/live/read-live-events.server";
import { photoUrl } from "~/modules/media/photo-url";
import type { Route } from "./+types/auction-detail";
import { bidAction } from "~/lib/auctions/auction-detail-action.server";

/*
 * Signed-in users' bidding panel and the page's live updates are code a guest's first visit does
 * not need (the page's JavaScript budget, ADR 011): chunks of their own, fetched after hydration.
 * The panel is still rendered by the server, so its forms work before (and without) JavaScript.
 */
const BidPanel = lazy(() => import("~/components/bidding/bid-panel"));
const AuctionLiveWatcher = lazy(() => import("~/components/bidding/auction-live-watcher"));

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = AuctionIdSchema.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  const { db } = getServices(context).database;
  const { user } = getRequestInfo(context);
  // The channel's position is read before the data it describes (ADR 013): an event that lands in
  // between is replayed to the page, never lost.
  const positions = await readChannelPositions({ db, channels: [auctionChannel(id.data)] });
  const [detail, bids] = await Promise.all([
    getAuctionDetail({ db, id: id.data }),
    listBids({ db, auctionId: id.data, limit: 20 }),
  ]);
  if (!detail || !bids) throw data(null, { status: 404 });
  const [similar, bidding] = await Promise.all([
    listSimilarAuctions({ db, detail }),
    getBiddingState({ db, auction: detail.auction, userId: user?.id }),
  ]);
  // What the page may know of the auction: never the reserve, nor who leads or won.
  const {
    reservePrice: _reserve,
    leaderUserId: _leader,
    winnerUserId: _winner,
    leaderPriorityUs: _priority,
    leadingBidId: _leadingBid,
    ...auction
  } = detail.auction;
  return {
    detail: { ...detail, auction },
    similar,
    bids,
    renderedAt: new Date().toISOString(),
    bidding: {
      minimumNextBid: bidding.minimumNextBid,
      increment: bidding.increment,
      liveSeq: positions[auctionChannel(id.data)] ?? 0,
    },
    viewer: user
      ? {
          userId: user.id,
          phoneVerified: user.phoneVerified,
          canCancel: hasAnyRole(user.roles, ["committee", "admin"]),
          ...bidding.me!,
          /** The forms without JavaScript send it, so a repeated post never bids twice. */
          formKey: crypto.randomUUID(),
        }
      : null,
  };
}

export type AuctionPageData = Awaited<ReturnType<typeof loader>>;

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = AuctionIdSchema.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  return bidAction(request, context, id.data);
}

/** True while the router loads another property page (e.g. a suggested asset). */
function useLoadingProperty(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.state === "loading" ? navigation.location : undefined;
  return (
    !!target &&
    target.pathname !== location.pathname &&
    stripLangPrefix(target.pathname).startsWith("/mazadat/")
  );
}

const sides = ["north", "south", "east", "west"] as const;

const noSubscription = () => () => {};
/** False on the server and while hydrating, true afterwards. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

const isOpen = (status: string) => status === "upcoming" || status === "current";

/** The auction's changing part as the loader read it; live events move it on from there. */
function liveFromLoader({ detail: { auction }, bidding, bids }: AuctionPageData): AuctionLive {
  return {
    auctionId: auction.id,
    status: auction.status,
    price: auction.currentPrice,
    minimumNextBid: bidding.minimumNextBid,
    bidCount: auction.bidCount,
    endsAt: auction.endsAt.toISOString(),
    // The highest bid is always the latest.
    leaderBidderNumber: bids.items[0]?.bidderNumber ?? null,
    newBids: [],
    extendedTo: null,
    outcome: auction.outcome,
    winnerBidderNumber: null,
    cancelReason:
      auction.cancelReasonAr && auction.cancelReasonEn
        ? { ar: auction.cancelReasonAr, en: auction.cancelReasonEn }
        : null,
  };
}

/**
 * The live state of the page: the loader's data, moved on by live events and the bidder's own
 * answers; data loaded again (after a form) is merged in where it is the more recent.
 */
function useAuctionLive(loaderData: AuctionPageData) {
  const loaded = useMemo(() => liveFromLoader(loaderData), [loaderData]);
  const [live, setLive] = useState(loaded);
  const [lastLoaded, setLastLoaded] = useState(loaded);
  if (lastLoaded !== loaded) {
    setLastLoaded(loaded);
    setLive((state) => mergeLoaded(state, loaded));
  }
  return [live, setLive] as const;
}

export default function AuctionDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  // Another property is another page: its live state starts afresh.
  return <AuctionDetail key={loaderData.detail.auction.id} loaderData={loaderData} actionData={actionData} />;
}

function AuctionDetail({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  const ar = lang === "ar";
  const loadingProperty = useLoadingProperty();
  const hydrated = useHydrated();
  const liveStatus = useLiveStatus();
  const { detail, similar, bids, renderedAt, viewer } = loaderData;
  const { auction, property, city, district, agent, photos, documents } = detail;
  const [live, setLive] = useAuctionLive(loaderData);
  const [watching] = useState(isOpen(auction.status));
  // The viewer's "Bidder N" here: from the data, or from their first bid's answer.
  const [myBidderNumber, setMyBidderNumber] = useState(viewer?.participation?.bidderNumber ?? null);
  const me = viewer?.participation?.bidderNumber ?? myBidderNumber;
  const open = isOpen(live.status);
  const endsAt = new Date(live.endsAt);
  const endPrice =
    auction.status === "finished" ? auction.endPrice : live.outcome === "sold" ? live.price : null;
  const rulesDocument = documents.find((doc) => doc.kind === "special_rules");
  const title = ar ? property.titleAr : property.titleEn;
  const place = ar ? `${district.nameAr}، ${city.nameAr}` : `${district.nameEn}, ${city.nameEn}`;
  const money = (v: number | null) => (v === null ? "—" : formatMoney(v, lang));
  const dateBoth = (d: Date) => (
    <>
      <time dateTime={d.toISOString()}>{formatDateTime(d, lang)}</time>
      <span className="text-muted block text-xs" data-testid="hijri-date">
        {formatHijriDate(d, lang)}
      </span>
    </>
  );
  const boundaries = property.boundaries as Boundaries | null;
  const metres = (v: number | null) =>
    v === null ? t("property.notApplicable") : `${formatNumber(v, lang)} ${t("units.metres")}`;
  const count = (v: number | null) => (v === null ? t("property.notApplicable") : formatNumber(v, lang));

  const fields: [string, React.ReactNode][] = [
    [t("auction.assetNumber"), <span dir="ltr">{property.assetNumber}</span>],
    [t("auction.city"), ar ? city.nameAr : city.nameEn],
    [t("auction.district"), ar ? district.nameAr : district.nameEn],
    [t("property.category"), t(`category.${property.category}`)],
    [t("property.typeUse"), `${t(`category.${property.category}`)} / ${t(`use.${property.use}`)}`],
    [t("property.area"), formatArea(property.areaM2, lang)],
    [t("property.streetWidth"), metres(property.streetWidthM)],
    [t("property.schemeNumber"), property.schemeNumber ?? t("property.notApplicable")],
    [t("property.partNumber"), property.partNumber ?? t("property.notApplicable")],
    [t("property.instrumentNumber"), <span dir="ltr">{property.instrumentNumber}</span>],
    [t("property.rooms"), count(property.rooms)],
    [t("property.bathrooms"), count(property.bathrooms)],
    [t("property.receptions"), count(property.receptions)],
    ...(property.buildingAgeYears !== null
      ? [
          [t("property.buildingAge"), t("property.years", { count: property.buildingAgeYears })] as [
            string,
            string,
          ],
        ]
      : []),
    [
      t("property.coordinates"),
      <span dir="ltr">
        {property.latitude.toFixed(5)}, {property.longitude.toFixed(5)}
      </span>,
    ],
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 py-6" aria-busy={loadingProperty}>
      <p
        role="status"
        className={
          loadingProperty
            ? "fixed inset-x-0 top-0 z-50 mx-auto w-fit rounded-b-xl bg-primary px-5 py-2 font-semibold shadow-lg"
            : "sr-only"
        }
      >
        {loadingProperty ? t("property.loading") : ""}
      </p>
      <title>{`${title} | ${t("meta.siteName")}`}</title>
      <meta
        name="description"
        content={(ar ? property.descriptionAr : property.descriptionEn).slice(0, 160)}
      />
      <PropertySeo detail={detail} />
      <nav aria-label={t("property.breadcrumb")} className="text-muted text-sm">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to={to("/")} className="hover:underline">
              {t("nav.home")}
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
          <li>
            <Link to={to("/auctions")} className="hover:underline">
              {t("nav.auctions")}
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
          <li aria-current="page" dir="ltr">
            {property.assetNumber}
          </li>
        </ol>
      </nav>

      <header className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <div>
          <div className="flex items-center gap-2">
            <StatusBadge status={live.status} />
            <span className="text-muted text-sm">
              {t("auction.assetNumber")}: <span dir="ltr">{property.assetNumber}</span>
            </span>
          </div>
          <h1 className="mt-2 text-2xl leading-snug font-bold md:text-3xl">{title}</h1>
          <p className="text-muted mt-1">{place}</p>
        </div>
        {open ? (
          // On a phone the panel is below the property's details: one tap away.
          <a
            href="#bidding"
            className="rounded-lg bg-primary px-4 py-2 font-semibold hover:opacity-90 lg:hidden"
          >
            {t("bidPanel.title")}
          </a>
        ) : null}
      </header>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0 space-y-6">
          <section aria-label={t("property.gallery")}>
            {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
                Each item is `relative` so its visually hidden caption stays inside the scroller
                instead of widening the page on phones. */}
            <ul
              className="flex snap-x snap-mandatory gap-2 overflow-x-auto rounded-2xl"
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              aria-label={t("property.gallery")}
            >
              {photos.map((photo, i) => {
                const src = photoUrl(photo.storageKey);
                return src ? (
                  <li key={photo.id} id={`photo-${i + 1}`} className="relative w-full shrink-0 snap-center">
                    <img
                      src={src}
                      alt={ar ? photo.altAr : photo.altEn}
                      width={photo.width}
                      height={photo.height}
                      loading={i === 0 ? "eager" : "lazy"}
                      fetchPriority={i === 0 ? "high" : "auto"}
                      className="aspect-[3/2] w-full rounded-2xl object-cover"
                    />
                    <span className="sr-only">{t("property.photo", { n: i + 1, total: photos.length })}</span>
                  </li>
                ) : null;
              })}
            </ul>
          </section>

          <section aria-labelledby="description-title">
            <h2 id="description-title" className="text-xl font-bold">
              {t("property.description")}
            </h2>
            <p className="mt-2 leading-8">{ar ? property.descriptionAr : property.descriptionEn}</p>
          </section>

          <section aria-labelledby="details-title">
            <h2 id="details-title" className="text-xl font-bold">
              {t("property.details")}
            </h2>
            <dl
              className="border-subtle mt-3 grid overflow-hidden rounded-2xl border sm:grid-cols-2"
              data-testid="property-fields"
            >
              {fields.map(([label, value]) => (
                <div
                  key={label}
                  className="border-subtle flex justify-between gap-4 border-b px-4 py-3 text-sm"
                >
                  <dt className="text-muted">{label}</dt>
                  <dd className="text-end font-medium">{value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="directions-title">
            <h2 id="directions-title" className="text-xl font-bold">
              {t("property.directions")}
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {sides.map((side) => {
                const length = property[`${side}M`];
                const bound = boundaries?.[side];
                return (
                  <li key={side} className="surface-muted rounded-xl px-4 py-3 text-sm">
                    <span className="font-semibold">{t(`property.${side}`)}: </span>
                    {bound ? `${ar ? bound.ar : bound.en} — ` : ""}
                    {t("property.length", { length: `${formatNumber(length, lang)} ${t("units.metres")}` })}
                  </li>
                );
              })}
            </ul>
          </section>

          <section aria-labelledby="bids-title">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="bids-title" className="text-xl font-bold">
                {t("property.bidHistory")}
              </h2>
              <p className="text-muted text-sm" data-testid="bid-count">
                {t("auction.bidsCount", { count: live.bidCount })}
              </p>
            </div>
            <BidHistory
              auctionId={auction.id}
              bids={bids.items}
              nextBefore={bids.nextBefore}
              liveBids={live.newBids}
              myBidderNumber={me}
            />
          </section>

          <section aria-labelledby="location-title">
            <h2 id="location-title" className="text-xl font-bold">
              {t("property.location")}
            </h2>
            <PropertyMap latitude={property.latitude} longitude={property.longitude} />
          </section>

          <section aria-labelledby="documents-title">
            <h2 id="documents-title" className="text-xl font-bold">
              {t("property.documents")}
            </h2>
            <DocumentList documents={documents} />
          </section>

          <section aria-labelledby="agent-title" className="surface-muted rounded-2xl p-5">
            <h2 id="agent-title" className="text-xl font-bold">
              {t("property.sellingAgent")}
            </h2>
            <p className="mt-2 font-semibold">{ar ? agent.nameAr : agent.nameEn}</p>
            <p className="text-muted text-sm">{t("property.license", { number: agent.licenseNumber })}</p>
            <p className="mt-1 text-sm">
              <a href={`tel:${agent.phone}`} dir="ltr" className="text-primary hover:underline">
                {agent.phone}
              </a>
            </p>
          </section>
        </div>

        <aside className="min-w-0 space-y-6">
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
            {watching && hydrated ? (
              <Suspense fallback={null}>
                <AuctionLiveWatcher
                  live={live}
                  setLive={setLive}
                  liveSeq={loaderData.bidding.liveSeq}
                  me={me}
                />
              </Suspense>
            ) : null}
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
              {(
                [
                  // One value under both of the seed's names (product.md glossary).
                  [`${t("auction.openingPrice")} / ${t("property.startPrice")}`, money(auction.openingPrice)],
                  [
                    t("property.maximumPrice"),
                    <span data-testid="current-price">
                      {live.price === null ? t("auction.bidsCount", { count: 0 }) : money(live.price)}
                    </span>,
                  ],
                  ...(live.status === "finished"
                    ? [[t("auction.endPrice"), money(endPrice)] as [string, string]]
                    : []),
                  [
                    t("property.increment"),
                    auction.bidIncrement ? money(auction.bidIncrement) : t("property.incrementLadder"),
                  ],
                  [t("property.deposit"), money(auction.deposit)],
                  [t("property.beginDate"), dateBoth(auction.startsAt)],
                  [t("property.endDate"), dateBoth(endsAt)],
                ] as [string, React.ReactNode][]
              ).map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4">
                  <dt className="text-muted">{label}</dt>
                  <dd className="text-end font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="text-muted mt-3 text-xs">{t("auction.bidsCount", { count: live.bidCount })}</p>
          </section>
          <section
            id="bidding"
            className="surface border-subtle scroll-mt-24 rounded-2xl border p-5"
            aria-labelledby="bidding-title"
            data-testid="bid-panel"
          >
            <h2 id="bidding-title" className="text-xl font-bold">
              {t("bidPanel.title")}
            </h2>
            {open ? (
              <p className="mt-3 flex flex-wrap items-baseline justify-between gap-x-4">
                <span className="text-muted text-sm">{t("bidPanel.minimumNextBid")}</span>
                <strong className="text-primary text-xl tabular-nums" data-testid="minimum-next-bid">
                  {money(live.minimumNextBid)}
                </strong>
              </p>
            ) : (
              <p className="text-muted mt-3 text-sm">
                {t(live.status === "cancelled" ? "bidPanel.status.cancelled" : "bidPanel.status.ended")}
              </p>
            )}
            {viewer ? (
              <Suspense fallback={null}>
                <BidPanel
                  auction={{
                    id: auction.id,
                    deposit: auction.deposit,
                    commissionRateBp: auction.commissionRateBp,
                    rulesVersion: auction.specialRulesVersion,
                    firstIncrement: loaderData.bidding.increment,
                  }}
                  rulesDocument={
                    rulesDocument
                      ? { id: rulesDocument.id, title: ar ? rulesDocument.titleAr : rulesDocument.titleEn }
                      : null
                  }
                  live={live}
                  setLive={setLive}
                  viewer={viewer}
                  me={me}
                  onBidderNumber={setMyBidderNumber}
                  actionData={actionData}
                />
              </Suspense>
            ) : open ? (
              <>
                <p className="text-muted mt-3 text-sm">{t("bidPanel.loginHint")}</p>
                <Link
                  to={withRedirectTo(to("/login"), pathname)}
                  className="mt-3 block rounded-lg bg-primary px-4 py-2.5 text-center font-semibold hover:opacity-90"
                >
                  {t("bidPanel.loginToBid")}
                </Link>
              </>
            ) : null}
          </section>
          <PriceCalculator
            initialPrice={live.price ?? auction.openingPrice}
            areaM2={property.areaM2}
            commissionRateBp={auction.commissionRateBp}
          />
        </aside>
      </div>

      {similar.length ? (
        <section className="mt-12" aria-labelledby="similar-title">
          <h2 id="similar-title" className="text-2xl font-bold">
            {t("property.similar")}
          </h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {similar.map((card) => (
              <AuctionCard key={card.id} auction={card} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <PropertyError notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
