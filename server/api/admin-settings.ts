import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { readSettings, updateSettings } from "~/modules/settings/settings.server";
import { requireAuthRole } from "../http/session-auth";
import { guestProblem, json, jsonBody, problemResponse } from "./schemas";

const tags = ["Back office"];

const riyals = (description: string) =>
  z
    .number()
    .int()
    .openapi({ description: `${description}, whole riyals` });
const minutes = (description: string) =>
  z
    .number()
    .int()
    .openapi({ description: `${description}, minutes` });

/** The settings as the admin reads and writes them (checked by the settings module's SettingsSchema). */
const SettingsBody = z
  .object({
    incrementBands: z
      .array(
        z.object({
          upToRiyals: riyals(
            "Prices below this bound (exclusive) use this band; absent on the last band",
          ).optional(),
          incrementRiyals: riyals("The least raise in this band"),
        }),
      )
      .openapi({
        description:
          "The price-band ladder for auctions without an increment of their own, lowest band first (1 to 10)",
      }),
    announcementDays: z
      .number()
      .int()
      .openapi({ description: "An auction is published at least this many days before it starts (0–90)" }),
    antiSnipingWindowMinutes: minutes("A new auction's default: a bid this close to the end extends it"),
    antiSnipingExtensionMinutes: minutes(
      "A new auction's default: the end moves to this long after that bid",
    ),
    antiSnipingCapMinutes: minutes("A new auction's default: the total extension at most (0: no cap)"),
    commissionRatePercent: z
      .number()
      .openapi({ description: "A new auction's default commission, percent (two decimals)" }),
    depositRatePercent: z
      .number()
      .openapi({ description: "A new auction's default deposit, percent of the opening price (≤ 5)" }),
    paymentWorkingDays: z
      .number()
      .int()
      .openapi({ description: "The winner pays within this many working days (1–60)" }),
    nextBidderOfferHours: z.number().int().openapi({
      description: "After a winner defaults, the next bidder has this many hours to accept the offer (1–720)",
    }),
    holidays: z.array(z.string().openapi({ format: "date" })).openapi({
      description: "Public holidays (Riyadh dates) the payment deadline skips, besides Fridays and Saturdays",
    }),
    fourEyesTransferRiyals: riyals("Crediting a transfer above this needs a second committee member"),
    fourEyesWithdrawalRiyals: riyals("Paying a withdrawal above this needs a second committee member"),
    fourEyesRefundRiyals: riyals("A refund above this needs a second committee member"),
  })
  .openapi("PlatformSettings");

const getAdminSettingsRoute = createRoute({
  method: "get",
  path: "/admin/settings",
  tags,
  summary: "The platform's settings (committee reads, admins change)",
  responses: {
    200: json(SettingsBody, "OK"),
    401: guestProblem,
    403: problemResponse("Not a committee member or an admin"),
  },
});

const putAdminSettingsRoute = createRoute({
  method: "put",
  path: "/admin/settings",
  tags,
  summary: "Change the platform's settings (admins)",
  description:
    "The whole set is replaced at once and audited with what it was before and after. The ladder applies to bids " +
    "from then on; the deadline to auctions ending from then on; the thresholds to decisions from then on.",
  request: { body: jsonBody(SettingsBody) },
  responses: {
    200: json(SettingsBody, "Changed"),
    401: guestProblem,
    403: problemResponse("Not an admin"),
    422: problemResponse("An invalid value, each named in `issues` (VALIDATION); nothing changed"),
  },
});

/** The admin's settings (docs/product-rules.md §2.9): the committee may read them, only admins write. */
export function registerAdminSettingsRoutes(api: OpenAPIHono, services: Services) {
  const { db } = services.database;

  api.openapi(getAdminSettingsRoute, async (c) => {
    requireAuthRole(c, "committee", "admin");
    c.header("Cache-Control", "private, no-store");
    return c.json(await readSettings(db), 200);
  });

  api.openapi(putAdminSettingsRoute, async (c) => {
    const { user } = requireAuthRole(c, "admin");
    const settings = await updateSettings({ db, actorUserId: user.id, input: c.req.valid("json") });
    return c.json(settings, 200);
  });
}
