import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import { payments, receipts, settlements, taxInvoices } from "~/db/schema";
import { readUserBalances } from "~/modules/wallet/ledger.server";
import { createBidders } from "../../../tests/factories/bidding";
import { createWonAuction } from "../../../tests/factories/settlements";
import { createTestDatabase } from "../../../tests/support/database";
import { platformMovementFor } from "../../../tests/support/ledger";
import { createTestServices } from "../../../tests/support/services";
import { payFromWallet } from "./wallet-payments.server";
import { readZatcaQrPayload } from "./zatca-qr";

const SAR = 100;
let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = await createTestServices(database);
});
afterAll(async () => {
  await services.live.close();
  await database.close();
});

/** An auction won by the returned bidder at 2,000,000 SAR (deposit 100,000 SAR held). */
const wonAuction = (funds = 3_000_000 * SAR) =>
  createWonAuction(database, services, { price: 2_000_000 * SAR, deposit: 100_000 * SAR, funds });

describe("the winner's payment from the wallet", () => {
  it("owes the price less the deposit, plus 2.5% commission and VAT on it, by the fifth working day", async () => {
    const { winner, settlement } = await wonAuction();
    expect(settlement).toMatchObject({
      userId: winner.id,
      hammerPrice: 2_000_000 * SAR,
      depositApplied: 100_000 * SAR,
      balanceDue: 1_900_000 * SAR,
      commission: 50_000 * SAR,
      vat: 7_500 * SAR,
      totalDue: 1_957_500 * SAR,
      status: "due",
    });
    const days = (settlement.dueAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(5);
    expect(days).toBeLessThan(10);
  });

  it("pays once: deposit and balance to escrow, commission and VAT to theirs, an invoice with its QR, a receipt", async () => {
    const { winner, settlement } = await wonAuction();
    const moved = (kind: "platform_escrow" | "commission_revenue" | "vat_payable") =>
      platformMovementFor(database.db, kind, winner.id);
    const before = {
      escrow: await moved("platform_escrow"),
      commission: await moved("commission_revenue"),
      vat: await moved("vat_payable"),
    };
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([
      payFromWallet(
        { db: database.db },
        { userId: winner.id, settlementId: settlement.id, idempotencyKey: key },
      ),
      payFromWallet(
        { db: database.db },
        { userId: winner.id, settlementId: settlement.id, idempotencyKey: key },
      ),
    ]);
    expect(second.paymentId).toBe(first.paymentId);
    const wallet = (await readUserBalances(database.db, [winner.id])).get(winner.id)!;
    expect(wallet.available).toBe(3_000_000 * SAR - 100_000 * SAR - 1_957_500 * SAR);
    expect(wallet.locked.size).toBe(0);
    expect((await moved("platform_escrow")) - before.escrow).toBe(2_000_000 * SAR);
    expect((await moved("commission_revenue")) - before.commission).toBe(50_000 * SAR);
    expect((await moved("vat_payable")) - before.vat).toBe(7_500 * SAR);
    const [paid] = await database.db.select().from(settlements).where(eq(settlements.id, settlement.id));
    expect(paid!.status).toBe("paid");
    const [invoice] = await database.db
      .select()
      .from(taxInvoices)
      .where(eq(taxInvoices.settlementId, settlement.id));
    expect(invoice!.number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect([invoice!.taxableAmount, invoice!.vat, invoice!.total]).toEqual([
      50_000 * SAR,
      7_500 * SAR,
      57_500 * SAR,
    ]);
    const fields = readZatcaQrPayload(invoice!.qrPayload);
    expect(fields[1]).toBe(invoice!.sellerVatNumber);
    expect(fields.slice(3)).toEqual(["57500.00", "7500.00"]);
    const [receipt] = await database.db
      .select()
      .from(receipts)
      .where(eq(receipts.paymentId, first.paymentId));
    expect(receipt).toMatchObject({ kind: "winner_payment", amount: 1_957_500 * SAR });
    expect(receipt!.verificationCode).toMatch(/^RCT-/);
    await expect(
      payFromWallet(
        { db: database.db },
        { userId: winner.id, settlementId: settlement.id, idempotencyKey: null },
      ),
    ).rejects.toMatchObject({ code: "SETTLEMENT_NOT_DUE" });
    expect(
      await database.db.select().from(payments).where(eq(payments.settlementId, settlement.id)),
    ).toHaveLength(1);
  });

  it("refuses when the wallet cannot cover what is due, and nobody else can pay it", async () => {
    const { winner, settlement } = await wonAuction(2_000_000 * SAR);
    await expect(
      payFromWallet(
        { db: database.db },
        { userId: winner.id, settlementId: settlement.id, idempotencyKey: null },
      ),
    ).rejects.toMatchObject({
      code: "WALLET_NOT_ENOUGH",
      details: { money: { available: 1_900_000 * SAR, due: 1_957_500 * SAR } },
    });
    const [stranger] = await createBidders(database, 1);
    await expect(
      payFromWallet(
        { db: database.db },
        { userId: stranger!.id, settlementId: settlement.id, idempotencyKey: null },
      ),
    ).rejects.toMatchObject({ code: "SETTLEMENT_NOT_DUE" });
  });
});
