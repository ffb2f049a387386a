import type { Db } from "~/db/client.server";
import { runTransaction } from "~/db/transaction.server";
import { publishAuction } from "~/modules/auctions/publish-auction.server";
import { recordEffects, type Effects } from "~/modules/notifications/effects.server";
import { ownerNotices } from "./owner-notices.server";

/**
 * Publishes a draft (publishAuction, auctions module) and, in the same transaction, tells the
 * property's owner that their auction is announced and when it starts (/mazadStatus, issue 15).
 * Here rather than in the auctions module, which the notifications module depends on.
 */
export function publishAuctionAndTellOwner(options: {
  db: Db;
  actorUserId: string;
  auctionId: number;
  now?: Date;
}): Promise<{ announcedAt: Date; startsAt: Date; effects: Effects }> {
  return runTransaction(options.db, async (tx) => {
    const published = await publishAuction({ ...options, db: tx });
    const notices = await ownerNotices(tx, [options.auctionId], (auctionId, userId, property) => ({
      userId,
      event: "owner_auction_scheduled",
      auctionId,
      params: { ...property, startsAt: published.startsAt.toISOString() },
    }));
    const effects = await recordEffects(tx, { notices, now: published.announcedAt });
    return { ...published, effects };
  });
}
