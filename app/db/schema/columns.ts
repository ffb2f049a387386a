import { sql } from "drizzle-orm";
import { bigint, numeric, timestamp } from "drizzle-orm/pg-core";

/*
 * Column helpers shared by every module's tables.
 * Money is always an integer number of halalas (1 SAR = 100 halalas), stored as bigint and read
 * as a JS number (safe up to 90 trillion SAR). Rates are integer basis points (250 = 2.5%).
 * Lengths and areas are exact decimals in metres / square metres.
 * Every user-facing text has an Arabic and an English column.
 */

export const halalas = (name: string) => bigint(name, { mode: "number" });
export const metres = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "number" });
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
/** A check constraint's list of allowed values, from the TypeScript list that defines them. */
export const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));
