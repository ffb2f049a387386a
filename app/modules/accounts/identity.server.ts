import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";
import { runTransaction } from "~/db/transaction.server";
import { AppError } from "~/lib/errors";
import { recordAudit } from "~/modules/audit/record-audit.server";
import { isUniqueViolation } from "./db-errors.server";
import { idDocumentKeys, type IdDocument, type IdDocumentType } from "./identity-document";
import { isStaff } from "./roles";

/*
 * The account's identity document (issues 14 and 16). The holder enters or changes it in their
 * settings (or PATCH /me); a change clears the committee's verification. A committee member marks
 * it verified after checking the documents, or clears that, never on their own account; both are
 * audited in their transaction. The number is private: only its holder and the back office see it.
 */

export type IdStatus =
  | { state: "none" }
  | { state: "given"; type: IdDocumentType; number: string }
  | { state: "verified"; type: IdDocumentType; number: string; verifiedAt: Date; verifiedBy: string };

/** The status from a users row's four columns. */
export function idStatusOf(row: {
  idType: string | null;
  idNumber: string | null;
  idVerifiedAt: Date | null;
  idVerifiedBy: string | null;
}): IdStatus {
  if (!row.idType || !row.idNumber) return { state: "none" };
  const type = row.idType as IdDocumentType;
  if (row.idVerifiedAt && row.idVerifiedBy) {
    return {
      state: "verified",
      type,
      number: row.idNumber,
      verifiedAt: row.idVerifiedAt,
      verifiedBy: row.idVerifiedBy,
    };
  }
  return { state: "given", type, number: row.idNumber };
}

const idTaken = () =>
  new AppError("CONFLICT", { issues: [{ path: "idNumber", message: idDocumentKeys.idTaken }] });

/**
 * Sets (or, with null, removes) the user's own ID document. An unchanged document keeps its
 * verification; a new one starts unverified. CONFLICT when another account holds it.
 */
export async function setOwnIdDocument(options: {
  db: Db;
  userId: string;
  document: IdDocument | null;
  now: Date;
}): Promise<void> {
  const { db, userId, document, now } = options;
  await runTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ idType: users.idType, idNumber: users.idNumber })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!row) throw new AppError("UNAUTHENTICATED");
    if (row.idType === (document?.type ?? null) && row.idNumber === (document?.number ?? null)) return;
    if (document) {
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.idType, document.type), eq(users.idNumber, document.number)));
      if (other && other.id !== userId) throw idTaken();
    }
    await tx
      .update(users)
      .set({
        idType: document?.type ?? null,
        idNumber: document?.number ?? null,
        idVerifiedAt: null,
        idVerifiedBy: null,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
  }).catch((error: unknown) => {
    if (isUniqueViolation(error, "users_id_document_uq")) throw idTaken();
    throw error;
  });
}

/**
 * The committee marks a user's ID verified (`verified: true`, after seeing the documents) or
 * clears the verification. Never on one's own account (OWN_ACCOUNT); NOT_FOUND for no such user;
 * ID_DOCUMENT_MISSING when the user has given no ID. Audited with the state before and after.
 */
export async function setIdVerification(options: {
  db: Db;
  actorUserId: string;
  userId: string;
  verified: boolean;
  now?: Date;
}): Promise<{ changed: boolean }> {
  const { db, actorUserId, userId, verified } = options;
  const now = options.now ?? new Date();
  return runTransaction(db, async (tx) => {
    const rows = await tx
      .select({
        id: users.id,
        roles: users.roles,
        idType: users.idType,
        idNumber: users.idNumber,
        idVerifiedAt: users.idVerifiedAt,
        idVerifiedBy: users.idVerifiedBy,
      })
      .from(users)
      .where(inArray(users.id, [actorUserId, userId]))
      .orderBy(users.id)
      .for("update");
    const actor = rows.find((r) => r.id === actorUserId);
    const target = rows.find((r) => r.id === userId);
    if (!target) throw new AppError("NOT_FOUND");
    if (userId === actorUserId) throw new AppError("OWN_ACCOUNT");
    if (!actor || !isStaff(actor.roles)) throw new AppError("FORBIDDEN");
    if (!target.idType || !target.idNumber) throw new AppError("ID_DOCUMENT_MISSING");
    const wasVerified = target.idVerifiedAt !== null;
    if (wasVerified === verified) return { changed: false };
    await tx
      .update(users)
      .set(
        verified
          ? { idVerifiedAt: now, idVerifiedBy: actorUserId, updatedAt: now }
          : { idVerifiedAt: null, idVerifiedBy: null, updatedAt: now },
      )
      .where(eq(users.id, userId));
    await recordAudit(tx, {
      actorUserId,
      action: verified ? "user.id_verify" : "user.id_unverify",
      subjectType: "user",
      subjectId: userId,
      before: {
        idType: target.idType,
        verifiedAt: target.idVerifiedAt?.toISOString() ?? null,
        verifiedBy: target.idVerifiedBy,
      },
      after: verified
        ? { idType: target.idType, verifiedAt: now.toISOString(), verifiedBy: actorUserId }
        : { idType: target.idType, verifiedAt: null, verifiedBy: null },
      createdAt: now,
    });
    return { changed: true };
  });
}
