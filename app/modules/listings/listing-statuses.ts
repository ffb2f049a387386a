/** A listing request's states: draft → submitted → changes_requested ⇄ submitted → approved | rejected. */
export const listingRequestStatuses = [
  "draft",
  "submitted",
  "changes_requested",
  "approved",
  "rejected",
] as const;
export type ListingRequestStatus = (typeof listingRequestStatuses)[number];

/** What a request's file is: a photo, or one of the documents the committee reads (PDF). */
export const listingFileKinds = ["photo", "title_deed", "site_plan", "valuation_report"] as const;
export type ListingFileKind = (typeof listingFileKinds)[number];
export const listingDocumentKinds = ["title_deed", "site_plan", "valuation_report"] as const;
export type ListingDocumentKind = (typeof listingDocumentKinds)[number];

/** The states in which the requester may still edit and send it. */
export const editableStatuses: readonly ListingRequestStatus[] = ["draft", "changes_requested"];

/** At most this many photos and documents on one request. */
export const MAX_LISTING_PHOTOS = 20;
export const MAX_LISTING_DOCUMENTS = 10;
