import { index, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { inquiryStatuses } from "~/modules/inquiries/inquiry-statuses";
import { createdAt, timestamptz, updatedAt } from "./columns";
import { users } from "./accounts";

export const inquiryStatus = pgEnum("inquiry_status", inquiryStatuses);

/**
 * A message sent from the contact form (/contact) or POST /api/v1/inquiries (issue 16), by a guest
 * or a signed-in user, answered or closed by the organizing committee from /admin/inquiries.
 */
export const inquiries = pgTable(
  "inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    /** E.164 Saudi mobile ("+9665XXXXXXXX"), normalized as registration does. */
    phone: text("phone").notNull(),
    /** Where the acknowledgement and the answer are e-mailed, when given. */
    email: text("email"),
    message: text("message").notNull(),
    /** When the sender agreed to the terms (required: no inquiry without it). */
    agreedAt: timestamptz("agreed_at").notNull(),
    /** The signed-in sender, if any: the answer reaches them in the app too. */
    userId: uuid("user_id").references(() => users.id),
    /** The language the inquiry was written in: the acknowledgement and answer use it. */
    locale: text("locale").notNull(),
    status: inquiryStatus("status").notNull().default("new"),
    answer: text("answer"),
    answeredBy: uuid("answered_by").references(() => users.id),
    answeredAt: timestamptz("answered_at"),
    closedBy: uuid("closed_by").references(() => users.id),
    closedAt: timestamptz("closed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("inquiries_status_idx").on(t.status, t.createdAt),
    index("inquiries_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);
