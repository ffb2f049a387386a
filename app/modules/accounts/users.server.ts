import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";
import type { Identifier } from "./account-schemas";

export type UserRow = typeof users.$inferSelect;

/** Unconfirmed registrations older than this give up their e-mail and phone to a new one. */
export const UNVERIFIED_ACCOUNT_TTL_SECONDS = 24 * 60 * 60;

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The account an e-mail (any case) or an E.164 phone names, or null. */
export async function findUserByIdentifier(
  db: Pick<Db, "select">,
  identifier: Identifier,
): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      identifier.kind === "email"
        ? eq(sql`lower(${users.email})`, identifier.value.toLowerCase())
        : eq(users.phone, identifier.value),
    );
  return row ?? null;
}

/** Which of an e-mail and a phone another account already holds. */
export async function findTakenContacts(
  db: Db,
  contact: { email?: string; phone?: string },
  exceptUserId?: string,
): Promise<{ email: boolean; phone: boolean }> {
  const conditions = [
    contact.email ? eq(sql`lower(${users.email})`, contact.email.toLowerCase()) : undefined,
    contact.phone ? eq(users.phone, contact.phone) : undefined,
  ].filter(Boolean);
  if (conditions.length === 0) return { email: false, phone: false };
  const rows = await db
    .select({ id: users.id, email: users.email, phone: users.phone })
    .from(users)
    .where(or(...conditions));
  const others = rows.filter((row) => row.id !== exceptUserId);
  return {
    email:
      Boolean(contact.email) && others.some((r) => r.email.toLowerCase() === contact.email!.toLowerCase()),
    phone: Boolean(contact.phone) && others.some((r) => r.phone === contact.phone),
  };
}

/**
 * Deletes registrations never confirmed within a day that hold this e-mail or phone, so nobody
 * can reserve someone else's number by registering it and walking away.
 */
export async function releaseStaleUnverified(
  db: Db,
  contact: { email: string; phone: string },
  now: Date,
): Promise<void> {
  const cutoff = new Date(now.getTime() - UNVERIFIED_ACCOUNT_TTL_SECONDS * 1000);
  await db
    .delete(users)
    .where(
      and(
        isNull(users.phoneVerifiedAt),
        lt(users.createdAt, cutoff),
        or(eq(sql`lower(${users.email})`, contact.email.toLowerCase()), eq(users.phone, contact.phone)),
      ),
    );
}

/** The account holding that identity document, or null. */
export async function findUserByIdDocument(
  db: Pick<Db, "select">,
  document: { type: string; number: string },
): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.idType, document.type), eq(users.idNumber, document.number)));
  return row ?? null;
}
