import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "~/db/client.server";
import { appSettings } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { recordAudit } from "~/modules/audit/record-audit.server";
import { runTransaction } from "~/db/transaction.server";
import { readSetting } from "./read-setting.server";
import { DEFAULT_SETTINGS, SettingsSchema, type Settings } from "./settings-schema";

/*
 * The platform's settings in app_settings: the bid engine's price-band ladder under its own key
 * ("bid_increment_ladder", read by the bidding module in its own shape), everything else under
 * "platform_settings" in stored units (halalas, basis points, seconds). The admin edits them as
 * `Settings` (riyals, percent, minutes); every change is audited with before and after.
 */

const LADDER_KEY = "bid_increment_ladder";
const PLATFORM_KEY = "platform_settings";
const SAR = 100;

/** What "platform_settings" holds. */
const StoredSchema = z.object({
  announcementDays: z.number().int().nonnegative(),
  antiSniping: z.object({
    windowSeconds: z.number().int().nonnegative(),
    extensionSeconds: z.number().int().positive(),
    capSeconds: z.number().int().nonnegative(),
  }),
  commissionRateBp: z.number().int().nonnegative(),
  depositRateBp: z.number().int().nonnegative(),
  paymentWorkingDays: z.number().int().positive(),
  /** Added with the defaults screen (issue 14): stored settings from before it read as 48 hours. */
  nextBidderOfferHours: z.number().int().positive().default(48),
  holidays: z.array(z.string()),
  fourEyes: z.object({
    transferCreditHalalas: z.number().int().nonnegative(),
    withdrawalPaymentHalalas: z.number().int().nonnegative(),
    refundHalalas: z.number().int().nonnegative(),
  }),
});
type Stored = z.infer<typeof StoredSchema>;

const StoredLadderSchema = z
  .array(
    z.object({ fromHalalas: z.number().int().nonnegative(), incrementHalalas: z.number().int().positive() }),
  )
  .min(1);
type StoredLadder = z.infer<typeof StoredLadderSchema>;

const bp = (percent: number) => Math.round(percent * 100);

function toStored(s: Settings): { ladder: StoredLadder; platform: Stored } {
  return {
    ladder: s.incrementBands.map((band, i) => ({
      fromHalalas: i === 0 ? 0 : s.incrementBands[i - 1]!.upToRiyals! * SAR,
      incrementHalalas: band.incrementRiyals * SAR,
    })),
    platform: {
      announcementDays: s.announcementDays,
      antiSniping: {
        windowSeconds: s.antiSnipingWindowMinutes * 60,
        extensionSeconds: s.antiSnipingExtensionMinutes * 60,
        capSeconds: s.antiSnipingCapMinutes * 60,
      },
      commissionRateBp: bp(s.commissionRatePercent),
      depositRateBp: bp(s.depositRatePercent),
      paymentWorkingDays: s.paymentWorkingDays,
      nextBidderOfferHours: s.nextBidderOfferHours,
      holidays: [...s.holidays].sort(),
      fourEyes: {
        transferCreditHalalas: s.fourEyesTransferRiyals * SAR,
        withdrawalPaymentHalalas: s.fourEyesWithdrawalRiyals * SAR,
        refundHalalas: s.fourEyesRefundRiyals * SAR,
      },
    },
  };
}

const DEFAULT_STORED = toStored(DEFAULT_SETTINGS);

async function readStored(tx: Pick<Tx, "select">): Promise<Stored> {
  const parsed = StoredSchema.safeParse(await readSetting(tx, PLATFORM_KEY));
  return parsed.success ? parsed.data : DEFAULT_STORED.platform;
}

async function readLadder(tx: Pick<Tx, "select">): Promise<StoredLadder> {
  const parsed = StoredLadderSchema.safeParse(await readSetting(tx, LADDER_KEY));
  return parsed.success ? parsed.data : DEFAULT_STORED.ladder;
}

/** Every setting as the admin sees it; the default for whatever is unset or unreadable. */
export async function readSettings(tx: Pick<Tx, "select">): Promise<Settings> {
  // One after the other: inside a transaction both would share its one connection.
  const ladder = await readLadder(tx);
  const stored = await readStored(tx);
  return {
    incrementBands: ladder.map((band, i) => ({
      ...(i < ladder.length - 1 ? { upToRiyals: Math.round(ladder[i + 1]!.fromHalalas / SAR) } : {}),
      incrementRiyals: Math.round(band.incrementHalalas / SAR),
    })),
    announcementDays: stored.announcementDays,
    antiSnipingWindowMinutes: Math.round(stored.antiSniping.windowSeconds / 60),
    antiSnipingExtensionMinutes: Math.round(stored.antiSniping.extensionSeconds / 60),
    antiSnipingCapMinutes: Math.round(stored.antiSniping.capSeconds / 60),
    commissionRatePercent: stored.commissionRateBp / 100,
    depositRatePercent: stored.depositRateBp / 100,
    paymentWorkingDays: stored.paymentWorkingDays,
    nextBidderOfferHours: stored.nextBidderOfferHours,
    holidays: stored.holidays,
    fourEyesTransferRiyals: Math.round(stored.fourEyes.transferCreditHalalas / SAR),
    fourEyesWithdrawalRiyals: Math.round(stored.fourEyes.withdrawalPaymentHalalas / SAR),
    fourEyesRefundRiyals: Math.round(stored.fourEyes.refundHalalas / SAR),
  };
}

/** How many days before its start an auction must be published at the latest (REGA; default 5). */
export async function readAnnouncementDays(tx: Pick<Tx, "select">): Promise<number> {
  return (await readStored(tx)).announcementDays;
}

/** A new auction's defaults: anti-sniping window, extension and cap (seconds), commission and deposit rates (bp). */
export async function readAuctionDefaults(tx: Pick<Tx, "select">) {
  const stored = await readStored(tx);
  return {
    ...stored.antiSniping,
    commissionRateBp: stored.commissionRateBp,
    depositRateBp: stored.depositRateBp,
  };
}

/** The winner's payment period: this many working days, skipping weekends and these holidays. */
export async function readPaymentDeadlineRule(
  tx: Pick<Tx, "select">,
): Promise<{ workingDays: number; holidays: readonly string[] }> {
  const stored = await readStored(tx);
  return { workingDays: stored.paymentWorkingDays, holidays: stored.holidays };
}

/** How many hours the next bidder has to accept an offer made after a winner defaulted (default 48). */
export async function readNextBidderOfferHours(tx: Pick<Tx, "select">): Promise<number> {
  return (await readStored(tx)).nextBidderOfferHours;
}

export type FourEyesKind = "transferCredit" | "withdrawalPayment" | "refund";

/** Money decisions strictly above this many halalas need a second committee member. */
export async function readFourEyesThreshold(tx: Pick<Tx, "select">, kind: FourEyesKind): Promise<number> {
  const { fourEyes } = await readStored(tx);
  return kind === "transferCredit"
    ? fourEyes.transferCreditHalalas
    : kind === "withdrawalPayment"
      ? fourEyes.withdrawalPaymentHalalas
      : fourEyes.refundHalalas;
}

/**
 * The admin changes the settings: validated with the form's schema (VALIDATION, nothing
 * changed), both keys written in one transaction with one audit entry holding before and after.
 */
export async function updateSettings(options: {
  db: Db;
  actorUserId: string;
  input: unknown;
  now?: Date;
}): Promise<Settings> {
  const parsed = SettingsSchema.safeParse(options.input);
  if (!parsed.success) {
    throw new AppError("VALIDATION", {
      issues: parsed.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message })),
    });
  }
  const now = options.now ?? new Date();
  const stored = toStored(parsed.data);
  return runTransaction(options.db, async (tx) => {
    // One change at a time: the audit's "before" is what the change replaced.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('app_settings', 0))`);
    const before = await readSettings(tx);
    for (const [key, value] of [
      [LADDER_KEY, stored.ladder],
      [PLATFORM_KEY, stored.platform],
    ] as const) {
      await tx
        .insert(appSettings)
        .values({ key, value, updatedAt: now })
        .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
    }
    const after = await readSettings(tx);
    await recordAudit(tx, {
      actorUserId: options.actorUserId,
      action: "settings.update",
      subjectType: "settings",
      subjectId: "platform",
      before,
      after,
      createdAt: now,
    });
    return after;
  });
}
