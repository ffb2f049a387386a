import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import type { Lang } from "~/i18n/config";
import { describeMovement, movementKinds, type WalletMovement } from "~/modules/wallet/wallet-movement";
import {
  listWalletMovements,
  MOVEMENTS_MAX_PAGE_SIZE,
  MOVEMENTS_PAGE_SIZE,
} from "~/modules/wallet/wallet-movements.server";
import { getWalletOverview } from "~/modules/wallet/wallet-overview.server";
import { apiLang, translate } from "../http/lang";
import { requireAuth } from "../http/session-auth";
import { guestProblem, halalas, json, problemResponse, timestamp } from "./schemas";
import { PageQuery, walletTags } from "./wallet-schemas";

/** GET /me/wallet is documented with the bids it pays deposits for. */
const biddingTags = ["Bidding"];

const WalletSchema = z
  .object({
    available: z.number().int(),
    locked: z.number().int(),
    balance: z
      .number()
      .int()
      .openapi({ description: "available + locked + withdrawing: everything of yours the platform holds" }),
    locks: z.array(z.object({ auctionId: z.number().int(), amount: z.number().int() })),
    withdrawing: z
      .number()
      .int()
      .openapi({ description: "Asked to be withdrawn, held until the committee pays it out or refuses it" }),
  })
  .openapi("Wallet");

const MovementSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(movementKinds),
    createdAt: timestamp,
    description: z.string().openapi({
      description: "The movement in plain words, in the request's language",
      example: "Deposit locked on auction MZ-482913",
    }),
    direction: z.enum(["in", "out", "internal"]).openapi({
      description: "in: money came into the wallet; out: it left; internal: it moved between your balances",
    }),
    amount: halalas("What the movement is about (positive)"),
    net: halalas("Change of the wallet's total (signed)"),
    available: halalas("Change of the available balance (signed)"),
    locked: halalas("Change of the locked deposits (signed)"),
    withdrawing: halalas("Change of the money being withdrawn (signed)"),
    auction: z
      .object({ id: z.number().int(), assetNumber: z.string(), title: z.string() })
      .nullable()
      .openapi({ description: "The auction it concerned (deposits, payments)" }),
  })
  .openapi("WalletMovement");

const MovementPageSchema = z
  .object({
    items: z.array(MovementSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pages: z.number().int(),
  })
  .openapi("WalletMovementPage");

function movementBody(m: WalletMovement, lang: Lang) {
  return {
    id: m.id,
    kind: m.kind,
    createdAt: m.createdAt.toISOString(),
    description: describeMovement(m, (key, params) => translate(lang, key, params)),
    direction: m.direction,
    amount: m.amount,
    net: m.net,
    available: m.available,
    locked: m.locked,
    withdrawing: m.withdrawing,
    auction: m.auction
      ? {
          id: m.auction.id,
          assetNumber: m.auction.assetNumber,
          title: (lang === "ar" ? m.auction.titleAr : m.auction.titleEn) || m.auction.titleAr,
        }
      : null,
  };
}

const getMeWalletRoute = createRoute({
  method: "get",
  path: "/me/wallet",
  tags: biddingTags,
  summary: "Your wallet: available, locked (per auction), being withdrawn and total, in halalas",
  responses: { 200: json(WalletSchema, "OK"), 401: guestProblem },
});

const getMeWalletMovementsRoute = createRoute({
  method: "get",
  path: "/me/wallet/movements",
  tags: walletTags,
  summary: "Your wallet's movements, newest first",
  description:
    "Every ledger transaction of yours (top-ups, deposits locked and released, payments, refunds, withdrawals), " +
    "with what it changed in each balance and a description in the request's language.",
  request: { query: PageQuery(MOVEMENTS_PAGE_SIZE, MOVEMENTS_MAX_PAGE_SIZE) },
  responses: {
    200: json(MovementPageSchema, "OK"),
    400: problemResponse("Bad page or pageSize"),
    401: guestProblem,
  },
});

/** The wallet: its balances and its movements. */
export function registerWalletRoutes(api: OpenAPIHono, services: Services) {
  const { db } = services.database;

  api.openapi(getMeWalletRoute, async (c) => {
    const { user } = requireAuth(c);
    const wallet = await getWalletOverview({ db, userId: user.id });
    c.header("Cache-Control", "private, no-store");
    return c.json(
      {
        available: wallet.available,
        locked: wallet.locked,
        balance: wallet.total,
        locks: wallet.locks.map(({ auctionId, amount }) => ({ auctionId, amount })),
        withdrawing: wallet.withdrawing,
      },
      200,
    );
  });

  api.openapi(getMeWalletMovementsRoute, async (c) => {
    const { user } = requireAuth(c);
    const query = c.req.valid("query");
    const lang = apiLang(c);
    const page = await listWalletMovements({
      db,
      userId: user.id,
      page: query.page,
      pageSize: query.pageSize,
    });
    c.header("Cache-Control", "private, no-store");
    return c.json({ ...page, items: page.items.map((m) => movementBody(m, lang)) }, 200);
  });
}
