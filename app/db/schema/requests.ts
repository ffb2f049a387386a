import { index, pgEnum, pgTable, uuid } from "drizzle-orm/pg-core";

import { authorityRequestKinds, authorityRequestStatuses } from "~/modules/requests/request-statuses";
import { createdAt, updatedAt } from "./columns";
import { users } from "./accounts";

export const authorityRequestKind = pgEnum("authority_request_kind", authorityRequestKinds);
export const authorityRequestStatus = pgEnum("authority_request_status", authorityRequestStatuses);

/**
 * A power-of-attorney or foreign-owner request (issue 16), reviewed by the committee. An approved
 * power of attorney is what an agent's authority to act for a principal rests on.
 */
export const authorityRequests = pgTable(
  "authority_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: authorityRequestKind("kind").notNull(),
    /** Who sent it. */
    requesterUserId: uuid("requester_user_id")
      .notNull()
      .references(() => users.id),
    status: authorityRequestStatus("status").notNull().default("submitted"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("authority_requests_requester_idx").on(t.requesterUserId, t.createdAt.desc())],
);
