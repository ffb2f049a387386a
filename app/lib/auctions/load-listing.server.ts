import { data, redirect } from "react-router";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { AuctionFiltersSchema, toAuctionQuery } from "~/modules/auctions/auction-filters";
import { findAuctionByAssetNumber, listAuctions } from "~/modules/auctions/list-auctions.server";
import { listDistricts } from "~/modules/auctions/list-districts.server";
import type { RouterContextProvider } from "react-router";

/**
 * The loader behind /auctions and /search: validates the query string (a bad value is a 400 that
 * names the fields, never a guess), opens the property when the search is an exact asset number,
 * and lists one page of matching auctions with the districts for the filter form.
 */
export async function loadListing({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const url = new URL(request.url);
  const parsed = AuctionFiltersSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    throw data({ fields }, { status: 400 });
  }
  const filters = parsed.data;
  const { db } = getServices(context).database;
  const { lang } = getRequestInfo(context);
  if (filters.q) {
    const id = await findAuctionByAssetNumber({ db, text: filters.q });
    if (id) throw redirect(localizePath(`/mazadat/${id}`, lang));
  }
  const [result, districts] = await Promise.all([
    listAuctions({ db, query: toAuctionQuery(filters) }),
    listDistricts({ db }),
  ]);
  return {
    ...result,
    filters,
    districts: districts.map((d) => ({
      id: d.id,
      cityId: d.cityId,
      name: lang === "ar" ? d.nameAr : d.nameEn,
    })),
  };
}

export type ListingData = Awaited<ReturnType<typeof loadListing>>;
