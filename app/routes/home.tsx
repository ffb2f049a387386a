import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { AuctionCard } from "~/components/auctions/auction-card";
import { SocialMeta } from "~/components/seo/social-meta";
import { getServices } from "~/context.server";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { cachedFor } from "~/lib/short-cache.server";
import { publicStatuses } from "~/modules/auctions/auction-filter-params";
import { PAYMENT_LOGOS, PLATFORM_TRUST } from "~/content/platform-trust";
import { formatMoney, formatNumber } from "~/i18n/format";
import {
  completedSales,
  countAuctionsByStatus,
  findAuctionCards,
} from "~/modules/auctions/list-auctions.server";
import { listCitiesRecent } from "~/modules/auctions/list-cities.server";
import type { Route } from "./+types/home";

/** The group counts and cities change only as auctions open and close: a few seconds old is fine. */
const SUMMARY_TTL_MS = 5_000;
/** Completed sales change when an auction is sold: a minute old is fine. */
const SALES_TTL_MS = 60_000;

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = getServices(context).database;
  const [counts, endingSoon, upcoming, cities, sales] = await Promise.all([
    cachedFor(db, "home:counts", SUMMARY_TTL_MS, () => countAuctionsByStatus({ db })),
    findAuctionCards({ db, query: { status: "current", sort: "relevance", page: 1, pageSize: 6 } }),
    findAuctionCards({ db, query: { status: "upcoming", sort: "relevance", page: 1, pageSize: 3 } }),
    listCitiesRecent({ db }),
    cachedFor(db, "home:sales", SALES_TTL_MS, () => completedSales({ db })),
  ]);
  return {
    counts,
    endingSoon,
    upcoming,
    cities: cities.filter((c) => c.openAuctions > 0),
    sales,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { counts, endingSoon, upcoming, cities, sales } = loaderData;
  return (
    <>
      <title>{`${t("meta.siteName")} | ${t("meta.tagline")}`}</title>
      <meta name="description" content={t("meta.defaultDescription")} />
      <SocialMeta
        title={`${t("meta.siteName")} | ${t("meta.tagline")}`}
        description={t("meta.defaultDescription")}
      />
      <section className="bg-gradient-to-b from-brand-50 to-transparent dark:from-brand-950">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-2 md:pt-16">
          <p className="font-semibold text-primary">{t("home.title")}</p>
          <h1 className="mt-2 max-w-3xl text-3xl leading-tight font-bold text-balance md:text-5xl">
            {t("home.heroTitle")}
          </h1>
          <p className="text-muted mt-4 max-w-2xl text-lg">{t("home.heroBody")}</p>
          <Link
            to={to("/auctions")}
            className="mt-6 inline-block rounded-xl bg-primary px-6 py-3 font-semibold shadow-sm hover:opacity-90"
          >
            {t("home.browse")}
          </Link>
          <h2 className="sr-only">{t("home.stats")}</h2>
          <ul className="mt-10 grid grid-cols-2 gap-3 md:grid-cols-4">
            {publicStatuses.map((status) => (
              <li key={status}>
                <Link
                  to={`${to("/auctions")}?status=${status}`}
                  className="surface border-subtle block rounded-xl border p-4 hover:border-current"
                >
                  <span className="block text-sm font-semibold text-primary">{t(`status.${status}`)}</span>
                  <span className="mt-1 block text-lg font-bold">
                    {t("home.auctionsCount", { count: counts[status] })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CardSection first title={t("home.endingSoon")} href={`${to("/auctions")}?status=current`}>
        {endingSoon.map((auction, i) => (
          <AuctionCard key={auction.id} auction={auction} eager={i < 2} />
        ))}
      </CardSection>
      <CardSection title={t("home.upcoming")} href={`${to("/auctions")}?status=upcoming`}>
        {upcoming.map((auction) => (
          <AuctionCard key={auction.id} auction={auction} />
        ))}
      </CardSection>

      {cities.length ? (
        <section className="mx-auto max-w-7xl px-4 pt-12" aria-labelledby="cities-title">
          <h2 id="cities-title" className="text-2xl font-bold">
            {t("home.citiesTitle")}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {cities.map((city) => (
              <li key={city.id}>
                <Link
                  to={`${to("/auctions")}?city=${city.id}`}
                  className="border-subtle surface inline-flex items-center gap-2 rounded-full border px-4 py-2 hover:border-current"
                >
                  {lang === "ar" ? city.nameAr : city.nameEn}
                  <span className="text-muted text-sm">
                    {t("home.auctionsCount", { count: city.openAuctions })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <HowItWorks />
      <TrustBand sales={sales} />
    </>
  );
}

const steps = ["account", "register", "bid", "win"] as const;

/** The four steps from an account to a property, in plain words. */
function HowItWorks() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="mx-auto max-w-7xl px-4 pt-12" aria-labelledby="steps-title">
      <h2 id="steps-title" className="text-2xl font-bold">
        {t("home.steps.title")}
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, i) => (
          <li key={step} className="surface border-subtle flex gap-3 rounded-xl border p-4">
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full bg-primary font-bold"
            >
              {formatNumber(i + 1, lang)}
            </span>
            <div>
              <h3 className="font-bold">{t(`home.steps.${step}`)}</h3>
              <p className="text-muted mt-1 text-sm">{t(`home.steps.${step}Body`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * What a buyer checks before trusting a platform: its REGA licence, the sales it completed (real
 * figures), the ways to pay (self-hosted logos, no third-party requests) and the committee's contact.
 */
function TrustBand({ sales }: { sales: { count: number; total: number } }) {
  const { t } = useTranslation();
  const lang = useLang();
  const card = "surface border-subtle rounded-xl border p-5";
  return (
    <section className="mx-auto max-w-7xl px-4 pt-12" aria-labelledby="trust-title">
      <h2 id="trust-title" className="text-2xl font-bold">
        {t("home.trust.title")}
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        <div className={card}>
          <h3 className="font-bold">{t("home.trust.licenceTitle")}</h3>
          <p className="text-muted mt-1 text-sm" data-testid="rega-licence">
            {t("home.trust.licence", { number: PLATFORM_TRUST.regaLicence })}
          </p>
        </div>
        <div className={card}>
          <h3 className="font-bold">{t("home.trust.salesTitle")}</h3>
          <p className="mt-1 text-lg font-bold" data-testid="completed-sales">
            {t("home.trust.sales", { count: sales.count })}
          </p>
          {sales.count > 0 ? (
            <p className="text-muted text-sm">
              {t("home.trust.salesTotal", { total: formatMoney(sales.total, lang) })}
            </p>
          ) : null}
        </div>
        <div className={card}>
          <h3 className="font-bold">{t("home.payments.title")}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {PAYMENT_LOGOS.map((logo) => (
              <li key={logo.name}>
                <img
                  src={logo.src}
                  alt={logo.name}
                  width={60}
                  height={25}
                  className="border-subtle rounded-md border"
                />
              </li>
            ))}
          </ul>
          <p className="text-muted mt-2 text-sm">{t("home.payments.body")}</p>
        </div>
        <div className={card}>
          <h3 className="font-bold">{t("home.trust.contactTitle")}</h3>
          <p className="text-muted mt-1 text-sm">{t("home.trust.contactBody")}</p>
          <p className="mt-2 text-sm">
            {t("home.trust.phone")}:{" "}
            <a href={`tel:${PLATFORM_TRUST.committeePhone}`} className="font-semibold text-primary underline">
              <bdi dir="ltr">{PLATFORM_TRUST.committeePhone}</bdi>
            </a>
          </p>
          <p className="mt-1 text-sm">
            {t("home.trust.email")}:{" "}
            <a
              href={`mailto:${PLATFORM_TRUST.committeeEmail}`}
              className="font-semibold text-primary underline"
            >
              <bdi dir="ltr">{PLATFORM_TRUST.committeeEmail}</bdi>
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}

function CardSection({
  title,
  href,
  first = false,
  children,
}: {
  title: string;
  href: string;
  /** Right under the hero's counts: a smaller gap, no empty band. */
  first?: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const id = title.replace(/\s+/g, "-");
  return (
    <section className={`mx-auto max-w-7xl px-4 ${first ? "pt-8" : "pt-12"}`} aria-labelledby={id}>
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        <Link to={href} className="font-semibold text-primary hover:underline">
          {t("home.viewAll")}
        </Link>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </section>
  );
}
