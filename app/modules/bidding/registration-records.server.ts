import { getTableColumns } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { auctionRegistrations } from "~/db/schema";

/**
 * Users' registrations for auctions as other modules read them: a read-only relation the orders
 * lists filter, join, count and page in SQL ("My orders", receipts). Registering and withdrawing
 * stay bidding's (register-for-auction.server.ts, withdraw-registration.server.ts).
 */
export const registrationRecords = new QueryBuilder()
  .select(getTableColumns(auctionRegistrations))
  .from(auctionRegistrations)
  .as("registration_records");

export type RegistrationRecord = typeof auctionRegistrations.$inferSelect;
