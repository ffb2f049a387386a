import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bankTransfers, payments, receipts, settlements, taxInvoices } from "~/db/schema";
import { describeAuctions, type AuctionDescription } from "~/modules/auctions/describe-auctions.server";
import { VAT_RATE_BP } from "~/modules/auctions/price-calculator";
import { describeUsers } from "~/modules/accounts/describe-users.server";
import { hasAnyRole, type UserRole } from "~/modules/accounts/roles";
import { isUuid } from "~/lib/uuid";
import {
  type OrderSettlement,
  type PaymentRecord,
  type SettlementDetail,
  type SettlementView,
  type TaxInvoiceView,
} from "./settlement-view";

/*
 * The winner's side of a sold auction: what is due, what was paid, and the tax invoice. Reads
 * only; paying is payFromWallet (wallet-payments.server.ts), startGatewayPayment (cards) and the
 * committee's verification of a transfer. Every query is filtered by the signed-in user: another
 * user's id is answered exactly like a missing one.
 */

const s = settlements;

function selectSettlements(db: Db) {
  return db
    .select({
      settlement: s,
      invoiceId: taxInvoices.id,
      invoiceNumber: taxInvoices.number,
    })
    .from(s)
    .leftJoin(taxInvoices, eq(taxInvoices.settlementId, s.id));
}

type SettlementRow = Awaited<ReturnType<ReturnType<typeof selectSettlements>["execute"]>>[number];

/** The payments made or tried towards these settlements, oldest first, with their receipts. */
async function paymentsOf(db: Db, settlementIds: string[]): Promise<PaymentRecord[]> {
  if (settlementIds.length === 0) return [];
  const rows = await selectPayments(db)
    .where(inArray(payments.settlementId, settlementIds))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return toPaymentRecords(db, rows);
}

/**
 * Payments with their receipt, a transfer's review, and the auction a winner's payment is for
 * (its id; `toPaymentRecords` adds what the auctions module tells of it).
 */
export function selectPayments(db: Db) {
  return db
    .select({
      payment: payments,
      receiptId: receipts.id,
      rejectionReason: bankTransfers.rejectionReason,
      auctionId: s.auctionId,
    })
    .from(payments)
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .leftJoin(bankTransfers, eq(bankTransfers.paymentId, payments.id))
    .leftJoin(s, eq(s.id, payments.settlementId));
}

type PaymentRow = Awaited<ReturnType<ReturnType<typeof selectPayments>["execute"]>>[number];

/**
 * Rows of `selectPayments` as records, in the same order, their auctions and the agents who paid
 * any of them each read in one query.
 */
export async function toPaymentRecords(db: Db, rows: readonly PaymentRow[]): Promise<PaymentRecord[]> {
  const auctions = await describeAuctions(
    db,
    rows.map((row) => row.auctionId),
  );
  const agents = await describeUsers(
    db,
    rows.flatMap((row) => (row.payment.agentUserId ? [row.payment.agentUserId] : [])),
  );
  return rows.map((row) =>
    toPaymentRecord(row, row.auctionId === null ? undefined : auctions.get(row.auctionId), agents),
  );
}

function toPaymentRecord(
  row: PaymentRow,
  auction: AuctionDescription | undefined,
  agents: Map<string, { name: string }>,
): PaymentRecord {
  const p = row.payment;
  return {
    id: p.id,
    purpose: p.purpose,
    method: p.method,
    status: p.status,
    amount: p.amount,
    reference: p.reference,
    createdAt: p.createdAt,
    paidAt: p.paidAt,
    receiptId: row.receiptId,
    cardBrand: p.cardBrand,
    cardLast4: p.cardLast4,
    rejectionReason: p.status === "rejected" ? row.rejectionReason : null,
    auction: auction
      ? {
          id: auction.id,
          assetNumber: auction.assetNumber,
          titleAr: auction.titleAr,
          titleEn: auction.titleEn,
        }
      : null,
    settlementId: p.settlementId,
    paidByAgent: p.agentUserId
      ? { userId: p.agentUserId, name: agents.get(p.agentUserId)?.name ?? "" }
      : null,
  };
}

function toView(row: SettlementRow, auction: AuctionDescription, tried: PaymentRecord[]): SettlementView {
  const st = row.settlement;
  const paid = tried.find((p) => p.status === "paid") ?? null;
  return {
    id: st.id,
    status: st.status,
    auction: {
      id: auction.id,
      assetNumber: auction.assetNumber,
      titleAr: auction.titleAr,
      titleEn: auction.titleEn,
      photoKey: auction.photoKey,
      photoAltAr: auction.photoAltAr,
      photoAltEn: auction.photoAltEn,
      commissionRateBp: auction.commissionRateBp,
      finishedAt: auction.finishedAt,
    },
    hammerPrice: st.hammerPrice,
    depositApplied: st.depositApplied,
    balanceDue: st.balanceDue,
    commission: st.commission,
    vat: st.vat,
    totalDue: st.totalDue,
    dueAt: st.dueAt,
    paidAt: st.paidAt,
    createdAt: st.createdAt,
    invoice: row.invoiceId ? { id: row.invoiceId, number: row.invoiceNumber! } : null,
    paidBy: paid && {
      id: paid.id,
      method: paid.method,
      reference: paid.reference,
      receiptId: paid.receiptId,
      cardBrand: paid.cardBrand,
      cardLast4: paid.cardLast4,
      paidByAgent: paid.paidByAgent,
    },
    pending:
      st.status === "due"
        ? tried
            .filter((p) => p.status === "initiated" || p.status === "awaiting_review")
            .map(({ id, method, status, amount, reference, createdAt }) => ({
              id,
              method,
              status,
              amount,
              reference,
              createdAt,
            }))
        : [],
  };
}

/**
 * The user's settlements: what is due first (the nearest deadline first), then what was paid or
 * forfeited (the latest first), each with its auction, invoice and pending payments.
 */
export async function listSettlements({ db, userId }: { db: Db; userId: string }): Promise<SettlementView[]> {
  const rows = await selectSettlements(db)
    .where(eq(s.userId, userId))
    .orderBy(
      sql`case when ${s.status} = 'due' then 0 else 1 end`,
      sql`case when ${s.status} = 'due' then ${s.dueAt} end asc`,
      desc(sql`coalesce(${s.paidAt}, ${s.createdAt})`),
      asc(s.id),
    );
  const [auctions, tried] = await Promise.all([
    describeAuctions(
      db,
      rows.map((r) => r.settlement.auctionId),
    ),
    paymentsOf(
      db,
      rows.map((r) => r.settlement.id),
    ),
  ]);
  // Every settlement has its auction (a foreign key); the check only satisfies the types.
  return rows.flatMap((row) => {
    const auction = auctions.get(row.settlement.auctionId);
    return auction
      ? [
          toView(
            row,
            auction,
            tried.filter((p) => p.settlementId === row.settlement.id),
          ),
        ]
      : [];
  });
}

/** One of the user's settlements with every payment towards it, or null when it is not theirs. */
export async function getSettlement(options: {
  db: Db;
  userId: string;
  settlementId: string;
}): Promise<SettlementDetail | null> {
  const { db, userId, settlementId } = options;
  if (!isUuid(settlementId)) return null;
  const [row] = await selectSettlements(db).where(and(eq(s.id, settlementId), eq(s.userId, userId)));
  if (!row) return null;
  const [auctions, tried] = await Promise.all([
    describeAuctions(db, [row.settlement.auctionId]),
    paymentsOf(db, [row.settlement.id]),
  ]);
  const auction = auctions.get(row.settlement.auctionId);
  if (!auction) return null;
  return { ...toView(row, auction, tried), payments: tried };
}

/**
 * Where the user stands on paying for these auctions, for their order cards: only auctions they
 * won and owe (or paid) for.
 */
export async function settlementsForAuctions(options: {
  db: Db;
  userId: string;
  auctionIds: readonly number[];
}): Promise<Map<number, OrderSettlement>> {
  const { db, userId, auctionIds } = options;
  const out = new Map<number, OrderSettlement>();
  if (auctionIds.length === 0) return out;
  const rows = await db
    .select({
      id: s.id,
      auctionId: s.auctionId,
      status: s.status,
      totalDue: s.totalDue,
      dueAt: s.dueAt,
      invoiceId: taxInvoices.id,
      receiptId: sql<string | null>`(select ${receipts.id} from ${receipts}
        inner join ${payments} on ${payments.id} = ${receipts.paymentId}
        where ${payments.settlementId} = ${s.id} and ${payments.status} = 'paid' limit 1)`,
    })
    .from(s)
    .leftJoin(taxInvoices, eq(taxInvoices.settlementId, s.id))
    .where(and(eq(s.userId, userId), inArray(s.auctionId, [...auctionIds])));
  for (const row of rows) {
    out.set(row.auctionId, {
      id: row.id,
      status: row.status,
      totalDue: row.totalDue,
      dueAt: row.dueAt,
      receiptId: row.receiptId,
      invoiceId: row.invoiceId,
    });
  }
  return out;
}

/**
 * A tax invoice for its buyer, or for the organizing committee (and admins), who answer for the
 * platform's invoices. Anyone else: null, exactly as for a missing invoice.
 */
export async function getTaxInvoice(options: {
  db: Db;
  invoiceId: string;
  viewer: { id: string; roles: readonly UserRole[] };
}): Promise<TaxInvoiceView | null> {
  const { db, invoiceId, viewer } = options;
  if (!isUuid(invoiceId)) return null;
  const [row] = await db
    .select({
      invoice: taxInvoices,
      hammerPrice: s.hammerPrice,
      auctionId: s.auctionId,
      receiptId: sql<string | null>`(select ${receipts.id} from ${receipts}
        inner join ${payments} on ${payments.id} = ${receipts.paymentId}
        where ${payments.settlementId} = ${s.id} and ${payments.status} = 'paid' limit 1)`,
    })
    .from(taxInvoices)
    .innerJoin(s, eq(s.id, taxInvoices.settlementId))
    .where(eq(taxInvoices.id, invoiceId));
  if (!row) return null;
  const auction = (await describeAuctions(db, [row.auctionId])).get(row.auctionId);
  if (!auction) return null;
  const own = row.invoice.userId === viewer.id;
  if (!own && !hasAnyRole(viewer.roles, ["committee", "admin"])) return null;
  const inv = row.invoice;
  return {
    id: inv.id,
    number: inv.number,
    issuedAt: inv.issuedAt,
    sellerName: inv.sellerName,
    sellerVatNumber: inv.sellerVatNumber,
    buyerName: inv.buyerName,
    taxableAmount: inv.taxableAmount,
    vatRateBp: VAT_RATE_BP,
    vat: inv.vat,
    total: inv.total,
    qrPayload: inv.qrPayload,
    supply: {
      assetNumber: auction.assetNumber,
      titleAr: auction.titleAr,
      titleEn: auction.titleEn,
      hammerPrice: row.hammerPrice,
      commissionRateBp: auction.commissionRateBp,
    },
    settlementId: inv.settlementId,
    receiptId: own ? row.receiptId : null,
    own,
  };
}
