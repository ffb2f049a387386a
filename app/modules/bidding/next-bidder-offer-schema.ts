import { z } from "zod";

/** The committee's offer to the next bidder: whom (the next in rank). One schema for the page and the API. */
export const NextBidderOfferSchema = z.object({
  userId: z.uuid({ error: "validation.required" }),
});
