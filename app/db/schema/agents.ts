import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { agencyScopes, agencySides, agencyStatuses } from "~/modules/agents/agency-statuses";
import { createdAt, quoted, timestamptz, updatedAt } from "./columns";
import { users } from "./accounts";
import { authorityRequests } from "./requests";

export const agencyStatus = pgEnum("agency_status", agencyStatuses);
export const agencySide = pgEnum("agency_side", agencySides);

/**
 * An agent acting for a principal (issue 16, ADR 036): within `scopes`, until `expires_at`, resting
 * on an approved power of attorney (the inviter's). One side invites by the other's phone, the
 * other confirms or declines; either side revokes. At most one pending or active agency per pair.
 */
export const agencies = pgTable(
  "agencies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    principalUserId: uuid("principal_user_id")
      .notNull()
      .references(() => users.id),
    agentUserId: uuid("agent_user_id")
      .notNull()
      .references(() => users.id),
    /** Subset of agencyScopes, never empty. */
    scopes: text("scopes").array().notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    status: agencyStatus("status").notNull().default("pending"),
    /** The approved power of attorney it rests on. */
    powerOfAttorneyId: uuid("power_of_attorney_id")
      .notNull()
      .references(() => authorityRequests.id),
    invitedByUserId: uuid("invited_by_user_id")
      .notNull()
      .references(() => users.id),
    /** Which side invited: the other side confirms or declines. */
    invitedBy: agencySide("invited_by").notNull(),
    respondedAt: timestamptz("responded_at"),
    revokedAt: timestamptz("revoked_at"),
    revokedByUserId: uuid("revoked_by_user_id").references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One live agency per pair; the bid's transaction reads an agent's authority by this index.
    uniqueIndex("agencies_live_pair_uq")
      .on(t.agentUserId, t.principalUserId)
      .where(sql`${t.status} in ('pending', 'active')`),
    index("agencies_principal_idx").on(t.principalUserId, t.createdAt.desc()),
    index("agencies_agent_idx").on(t.agentUserId, t.createdAt.desc()),
    check("agencies_two_people", sql`${t.agentUserId} <> ${t.principalUserId}`),
    check(
      "agencies_scopes_known",
      sql`cardinality(${t.scopes}) > 0 and ${t.scopes} <@ array[${quoted(agencyScopes)}]::text[]`,
    ),
  ],
);
