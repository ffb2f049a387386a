import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import {
  appSettings,
  auctionRegistrations,
  auctions,
  bids,
  districts,
  notifications,
  sellingAgents,
  settlements,
  users,
} from "~/db/schema";
import { newReceiptCode } from "~/lib/receipt-code";
import { paymentDeadline, settlementFigures } from "~/modules/payments/settlement-figures";
import { lockAccounts, postTransactions, type AccountRef } from "~/modules/wallet/ledger.server";
import { createListing, type ListingDocument, type ListingPhoto } from "./auction-factory.server";
import { ensureDemoBidders } from "./seed-demo-participants.server";
import { artView, artViewLabel } from "./property-art";

// Any fixed 64-bit key: instances starting together queue on it, so one of them seeds.
const DEMO_SETTLEMENT_LOCK_KEY = 72_011_904_106;
const DEMO_SETTLEMENT_KEY = "demo_won_auction";
const DEMO_BIDDER_EMAIL = "bidder@mazad.example";
/** Outside the catalogue's range (MZ-100000 … MZ-999999), so it never collides with it. */
export const DEMO_WON_ASSET_NUMBER = "MZ-050126";

const SAR = 100;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const OPENING_PRICE = 1_150_000 * SAR;
/** The 1M–5M band of the increment ladder. */
const INCREMENT = 25_000 * SAR;
const DEPOSIT = 57_000 * SAR;

/**
 * The demo bidder's won auction, awaiting payment: a Riyadh apartment whose auction ended three
 * hours before the first start, with a bid history in which the demo bidder outbid two demo
 * bidders, her deposit locked in her wallet, the settlement due in five working days, and the
 * "you won" notification. Her available balance stays 5,000,000 SAR (the deposit held was paid in
 * on top, as a demo transfer), so she can pay it from the wallet at once. Once only, and only when
 * the demo bidder exists (never in production).
 */
export async function seedDemoWonAuction(
  db: Db,
  options: { now?: Date } = {},
): Promise<{ created: boolean }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SETTLEMENT_LOCK_KEY})`);
    const [done] = await tx
      .select({ key: appSettings.key })
      .from(appSettings)
      .where(eq(appSettings.key, DEMO_SETTLEMENT_KEY));
    if (done) return { created: false };
    const [bidder] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_BIDDER_EMAIL));
    const place = await riyadhPlace(tx);
    if (!bidder || !place) return { created: false };
    const rivals = (await ensureDemoBidders(tx, now)).slice(0, 2);

    const endsAt = new Date(Math.floor((now.getTime() - 3 * HOUR) / MINUTE) * MINUTE);
    const startsAt = new Date(endsAt.getTime() - 3 * DAY);
    // Bidder 1 opens, the demo bidder (Bidder 2) answers each rival and has the last word.
    const bidders = [rivals[0]!, bidder.id, rivals[1]!, bidder.id, rivals[0]!, bidder.id];
    const history = bidders.map((userId, i) => ({
      userId,
      sequence: i + 1,
      amount: OPENING_PRICE + i * INCREMENT,
      bidderNumber: [rivals[0], bidder.id, rivals[1]].indexOf(userId) + 1,
      source: (["web", "app", "web", "web", "automatic", "app"] as const)[i]!,
      placedAt: new Date(endsAt.getTime() - (26 - i * 4) * HOUR - 17 * MINUTE),
    }));
    const price = history.at(-1)!.amount;
    const { auction } = await createListing(tx, place, {
      property: wonProperty(new Date(startsAt.getTime() - 9 * DAY)),
      photos: wonPhotos,
      documents: wonDocuments,
      auction: {
        status: "finished",
        openingPrice: OPENING_PRICE,
        currentPrice: price,
        endPrice: price,
        deposit: DEPOSIT,
        bidCount: history.length,
        bidderCount: 3,
        announcedAt: new Date(startsAt.getTime() - 7 * DAY),
        startsAt,
        endsAt,
        scheduledEndsAt: endsAt,
        outcome: "sold",
        winnerUserId: bidder.id,
        leaderUserId: bidder.id,
        leaderPriorityUs: history.at(-1)!.placedAt.getTime() * 1000,
        finishedAt: endsAt,
        createdAt: new Date(startsAt.getTime() - 8 * DAY),
        updatedAt: endsAt,
      },
    });
    const auctionId = auction.id;
    const inserted = await tx
      .insert(bids)
      .values(history.map((b) => ({ ...b, auctionId, createdAt: b.placedAt })))
      .returning({ id: bids.id, sequence: bids.sequence });
    const leading = inserted.find((b) => b.sequence === history.length)!;
    await tx.update(auctions).set({ leadingBidId: leading.id }).where(eq(auctions.id, auctionId));

    const participants = [rivals[0]!, bidder.id, rivals[1]!];
    await tx.insert(auctionRegistrations).values(
      participants.map((userId, i) => {
        const mine = history.filter((b) => b.userId === userId);
        const registeredAt = new Date(mine[0]!.placedAt.getTime() - 2 * HOUR);
        return {
          userId,
          auctionId,
          rulesVersion: 1,
          rulesAcceptedAt: registeredAt,
          bidderNumber: i + 1,
          highestBid: Math.max(...mine.map((b) => b.amount)),
          outcome: userId === bidder.id ? ("won" as const) : ("lost" as const),
          receiptCode: newReceiptCode(),
          createdAt: registeredAt,
        };
      }),
    );

    // Locked when she last took the lead (each time she was outbid it came back to her at once).
    await holdDeposit(tx, bidder.id, auctionId, history.at(-1)!.placedAt);
    await tx.insert(settlements).values({
      auctionId,
      userId: bidder.id,
      ...settlementFigures({ hammerPrice: price, depositHeld: DEPOSIT, commissionRateBp: 250 }),
      dueAt: paymentDeadline(endsAt),
      createdAt: endsAt,
    });
    await tx.insert(notifications).values({
      userId: bidder.id,
      event: "auction_won",
      auctionId,
      params: { assetNumber: DEMO_WON_ASSET_NUMBER, titleAr: TITLE.ar, titleEn: TITLE.en, amount: price },
      createdAt: endsAt,
      readAt: null,
      copiesPending: false,
    });
    await tx.insert(appSettings).values({
      key: DEMO_SETTLEMENT_KEY,
      value: { auctionId, seededAt: now.toISOString() },
      updatedAt: now,
    });
    return { created: true };
  });
}

const TITLE = { ar: "شقة عائلية في حي النرجس", en: "Family apartment in An Narjis" };

/** An Narjis in Riyadh and a Riyadh selling agent, as the catalogue seeded them. */
async function riyadhPlace(tx: Tx) {
  const [district] = await tx
    .select({ id: districts.id })
    .from(districts)
    .where(and(eq(districts.cityId, "riyadh"), eq(districts.nameAr, "النرجس")));
  const [agent] = await tx
    .select({ id: sellingAgents.id })
    .from(sellingAgents)
    .where(eq(sellingAgents.licenseNumber, "1200012345"));
  return district && agent
    ? { cityId: "riyadh", districtId: district.id, agentId: agent.id, latitude: 24.8641, longitude: 46.6673 }
    : null;
}

function wonProperty(createdAt: Date) {
  return {
    assetNumber: DEMO_WON_ASSET_NUMBER,
    category: "apartment" as const,
    use: "residential" as const,
    titleAr: TITLE.ar,
    titleEn: TITLE.en,
    descriptionAr:
      "شقة عائلية في الدور الثاني بمساحة 210 م²: أربع غرف نوم وثلاث دورات مياه ومجلس وصالة ومطبخ راكب، مع موقف سيارة خاص ومصعد. " +
      "عمر المبنى ست سنوات، ويطل على شارع عرض 20م قريبًا من طريق الملك سلمان والخدمات في حي النرجس بمدينة الرياض.",
    descriptionEn:
      "A second-floor family apartment of 210 m²: four bedrooms, three bathrooms, a majlis, a living room and a fitted " +
      "kitchen, with a private parking space and a lift. The building is six years old and faces a 20 m street near " +
      "King Salman Road and the shops and schools of An Narjis, Riyadh.",
    streetWidthM: 20,
    schemeNumber: "3125",
    partNumber: "77",
    instrumentNumber: "410187654321",
    northM: 14,
    southM: 14,
    eastM: 15,
    westM: 15,
    boundaries: {
      north: { ar: "شارع عرض 20م", en: "Street 20 m wide" },
      south: { ar: "شقة رقم 8", en: "Apartment No. 8" },
      east: { ar: "ممر ومصعد", en: "Corridor and lift" },
      west: { ar: "ارتداد", en: "Setback" },
    },
    rooms: 4,
    bathrooms: 3,
    receptions: 1,
    areaM2: 210,
    advertisementLicenseNumber: "7200418233",
    disclosures: {
      encumbrances: { present: false, ar: "", en: "" },
      mortgages: { present: false, ar: "", en: "" },
      disputes: { present: false, ar: "", en: "" },
      defects: { present: false, ar: "", en: "" },
      survey: {
        ar: "رفع مساحي معتمد من مكتب هندسي مرخّص؛ مساحة الشقة على الطبيعة 210 م² مطابقة للصك.",
        en: "Certified survey by a licensed engineering office; the flat's measured area of 210 m² matches the deed.",
      },
    },
    buildingAgeYears: 6,
    latitude: 24.8641,
    longitude: 46.6673,
    createdAt,
    updatedAt: createdAt,
  };
}

const viewOf = (photo: number) => artViewLabel("apartment", artView({ category: "apartment", photo }));
const wonPhotos: ListingPhoto[] = [0, 1, 2].map((position) => ({
  storageKey: `generated:apartment-901-${position}`,
  altAr: `${TITLE.ar} – ${viewOf(position).ar}`,
  altEn: `${TITLE.en} – ${viewOf(position).en}`,
  width: 1200,
  height: 800,
  position,
}));

const doc = (
  kind: "title_deed" | "site_plan" | "valuation_report" | "special_rules",
  ar: string,
  en: string,
  size: number,
): ListingDocument => ({
  kind,
  titleAr: ar,
  titleEn: en,
  storageKey: `generated-doc:${kind}-901`,
  mimeType: "application/pdf",
  sizeBytes: size,
});
const wonDocuments = [
  doc("title_deed", "صك الملكية رقم 410187654321", "Title deed No. 410187654321", 264_118),
  doc("site_plan", "كروكي الموقع", "Site plan (kroki)", 612_407),
  doc("valuation_report", "تقرير التقييم العقاري المعتمد", "Accredited valuation report", 2_208_930),
  doc("special_rules", "الشروط الخاصة بالمزاد", "Auction special rules", 201_553),
];

/**
 * The deposit the demo bidder locked when she first led, paid in on top of her demo balance so
 * her available balance stays what the README promises.
 */
async function holdDeposit(tx: Tx, userId: string, auctionId: number, at: Date) {
  const accounts = await lockAccounts(tx, [
    { kind: "bank_clearing" },
    { kind: "user_available", userId },
    { kind: "user_locked", userId, auctionId },
  ]);
  const id = (ref: AccountRef) => accounts.get(ref).id;
  await postTransactions(
    tx,
    [
      {
        kind: "top_up",
        userId,
        memo: { method: "bank_transfer", reference: "DEMO" },
        postings: [
          { accountId: id({ kind: "bank_clearing" }), amount: -DEPOSIT },
          { accountId: id({ kind: "user_available", userId: userId }), amount: DEPOSIT },
        ],
      },
      {
        kind: "deposit_lock",
        userId,
        auctionId,
        postings: [
          { accountId: id({ kind: "user_available", userId: userId }), amount: -DEPOSIT },
          { accountId: id({ kind: "user_locked", userId: userId, auctionId: auctionId }), amount: DEPOSIT },
        ],
      },
    ],
    at,
  );
}
