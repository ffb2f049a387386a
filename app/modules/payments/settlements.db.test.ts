import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import { payments, settlements, taxInvoices } from "~/db/schema";
import { closeBiddingNow } from "~/db/seed/auction-factory.server";
import { finishDueAuctions } from "~/modules/bidding/auction-lifecycle.server";
import { placeBid } from "~/modules/bidding/place-bid.server";
import { AppError } from "~/lib/errors";
import { createAuction, createPlace } from "../../../tests/factories/auctions";
import { createUser } from "../../../tests/factories/accounts";
import { createBidders } from "../../../tests/factories/bidding";
import { createTestDatabase } from "../../../tests/support/database";
import { createTestServices } from "../../../tests/support/services";
import { invoiceQrSvg } from "./invoice-qr.server";
import { listPaymentHistory, listPendingTransfers } from "./payment-history.server";
import { getSettlement, getTaxInvoice, listSettlements, settlementsForAuctions } from "./settlements.server";
import { payFromWallet } from "./wallet-payments.server";
import { readZatcaQrPayload } from "./zatca-qr";

const SAR = 100;
let database: Database;
let services: Services;
let place: Awaited<ReturnType<typeof createPlace>>;

beforeAll(async () => {
  database = await createTestDatabase();
  services = await createTestServices(database);
  place = await createPlace(database.db);
});
afterAll(async () => {
  await services.live.close();
  await database.close();
});

/**
 * Auctions won at `price` (deposit 5%), one per winner: each winner bids through the engine,
 * then bidding closes at once (the end moves to the database's now) and the lifecycle finishes
 * them, with no wait. Winners default to fresh funded bidders.
 */
async function wonAuctions(count: number, options: { price?: number; winners?: { id: string }[] } = {}) {
  const price = options.price ?? 1_000_000 * SAR;
  const winners = options.winners ?? (await createBidders(database, count, { funds: 2 * price }));
  const ends = new Date(Date.now() + 10 * 60_000);
  const won = await Promise.all(
    winners.map(async (winner) => {
      const { auction, property } = await createAuction(database.db, place, {
        auction: {
          openingPrice: price,
          deposit: price / 20,
          bidIncrement: 10_000 * SAR,
          endsAt: ends,
          scheduledEndsAt: ends,
          extensionWindowSeconds: 0,
        },
      });
      await placeBid(services, {
        auctionId: auction.id,
        userId: winner.id,
        amount: price,
        confirmHighBid: false,
        acceptRulesVersion: "current",
        source: "web",
        idempotencyKey: null,
      });
      return { auction, property, winner };
    }),
  );
  for (const w of won) await closeBiddingNow(database.db, w.auction.id);
  await finishDueAuctions({ db: database.db });
  return Promise.all(
    won.map(async (w) => {
      const [settlement] = await database.db
        .select()
        .from(settlements)
        .where(eq(settlements.auctionId, w.auction.id));
      return { ...w, settlement: settlement! };
    }),
  );
}

const pay = (userId: string, settlementId: string, key: string | null = crypto.randomUUID()) =>
  payFromWallet({ db: database.db }, { userId, settlementId, idempotencyKey: key });

describe("a winner's settlements", () => {
  it("lists what is due first, then what was paid, with the auction, its figures and only the user's own", async () => {
    const [me] = await createBidders(database, 1, { funds: 5_000_000 * SAR });
    const [first, second] = await wonAuctions(2, { winners: [me!, me!] });
    const [someoneElse] = await wonAuctions(1);
    await pay(me!.id, first!.settlement.id);

    const list = await listSettlements({ db: database.db, userId: me!.id });
    expect(list.map((s) => [s.id, s.status])).toEqual([
      [second!.settlement.id, "due"],
      [first!.settlement.id, "paid"],
    ]);
    const [due, paid] = list;
    expect(due).toMatchObject({
      hammerPrice: 1_000_000 * SAR,
      depositApplied: 50_000 * SAR,
      balanceDue: 950_000 * SAR,
      commission: 25_000 * SAR,
      vat: 3_750 * SAR,
      totalDue: 978_750 * SAR,
      invoice: null,
      paidBy: null,
      pending: [],
      auction: {
        id: second!.auction.id,
        assetNumber: second!.property.assetNumber,
        titleEn: "Test villa",
        commissionRateBp: 250,
      },
    });
    expect(due!.auction.finishedAt).toBeInstanceOf(Date);
    expect(paid!.invoice?.number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(paid!.paidBy).toMatchObject({ method: "wallet", reference: expect.stringMatching(/^MZD-WP-/) });
    expect(paid!.paidBy!.receiptId).toEqual(expect.any(String));

    // Another user's settlement is not there, and reads as missing.
    expect(list.map((s) => s.id)).not.toContain(someoneElse!.settlement.id);
    expect(
      await getSettlement({ db: database.db, userId: me!.id, settlementId: someoneElse!.settlement.id }),
    ).toBeNull();
    expect(await getSettlement({ db: database.db, userId: me!.id, settlementId: "not-a-uuid" })).toBeNull();

    const detail = await getSettlement({
      db: database.db,
      userId: me!.id,
      settlementId: first!.settlement.id,
    });
    expect(detail!.payments).toHaveLength(1);
    expect(detail!.payments[0]).toMatchObject({
      purpose: "winner_payment",
      method: "wallet",
      status: "paid",
      amount: 978_750 * SAR,
      auction: { assetNumber: first!.property.assetNumber },
    });

    // The order cards' view of the same: one due, one paid with its receipt and invoice.
    const forOrders = await settlementsForAuctions({
      db: database.db,
      userId: me!.id,
      auctionIds: [first!.auction.id, second!.auction.id, someoneElse!.auction.id],
    });
    expect(forOrders.size).toBe(2);
    expect(forOrders.get(second!.auction.id)).toMatchObject({
      status: "due",
      receiptId: null,
      invoiceId: null,
    });
    expect(forOrders.get(first!.auction.id)).toMatchObject({
      status: "paid",
      receiptId: paid!.paidBy!.receiptId,
      invoiceId: paid!.invoice!.id,
    });

    // The history holds every payment of the user, with its receipt; nothing awaits review.
    const history = await listPaymentHistory({ db: database.db, userId: me!.id });
    expect(history.total).toBe(1);
    expect(history.items[0]).toMatchObject({
      id: detail!.payments[0]!.id,
      receiptId: paid!.paidBy!.receiptId,
    });
    expect(await listPendingTransfers({ db: database.db, userId: me!.id })).toEqual([]);
  });

  it("lets the buyer and the committee read the tax invoice, and nobody else", async () => {
    const [won] = await wonAuctions(1);
    await pay(won!.winner.id, won!.settlement.id);
    const [invoice] = await database.db
      .select()
      .from(taxInvoices)
      .where(eq(taxInvoices.settlementId, won!.settlement.id));
    const mine = await getTaxInvoice({
      db: database.db,
      invoiceId: invoice!.id,
      viewer: { id: won!.winner.id, roles: ["bidder"] },
    });
    expect(mine).toMatchObject({
      number: invoice!.number,
      own: true,
      taxableAmount: 25_000 * SAR,
      vatRateBp: 1500,
      vat: 3_750 * SAR,
      total: 28_750 * SAR,
      supply: { assetNumber: won!.property.assetNumber, hammerPrice: 1_000_000 * SAR, commissionRateBp: 250 },
    });
    expect(mine!.receiptId).toEqual(expect.any(String));

    const { user: committee } = await createUser(database, { roles: ["committee"] });
    const { user: stranger } = await createUser(database);
    const seen = await getTaxInvoice({
      db: database.db,
      invoiceId: invoice!.id,
      viewer: { id: committee.id, roles: ["committee"] },
    });
    expect(seen).toMatchObject({ number: invoice!.number, own: false, receiptId: null });
    expect(
      await getTaxInvoice({
        db: database.db,
        invoiceId: invoice!.id,
        viewer: { id: stranger.id, roles: ["bidder"] },
      }),
    ).toBeNull();
    expect(
      await getTaxInvoice({
        db: database.db,
        invoiceId: "INV-1",
        viewer: { id: committee.id, roles: ["committee"] },
      }),
    ).toBeNull();
  });

  it("takes one payment when the same settlement is paid twice at once with different keys", async () => {
    const [won] = await wonAuctions(1);
    const results = await Promise.allSettled([
      pay(won!.winner.id, won!.settlement.id),
      pay(won!.winner.id, won!.settlement.id),
      pay(won!.winner.id, won!.settlement.id),
    ]);
    const paid = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(paid).toHaveLength(1);
    expect(refused).toHaveLength(2);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect((r.reason as AppError).code).toBe("SETTLEMENT_NOT_DUE");
    }
    const rows = await database.db
      .select()
      .from(payments)
      .where(eq(payments.settlementId, won!.settlement.id));
    expect(rows.map((p) => p.status)).toEqual(["paid"]);
    expect(
      await database.db.select().from(taxInvoices).where(eq(taxInvoices.settlementId, won!.settlement.id)),
    ).toHaveLength(1);
  });

  it("numbers invoices without gaps however many winners pay at the same moment", async () => {
    const won = await wonAuctions(6, { price: 200_000 * SAR });
    await Promise.all(won.map((w) => pay(w.winner.id, w.settlement.id)));
    const ofTheYear = await database.db
      .select({ number: taxInvoices.number })
      .from(taxInvoices)
      .where(like(taxInvoices.number, `INV-${new Date().getUTCFullYear()}-%`));
    // Every invoice of the year, whoever issued it (other test files share a PostgreSQL): the
    // numbers are exactly 1 … n, each once.
    const numbers = ofTheYear.map((r) => Number(r.number.slice(-6))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const mine = await database.db
      .select({ number: taxInvoices.number })
      .from(taxInvoices)
      .innerJoin(settlements, eq(settlements.id, taxInvoices.settlementId))
      .where(eq(settlements.hammerPrice, 200_000 * SAR));
    expect(new Set(mine.map((r) => r.number)).size).toBe(mine.length);
    expect(mine.length).toBeGreaterThanOrEqual(6);
  });

  it("puts the invoice's own figures in its QR code, and draws it", async () => {
    const [won] = await wonAuctions(1, { price: 1_234_000 * SAR });
    await pay(won!.winner.id, won!.settlement.id);
    const [invoice] = await database.db
      .select()
      .from(taxInvoices)
      .where(eq(taxInvoices.settlementId, won!.settlement.id));
    const [seller, vatNumber, time, total, vat] = readZatcaQrPayload(invoice!.qrPayload);
    expect(seller).toBe(invoice!.sellerName);
    expect(vatNumber).toBe(invoice!.sellerVatNumber);
    expect(vatNumber).toMatch(/^3\d{13}3$/);
    expect(new Date(time!).getTime()).toBe(Math.floor(invoice!.issuedAt.getTime() / 1000) * 1000);
    // 2.5% of 1,234,000 = 30,850; VAT 15% = 4,627.50; total 35,477.50.
    expect([invoice!.taxableAmount, invoice!.vat, invoice!.total]).toEqual([
      30_850 * SAR,
      462_750,
      3_547_750,
    ]);
    expect([total, vat]).toEqual(["35477.50", "4627.50"]);

    const qr = invoiceQrSvg(invoice!.qrPayload);
    expect(qr.size).toBeGreaterThanOrEqual(21);
    expect((qr.size - 17) % 4).toBe(0);
    expect(qr.quietZone).toBe(4);
    expect(qr.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
  });
});
