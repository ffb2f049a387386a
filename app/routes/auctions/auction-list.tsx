import { useTranslation } from "~/i18n/use-translation";
import { AuctionBrowser } from "~/components/auctions/auction-browser";
import { ListingError } from "~/components/auctions/listing-error";
import { SocialMeta } from "~/components/seo/social-meta";
import type { Route } from "./+types/auction-list";
import { loadListing } from "~/lib/auctions/load-listing.server";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadListing({ request, context });
}

export default function AuctionList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters } = loaderData;
  const heading =
    filters.status === "all" ? t("listing.title") : `${t("listing.title")}: ${t(`status.${filters.status}`)}`;
  return (
    <>
      <title>{`${heading} | ${t("meta.siteName")}`}</title>
      <meta name="description" content={t("listing.description")} />
      <SocialMeta title={`${heading} | ${t("meta.siteName")}`} description={t("listing.description")} />
      <AuctionBrowser basePath="/auctions" heading={heading} {...loaderData} />
    </>
  );
}

export function ErrorBoundary() {
  return <ListingError basePath="/auctions" />;
}
