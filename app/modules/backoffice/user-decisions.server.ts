import type { Db } from "~/db/client.server";
import { reinstateUser, suspendUser, type TellUser } from "~/modules/accounts/suspend-user.server";
import { recordEffects, type Effects } from "~/modules/notifications/effects.server";

/*
 * The committee's decisions on a user, with the user told of them (the accounts module decides,
 * the notifications module tells; neither knows the other). A suspension is told by SMS and e-mail
 * only, per the user's switches (an in-app alert would wait behind a sign-in they no longer have:
 * `outboundOnlyEvents`); a reinstatement like any notification. Run them through `runWrite`.
 */

const tellUser: TellUser<Effects> = (tx, notice) =>
  recordEffects(tx, {
    notices: [
      { userId: notice.userId, event: notice.event, auctionId: null, params: { reason: notice.reason } },
    ],
    now: notice.now,
  });

type Decision = { db: Db; actorUserId: string; userId: string; reason: string; now?: Date };

/** Suspends the user (sessions ended, audited) and tells them why. */
export const suspendAndTell = (decision: Decision) => suspendUser({ ...decision, tell: tellUser });

/** Reinstates the user (audited) and tells them. */
export const reinstateAndTell = (decision: Decision) => reinstateUser({ ...decision, tell: tellUser });
