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
