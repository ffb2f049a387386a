import { describe, expect, it } from "vitest";
import {
  buildPropertyStructuredData,
  listingPrice,
  sharePhotos,
  type StructuredDataSource,
} from "./property-structured-data";

const origin = "https://mazad.example";
const labels = { home: "Home", auctions: "Auctions" };

function source(
  overrides: {
    auction?: Partial<StructuredDataSource["auction"]>;
    property?: Partial<StructuredDataSource["property"]>;
  } = {},
): StructuredDataSource {
  return {
    auction: {
      id: 42,
      status: "current",
      openingPrice: 150_000_000,
      currentPrice: 162_500_050,
      endPrice: null,
      startsAt: new Date("2026-02-01T09:00:00Z"),
      endsAt: new Date("2026-02-03T18:00:00Z"),
      announcedAt: new Date("2026-01-20T08:00:00Z"),
      createdAt: new Date("2026-01-10T08:00:00Z"),
      updatedAt: new Date("2026-02-02T10:00:00Z"),
      ...overrides.auction,
    },
    property: {
      assetNumber: "MZ-100042",
      category: "villa",
      titleAr: "فيلا في الملقا",
      titleEn: "Villa in Al Malqa",
      descriptionAr: "وصف",
      descriptionEn: "A villa </script> near the park",
      areaM2: 612.5,
      rooms: 5,
      bathrooms: 4,
      latitude: 24.81,
      longitude: 46.61,
      ...overrides.property,
    },
    city: { nameAr: "الرياض", nameEn: "Riyadh", regionEn: "Riyadh Region", regionAr: "منطقة الرياض" },
    agent: { nameAr: "وسيط", nameEn: "Broker Co.", phone: "+966500000000", licenseNumber: "1200001" },
    photos: [
      { storageKey: "local:abc", altAr: "صورة", altEn: "Upload", width: 1600, height: 900 },
      { storageKey: "generated:villa-1-2", altAr: "واجهة", altEn: "Front", width: 1200, height: 800 },
    ],
  };
}

type Node = Record<string, unknown> & { "@type": string };
const graph = (data: ReturnType<typeof buildPropertyStructuredData>) => data["@graph"] as Node[];
const listingOf = (data: ReturnType<typeof buildPropertyStructuredData>) =>
  graph(data).find((n) => n["@type"] === "RealEstateListing") as Node & {
    offers: Node & { price: string; priceCurrency: string; availability?: string };
    about: Node;
  };

describe("buildPropertyStructuredData", () => {
  it("describes the listing, the place and the auction as an offer in SAR", () => {
    const data = buildPropertyStructuredData({ source: source(), lang: "en", origin, labels });
    expect(data["@context"]).toBe("https://schema.org");
    const listing = listingOf(data);
    expect(listing).toMatchObject({
      name: "Villa in Al Malqa",
      url: "https://mazad.example/en/mazadat/42",
      inLanguage: "en",
      identifier: "MZ-100042",
      image: ["https://mazad.example/media/generated/villa-1-2.svg"],
      datePosted: "2026-01-20T08:00:00.000Z",
    });
    expect(listing.about).toMatchObject({
      "@type": "SingleFamilyResidence",
      address: {
        "@type": "PostalAddress",
        addressLocality: "Riyadh",
        addressRegion: "Riyadh Region",
        addressCountry: "SA",
      },
      geo: { "@type": "GeoCoordinates", latitude: 24.81, longitude: 46.61 },
      floorSize: { "@type": "QuantitativeValue", value: 612.5, unitCode: "MTK" },
      numberOfRooms: 5,
    });
    expect(listing.offers).toMatchObject({
      "@type": "Offer",
      price: "1625000.50",
      priceCurrency: "SAR",
      availability: "https://schema.org/InStock",
      availabilityStarts: "2026-02-01T09:00:00.000Z",
      availabilityEnds: "2026-02-03T18:00:00.000Z",
      seller: { "@type": "RealEstateAgent", name: "Broker Co." },
    });
  });

  it("follows the visible breadcrumb in the page's language", () => {
    const data = buildPropertyStructuredData({
      source: source(),
      lang: "ar",
      origin,
      labels: { home: "الرئيسية", auctions: "المزادات" },
    });
    const crumbs = graph(data).find((n) => n["@type"] === "BreadcrumbList") as Node & {
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "الرئيسية", item: "https://mazad.example/" },
      { "@type": "ListItem", position: 2, name: "المزادات", item: "https://mazad.example/auctions" },
      { "@type": "ListItem", position: 3, name: "فيلا في الملقا", item: "https://mazad.example/mazadat/42" },
    ]);
  });

  it("says sold out once finished and discontinued once cancelled", () => {
    const finished = listingOf(
      buildPropertyStructuredData({
        source: source({ auction: { status: "finished", endPrice: 170_000_000 } }),
        lang: "en",
        origin,
        labels,
      }),
    );
    expect(finished.offers.availability).toBe("https://schema.org/SoldOut");
    expect(finished.offers.price).toBe("1700000.00");
    const cancelled = listingOf(
      buildPropertyStructuredData({
        source: source({ auction: { status: "cancelled" } }),
        lang: "en",
        origin,
        labels,
      }),
    );
    expect(cancelled.offers.availability).toBe("https://schema.org/Discontinued");
  });

  it("describes land as a place with its area, without rooms", () => {
    const about = listingOf(
      buildPropertyStructuredData({
        source: source({ property: { category: "land", rooms: null, bathrooms: null } }),
        lang: "en",
        origin,
        labels,
      }),
    ).about;
    expect(about["@type"]).toBe("Place");
    expect(about).not.toHaveProperty("floorSize");
    expect(about).not.toHaveProperty("numberOfRooms");
    expect(about.additionalProperty).toMatchObject({ value: 612.5, unitCode: "MTK" });
  });

  it("leaves the region out when the source has none", () => {
    const s = source();
    s.city = { nameAr: "جدة", nameEn: "Jeddah" };
    const about = listingOf(buildPropertyStructuredData({ source: s, lang: "en", origin, labels })).about;
    expect(about.address).not.toHaveProperty("addressRegion");
  });
});

describe("listingPrice", () => {
  it("prefers the hammer price, then the highest bid, then the opening price", () => {
    const a = source().auction;
    expect(listingPrice({ ...a, endPrice: 3, currentPrice: 2 })).toBe(3);
    expect(listingPrice({ ...a, endPrice: null, currentPrice: 2 })).toBe(2);
    expect(listingPrice({ ...a, endPrice: null, currentPrice: null })).toBe(a.openingPrice);
  });
});

describe("sharePhotos", () => {
  it("keeps only photos with a public URL, made absolute, with the alt text of the language", () => {
    expect(sharePhotos(source(), origin, "ar")).toEqual([
      { url: "https://mazad.example/media/generated/villa-1-2.svg", alt: "واجهة", width: 1200, height: 800 },
    ]);
  });
});
