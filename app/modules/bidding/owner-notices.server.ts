import type { Tx } from "~/db/client.server";
import { auctionOwners } from "~/modules/auctions/list-owned-auctions.server";
import type { NewNotification } from "~/modules/notifications/notification-events";

type PropertyParams = { assetNumber: string; titleAr: string; titleEn: string };

/**
 * The notices to the owners of these auctions' properties of a step of their auction
 * (/mazadStatus, issue 15): `make` writes each from the auction and its property's names. An
 * auction whose property has no owner's account tells nobody.
 */
export async function ownerNotices(
  tx: Tx,
  auctionIds: readonly number[],
  make: (auctionId: number, ownerUserId: string, property: PropertyParams) => NewNotification,
): Promise<NewNotification[]> {
  const owners = await auctionOwners(tx, auctionIds);
  return [...owners].map(([auctionId, { ownerUserId, ...property }]) =>
    make(auctionId, ownerUserId, property),
  );
}
