import { inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema/accounts";
import type { IdDocumentType } from "./identity-document";

/** Who a user is, for the committee: the contacts and whether the phone was confirmed. */
export type UserIdentity = {
  id: string;
  name: string;
  email: string;
  phone: string;
  phoneVerified: boolean;
  /** The identity document, if given, and whether the committee verified it. */
  idDocument: { type: IdDocumentType; number: string; verified: boolean } | null;
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
      idType: users.idType,
      idNumber: users.idNumber,
      idVerifiedAt: users.idVerifiedAt,
    })
    .from(users)
    .where(inArray(users.id, wanted));
  for (const { phoneVerifiedAt, idType, idNumber, idVerifiedAt, ...row } of rows)
    out.set(row.id, {
      ...row,
      phoneVerified: !!phoneVerifiedAt,
      idDocument:
        idType && idNumber
          ? { type: idType as IdDocumentType, number: idNumber, verified: idVerifiedAt !== null }
          : null,
    });
  return out;
}
