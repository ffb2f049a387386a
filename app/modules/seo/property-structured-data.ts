import type { Lang } from "~/i18n/config";
import { absoluteUrl, halalasToDecimal, pageUrls } from "~/lib/seo";
import type { AuctionDetail } from "~/modules/auctions/get-auction-detail.server";
import { photoUrl } from "~/modules/media/photo-url";

/**
 * What the structured data needs from an auction's detail. Structural, so the page's loader data
 * fits as it is; the region is optional because not every detail query selects it.
 */
export type StructuredDataSource = {
  auction: Pick<
    AuctionDetail["auction"],
    | "id"
    | "status"
    | "openingPrice"
    | "currentPrice"
    | "endPrice"
    | "startsAt"
    | "endsAt"
    | "announcedAt"
    | "createdAt"
    | "updatedAt"
  >;
  property: Pick<
    AuctionDetail["property"],
    | "assetNumber"
    | "category"
    | "titleAr"
    | "titleEn"
    | "descriptionAr"
    | "descriptionEn"
    | "areaM2"
    | "rooms"
    | "bathrooms"
    | "latitude"
    | "longitude"
  >;
  city: { nameAr: string; nameEn: string; regionAr?: string; regionEn?: string };
  agent: Pick<AuctionDetail["agent"], "nameAr" | "nameEn" | "phone" | "licenseNumber">;
  photos: Pick<AuctionDetail["photos"][number], "storageKey" | "altAr" | "altEn" | "width" | "height">[];
};

type Category = StructuredDataSource["property"]["category"];

/** Buildings people live or work in are Accommodation (with floor size and rooms); land is a Place. */
const placeType: Record<Category, string> = {
  apartment: "Apartment",
  villa: "SingleFamilyResidence",
  house: "House",
  building: "Accommodation",
  commercial: "Accommodation",
  land: "Place",
  farm: "Place",
};

const availability: Record<StructuredDataSource["auction"]["status"], string | null> = {
  draft: null,
  upcoming: "https://schema.org/InStock",
  current: "https://schema.org/InStock",
  finished: "https://schema.org/SoldOut",
  cancelled: "https://schema.org/Discontinued",
};

/** The price a searcher should see: the hammer price once sold, else the highest bid, else the opening. */
export function listingPrice(auction: StructuredDataSource["auction"]): number {
  return auction.endPrice ?? auction.currentPrice ?? auction.openingPrice;
}

/** The photos a share card can show, with absolute URLs; uploads without a public URL are left out. */
export function sharePhotos(source: Pick<StructuredDataSource, "photos">, origin: string, lang: Lang) {
  return source.photos.flatMap((photo) => {
    const path = photoUrl(photo.storageKey);
    if (!path) return [];
    return [
      {
        url: absoluteUrl(origin, path),
        alt: lang === "ar" ? photo.altAr : photo.altEn,
        width: photo.width,
        height: photo.height,
      },
    ];
  });
}

/**
 * schema.org description of one auction page: a RealEstateListing whose offer is the auction
 * (price in SAR, open from start to end) and a BreadcrumbList matching the visible breadcrumb.
 */
export function buildPropertyStructuredData({
  source,
  lang,
  origin,
  labels,
}: {
  source: StructuredDataSource;
  lang: Lang;
  origin: string;
  labels: { home: string; auctions: string };
}) {
  const { auction, property, city, agent } = source;
  const ar = lang === "ar";
  const page = (path: string) => pageUrls({ origin, pathname: path, lang }).canonical;
  const url = page(`/mazadat/${auction.id}`);
  const title = ar ? property.titleAr : property.titleEn;
  const region = ar ? city.regionAr : city.regionEn;
  const accommodation = placeType[property.category] !== "Place";

  const about = {
    "@type": placeType[property.category],
    name: title,
    address: {
      "@type": "PostalAddress",
      addressLocality: ar ? city.nameAr : city.nameEn,
      ...(region ? { addressRegion: region } : {}),
      addressCountry: "SA",
    },
    geo: { "@type": "GeoCoordinates", latitude: property.latitude, longitude: property.longitude },
    ...(accommodation
      ? {
          floorSize: { "@type": "QuantitativeValue", value: property.areaM2, unitCode: "MTK" },
          ...(property.rooms !== null ? { numberOfRooms: property.rooms } : {}),
          ...(property.bathrooms !== null ? { numberOfBathroomsTotal: property.bathrooms } : {}),
        }
      : {
          additionalProperty: {
            "@type": "PropertyValue",
            propertyID: "landArea",
            value: property.areaM2,
            unitCode: "MTK",
          },
        }),
  };

  const state = availability[auction.status];
  const offer = {
    "@type": "Offer",
    url,
    price: halalasToDecimal(listingPrice(auction)),
    priceCurrency: "SAR",
    availabilityStarts: auction.startsAt.toISOString(),
    availabilityEnds: auction.endsAt.toISOString(),
    ...(state ? { availability: state } : {}),
    seller: {
      "@type": "RealEstateAgent",
      name: ar ? agent.nameAr : agent.nameEn,
      telephone: agent.phone,
      identifier: agent.licenseNumber,
    },
  };

  const listing = {
    "@type": "RealEstateListing",
    "@id": `${url}#listing`,
    name: title,
    description: ar ? property.descriptionAr : property.descriptionEn,
    url,
    inLanguage: lang,
    identifier: property.assetNumber,
    image: sharePhotos(source, origin, lang).map((p) => p.url),
    datePosted: (auction.announcedAt ?? auction.createdAt).toISOString(),
    dateModified: auction.updatedAt.toISOString(),
    about,
    offers: offer,
  };

  const breadcrumbs = {
    "@type": "BreadcrumbList",
    itemListElement: [
      { name: labels.home, item: page("/") },
      { name: labels.auctions, item: page("/auctions") },
      { name: title, item: url },
    ].map((crumb, i) => ({ "@type": "ListItem", position: i + 1, ...crumb })),
  };

  return { "@context": "https://schema.org", "@graph": [listing, breadcrumbs] };
}
