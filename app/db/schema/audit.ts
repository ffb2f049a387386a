import { bigint, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { users } from "./accounts";

/**
 * Every committee, admin and money action: who did what to which record, the state before and
 * after, the reason given and the other facts that matter. Append-only: the database refuses
 * UPDATE, DELETE and TRUNCATE on it (custom migration `audit_log_append_only`).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null when the platform itself acted (a scheduled job). */
    actorUserId: uuid("actor_user_id").references(() => users.id),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    /** The reason the actor gave (a refusal, a cancellation), as they wrote it. */
    reason: text("reason"),
    /** The fields the action changed, as they were before it and as it left them. */
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: timestamptz("created_at").notNull(),
  },
  (t) => [
    index("audit_log_subject_idx").on(t.subjectType, t.subjectId),
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_actor_idx").on(t.actorUserId, t.createdAt),
    index("audit_log_action_idx").on(t.action, t.createdAt),
  ],
);
