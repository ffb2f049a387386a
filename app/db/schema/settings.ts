import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

/** Key/value settings the committee can change (price-band ladder, announce days …). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});
