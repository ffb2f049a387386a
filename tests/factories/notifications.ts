import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { notificationPreferences } from "~/db/schema";
import type { NotificationChannel, NotificationKind } from "~/modules/accounts/notification-preferences";
import { createNotifications } from "~/modules/notifications/create-notifications.server";
import type {
  NewNotification,
  NotificationEvent,
  NotificationParamsOf,
} from "~/modules/notifications/notification-events";

const property = { assetNumber: "RUH-1024", titleAr: "فيلا في حي الملقا", titleEn: "Villa in Al Malqa" };

/** Params of the right shape for each event, as the bidding engine sends them. */
export const sampleParams: { [E in NotificationEvent]: NotificationParamsOf[E] } = {
  bid_accepted: { ...property, amount: 125_000_000 },
  outbid: { ...property, amount: 130_000_000, minimumNextBid: 132_500_000 },
  auction_extended: { ...property, endsAt: "2026-06-15T12:05:00Z" },
  auction_starting_soon: { ...property, hours: 24, startsAt: "2026-06-16T09:00:00Z" },
  auction_ending_soon: { ...property, endsAt: "2026-06-15T12:00:00Z" },
  auction_won: { ...property, amount: 200_000_000 },
  auction_lost: { ...property, amount: 200_000_000 },
  auction_cancelled: {
    ...property,
    reasonAr: "طلب المالك سحب العقار",
    reasonEn: "The owner withdrew the property",
  },
  payment_received: { amount: 500_000_000, reference: "MZD-TP-7K3Q9XW2" },
  payment_failed: { amount: 500_000_000, reference: "MZD-TP-7K3Q9XW2" },
  transfer_rejected: {
    amount: 500_000_000,
    reference: "MZD-TP-7K3Q9XW2",
    reason: "المبلغ في الإيصال لا يطابق المعلن",
  },
  settlement_defaulted: { ...property, amount: 10_000_000, dueAt: "2026-06-22T20:59:59Z" },
  next_bidder_offer: {
    ...property,
    amount: 190_000_000,
    expiresAt: "2026-06-24T20:59:59Z",
    offerId: "9b2f7c1e-4d7a-4c3b-9e8f-0a1b2c3d4e5f",
  },
  auction_rebooked: property,
  withdrawal_paid: { amount: 100_000_000, iban: "SA** **** **** **** **** 7519" },
  withdrawal_rejected: { amount: 100_000_000, reason: "The IBAN holder's name does not match" },
  bank_account_verified: { iban: "SA** **** **** **** **** 7519" },
  bank_account_rejected: { iban: "SA** **** **** **** **** 7519", reason: "The certificate is unreadable" },
  account_suspended: { reason: "حسابات متعددة لشخص واحد" },
  account_reinstated: { reason: "The duplicate accounts were closed" },
  cancellation_rejected: { ...property, reason: "The owner's request was withdrawn" },
  listing_changes_requested: {
    requestId: "5d1c2e9a-7b1f-4c3e-9a2b-1f0e3d4c5b6a",
    titleAr: property.titleAr,
    titleEn: property.titleEn,
    reasonAr: "أضف صورة للواجهة",
    reasonEn: "Add a photo of the façade",
  },
  listing_rejected: {
    requestId: "5d1c2e9a-7b1f-4c3e-9a2b-1f0e3d4c5b6a",
    titleAr: property.titleAr,
    titleEn: property.titleEn,
    reasonAr: "الصك لا يطابق العقار",
    reasonEn: "The deed does not match the property",
  },
  listing_approved: {
    requestId: "5d1c2e9a-7b1f-4c3e-9a2b-1f0e3d4c5b6a",
    titleAr: property.titleAr,
    titleEn: property.titleEn,
  },
  listing_submitted_for_principal: {
    requestId: "5d1c2e9a-7b1f-4c3e-9a2b-1f0e3d4c5b6a",
    titleAr: property.titleAr,
    titleEn: property.titleEn,
    name: "سارة العتيبي",
  },
  owner_auction_scheduled: { ...property, startsAt: "2026-06-16T09:00:00Z" },
  owner_auction_live: { ...property, endsAt: "2026-06-17T09:00:00Z" },
  owner_auction_sold: { ...property, amount: 200_000_000 },
  owner_auction_unsold: { ...property, outcome: "reserve_not_met" },
  owner_auction_cancelled: { ...property, reasonAr: "نزاع على الملكية", reasonEn: "An ownership dispute" },
  inquiry_answered: { inquiryId: "00000000-0000-4000-8000-000000000000", reason: "نعم، يمكنك ذلك." },
  agency_invited: { agencyId: "5d1c2e9a-7b1f-4c3e-9a2b-1f0e3d4c5b6b", name: "سارة العتيبي" },
  agency_confirmed: { agencyId: "5d1c2e9a-7b1f-4c3e-9a2b-1f0e3d4c5b6b", name: "سارة العتيبي" },
  agency_declined: { agencyId: "5d1c2e9a-7b1f-4c3e-9a2b-1f0e3d4c5b6b", name: "سارة العتيبي" },
  agency_revoked: { agencyId: "5d1c2e9a-7b1f-4c3e-9a2b-1f0e3d4c5b6b", name: "سارة العتيبي" },
  agent_bid_placed: { ...property, amount: 125_000_000, name: "سارة العتيبي" },
  authority_request_submitted: {
    requestId: "5d1c2e9a-7b1f-4c3e-9a2b-1f0e3d4c5b6a",
    titleAr: "الوكالة",
    titleEn: "power of attorney",
  },
  authority_request_under_review: {
    requestId: "5d1c2e9a-7b1f-4c3e-9a2b-1f0e3d4c5b6a",
    titleAr: "الوكالة",
    titleEn: "power of attorney",
  },
  authority_request_approved: {
    requestId: "5d1c2e9a-7b1f-4c3e-9a2b-1f0e3d4c5b6a",
    titleAr: "الوكالة",
    titleEn: "power of attorney",
  },
  authority_request_rejected: {
    requestId: "5d1c2e9a-7b1f-4c3e-9a2b-1f0e3d4c5b6a",
    titleAr: "المالك الأجنبي",
    titleEn: "foreign owner",
    reasonAr: "الجواز منتهي",
    reasonEn: "The passport has expired",
  },
  authority_request_more_documents: {
    requestId: "5d1c2e9a-7b1f-4c3e-9a2b-1f0e3d4c5b6a",
    titleAr: "الوكالة",
    titleEn: "power of attorney",
    reasonAr: "أرفق هوية الوكيل",
    reasonEn: "Attach the agent's ID",
  },
  chat_message: { conversationId: "5d1c2e9a-7b1f-4c3e-9a2b-1f0e3d4c5b6a", senderName: "سارة", support: 0 },
};

export function notificationFor<E extends NotificationEvent>(
  userId: string,
  event: E,
  auctionId: number | null = null,
): NewNotification {
  return { userId, event, auctionId, params: sampleParams[event] } as NewNotification;
}

/** Records notifications in their own transaction, as the bidding engine would in its own. */
export async function recordNotifications(db: Db, items: NewNotification[], now = new Date()) {
  return db.transaction((tx) => createNotifications(tx, items, now));
}

/** Sets some of a user's switches, as the settings page does. */
export async function setSwitches(
  db: Db,
  userId: string,
  switches: { kind: NotificationKind; channel: NotificationChannel; enabled: boolean }[],
) {
  await db
    .insert(notificationPreferences)
    .values(switches.map((s) => ({ userId, ...s })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind, notificationPreferences.channel],
      set: { enabled: sql`excluded.enabled` },
    });
}
