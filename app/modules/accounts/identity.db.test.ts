import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { auditLog, users } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { saudiIdCheckDigit } from "~/lib/saudi-id";
import { createUser, testAccountDeps } from "../../../tests/factories/accounts";
import { createTestDatabase } from "../../../tests/support/database";
import { IdDocumentFormSchema, idDocumentOf } from "./identity-document";
import { setIdVerification } from "./identity.server";
import { getAccount, updateProfile } from "./manage-account.server";
import { getUserDetail, listUsers } from "./user-directory.server";

const client = { ip: "192.0.2.81", userAgent: "Vitest" };
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A fresh valid Saudi ID starting with `first` (1: national ID, 2: Iqama). */
const newSaudiId = (first: "1" | "2") => {
  const nine = first + String(randomInt(0, 100_000_000)).padStart(8, "0");
  return nine + String(saudiIdCheckDigit(nine));
};
const toArabicIndic = (digits: string) =>
  digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
};

const setId = (userId: string, idType?: string, idNumber?: string) => {
  const parsed = IdDocumentFormSchema.parse({ idType, idNumber });
  return updateProfile({
    deps: testAccountDeps(database),
    userId,
    patch: {},
    idDocument: idDocumentOf(parsed),
    client,
  });
};

describe("the ID document's form schema", () => {
  it("checks the number by its type and reads Arabic-Indic digits", () => {
    const id = newSaudiId("1");
    const parsed = IdDocumentFormSchema.parse({ idType: "national_id", idNumber: ` ${toArabicIndic(id)} ` });
    expect(idDocumentOf(parsed)).toEqual({ type: "national_id", number: id });
    const wrongType = IdDocumentFormSchema.safeParse({ idType: "iqama", idNumber: id });
    expect(wrongType.error?.issues).toEqual([
      expect.objectContaining({ path: ["idNumber"], message: "validation.iqama" }),
    ]);
    const badCheck = id.slice(0, 9) + String((Number(id[9]) + 1) % 10);
    expect(
      IdDocumentFormSchema.safeParse({ idType: "national_id", idNumber: badCheck }).error?.issues[0]?.message,
    ).toBe("validation.nationalId");
    expect(idDocumentOf(IdDocumentFormSchema.parse({ idType: "passport", idNumber: "ab-123456" }))).toEqual({
      type: "passport",
      number: "AB123456",
    });
    expect(IdDocumentFormSchema.safeParse({ idType: "passport", idNumber: "A1" }).success).toBe(false);
    expect(IdDocumentFormSchema.safeParse({ idNumber: id }).error?.issues[0]?.path).toEqual(["idType"]);
    expect(IdDocumentFormSchema.safeParse({ idType: "iqama" }).error?.issues[0]?.path).toEqual(["idNumber"]);
    expect(idDocumentOf(IdDocumentFormSchema.parse({}))).toBeNull();
  });
});

describe("the account's ID document", () => {
  it("is unique per type and number, and a change clears the committee's verification", async () => {
    const { user: holder } = await createUser(database);
    const { user: other } = await createUser(database);
    const { user: committee } = await createUser(database, { roles: ["committee"] });
    const iqama = newSaudiId("2");
    await setId(holder.id, "iqama", iqama);
    expect((await getAccount({ deps: testAccountDeps(database), userId: holder.id })).idDocument).toEqual({
      type: "iqama",
      number: iqama,
      verified: false,
    });

    const taken = await refusal(setId(other.id, "iqama", iqama));
    expect(taken.code).toBe("CONFLICT");
    expect(taken.details?.issues).toEqual([{ path: "idNumber", message: "validation.idTaken" }]);
    const [otherRow] = await database.db.select().from(users).where(eq(users.id, other.id));
    expect(otherRow!.idNumber).toBeNull();

    await setIdVerification({
      db: database.db,
      actorUserId: committee.id,
      userId: holder.id,
      verified: true,
    });
    // Saving the same number keeps the verification; a new one clears it.
    await setId(holder.id, "iqama", iqama);
    expect(
      (await getAccount({ deps: testAccountDeps(database), userId: holder.id })).idDocument?.verified,
    ).toBe(true);
    const passport = `P${randomInt(0, 10_000_000)}X`;
    await setId(holder.id, "passport", passport);
    const [row] = await database.db.select().from(users).where(eq(users.id, holder.id));
    expect(row).toMatchObject({
      idType: "passport",
      idNumber: passport,
      idVerifiedAt: null,
      idVerifiedBy: null,
    });

    // The freed Iqama may now be another's; removing an ID clears both fields.
    await setId(other.id, "iqama", iqama);
    await setId(other.id);
    const [removed] = await database.db.select().from(users).where(eq(users.id, other.id));
    expect(removed).toMatchObject({ idType: null, idNumber: null });
  });

  it("is verified or cleared by the committee, audited, never on their own account", async () => {
    const { user: holder } = await createUser(database);
    const { user: bidder } = await createUser(database);
    const { user: committee } = await createUser(database, { roles: ["committee"] });
    const now = new Date("2026-06-15T10:00:00Z");

    expect(
      (
        await refusal(
          setIdVerification({
            db: database.db,
            actorUserId: committee.id,
            userId: holder.id,
            verified: true,
          }),
        )
      ).code,
    ).toBe("ID_DOCUMENT_MISSING");
    await setId(holder.id, "national_id", newSaudiId("1"));
    expect(
      (
        await refusal(
          setIdVerification({ db: database.db, actorUserId: bidder.id, userId: holder.id, verified: true }),
        )
      ).code,
    ).toBe("FORBIDDEN");
    await setId(committee.id, "national_id", newSaudiId("1"));
    expect(
      (
        await refusal(
          setIdVerification({
            db: database.db,
            actorUserId: committee.id,
            userId: committee.id,
            verified: true,
          }),
        )
      ).code,
    ).toBe("OWN_ACCOUNT");

    expect(
      await setIdVerification({
        db: database.db,
        actorUserId: committee.id,
        userId: holder.id,
        verified: true,
        now,
      }),
    ).toEqual({
      changed: true,
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, holder.id));
    expect(row).toMatchObject({ idVerifiedAt: now, idVerifiedBy: committee.id });
    expect(
      await setIdVerification({
        db: database.db,
        actorUserId: committee.id,
        userId: holder.id,
        verified: true,
      }),
    ).toEqual({
      changed: false,
    });
    await setIdVerification({
      db: database.db,
      actorUserId: committee.id,
      userId: holder.id,
      verified: false,
      now,
    });

    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "user"), eq(auditLog.subjectId, holder.id)))
      .orderBy(auditLog.createdAt, auditLog.id);
    expect(entries.map((e) => [e.action, e.actorUserId])).toEqual([
      ["user.id_verify", committee.id],
      ["user.id_unverify", committee.id],
    ]);
    expect(entries[0]!.after).toMatchObject({ verifiedAt: now.toISOString(), verifiedBy: committee.id });
    const [cleared] = await database.db.select().from(users).where(eq(users.id, holder.id));
    expect(cleared).toMatchObject({ idVerifiedAt: null, idVerifiedBy: null, idNumber: expect.any(String) });
  });

  it("finds a user in the committee's directory by their ID number, written any way", async () => {
    const { user: holder } = await createUser(database);
    const { user: committee } = await createUser(database, { roles: ["committee"] });
    const id = newSaudiId("1");
    await setId(holder.id, "national_id", id);
    const spaced = `${toArabicIndic(id.slice(0, 5))} ${toArabicIndic(id.slice(5))}`;
    const found = await listUsers({ db: database.db, query: { q: spaced } });
    expect(found.users.map((u) => u.id)).toEqual([holder.id]);
    expect(found.users[0]!.idDocument).toEqual({ type: "national_id", number: id, verified: false });
    // Only the whole number finds it.
    const partial = await listUsers({ db: database.db, query: { q: id.slice(0, 9) } });
    expect(partial.users.map((u) => u.id)).not.toContain(holder.id);

    await setIdVerification({
      db: database.db,
      actorUserId: committee.id,
      userId: holder.id,
      verified: true,
    });
    const detail = await getUserDetail(database.db, holder.id);
    expect(detail!.idDocument?.verified).toBe(true);
    expect(detail!.idVerification?.by).toEqual({ id: committee.id, name: committee.name });
  });
});
