/**
 * A request to the committee about who may act for whom (issue 16, product.md §2.7):
 * a power of attorney (someone acts for an owner or company) or a foreign owner's request.
 */
export const authorityRequestKinds = ["power_of_attorney", "foreign_owner"] as const;
export type AuthorityRequestKind = (typeof authorityRequestKinds)[number];

/**
 * Its states: submitted → under_review → approved | rejected | more_documents_needed;
 * more_documents_needed → submitted once the requester adds what was asked.
 */
export const authorityRequestStatuses = [
  "submitted",
  "under_review",
  "approved",
  "rejected",
  "more_documents_needed",
] as const;
export type AuthorityRequestStatus = (typeof authorityRequestStatuses)[number];

/** What identifies a person or a company's representative: a Saudi national ID, an Iqama or a passport. */
export const identityTypes = ["national_id", "iqama", "passport"] as const;
export type IdentityType = (typeof identityTypes)[number];

/** What an agent may do for the principal under a power of attorney (the agents module reads it). */
export const powerOfAttorneyScopes = ["bid", "list_property", "pay"] as const;
export type PowerOfAttorneyScope = (typeof powerOfAttorneyScopes)[number];

/** The documents a request carries; each request type lists the ones it needs (requiredDocuments). */
export const authorityDocumentKinds = [
  "authorization",
  "poa_document",
  "principal_id",
  "agent_id",
  "passport",
  "ownership_proof",
  "commercial_register",
  "other",
] as const;
export type AuthorityDocumentKind = (typeof authorityDocumentKinds)[number];

/**
 * Per request type, the documents it needs (`required`) and may carry (`optional`): a power of
 * attorney its authorization image, the power of attorney itself (issued through Najiz) and the
 * principal's ID; a foreign owner's request its authorization image, the passport and the title
 * deed or another proof of ownership. A company adds its commercial register.
 */
export const requestDocuments: Record<
  AuthorityRequestKind,
  { required: readonly AuthorityDocumentKind[]; optional: readonly AuthorityDocumentKind[] }
> = {
  power_of_attorney: {
    required: ["authorization", "poa_document", "principal_id"],
    optional: ["agent_id", "commercial_register"],
  },
  foreign_owner: {
    required: ["authorization", "passport", "ownership_proof"],
    optional: ["commercial_register"],
  },
};

/** The states the committee may still decide on (approve, reject, ask for documents). */
export const openStatuses: readonly AuthorityRequestStatus[] = ["submitted", "under_review"];

/** At most this many files on one request (each ≤ 10 MB, checked by the uploads module). */
export const MAX_REQUEST_FILES = 12;
