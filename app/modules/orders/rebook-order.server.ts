import type { Db } from "~/db/client.server";
import { AppError } from "~/lib/errors";
import { registerForAuction } from "~/modules/bidding/register-for-auction.server";
import { getOrder, getOrderAuction } from "./list-orders.server";

/**
 * The seed's "rebook": a cancelled request is registered again for the same auction while it is
 * still upcoming or live; an order of an auction that is over (finished, or cancelled by the
 * committee) is registered for the property's next open auction, if there is one. Either way it is
 * a new registration through `registerForAuction` (the rules of the target auction accepted, its
 * version recorded); the old order stays as it was, as history.
 */
export async function rebookOrder(options: {
  db: Db;
  userId: string;
  orderId: string;
  acceptRulesVersion: number;
  now?: Date;
}) {
  const { db, userId, orderId, acceptRulesVersion } = options;
  const order = await getOrder({ db, userId, orderId, now: options.now });
  if (!order) throw new AppError("NOT_FOUND");
  const target = order.actions.rebook;
  if (!target) throw new AppError("ORDER_NOT_REBOOKABLE");
  const result = await registerForAuction({ db, userId, auctionId: target.auctionId, acceptRulesVersion });
  return { ...result, target };
}

/** An order and the auction "rebook" would register it for (null when rebooking is not offered). */
export async function getRebookTarget(options: { db: Db; userId: string; orderId: string; now?: Date }) {
  const order = await getOrder(options);
  if (!order) return null;
  const target = order.actions.rebook;
  if (!target) return { order, target: null };
  const auction = target.sameAuction
    ? order.auction
    : await getOrderAuction({ db: options.db, auctionId: target.auctionId });
  return { order, target: auction && { ...target, auction } };
}
