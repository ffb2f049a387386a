/** An inquiry's states: new until the committee answers it or closes it unanswered (or after answering). */
export const inquiryStatuses = ["new", "answered", "closed"] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];
