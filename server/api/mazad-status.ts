import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { adminAuctionStatuses } from "~/modules/auctions/auction-edit-schema";
import { getOwnerTimeline, timelineStepNames } from "~/modules/insights/get-owner-timeline.server";
import { listingRequestStatuses } from "~/modules/listings/listing-statuses";
import { requireAuth } from "../http/session-auth";
import { guestProblem, halalas, json, timestamp } from "./schemas";

/*
 * /mazadStatus for API clients (issue 15): the timeline of the signed-in user's listing requests
 * (theirs, and those their agents sent for them) and of the auctions of the properties they own,
 * the same steps the page shows.
 */

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

const SettlementStepSchema = z
  .object({
    status: z.enum(["due", "paid", "defaulted"]),
    dueAt: timestamp,
    paidAt: timestamp.nullable(),
    defaultedAt: timestamp.nullable(),
  })
  .openapi("TimelineSettlement");

const TimelineStepSchema = z
  .object({
    step: z.enum(timelineStepNames),
    state: z.enum(["done", "current", "upcoming"]).openapi({
      description: "A step passed, the one the item is at now, or one still ahead",
    }),
    at: timestamp.nullable().openapi({ description: "When the step happened; null for a step still ahead" }),
    noteAr: z.string().nullable().openapi({ description: "What to change, or why rejected or cancelled" }),
    noteEn: z.string().nullable(),
    editRequestId: z
      .string()
      .nullable()
      .openapi({ description: "The request to edit (PUT /me/listings/{id}) at this step, if any" }),
    announcedAt: timestamp.nullable(),
    startsAt: timestamp.nullable(),
    endsAt: timestamp.nullable(),
    outcome: z.enum(["sold", "reserve_not_met", "no_bids"]).nullable(),
    hammerPrice: halalas("The hammer price of a sold auction").nullable(),
    settlements: z.array(SettlementStepSchema).openapi({
      description: "A sold auction's settlements, oldest first (a defaulted winner, then the next)",
    }),
  })
  .openapi("TimelineStep");

const TimelineItemSchema = z
  .object({
    key: z.string().openapi({ description: "`request-<uuid>` or `auction-<id>`" }),
    titleAr: z.string().nullable(),
    titleEn: z.string().nullable(),
    requestId: z.string().nullable(),
    requestStatus: z.enum(listingRequestStatuses).nullable(),
    auctionId: z.number().int().nullable(),
    auctionStatus: z.enum(adminAuctionStatuses).nullable(),
    assetNumber: z.string().nullable(),
    listedBy: z.string().nullable().openapi({
      description: "A request an agent sent for you: the agent's name (only they change it); null otherwise",
    }),
    updatedAt: timestamp,
    steps: z.array(TimelineStepSchema),
  })
  .openapi("TimelineItem");

const getStatusRoute = createRoute({
  method: "get",
  path: "/me/status",
  tags: ["Owners"],
  summary: "The timeline of my listing requests and of my properties' auctions",
  description:
    "Each listing request (continued by the auction its approval made), the user's own or sent for them by " +
    "an agent (`listedBy`), and each other auction of a property the user owns, the most recently moved " +
    "first, with every step's date.",
  responses: {
    200: json(z.object({ data: z.array(TimelineItemSchema) }), "OK"),
    401: guestProblem,
  },
});

export function registerMazadStatusRoutes(api: OpenAPIHono, services: Services) {
  api.openapi(getStatusRoute, async (c) => {
    const { user } = requireAuth(c);
    const items = await getOwnerTimeline({ db: services.database.db, userId: user.id });
    c.header("Cache-Control", "private, no-store");
    return c.json(
      {
        data: items.map((item) => ({
          ...item,
          updatedAt: item.updatedAt.toISOString(),
          steps: item.steps.map((s) => ({
            step: s.step,
            state: s.state,
            at: iso(s.at),
            noteAr: s.noteAr ?? null,
            noteEn: s.noteEn ?? null,
            editRequestId: s.editRequestId ?? null,
            announcedAt: iso(s.announcedAt),
            startsAt: iso(s.startsAt),
            endsAt: iso(s.endsAt),
            outcome: s.outcome ?? null,
            hammerPrice: s.hammerPrice ?? null,
            settlements: (s.settlements ?? []).map((x) => ({
              status: x.status,
              dueAt: x.dueAt.toISOString(),
              paidAt: iso(x.paidAt),
              defaultedAt: iso(x.defaultedAt),
            })),
          })),
        })),
      },
      200,
    );
  });
}
