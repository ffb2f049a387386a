import { z } from "zod";
import { riyalAmount } from "~/lib/bidding/bid-schemas";
import { text } from "~/lib/text-rules";

/*
 * The back office's forms on an auction, one schema for the page and the API: a cancellation's
 * reasons (both languages required), a rejection's reason, an on-site bid.
 */

const reason = text("validation.required").trim().min(3, "validation.reason").max(500, "validation.reason");

export const CancellationRequestSchema = z.object({ reasonAr: reason, reasonEn: reason });

export const CancellationRejectionSchema = z.object({ reason });

/** The page's on-site bid: the amount typed in riyals (any digits), as halalas. */
export const OnSiteBidFormSchema = z.object({
  bidderUserId: z.uuid("validation.required"),
  amount: riyalAmount,
  confirmHighBid: z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()),
});
