import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { payments, receipts } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/uuid";
import { describeUser } from "~/modules/accounts/describe-users.server";
import { principalOfAgency, principalsFor, type PrincipalOfAgent } from "~/modules/agents/agencies.server";
import type { PrincipalSettlement, SettlementView } from "./settlement-view";
import { getSettlement, listSettlements } from "./settlements.server";

/*
 * The agent's side of paying for a principal (ADR 036): the settlements an agent with the `pay`
 * scope may pay from the principal's wallet, and what the agent is told once they paid one. Paying
 * is payFromWallet with the agent (wallet-payments.server.ts). Only agencies in force with `pay`
 * open a principal's settlements; anything else is AGENT_NOT_AUTHORIZED (never "not found"), so an
 * agent learns nothing of settlements that are not their principal's.
 */

function forAgent(s: SettlementView): PrincipalSettlement {
  return {
    id: s.id,
    status: s.status,
    auction: s.auction,
    hammerPrice: s.hammerPrice,
    depositApplied: s.depositApplied,
    balanceDue: s.balanceDue,
    commission: s.commission,
    vat: s.vat,
    totalDue: s.totalDue,
    dueAt: s.dueAt,
  };
}

/** What the principal owes now, the nearest deadline first. */
async function dueSettlementsOf(db: Db, principalUserId: string): Promise<PrincipalSettlement[]> {
  return (await listSettlements({ db, userId: principalUserId }))
    .filter((s) => s.status === "due")
    .map(forAgent);
}

export type PrincipalDue = { principal: PrincipalOfAgent; settlements: PrincipalSettlement[] };

/** For each principal the agent may pay for now, by name, what they owe: /profile/agents. */
export async function listPrincipalsDueSettlements(db: Db, agentUserId: string): Promise<PrincipalDue[]> {
  const principals = await principalsFor(db, agentUserId, "pay");
  const out: PrincipalDue[] = [];
  for (const principal of principals)
    out.push({ principal, settlements: await dueSettlementsOf(db, principal.userId) });
  return out;
}

/**
 * What the principal of one of the agent's agencies owes now, when it is in force with `pay`: the
 * API's GET /me/agencies/{id}/settlements. NOT_FOUND for someone else's agency.
 */
export async function agencyDueSettlements(
  db: Db,
  agentUserId: string,
  agencyId: string,
): Promise<PrincipalDue> {
  const principal = await principalOfAgency(db, agentUserId, agencyId, "pay");
  return { principal, settlements: await dueSettlementsOf(db, principal.userId) };
}

/**
 * One settlement of the agency's principal, due or not, for the confirmation before paying it;
 * AGENT_NOT_AUTHORIZED when the agency does not allow paying or the settlement is not theirs.
 */
export async function principalSettlement(options: {
  db: Db;
  agentUserId: string;
  agencyId: string;
  settlementId: string;
}): Promise<{ principal: PrincipalOfAgent; settlement: PrincipalSettlement }> {
  const { db, agentUserId, agencyId, settlementId } = options;
  const principal = await principalOfAgency(db, agentUserId, agencyId, "pay");
  const settlement = await getSettlement({ db, userId: principal.userId, settlementId });
  if (!settlement) throw new AppError("AGENT_NOT_AUTHORIZED");
  return { principal, settlement: forAgent(settlement) };
}

/** A payment an agent made for a principal, as the agent is shown it afterwards. */
export type AgentPaymentNotice = {
  amount: number;
  reference: string;
  /** The receipt's verification code (the receipt is the principal's; anyone holding it checks it). */
  receiptCode: string | null;
  principalName: string;
};

/** The agent's own payment for a principal (null for any other payment): where paying lands. */
export async function readAgentPayment(options: {
  db: Db;
  agentUserId: string;
  paymentId: string;
}): Promise<AgentPaymentNotice | null> {
  const { db, agentUserId, paymentId } = options;
  if (!isUuid(paymentId)) return null;
  const [row] = await db
    .select({
      amount: payments.amount,
      reference: payments.reference,
      principalUserId: payments.userId,
      receiptCode: receipts.verificationCode,
    })
    .from(payments)
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .where(
      and(eq(payments.id, paymentId), eq(payments.agentUserId, agentUserId), eq(payments.status, "paid")),
    );
  if (!row) return null;
  const principal = await describeUser(db, row.principalUserId);
  return {
    amount: row.amount,
    reference: row.reference,
    receiptCode: row.receiptCode,
    principalName: principal?.name ?? "",
  };
}
