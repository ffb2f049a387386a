import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import {
  agencies,
  auditLog,
  authorityRequests,
  idempotencyKeys,
  notifications,
  payments,
  receipts,
  settlements,
  users,
} from "~/db/schema";
import { AppError } from "~/lib/errors";
import { answerAgency, inviteAgency, revokeAgency } from "~/modules/agents/agencies.server";
import { createAgencyInviteSchema } from "~/modules/agents/agency-schema";
import { describeNotification } from "~/modules/notifications/describe-notification";
import { readUserBalances } from "~/modules/wallet/ledger.server";
import { createBidders } from "../../../tests/factories/bidding";
import { createWonAuction } from "../../../tests/factories/settlements";
import { createTestDatabase } from "../../../tests/support/database";
import { createTestServices } from "../../../tests/support/services";
import { listPaymentHistory } from "./payment-history.server";
import {
  agencyDueSettlements,
  listPrincipalsDueSettlements,
  principalSettlement,
  readAgentPayment,
} from "./principal-settlements.server";
import { getSettlement } from "./settlements.server";
import { payFromWallet } from "./wallet-payments.server";

/*
 * ADR 036, the `pay` scope: an agent pays a principal's due settlement from the principal's
 * wallet, exactly as the principal could, under an agency in force read in the payment's own
 * transaction; every refusal changes nothing.
 */

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

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return "resolved";
}

const inTwoMonths = () => new Date(Date.now() + 60 * 24 * 3600 * 1000).toISOString().slice(0, 10);

/**
 * A winner owing 1,957,500 SAR (won at 2,000,000, deposit 100,000 held) with `funds` in the wallet
 * before winning, and their agent under an active agency with `scopes` on the winner's approved
 * power of attorney.
 */
async function principalWithAgent(scopes: string[], funds = 3_000_000 * SAR) {
  const { winner: principal, settlement } = await createWonAuction(database, services, {
    price: 2_000_000 * SAR,
    deposit: 100_000 * SAR,
    funds,
  });
  const [agent] = await createBidders(database, 1, { funds: 10 * SAR });
  await database.db.update(users).set({ name: "خالد الوكيل" }).where(eq(users.id, agent!.id));
  const [poa] = await database.db
    .insert(authorityRequests)
    .values({ kind: "power_of_attorney", requesterUserId: principal.id, status: "approved" })
    .returning();
  const input = createAgencyInviteSchema().parse({
    side: "principal",
    phone: agent!.phone,
    scopes,
    expiresOn: inTwoMonths(),
    powerOfAttorneyId: poa!.id,
  });
  const { agency } = await inviteAgency({ db: database.db, userId: principal.id, input });
  await answerAgency({ db: database.db, userId: agent!.id, agencyId: agency.id, answer: "confirm" });
  return { principal, agent: agent!, agencyId: agency.id, poaId: poa!.id, settlement };
}

const pay = (agentUserId: string, principalUserId: string, settlementId: string, key: string | null = null) =>
  payFromWallet(
    { db: database.db },
    { userId: principalUserId, agentUserId, settlementId, idempotencyKey: key },
  );

/** Everything a payment would change, to compare before and after a refusal. */
async function snapshot(principalUserId: string, agentUserId: string, settlementId: string) {
  const balances = await readUserBalances(database.db, [principalUserId, agentUserId]);
  const [settlement] = await database.db.select().from(settlements).where(eq(settlements.id, settlementId));
  return {
    principal: balances.get(principalUserId)!.available,
    agent: balances.get(agentUserId)!.available,
    status: settlement!.status,
    payments: (await database.db.select().from(payments).where(eq(payments.settlementId, settlementId)))
      .length,
    audited: (await database.db.select().from(auditLog).where(eq(auditLog.actorUserId, agentUserId))).length,
    told: (await database.db.select().from(notifications).where(eq(notifications.userId, principalUserId)))
      .length,
  };
}

describe("an agent paying for a principal", () => {
  it("pays the principal's due settlement from the principal's wallet, once per key: recorded, audited and told", async () => {
    const { principal, agent, agencyId, settlement } = await principalWithAgent(["pay"]);
    // The agent's page and the API list what the principal owes.
    const listed = await listPrincipalsDueSettlements(database.db, agent.id);
    expect(listed).toEqual([
      {
        principal: { agencyId, userId: principal.id, name: expect.any(String) },
        settlements: [
          expect.objectContaining({ id: settlement.id, totalDue: 1_957_500 * SAR, status: "due" }),
        ],
      },
    ]);
    expect((await agencyDueSettlements(database.db, agent.id, agencyId)).settlements).toHaveLength(1);
    const before = await snapshot(principal.id, agent.id, settlement.id);

    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([
      pay(agent.id, principal.id, settlement.id, key),
      pay(agent.id, principal.id, settlement.id, key),
    ]);
    expect(second.paymentId).toBe(first.paymentId);
    expect(first.receiptCode).toMatch(/^RCT-/);
    const after = await snapshot(principal.id, agent.id, settlement.id);
    expect(before.principal - after.principal).toBe(1_957_500 * SAR);
    expect(after.agent).toBe(before.agent);
    expect(after).toMatchObject({ status: "paid", payments: 1 });

    // The payment, its receipt and the ledger are the principal's; the payment names the agent.
    const [payment] = await database.db.select().from(payments).where(eq(payments.id, first.paymentId));
    expect(payment).toMatchObject({
      userId: principal.id,
      agentUserId: agent.id,
      status: "paid",
      method: "wallet",
    });
    const [receipt] = await database.db.select().from(receipts).where(eq(receipts.paymentId, payment!.id));
    expect(receipt).toMatchObject({ userId: principal.id, verificationCode: first.receiptCode });
    // The key is the agent's.
    const [stored] = await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored!.userId).toBe(agent.id);

    const audited = await database.db.select().from(auditLog).where(eq(auditLog.subjectId, payment!.id));
    expect(audited).toEqual([
      expect.objectContaining({
        actorUserId: agent.id,
        action: "payment.pay_for_principal",
        details: expect.objectContaining({
          principalUserId: principal.id,
          agentUserId: agent.id,
          settlementId: settlement.id,
          amount: 1_957_500 * SAR,
        }),
      }),
    ]);
    const [told] = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, principal.id), eq(notifications.event, "payment_received")));
    expect(told!.params).toMatchObject({
      amount: 1_957_500 * SAR,
      reference: payment!.reference,
      name: "خالد الوكيل",
    });
    expect(describeNotification(told!.event, told!.params, "en").body).toContain(
      "Your agent خالد الوكيل paid",
    );

    // The principal sees who paid; the agent sees the reference and the receipt's code.
    const seen = await getSettlement({ db: database.db, userId: principal.id, settlementId: settlement.id });
    expect(seen!.paidBy!.paidByAgent).toEqual({ userId: agent.id, name: "خالد الوكيل" });
    const history = await listPaymentHistory({ db: database.db, userId: principal.id });
    expect(history.items.find((p) => p.id === payment!.id)!.paidByAgent!.name).toBe("خالد الوكيل");
    expect(
      await readAgentPayment({ db: database.db, agentUserId: agent.id, paymentId: payment!.id }),
    ).toEqual({
      amount: 1_957_500 * SAR,
      reference: payment!.reference,
      receiptCode: first.receiptCode,
      principalName: expect.any(String),
    });
    expect(
      await readAgentPayment({ db: database.db, agentUserId: principal.id, paymentId: payment!.id }),
    ).toBeNull();

    // Paid: nothing is due any more, and paying again is refused.
    expect((await listPrincipalsDueSettlements(database.db, agent.id))[0]!.settlements).toEqual([]);
    expect(await codeOf(pay(agent.id, principal.id, settlement.id))).toBe("SETTLEMENT_NOT_DUE");
    expect((await snapshot(principal.id, agent.id, settlement.id)).payments).toBe(1);
  });

  it("is refused without the pay scope, once revoked, once expired, and once the power of attorney is withdrawn", async () => {
    const bidOnly = await principalWithAgent(["bid", "list_property"]);
    const revoked = await principalWithAgent(["pay"]);
    const expired = await principalWithAgent(["pay", "bid"]);
    const withdrawn = await principalWithAgent(["pay"]);
    await revokeAgency({ db: database.db, userId: revoked.principal.id, agencyId: revoked.agencyId });
    await database.db
      .update(agencies)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(agencies.id, expired.agencyId));
    // The agency row still reads active: only the power of attorney beneath it changed.
    await database.db
      .update(authorityRequests)
      .set({ status: "rejected" })
      .where(eq(authorityRequests.id, withdrawn.poaId));

    for (const { principal, agent, agencyId, settlement } of [bidOnly, revoked, expired, withdrawn]) {
      const before = await snapshot(principal.id, agent.id, settlement.id);
      expect(await codeOf(pay(agent.id, principal.id, settlement.id, crypto.randomUUID()))).toBe(
        "AGENT_NOT_AUTHORIZED",
      );
      expect(await snapshot(principal.id, agent.id, settlement.id)).toEqual(before);
      expect(await listPrincipalsDueSettlements(database.db, agent.id)).toEqual([]);
      expect(await codeOf(agencyDueSettlements(database.db, agent.id, agencyId))).toBe(
        "AGENT_NOT_AUTHORIZED",
      );
      expect(
        await codeOf(
          principalSettlement({
            db: database.db,
            agentUserId: agent.id,
            agencyId,
            settlementId: settlement.id,
          }),
        ),
      ).toBe("AGENT_NOT_AUTHORIZED");
    }
  });

  it("tells nothing of a settlement that is not the principal's, and refuses the principal's side and strangers", async () => {
    const { principal, agent, agencyId } = await principalWithAgent(["pay"]);
    const other = await createWonAuction(database, services, {
      price: 2_000_000 * SAR,
      deposit: 100_000 * SAR,
      funds: 3_000_000 * SAR,
    });
    const before = await snapshot(other.winner.id, agent.id, other.settlement.id);
    // Someone else's settlement, named as the principal's or as its own winner's: not the agent's to pay.
    expect(await codeOf(pay(agent.id, principal.id, other.settlement.id))).toBe("AGENT_NOT_AUTHORIZED");
    expect(await codeOf(pay(agent.id, other.winner.id, other.settlement.id))).toBe("AGENT_NOT_AUTHORIZED");
    expect(await codeOf(pay(agent.id, principal.id, "not-a-uuid"))).toBe("AGENT_NOT_AUTHORIZED");
    expect(
      await codeOf(
        principalSettlement({
          db: database.db,
          agentUserId: agent.id,
          agencyId,
          settlementId: other.settlement.id,
        }),
      ),
    ).toBe("AGENT_NOT_AUTHORIZED");
    expect(await snapshot(other.winner.id, agent.id, other.settlement.id)).toEqual(before);
    // The agency's other side, and anyone else, do not act under it.
    expect(await codeOf(agencyDueSettlements(database.db, principal.id, agencyId))).toBe(
      "AGENT_NOT_AUTHORIZED",
    );
    expect(await codeOf(agencyDueSettlements(database.db, other.winner.id, agencyId))).toBe("NOT_FOUND");
    expect(await codeOf(agencyDueSettlements(database.db, agent.id, "nope"))).toBe("NOT_FOUND");
  });

  it("refuses when the principal's wallet is short, naming only what is due, and changes nothing", async () => {
    const { principal, agent, settlement } = await principalWithAgent(["pay"], 2_000_000 * SAR);
    const before = await snapshot(principal.id, agent.id, settlement.id);
    const key = crypto.randomUUID();
    const refusal = pay(agent.id, principal.id, settlement.id, key);
    await expect(refusal).rejects.toMatchObject({
      code: "WALLET_NOT_ENOUGH",
      details: { money: { due: 1_957_500 * SAR } },
    });
    await expect(refusal).rejects.not.toMatchObject({ details: { money: { available: expect.anything() } } });
    expect(await snapshot(principal.id, agent.id, settlement.id)).toEqual(before);
    // The key keeps its refusal: the same request again hears the same.
    expect(await codeOf(pay(agent.id, principal.id, settlement.id, key))).toBe("WALLET_NOT_ENOUGH");
  });
});
