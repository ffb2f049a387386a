import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { AuctionCard } from "~/components/auctions/auction-card";
import { StatusBadge } from "~/components/auctions/status-badge";
import { Countdown } from "~/components/property/countdown";
import { PriceCalculator } from "~/components/property/price-calculator";
import { getServices } from "~/context.server";
import type { Boundaries } from "~/db/schema";
import { formatArea, formatDateTime, formatHijriDate, formatMoney, formatNumber } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import {
  AuctionIdSchema,
  getAuctionDetail,
  listSimilarAuctions,
} from "~/modules/auctions/get-auction-detail.server";
import { photoUrl } from "~/modules/media/photo-url";
import type { Route } from "./+types/auction-detail";

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = AuctionIdSchema.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  const { db } = getServices(context).database;
  const detail = await getAuctionDetail({ db, id: id.data });
  if (!detail) throw data(null, { status: 404 });
  const similar = await listSimilarAuctions({ db, detail });
  return { detail, similar, renderedAt: new Date().toISOString() };
}

const sides = ["north", "south", "east", "west"] as const;

export default function AuctionDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const ar = lang === "ar";
  const { detail, similar, renderedAt } = loaderData;
  const { auction, property, city, district, agent, photos, documents } = detail;
  const title = ar ? property.titleAr : property.titleEn;
  const place = ar ? `${district.nameAr}، ${city.nameAr}` : `${district.nameEn}, ${city.nameEn}`;
  const money = (v: number | null) => (v === null ? "—" : formatMoney(v, lang));
  const dateBoth = (d: Date) => (
    <>
      <time dateTime={d.toISOString()}>{formatDateTime(d, lang)}</time>
      <span className="text-muted block text-xs">
        {formatHijriDate(d, lang)} {ar ? "هـ" : "AH"}
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
    <div className="mx-auto max-w-7xl px-4 py-6">
      <title>{`${title} | ${t("meta.siteName")}`}</title>
      <meta
        name="description"
        content={(ar ? property.descriptionAr : property.descriptionEn).slice(0, 160)}
      />
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
            <StatusBadge status={auction.status} />
            <span className="text-muted text-sm">
              {t("auction.assetNumber")}: <span dir="ltr">{property.assetNumber}</span>
            </span>
          </div>
          <h1 className="mt-2 text-2xl leading-snug font-bold md:text-3xl">{title}</h1>
          <p className="text-muted mt-1">{place}</p>
        </div>
      </header>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0 space-y-6">
          <section aria-label={t("property.gallery")}>
            {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable). */}
            <ul
              className="flex snap-x snap-mandatory gap-2 overflow-x-auto rounded-2xl"
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              aria-label={t("property.gallery")}
            >
              {photos.map((photo, i) => {
                const src = photoUrl(photo.storageKey);
                return src ? (
                  <li key={photo.id} id={`photo-${i + 1}`} className="w-full shrink-0 snap-center">
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

          <section aria-labelledby="documents-title">
            <h2 id="documents-title" className="text-xl font-bold">
              {t("property.documents")}
            </h2>
            {documents.length ? (
              <ul className="mt-3 space-y-2">
                {documents.map((doc) => (
                  <li
                    key={doc.id}
                    className="border-subtle flex items-center justify-between gap-3 rounded-xl border px-4 py-3 text-sm"
                  >
                    <span>{ar ? doc.titleAr : doc.titleEn}</span>
                    <span className="text-muted" dir="ltr">
                      PDF · {formatNumber(Math.max(1, Math.round(doc.sizeBytes / 1024)), "en")} KB
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted mt-2">{t("property.noDocuments")}</p>
            )}
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

        <aside className="space-y-6">
          <section className="surface border-subtle rounded-2xl border p-5" aria-labelledby="facts-title">
            <h2 id="facts-title" className="text-xl font-bold">
              {t("property.keyFacts")}
            </h2>
            {auction.status === "current" || auction.status === "upcoming" ? (
              <div className="mt-4">
                <Countdown
                  target={(auction.status === "upcoming" ? auction.startsAt : auction.endsAt).toISOString()}
                  renderedAt={renderedAt}
                  mode={auction.status === "upcoming" ? "starts" : "ends"}
                />
              </div>
            ) : null}
            {auction.status === "cancelled" ? (
              <p className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
                {t("auction.cancelledByCommittee")}: {ar ? auction.cancelReasonAr : auction.cancelReasonEn}
              </p>
            ) : null}
            <dl className="mt-4 space-y-2 text-sm" data-testid="auction-facts">
              {(
                [
                  [t("auction.openingPrice"), money(auction.openingPrice)],
                  [t("property.startPrice"), money(auction.openingPrice)],
                  [t("property.maximumPrice"), money(auction.currentPrice)],
                  [t("auction.endPrice"), money(auction.endPrice)],
                  [
                    t("property.increment"),
                    auction.bidIncrement ? money(auction.bidIncrement) : t("property.incrementLadder"),
                  ],
                  [t("property.deposit"), money(auction.deposit)],
                  [t("property.beginDate"), dateBoth(auction.startsAt)],
                  [t("property.endDate"), dateBoth(auction.endsAt)],
                ] as [string, React.ReactNode][]
              ).map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4">
                  <dt className="text-muted">{label}</dt>
                  <dd className="text-end font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="text-muted mt-3 text-xs">{t("auction.bidsCount", { count: auction.bidCount })}</p>
          </section>
          <PriceCalculator
            initialPrice={auction.currentPrice ?? auction.openingPrice}
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
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <title>{`${notFound ? t("property.notFound") : t("property.loadError")} | ${t("meta.siteName")}`}</title>
      <h1 className="text-2xl font-bold">{notFound ? t("property.notFound") : t("property.loadError")}</h1>
      <p className="text-muted mt-2">{notFound ? t("property.notFoundBody") : t("property.loadErrorBody")}</p>
      <Link
        to={to("/auctions")}
        className="mt-6 inline-block rounded-lg bg-primary px-5 py-2.5 font-semibold"
      >
        {t("home.browse")}
      </Link>
    </div>
  );
}
