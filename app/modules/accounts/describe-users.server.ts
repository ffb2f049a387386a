import { eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { users } from "~/db/schema/accounts";

/*
 * People as other modules name them beside their own rows (a transfer to review, a withdrawal,
 * a receipt, a notification's copies): read in one query for a whole list. The accounts module
 * owns `users`; other modules read and lock it only through these functions.
 */

/** Who a user is to the rest of the platform: the name printed, the contacts and the language. */
export type UserDescription = {
  id: string;
  name: string;
  email: string;
  phone: string;
  /** The language chosen for messages ("ar" or "en"). */
  locale: string;
};

/**
 * The users named by `ids` (repeats are fine), keyed by id: one query whatever the number. An id
 * without a user is absent from the map.
 */
export async function describeUsers(
  db: Pick<Db, "select">,
  ids: Iterable<string>,
): Promise<Map<string, UserDescription>> {
  const wanted = [...new Set(ids)];
  const out = new Map<string, UserDescription>();
  if (wanted.length === 0) return out;
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone, locale: users.locale })
    .from(users)
    .where(inArray(users.id, wanted));
  for (const row of rows) out.set(row.id, row);
  return out;
}

/** One user, or null (`describeUsers` for a single id). */
export async function describeUser(db: Pick<Db, "select">, id: string): Promise<UserDescription | null> {
  return (await describeUsers(db, [id])).get(id) ?? null;
}

/**
 * Takes the user's row lock for the rest of the transaction: what another module decides per
 * user (how many IBANs they may add …) is then decided by one transaction at a time.
 */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}
