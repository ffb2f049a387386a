import { and, asc, desc, eq, inArray, sql, type AnyColumn } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  auctions,
  bankTransfers,
  payments,
  properties,
  propertyPhotos,
  receipts,
  settlements,
  taxInvoices,
} from "~/db/schema";
import { VAT_RATE_BP } from "~/modules/auctions/price-calculator";
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

/** A column of the property's first photo. */
const photoColumn = (column: AnyColumn) =>
  sql<string | null>`(select ${column} from ${propertyPhotos}
    where ${propertyPhotos.propertyId} = ${properties.id} order by ${propertyPhotos.position} limit 1)`;

function selectSettlements(db: Db) {
  return db
    .select({
      settlement: s,
      auctionId: auctions.id,
      commissionRateBp: auctions.commissionRateBp,
      finishedAt: auctions.finishedAt,
      assetNumber: properties.assetNumber,
      titleAr: properties.titleAr,
      titleEn: properties.titleEn,
      photoKey: photoColumn(propertyPhotos.storageKey),
      photoAltAr: photoColumn(propertyPhotos.altAr),
      photoAltEn: photoColumn(propertyPhotos.altEn),
      invoiceId: taxInvoices.id,
      invoiceNumber: taxInvoices.number,
    })
    .from(s)
    .innerJoin(auctions, eq(auctions.id, s.auctionId))
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    .leftJoin(taxInvoices, eq(taxInvoices.settlementId, s.id));
}

type SettlementRow = Awaited<ReturnType<ReturnType<typeof selectSettlements>["execute"]>>[number];

/** The payments made or tried towards these settlements, oldest first, with their receipts. */
async function paymentsOf(db: Db, settlementIds: string[]): Promise<PaymentRecord[]> {
  if (settlementIds.length === 0) return [];
  const rows = await selectPayments(db)
    .where(inArray(payments.settlementId, settlementIds))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.map(toPaymentRecord);
}

/** Payments with their receipt, the auction a winner's payment is for, and a transfer's review. */
export function selectPayments(db: Db) {
  return db
    .select({
      payment: payments,
      receiptId: receipts.id,
      rejectionReason: bankTransfers.rejectionReason,
      auctionId: auctions.id,
      assetNumber: properties.assetNumber,
      titleAr: properties.titleAr,
      titleEn: properties.titleEn,
    })
    .from(payments)
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .leftJoin(bankTransfers, eq(bankTransfers.paymentId, payments.id))
    .leftJoin(s, eq(s.id, payments.settlementId))
    .leftJoin(auctions, eq(auctions.id, s.auctionId))
    .leftJoin(properties, eq(properties.id, auctions.propertyId));
}

type PaymentRow = Awaited<ReturnType<ReturnType<typeof selectPayments>["execute"]>>[number];

export function toPaymentRecord(row: PaymentRow): PaymentRecord {
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
    auction:
      row.auctionId !== null
        ? {
            id: row.auctionId,
            assetNumber: row.assetNumber!,
            titleAr: row.titleAr!,
            titleEn: row.titleEn!,
          }
        : null,
    settlementId: p.settlementId,
  };
}

function toView(row: SettlementRow, tried: PaymentRecord[]): SettlementView {
  const st = row.settlement;
  const paid = tried.find((p) => p.status === "paid") ?? null;
  return {
    id: st.id,
    status: st.status,
    auction: {
      id: row.auctionId,
      assetNumber: row.assetNumber,
      titleAr: row.titleAr,
      titleEn: row.titleEn,
      photoKey: row.photoKey,
      photoAltAr: row.photoAltAr,
      photoAltEn: row.photoAltEn,
      commissionRateBp: row.commissionRateBp,
      finishedAt: row.finishedAt,
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
  const tried = await paymentsOf(
    db,
    rows.map((r) => r.settlement.id),
  );
  return rows.map((row) =>
    toView(
      row,
      tried.filter((p) => p.settlementId === row.settlement.id),
    ),
  );
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
  const tried = await paymentsOf(db, [row.settlement.id]);
  return { ...toView(row, tried), payments: tried };
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
      commissionRateBp: auctions.commissionRateBp,
      assetNumber: properties.assetNumber,
      titleAr: properties.titleAr,
      titleEn: properties.titleEn,
      receiptId: sql<string | null>`(select ${receipts.id} from ${receipts}
        inner join ${payments} on ${payments.id} = ${receipts.paymentId}
        where ${payments.settlementId} = ${s.id} and ${payments.status} = 'paid' limit 1)`,
    })
    .from(taxInvoices)
    .innerJoin(s, eq(s.id, taxInvoices.settlementId))
    .innerJoin(auctions, eq(auctions.id, s.auctionId))
    .innerJoin(properties, eq(properties.id, auctions.propertyId))
    .where(eq(taxInvoices.id, invoiceId));
  if (!row) return null;
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
      assetNumber: row.assetNumber,
      titleAr: row.titleAr,
      titleEn: row.titleEn,
      hammerPrice: row.hammerPrice,
      commissionRateBp: row.commissionRateBp,
    },
    settlementId: inv.settlementId,
    receiptId: own ? row.receiptId : null,
    own,
  };
}
