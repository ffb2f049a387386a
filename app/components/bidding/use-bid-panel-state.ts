import { useState } from "react";
import type { BidActionData } from "~/lib/bidding/bid-schemas";
import { useLiveEvents } from "~/lib/use-live";
import { userChannel } from "~/modules/live/live-channels";

/**
 * What the user's wallet has free, live (a lock taken when leading, released when outbid). Until
 * the wallet says so, a lock held at load that no longer leads has been released.
 */
export function useAvailableFunds(
  viewer: { userId: string; available: number; lockedHere: number },
  leading: boolean,
): number {
  const [walletAvailable, setWalletAvailable] = useState<number | null>(null);
  useLiveEvents([userChannel(viewer.userId)], (event) => {
    if (event.type === "wallet") setWalletAvailable(event.payload.available);
  });
  return walletAvailable ?? viewer.available + (viewer.lockedHere > 0 && !leading ? viewer.lockedHere : 0);
}

/**
 * The automatic bid's maximum in force: the page's, then what the page's action answered (the
 * forms without JavaScript); the API's answers set it through the returned setter.
 */
export function useAutoMax(initial: number | null, actionData: BidActionData | undefined) {
  const [autoMax, setAutoMax] = useState(initial);
  const [answered, setAnswered] = useState(actionData);
  if (answered !== actionData) {
    setAnswered(actionData);
    if (actionData?.intent === "auto-bid" && actionData.done?.maxAmount)
      setAutoMax(actionData.done.maxAmount);
    if (actionData?.intent === "cancel-auto-bid" && actionData.done) setAutoMax(null);
  }
  return [autoMax, setAutoMax] as const;
}
