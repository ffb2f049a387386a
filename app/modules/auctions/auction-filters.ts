import { z } from "zod";

/** The four groups a visitor browses (drafts are never public). */
export const publicStatuses = ["current", "upcoming", "finished", "cancelled"] as const;
export type PublicStatus = (typeof publicStatuses)[number];

/** Query-string filters: unknown or malformed values are refused, never guessed. */
export const AuctionFiltersSchema = z.object({
  status: z.enum(["all", ...publicStatuses]).default("all"),
  city: z
    .string()
    .regex(/^[a-z-]{2,40}$/)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type AuctionFilters = z.infer<typeof AuctionFiltersSchema>;
