import type { auctions, properties } from "~/db/schema";
import type { AuctionEdit } from "./auction-edit-schema";
import { fieldsFromDisclosures } from "./disclosures";

type AuctionRow = typeof auctions.$inferSelect;
type PropertyRow = typeof properties.$inferSelect;

/**
 * An auction and its property as the committee edits them (`AuctionEdit`, storage units): what
 * `updateAuction` compares an edit with, and what the page's form shows (`auctionFormValues`).
 * The end is the end as announced (a live auction's current end moves with late bids).
 */
export function editOfRows(auction: AuctionRow, property: PropertyRow): AuctionEdit {
  const b = property.boundaries;
  const blank = (s: string | undefined) => (s ? s : null);
  return {
    titleAr: property.titleAr,
    titleEn: property.titleEn,
    descriptionAr: property.descriptionAr,
    descriptionEn: property.descriptionEn,
    cityId: property.cityId,
    districtId: property.districtId,
    category: property.category,
    use: property.use,
    areaM2: Number(property.areaM2),
    northM: Number(property.northM),
    southM: Number(property.southM),
    eastM: Number(property.eastM),
    westM: Number(property.westM),
    streetWidthM: property.streetWidthM === null ? null : Number(property.streetWidthM),
    schemeNumber: property.schemeNumber,
    partNumber: property.partNumber,
    instrumentNumber: property.instrumentNumber,
    boundaryNorthAr: blank(b?.north.ar),
    boundaryNorthEn: blank(b?.north.en),
    boundarySouthAr: blank(b?.south.ar),
    boundarySouthEn: blank(b?.south.en),
    boundaryEastAr: blank(b?.east.ar),
    boundaryEastEn: blank(b?.east.en),
    boundaryWestAr: blank(b?.west.ar),
    boundaryWestEn: blank(b?.west.en),
    rooms: property.rooms,
    bathrooms: property.bathrooms,
    receptions: property.receptions,
    buildingAgeYears: property.buildingAgeYears,
    latitude: property.latitude,
    longitude: property.longitude,
    sellingAgentId: property.sellingAgentId,
    advertisementLicenseNumber: property.advertisementLicenseNumber,
    liveVideoUrl: auction.liveVideoUrl,
    ...fieldsFromDisclosures(property.disclosures),
    openingPrice: auction.openingPrice,
    bidIncrement: auction.bidIncrement,
    deposit: auction.deposit,
    valuedPrice: auction.valuedPrice,
    reservePrice: auction.reservePrice,
    commissionRateBp: auction.commissionRateBp,
    extensionWindowSeconds: auction.extensionWindowSeconds,
    extensionSeconds: auction.extensionSeconds,
    extensionCapSeconds: auction.extensionCapSeconds,
    startsAt: auction.startsAt,
    endsAt: auction.scheduledEndsAt,
    hybrid: auction.hybrid,
  };
}
