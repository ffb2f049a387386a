import { randomBytes } from "node:crypto";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import type { Db } from "~/db/client.server";
import {
  closeBiddingNow,
  createListing,
  ensureBidders,
  firstPlace,
  standardDocuments,
} from "~/db/seed/auction-factory.server";
import { applyBasisPoints } from "~/modules/auctions/price-calculator";
import { placeBid } from "~/modules/bidding/place-bid.server";
import { finishDueAuctions } from "~/modules/bidding/auction-lifecycle.server";
import { noEffects, runWrite } from "~/modules/notifications/effects.server";
import { defaultSettlementNow } from "~/modules/payments/settlement-defaults.server";
import { settlementFigures } from "~/modules/payments/settlement-figures";
import { settlementsForAuctions } from "~/modules/payments/settlements.server";
import { creditWallet } from "~/modules/wallet/credit-wallet.server";
import { readUserBalances } from "~/modules/wallet/ledger.server";
import { authRequired, requireAuth } from "../http/session-auth";
import { guestProblem, json, jsonBody, problemResponse } from "./schemas";
import { guardDevEndpoint, servesDevEndpoints } from "./dev-access";

const SAR = 100;
/**
 * How long the fresh auction is scheduled to stay open: long enough for its bids on a loaded
 * machine. Once they are in, bidding closes at once (`closeBiddingNow`).
 */
const OPEN_FOR_MS = 10 * 60_000;

const RIVALS = [
  { name: "منافس تجريبي أول", email: "dev.rival1@mazad.example", phone: "+966500000291" },
  { name: "منافس تجريبي ثان", email: "dev.rival2@mazad.example", phone: "+966500000292" },
];

/** Two bidders to lose to the user (created once, and funded for the deposit when short). */
async function rivals(db: Db, deposit: number): Promise<string[]> {
  const ids = await ensureBidders(db, RIVALS);
  for (const id of ids) {
    const available = (await readUserBalances(db, [id])).get(id)?.available ?? 0;
    if (available < deposit) {
      await creditWallet(db, {
        userId: id,
        amount: 1_000_000 * SAR,
        memo: { method: "bank_transfer", reference: "DEV-TOP-UP" },
      });
    }
  }
  return ids;
}

/**
 * A small live apartment auction ending in a moment, the signed-in user's wallet topped up by a
 * demo bank transfer when it could not pay what winning costs, four bids through the engine (two
 * rivals and the user, who bids last), the end by the lifecycle: the user wins it and owes its
 * settlement, exactly as after a real auction.
 */
async function winFreshAuction(services: Services, userId: string, price: number, runnerUp = false) {
  const { db } = services.database;
  const place = await firstPlace(db);
  // "MZ-0xxxxx": the catalogue's form, below its range (MZ-100000 … MZ-999999).
  const serial = randomBytes(4).readUInt32BE() % 100_000;
  const suffix = String(serial).padStart(5, "0");
  const now = Date.now();
  const endsAt = new Date(now + OPEN_FOR_MS);
  const deposit = Math.floor(applyBasisPoints(price, 500) / (100 * SAR)) * 100 * SAR;
  const { auction } = await createListing(db, place, {
    property: {
      assetNumber: `MZ-0${suffix}`,
      category: "apartment",
      titleAr: `شقة تجريبية للسداد ${suffix}`,
      titleEn: `Test apartment for payment ${suffix}`,
      descriptionAr: "مزاد أنشأته بيئة التطوير لتجربة سداد قيمة المزاد بعد الترسية.",
      descriptionEn: "An auction made by the development environment to try paying after winning.",
      instrumentNumber: "310100000000",
      northM: 12,
      southM: 12,
      eastM: 15,
      westM: 15,
      areaM2: 180,
      rooms: 3,
      bathrooms: 2,
      receptions: 1,
    },
    photos: [
      {
        storageKey: `generated:apartment-${serial % 1000}-0`,
        altAr: "واجهة العمارة التي فيها الشقة التجريبية",
        altEn: "The building the test flat is in",
        width: 1200,
        height: 800,
        position: 0,
      },
    ],
    // The documents every listing has, drawn as PDFs like the demo catalogue's.
    documents: standardDocuments(serial),
    auction: {
      openingPrice: price - 3 * 1_000 * SAR,
      bidIncrement: 1_000 * SAR,
      deposit,
      startsAt: new Date(now - 3_600_000),
      endsAt,
      scheduledEndsAt: endsAt,
      announcedAt: new Date(now - 6 * 86_400_000),
      // No late-bid extension: the bids must not move the end.
      extensionWindowSeconds: 0,
    },
  });

  const { totalDue } = settlementFigures({
    hammerPrice: price,
    depositHeld: deposit,
    commissionRateBp: auction.commissionRateBp,
  });
  const available = (await readUserBalances(db, [userId])).get(userId)?.available ?? 0;
  const needed = deposit + totalDue;
  if (available < needed) {
    await creditWallet(db, {
      userId,
      amount: needed - available,
      memo: { method: "bank_transfer", reference: "DEV-TOP-UP" },
    });
  }
  // Two rivals open and answer; the user has the last word at the price asked for.
  const [first, second] = await rivals(db, deposit);
  const increment = 1_000 * SAR;
  // The runner-up mode: the user bids second highest; a rival wins and defaults at once.
  const bidders = runnerUp ? [first!, userId, second!] : [first!, userId, second!, userId];
  const payer = runnerUp ? second! : userId;
  for (const [i, bidder] of bidders.entries()) {
    await placeBid(services, {
      auctionId: auction.id,
      userId: bidder,
      amount: price - (bidders.length - 1 - i) * increment,
      confirmHighBid: true,
      acceptRulesVersion: "current",
      source: bidder === userId ? "web" : "app",
      idempotencyKey: null,
    });
  }
  await closeBiddingNow(db, auction.id);
  // The lifecycle finishes it: here at once, or the auction clock of any instance a moment earlier.
  for (let tries = 0; tries < 50; tries++) {
    await runWrite(services, (db) => finishDueAuctions({ db }));
    const settlement = (await settlementsForAuctions({ db, userId: payer, auctionIds: [auction.id] })).get(
      auction.id,
    );
    if (settlement) {
      if (runnerUp)
        await runWrite(
          services,
          async (db) => (await defaultSettlementNow(db, settlement.id)) ?? noEffects(),
        );
      return {
        auctionId: auction.id,
        settlementId: settlement.id,
        totalDue: settlement.totalDue,
        dueAt: settlement.dueAt.toISOString(),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`auction ${auction.id} did not finish`);
}

/**
 * Outside production, to clients on this machine (dev-access.ts): POST /dev/won-auction makes the
 * signed-in user the winner of a fresh small auction (created, bid by the engine, finished by the
 * lifecycle) and answers its settlement, so a developer or a browser test can try paying without
 * waiting for a real auction. Elsewhere: 404.
 */
export function registerDevWonAuctionRoutes(api: OpenAPIHono, services: Services) {
  if (!servesDevEndpoints(services.config)) return;
  guardDevEndpoint(api, services, "/dev/won-auction");
  api.use("/dev/won-auction", authRequired);
  api.openapi(
    createRoute({
      method: "post",
      path: "/dev/won-auction",
      tags: ["Development"],
      summary: "Win a fresh small auction and owe its settlement (not in production)",
      description:
        "Takes about two seconds. When the wallet cannot cover the deposit and what winning costs, it is topped up " +
        "first by a demo bank transfer.",
      request: {
        body: {
          ...jsonBody(
            z.object({
              price: z
                .number()
                .int()
                .min(10_000 * SAR)
                .max(10_000_000 * SAR)
                .multipleOf(1_000 * SAR)
                .default(50_000 * SAR)
                .openapi({ description: "The hammer price, halalas (whole thousands of riyals)" }),
              runnerUp: z
                .boolean()
                .default(false)
                .openapi({
                  description:
                    "The user bids second highest instead; the winner (a demo rival) defaults at once, so the committee " +
                    "may offer the property to the user. `settlementId` is then the defaulted winner's.",
                }),
            }),
          ),
          required: false,
        },
      },
      responses: {
        201: json(
          z.object({
            auctionId: z.number().int(),
            settlementId: z.uuid(),
            totalDue: z.number().int(),
            dueAt: z.string(),
          }),
          "Won; the settlement is due",
        ),
        401: guestProblem,
        422: problemResponse("Invalid body (VALIDATION)"),
      },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      const body = (c.req.valid("json") as { price?: number; runnerUp?: boolean } | undefined) ?? {};
      const won = await winFreshAuction(
        services,
        user.id,
        body.price ?? 50_000 * SAR,
        body.runnerUp ?? false,
      );
      return c.json(won, 201);
    },
  );
}
