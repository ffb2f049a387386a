/*
 * Every table has one owning module: its definition lives in `app/db/schema/<module>.ts`, and only
 * that module's files import it (lint rule `mazad/table-ownership`, see
 * docs/decisions/019-module-ownership.md). Other modules go through the owner's functions.
 * This file gathers them all for the database client, the migrations (drizzle-kit) and the seed.
 */
export * from "./schema/accounts";
export * from "./schema/auctions";
export * from "./schema/audit";
export * from "./schema/bidding";
export * from "./schema/idempotency";
export * from "./schema/insights";
export * from "./schema/live";
export * from "./schema/messaging";
export * from "./schema/notifications";
export * from "./schema/payments";
export * from "./schema/sandbox-gateway";
export * from "./schema/settings";
export * from "./schema/uploads";
export * from "./schema/wallet";
export * from "./schema/withdrawals";
export * from "./schema/listings";
export * from "./schema/requests";
export * from "./schema/inquiries";
export * from "./schema/agents";
export * from "./schema/favorites";
export * from "./schema/chat";
