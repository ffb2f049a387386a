import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { BidActionSchema, type BidActionData, type BidRefusal } from "~/lib/bidding/bid-schemas";
import { getRequestInfo, getServices } from "~/context.server";
import { formatMoney } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { AppError, errorCodes } from "~/lib/errors";
import type { Db } from "~/db/client.server";
import { requireVerifiedPhone } from "~/modules/accounts/guards";
import { readAuctionPricing } from "~/modules/auctions/auction-state.server";
import { cancelAutoBid } from "~/modules/bidding/cancel-auto-bid.server";
import { placeBid } from "~/modules/bidding/place-bid.server";
import { setAutoBid } from "~/modules/bidding/set-auto-bid.server";
import { minimumNextBid } from "~/modules/bidding/increments";
import { readIncrementLadder } from "~/modules/bidding/load-auction-book.server";
import { registerForAuction } from "~/modules/bidding/register-for-auction.server";
import { requirePageUser } from "~/lib/account-request.server";

type Context = Readonly<RouterContextProvider>;

/**
 * The property page's forms: registration, bids and automatic bids (the forms without
 * JavaScript; the interactive panel sends bids to the JSON API). The committee cancels from the
 * back office (/admin/auctions/:id/cancel), never from here.
 * They call the same domain functions as the API, so every rule is checked again here; a refusal
 * comes back with its exact reason in the page's language, next to the form that was sent.
 */
export async function bidAction(request: Request, context: Context, auctionId: number) {
  const user = requirePageUser(request, context);
  const services = getServices(context);
  const { lang } = getRequestInfo(context);
  const submission = parseWithZod(await request.formData(), { schema: BidActionSchema });
  if (submission.status !== "success") {
    const intent = submission.payload.intent;
    if (typeof intent !== "string") throw new Response(null, { status: 400 });
    return data<BidActionData>(
      { intent: intent as BidActionData["intent"], result: submission.reply() },
      { status: 400 },
    );
  }
  const form = submission.value;
  const { db } = services.database;

  const refused = (error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    const money = error.details?.money;
    const params = money
      ? Object.fromEntries(Object.entries(money).map(([key, value]) => [key, formatMoney(value, lang)]))
      : undefined;
    const refusal: BidRefusal = {
      code: error.code,
      message: translate(lang, errorCodes[error.code].message, params),
      ...(money ? { money } : {}),
    };
    return data<BidActionData>(
      { intent: form.intent, refusal, result: submission.reply() },
      { status: error.status },
    );
  };

  try {
    switch (form.intent) {
      case "register": {
        requireVerifiedPhone(user);
        const { registration } = await registerForAuction({
          db,
          userId: user.id,
          auctionId,
          acceptRulesVersion: form.rulesVersion,
        });
        return {
          intent: form.intent,
          result: submission.reply({ resetForm: true }),
          done: { receiptCode: registration.receiptCode },
        } satisfies BidActionData;
      }
      case "review": {
        requireVerifiedPhone(user);
        // As the interactive form does: no confirmation for a bid that must be refused, and the
        // leader is told so first (a leader cannot outbid themself; the engine judges again).
        if (form.kind === "bid") {
          const pricing = await currentPricing(db, auctionId);
          if (pricing === null) throw new AppError("NOT_FOUND");
          if (pricing.leaderUserId === user.id) throw new AppError("ALREADY_HIGHEST_BIDDER");
          const { minimum } = pricing;
          if (form.amount < minimum) throw new AppError("BID_BELOW_MINIMUM", { money: { minimum } });
        }
        return {
          intent: form.intent,
          result: submission.reply(),
          review: { kind: form.kind, amount: form.amount },
        } satisfies BidActionData;
      }
      case "bid": {
        requireVerifiedPhone(user);
        const result = await placeBid(services, {
          auctionId,
          userId: user.id,
          amount: form.amount,
          confirmHighBid: form.confirmHighBid,
          acceptRulesVersion: null,
          source: "web",
          idempotencyKey: form.idempotencyKey,
        });
        return {
          intent: form.intent,
          result: submission.reply({ resetForm: true }),
          done: { leading: result.leading, bidderNumber: result.bid?.bidderNumber ?? null },
        } satisfies BidActionData;
      }
      case "auto-bid": {
        requireVerifiedPhone(user);
        const result = await setAutoBid(services, {
          auctionId,
          userId: user.id,
          maxAmount: form.amount,
          acceptRulesVersion: null,
          idempotencyKey: form.idempotencyKey,
        });
        return {
          intent: form.intent,
          result: submission.reply({ resetForm: true }),
          done: { leading: result.leading, maxAmount: result.autoBid?.maxAmount ?? form.amount },
        } satisfies BidActionData;
      }
      case "agent-bid": {
        requireVerifiedPhone(user);
        const forPrincipal = form.principalUserId !== "self" && form.principalUserId !== user.id;
        const result = await placeBid(services, {
          auctionId,
          ...(forPrincipal ? { userId: form.principalUserId, agentUserId: user.id } : { userId: user.id }),
          amount: form.amount,
          confirmHighBid: form.confirmHighBid,
          acceptRulesVersion: form.rulesVersion,
          source: "web",
          idempotencyKey: form.idempotencyKey,
        });
        return {
          intent: form.intent,
          result: submission.reply({ resetForm: true }),
          done: { leading: result.leading, bidderNumber: result.bid?.bidderNumber ?? null },
        } satisfies BidActionData;
      }
      case "cancel-auto-bid": {
        await cancelAutoBid(services, { auctionId, userId: user.id, idempotencyKey: form.idempotencyKey });
        return { intent: form.intent, done: {} } satisfies BidActionData;
      }
    }
  } catch (error) {
    return refused(error);
  }
}

/** The auction's minimum next bid and its leader now (null: no such auction). */
async function currentPricing(
  db: Db,
  auctionId: number,
): Promise<{ minimum: number; leaderUserId: string | null } | null> {
  const [auction, ladder] = await Promise.all([readAuctionPricing(db, auctionId), readIncrementLadder(db)]);
  if (!auction) return null;
  const minimum = minimumNextBid(auction, { fixed: auction.bidIncrement, ladder });
  return { minimum, leaderUserId: auction.leaderUserId };
}
