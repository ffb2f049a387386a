import { inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema/accounts";

/** Who a user is, for the committee: the contacts and whether the phone was confirmed. */
export type UserIdentity = {
  id: string;
  name: string;
  email: string;
  phone: string;
  phoneVerified: boolean;
};

/**
 * The identities behind "Bidder n" that only the committee sees, keyed by id: one query for the
 * whole list. An id without a user is absent from the map.
 */
export async function describeIdentities(
  db: Pick<Db, "select">,
  ids: Iterable<string>,
): Promise<Map<string, UserIdentity>> {
  const wanted = [...new Set(ids)];
  const out = new Map<string, UserIdentity>();
  if (wanted.length === 0) return out;
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
    })
    .from(users)
    .where(inArray(users.id, wanted));
  for (const { phoneVerifiedAt, ...row } of rows)
    out.set(row.id, { ...row, phoneVerified: !!phoneVerifiedAt });
  return out;
}
