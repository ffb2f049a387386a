import { eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { jsonRows } from "~/db/json-rows.server";
import { auctionRegistrations, autoBids } from "~/db/schema";
import { newReceiptCode } from "~/lib/receipt-code";
import type { BidEngine } from "./bid-engine";
import type { Run } from "./judge-commands.server";

/* A batch's changes to who takes part: registrations (rules accepted, bidder numbers, highest
 * bids) and automatic bids. */

/** Registrations the batch created or changed: new ones inserted, changed ones in one statement. */
export async function writeRegistrations(tx: Tx, engine: BidEngine, before: Run["before"], now: Date) {
  const created: (typeof auctionRegistrations.$inferInsert)[] = [];
  const updated: {
    id: string;
    rulesVersion: number;
    bidderNumber: number | null;
    highestBid: number | null;
  }[] = [];
  for (const userId of engine.registrationsTouched) {
    const registration = engine.participants.get(userId)!.registration!;
    const was = before.get(userId)!;
    if (was.registrationId) {
      updated.push({ id: was.registrationId, ...registration });
    } else {
      created.push({
        userId,
        auctionId: engine.book.id,
        rulesVersion: registration.rulesVersion,
        rulesAcceptedAt: now,
        bidderNumber: registration.bidderNumber,
        highestBid: registration.highestBid,
        receiptCode: newReceiptCode(),
        createdAt: now,
      });
    }
  }
  if (created.length) await tx.insert(auctionRegistrations).values(created);
  if (updated.length) {
    const rows = updated.map((u) => ({
      id: u.id,
      rules_version: u.rulesVersion,
      bidder_number: u.bidderNumber,
      highest_bid: u.highestBid,
    }));
    // A new version of the rules accepted now is recorded with its time.
    await tx.execute(sql`
      update auction_registrations r set
        rules_accepted_at = case when r.rules_version <> v.rules_version then ${now.toISOString()}::timestamptz else r.rules_accepted_at end,
        rules_version = v.rules_version, bidder_number = v.bidder_number, highest_bid = v.highest_bid
      from ${jsonRows(rows, "v(id uuid, rules_version integer, bidder_number integer, highest_bid bigint)")}
      where r.id = v.id`);
  }
}

/** Automatic bids the batch set, changed, cancelled or spent. */
export async function writeAutoBids(tx: Tx, run: Run, now: Date) {
  const { engine, autoBidIds } = run;
  const finished: { id: number; status: "cancelled" | "exhausted" }[] = [];
  for (const userId of new Set([...engine.autoBidsChanged, ...engine.autoBidsExhausted])) {
    const id = autoBidIds.get(userId);
    const active = engine.autoBids.get(userId);
    if (id !== undefined) {
      if (active && !engine.autoBidsExhausted.has(userId)) {
        await tx
          .update(autoBids)
          .set({ maxAmount: active.maxAmount, priorityUs: active.priority, setAt: now, updatedAt: now })
          .where(eq(autoBids.id, id));
      } else {
        finished.push({ id, status: engine.autoBidsExhausted.has(userId) ? "exhausted" : "cancelled" });
      }
    } else if (active) {
      await tx.insert(autoBids).values({
        auctionId: engine.book.id,
        userId,
        maxAmount: active.maxAmount,
        setAt: now,
        priorityUs: active.priority,
        updatedAt: now,
      });
    } else if (engine.autoBidsExhausted.has(userId)) {
      // Set and spent within this batch: recorded as exhausted for the user's history.
      const spent = engine.spentAutoBids.get(userId)!;
      await tx.insert(autoBids).values({
        auctionId: engine.book.id,
        userId,
        maxAmount: spent.maxAmount,
        setAt: now,
        priorityUs: spent.priority,
        status: "exhausted",
        updatedAt: now,
      });
    }
  }
  for (const status of ["cancelled", "exhausted"] as const) {
    const ids = finished.filter((f) => f.status === status).map((f) => f.id);
    if (ids.length)
      await tx.update(autoBids).set({ status, updatedAt: now }).where(inArray(autoBids.id, ids));
  }
}
