import { useTranslation } from "~/i18n/use-translation";
import { AuctionBrowser } from "~/components/auctions/auction-browser";
import { ListingError } from "~/components/auctions/listing-error";
import type { Route } from "./+types/search";
import { loadListing } from "~/lib/auctions/load-listing.server";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadListing({ request, context });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters } = loaderData;
  const heading = filters.q ? t("searchPage.resultsFor", { q: filters.q }) : t("searchPage.title");
  return (
    <>
      <title>{`${heading} | ${t("meta.siteName")}`}</title>
      <meta name="description" content={t("searchPage.description")} />
      <AuctionBrowser basePath="/search" heading={heading} {...loaderData} />
    </>
  );
}

export function ErrorBoundary() {
  return <ListingError basePath="/search" />;
}
