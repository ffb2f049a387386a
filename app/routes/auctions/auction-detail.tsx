import { lazy, Suspense, useState, type ComponentProps } from "react";
import { lazyIsland } from "~/lib/lazy-island";
import { useTranslation } from "~/i18n/use-translation";
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { useAuctionLive } from "~/components/bidding/use-auction-live";
import { AuctionFacts } from "~/components/property/auction-facts";
import { BiddingSection } from "~/components/property/bidding-section";
import { PropertyDetails, PropertyDirections, SellingAgent } from "~/components/property/property-details";
import { PropertyError } from "~/components/property/property-error";
import { PropertyGallery } from "~/components/property/property-gallery";
import { PropertyBreadcrumb, PropertyHeader } from "~/components/property/property-header";
import { PropertyLoadingNotice, useLoadingProperty } from "~/components/property/property-loading";
import {
  BidHistorySection,
  PropertyDescription,
  PropertyDocuments,
  PropertyLocation,
} from "~/components/property/property-sections";
import { RegaDisclosures } from "~/components/property/rega-disclosures";
import { PropertySeo } from "~/components/seo/property-seo";
import { getRequestInfo, getServices } from "~/context.server";
import { useLang } from "~/i18n/use-lang";
import { regaPanel } from "~/lib/auctions/rega-panel.server";
import { bidAction } from "~/lib/auctions/auction-detail-action.server";
import { WhenHydrated } from "~/lib/use-hydrated";
import { hasAnyRole, isStaff } from "~/modules/accounts/roles";
import {
  AuctionIdSchema,
  getAuctionDetail,
  listSimilarAuctions,
} from "~/modules/auctions/get-auction-detail.server";
import { isSellerOf } from "~/modules/auctions/list-owned-auctions.server";
import { countsAsView, recordPageView } from "~/modules/insights/page-views.server";
import { readBidPage } from "~/modules/bidding/list-bids.server";
import { getBiddingState } from "~/modules/bidding/get-bidding-state.server";
import { auctionChannel } from "~/modules/live/live-channels";
import { photoViews } from "~/modules/media/photo-url";
import { readChannelPositions } from "~/modules/live/read-live-events.server";
import type { Route } from "./+types/auction-detail";
import { principalsForBidding } from "~/modules/agents/agencies.server";

/*
 * Code a guest's first visit does not need, in chunks of their own (the page's JavaScript budget,
 * ADR 043). The server renders these parts with the page, so their forms work before (and
 * without) JavaScript, and the client loads their chunks before hydrating (`lazyIsland`), so a
 * click in them is never lost. The live watcher runs only in the browser: a plain lazy component.
 */
const BidPanel = lazyIsland("bid-panel", () =>
  import("~/components/bidding/bid-panel").then((m) => m.default),
);
const AuctionLiveWatcher = lazy(() =>
  import("~/components/property/widgets").then((m) => ({ default: m.AuctionLiveWatcher })),
);
const BidBar = lazyIsland("bid-bar", () => import("~/components/property/widgets").then((m) => m.BidBar));
const SimilarAuctions = lazyIsland("similar-auctions", () =>
  import("~/components/property/widgets").then((m) => m.SimilarAuctions),
);
const FavoriteButton = lazyIsland("property-favorite", () =>
  import("~/components/property/widgets").then((m) => m.PropertyFavoriteButton),
);
// Only agents with a principal see it; its form code stays out of everyone's first load.
const AgentBidForm = lazyIsland("agent-bid-form", () =>
  import("~/components/agents/agent-bid-form").then((m) => m.AgentBidForm),
);
const PriceCalculator = lazyIsland("price-calculator", () =>
  import("~/components/property/widgets").then((m) => m.PriceCalculator),
);

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = AuctionIdSchema.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  const { db, clock } = getServices(context).database;
  const { user, lang } = getRequestInfo(context);
  // The channel's position is read before the data it describes (ADR 013): an event that lands in
  // between is replayed to the page, never lost.
  const positions = await readChannelPositions({ db, channels: [auctionChannel(id.data)] });
  const [detail, bids] = await Promise.all([
    getAuctionDetail({ db, id: id.data }),
    // getAuctionDetail answers null for a missing or draft auction: the bids are then not shown.
    readBidPage({ db, auctionId: id.data, limit: 20 }),
  ]);
  if (!detail) throw data(null, { status: 404 });
  const counted =
    countsAsView(request, new URL(request.url).pathname) && !isSellerOf(detail, user?.id)
      ? recordPageView(db, { auctionId: id.data, at: clock.now() })
      : null;
  const [similar, bidding] = await Promise.all([
    listSimilarAuctions({ db, detail }),
    getBiddingState({ db, auction: detail.auction, userId: user?.id }),
    counted,
  ]);
  // An agent may bid for the principals whose agencies let them (ADR 036); staff never bid.
  const principals = user && !isStaff(user.roles) ? await principalsForBidding(db, user.id, clock.now()) : [];
  // What the page may know of the auction: never the reserve, nor who leads or won.
  const {
    reservePrice: _reserve,
    leaderUserId: _leader,
    winnerUserId: _winner,
    leaderPriorityUs: _priority,
    leadingBidId: _leadingBid,
    liveVideoUrl: _liveVideo,
    ...auction
  } = detail.auction;
  const { userId: agentUser, ...agent } = detail.agent;
  // Chat (issue 16): the property's owner answers, else the selling agent's own account.
  const chatWith = detail.property.ownerUserId ?? agentUser;
  return {
    chat: { auctionId: detail.auction.id, available: chatWith !== null && chatWith !== user?.id },
    detail: { ...detail, auction, agent },
    gallery: photoViews(detail.photos),
    similar,
    bids,
    // The clock bids are judged by (ADR 012): the countdown runs on it.
    renderedAt: clock.now().toISOString(),
    rega: regaPanel({
      lang,
      now: clock.now(),
      agentLicense: detail.agent.licenseNumber,
      advertisementLicense: detail.property.advertisementLicenseNumber,
      disclosures: detail.property.disclosures,
      auction: detail.auction,
    }),
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
          /** The committee and admins never register or bid (conflict of interest). */
          staff: isStaff(user.roles),
          ...bidding.me!,
          /** The forms without JavaScript send it, so a repeated post never bids twice. */
          formKey: crypto.randomUUID(),
          principals,
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

const isOpen = (status: string) => status === "upcoming" || status === "current";

export default function AuctionDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  // Another property is another page: its live state starts afresh.
  return <AuctionDetail key={loaderData.detail.auction.id} loaderData={loaderData} actionData={actionData} />;
}

function AuctionDetail({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { t } = useTranslation();
  const ar = useLang() === "ar";
  const loadingProperty = useLoadingProperty();
  const { detail, similar, bids, renderedAt, viewer } = loaderData;
  const { auction, property, city, district, agent, documents } = detail;
  const [live, setLive] = useAuctionLive(loaderData);
  const [watching] = useState(isOpen(auction.status));
  // The viewer's "Bidder N" here: from the data, or from their first bid's answer.
  const [myBidderNumber, setMyBidderNumber] = useState(viewer?.participation?.bidderNumber ?? null);
  const me = viewer?.participation?.bidderNumber ?? myBidderNumber;
  const title = ar ? property.titleAr : property.titleEn;
  const place = ar ? `${district.nameAr}، ${city.nameAr}` : `${district.nameEn}, ${city.nameEn}`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6" aria-busy={loadingProperty}>
      <PropertyLoadingNotice loading={loadingProperty} />
      <title>{`${title} | ${t("meta.siteName")}`}</title>
      <meta
        name="description"
        content={(ar ? property.descriptionAr : property.descriptionEn).slice(0, 160)}
      />
      <PropertySeo detail={detail} />
      <PropertyBreadcrumb assetNumber={property.assetNumber} />
      <PropertyHeader
        heart={
          <Suspense fallback={null}>
            <FavoriteButton auctionId={auction.id} />
          </Suspense>
        }
        status={live.status}
        assetNumber={property.assetNumber}
        title={title}
        place={place}
        open={isOpen(live.status)}
      />

      {/* Below lg one column: the photos, then the facts and the bidding panel near the top (not
          after the description, history, map and documents); from lg the panel is the side column. */}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 lg:col-start-1">
          <PropertyGallery photos={loaderData.gallery} />
        </div>
        <aside className="min-w-0 space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <AuctionFacts auction={auction} live={live} renderedAt={renderedAt}>
            {watching ? (
              <WhenHydrated>
                <Suspense fallback={null}>
                  <AuctionLiveWatcher
                    live={live}
                    setLive={setLive}
                    liveSeq={loaderData.bidding.liveSeq}
                    me={me}
                  />
                </Suspense>
              </WhenHydrated>
            ) : null}
          </AuctionFacts>
          <BiddingSection
            live={live}
            panel={
              viewer ? (
                <SignedInPanel
                  loaderData={loaderData}
                  actionData={actionData}
                  live={live}
                  setLive={setLive}
                  me={me}
                  onBidderNumber={setMyBidderNumber}
                />
              ) : null
            }
          />
          <Suspense fallback={null}>
            <PriceCalculator
              initialPrice={live.price ?? auction.openingPrice}
              areaM2={property.areaM2}
              commissionRateBp={auction.commissionRateBp}
            />
          </Suspense>
        </aside>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-2">
          <PropertyDescription property={property} />
          <PropertyDetails property={property} city={city} district={district} />
          <PropertyDirections property={property} />
          <BidHistorySection
            auctionId={auction.id}
            bids={bids.items}
            nextBefore={bids.nextBefore}
            live={live}
            me={me}
          />
          <PropertyLocation latitude={property.latitude} longitude={property.longitude} place={place} />
          <PropertyDocuments documents={documents} />
          <RegaDisclosures panel={loaderData.rega} />
          <SellingAgent agent={agent} chat={loaderData.chat} signedIn={loaderData.viewer !== null} />
        </div>
      </div>

      <Suspense fallback={null}>
        <SimilarAuctions auctions={similar} />
      </Suspense>
      {isOpen(live.status) ? (
        <Suspense fallback={null}>
          <BidBar
            live={live}
            openingPrice={auction.openingPrice}
            startsAt={auction.startsAt.toISOString()}
            renderedAt={renderedAt}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The signed-in viewer's bidding panel: registration, bids, auto-bid, and the committee's cancel. */
function SignedInPanel({
  loaderData,
  actionData,
  ...live
}: Pick<Route.ComponentProps, "loaderData" | "actionData"> &
  Pick<ComponentProps<typeof BidPanel>, "live" | "setLive" | "me" | "onBidderNumber">) {
  const ar = useLang() === "ar";
  const { detail, bidding, viewer } = loaderData;
  const { auction } = detail;
  const rulesDocument = detail.documents.find((doc) => doc.kind === "special_rules");
  if (!viewer) return null;
  return (
    <Suspense fallback={null}>
      <BidPanel
        auction={{
          id: auction.id,
          deposit: auction.deposit,
          commissionRateBp: auction.commissionRateBp,
          rulesVersion: auction.specialRulesVersion,
          firstIncrement: bidding.increment,
        }}
        rulesDocument={
          rulesDocument
            ? { id: rulesDocument.id, title: ar ? rulesDocument.titleAr : rulesDocument.titleEn }
            : null
        }
        viewer={viewer}
        actionData={actionData}
        {...live}
      />
      {viewer.principals.length > 0 && isOpen(live.live.status) && viewer.phoneVerified ? (
        <AgentBidForm
          principals={viewer.principals}
          rulesVersion={auction.specialRulesVersion}
          minimumNextBid={live.live.minimumNextBid}
          formKey={viewer.formKey}
          actionData={actionData}
        />
      ) : null}
    </Suspense>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <PropertyError notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
