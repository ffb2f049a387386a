import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import { auditLog, ledgerTransactions, notifications, payments, settlements } from "~/db/schema";
import { readUserBalances } from "~/modules/wallet/ledger.server";
import { createWonAuction } from "../../../tests/factories/settlements";
import { createTestDatabase } from "../../../tests/support/database";
import { platformMovementFor } from "../../../tests/support/ledger";
import { createTestServices } from "../../../tests/support/services";
import { newPaymentReference } from "./payment-records.server";
import { defaultOverdueSettlements } from "./settlement-defaults.server";
import { payFromWallet } from "./wallet-payments.server";

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

/** Won at 1,000,000 SAR with a 50,000 SAR deposit; 10,000 SAR left available. */
const wonAuction = () =>
  createWonAuction(database, services, {
    price: 1_000_000 * SAR,
    deposit: 50_000 * SAR,
    funds: 60_000 * SAR,
  });

const statusOf = async (settlementId: string) =>
  (await database.db.select().from(settlements).where(eq(settlements.id, settlementId)))[0]!.status;

const passDeadline = (settlementId: string, at = new Date(Date.now() - 60_000)) =>
  database.db.update(settlements).set({ dueAt: at }).where(eq(settlements.id, settlementId));

/** What the user has locked on `auctionId`, halalas. */
const lockedOn = async (userId: string, auctionId: number) =>
  (await readUserBalances(database.db, [userId])).get(userId)!.locked.get(auctionId) ?? 0;

const sweep = () => defaultOverdueSettlements({ db: database.db });

async function openPayment(
  settlement: { id: string; userId: string; totalDue: number },
  values: { method: "bank_transfer" | "mada"; status: "awaiting_review" | "initiated"; createdAt?: Date },
) {
  const [payment] = await database.db
    .insert(payments)
    .values({
      userId: settlement.userId,
      purpose: "winner_payment",
      method: values.method,
      status: values.status,
      amount: settlement.totalDue,
      settlementId: settlement.id,
      reference: newPaymentReference("winner_payment"),
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  return payment!;
}

describe("a winner who does not pay by the deadline", () => {
  it("keeps the deposit locked until the deadline; after it, forfeits it once, is told, and can no longer pay", async () => {
    const { auction, winner, settlement } = await wonAuction();
    expect(settlement.status).toBe("due");

    expect((await sweep()).defaulted).not.toContain(settlement.id);
    expect(await platformMovementFor(database.db, "forfeited_deposits", winner.id)).toBe(0);

    await passDeadline(settlement.id);
    // Our sweep or, on CI's shared PostgreSQL, another file's: the state and the single forfeit
    // below are the proof, not which sweep did it.
    const swept = await sweep();
    expect(swept.effects.length).toBe(swept.defaulted.length);

    const [after] = await database.db.select().from(settlements).where(eq(settlements.id, settlement.id));
    expect(after!.status).toBe("defaulted");
    expect(after!.defaultedAt).toBeInstanceOf(Date);
    const balances = (await readUserBalances(database.db, [winner.id])).get(winner.id)!;
    expect(balances.available).toBe(10_000 * SAR);
    expect(balances.locked.size).toBe(0);
    expect(await platformMovementFor(database.db, "forfeited_deposits", winner.id)).toBe(50_000 * SAR);

    const forfeits = await database.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.auctionId, auction.id), eq(ledgerTransactions.kind, "deposit_forfeit")),
      );
    expect(forfeits).toHaveLength(1);
    expect(forfeits[0]!.userId).toBe(winner.id);

    const [notice] = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, winner.id), eq(notifications.event, "settlement_defaulted")));
    expect(notice!.auctionId).toBe(auction.id);
    expect(notice!.params).toMatchObject({ amount: 50_000 * SAR, dueAt: after!.dueAt.toISOString() });

    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "settlement.default"), eq(auditLog.subjectId, settlement.id)));
    expect(audit).toMatchObject({ actorUserId: null, subjectType: "settlement" });

    // Nothing happens twice, and the settlement can no longer be paid.
    expect((await sweep()).defaulted).not.toContain(settlement.id);
    expect(await platformMovementFor(database.db, "forfeited_deposits", winner.id)).toBe(50_000 * SAR);
    await expect(
      payFromWallet(
        { db: database.db },
        { userId: winner.id, settlementId: settlement.id, idempotencyKey: null },
      ),
    ).rejects.toMatchObject({ code: "SETTLEMENT_NOT_DUE" });
  });

  it("is not defaulted while a transfer declared in time awaits the committee, and is once it is refused", async () => {
    const { auction, winner, settlement } = await wonAuction();
    const transfer = await openPayment(settlement, { method: "bank_transfer", status: "awaiting_review" });
    await passDeadline(settlement.id);

    expect((await sweep()).defaulted).not.toContain(settlement.id);
    expect(await lockedOn(winner.id, auction.id)).toBe(50_000 * SAR);

    await database.db.update(payments).set({ status: "rejected" }).where(eq(payments.id, transfer.id));
    await sweep();
    expect(await statusOf(settlement.id)).toBe("defaulted");
    expect(await lockedOn(winner.id, auction.id)).toBe(0);
  });

  it("waits for a card payment begun in time, but not for one begun after the deadline", async () => {
    const first = await wonAuction();
    await openPayment(first.settlement, {
      method: "mada",
      status: "initiated",
      createdAt: new Date(Date.now() - 120_000),
    });
    await passDeadline(first.settlement.id);
    expect((await sweep()).defaulted).not.toContain(first.settlement.id);

    const second = await wonAuction();
    await passDeadline(second.settlement.id);
    await openPayment(second.settlement, { method: "mada", status: "initiated" });
    await sweep();
    expect(await statusOf(second.settlement.id)).toBe("defaulted");
  });

  it("is defaulted once when several instances sweep at the same moment", async () => {
    const { auction, settlement } = await wonAuction();
    await passDeadline(settlement.id);
    const sweeps = await Promise.all([sweep(), sweep(), sweep()]);
    expect(sweeps.filter((s) => s.defaulted.includes(settlement.id)).length).toBeLessThanOrEqual(1);
    expect(await statusOf(settlement.id)).toBe("defaulted");
    const forfeits = await database.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.auctionId, auction.id), eq(ledgerTransactions.kind, "deposit_forfeit")),
      );
    expect(forfeits).toHaveLength(1);
  });
});
