import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { translate } from "~/i18n/instances.server";
import { setStaffRoles } from "~/modules/accounts/set-user-roles.server";
import { peopleDirectory } from "~/modules/accounts/user-search.server";
import { createUser } from "../../../tests/factories/accounts";
import { createTestDatabase } from "../../../tests/support/database";
import { auditCsvStream, csvCell } from "./audit-csv.server";
import { AuditFilterSchema, auditFilterInput, type AuditFilter } from "./audit-filter-schema";
import { listAuditEntries, riyadhDayStart, type AuditEntryView } from "./list-audit-entries.server";
import { recordAudit, type AuditEntry } from "./record-audit.server";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A subject type no other test (or run) writes, so a filter on it sees only this test's rows. */
const freshSubjectType = () =>
  `t_${randomUUID()
    .replace(/[^a-f]/g, "")
    .slice(0, 12)}`;

async function record(entries: AuditEntry[]) {
  await database.db.transaction(async (tx) => {
    for (const entry of entries) await recordAudit(tx, entry);
  });
}

async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ""}`;
  }
  throw new Error("expected the database to refuse");
}

const list = (filter: AuditFilter, more: Partial<Parameters<typeof listAuditEntries>[0]> = {}) =>
  listAuditEntries({ db: database.db, people: peopleDirectory(database.db), filter, ...more });

describe("the audit log is append-only", () => {
  it("refuses to update, delete or truncate entries, whatever the statement matches", async () => {
    const subjectType = freshSubjectType();
    await record([
      {
        actorUserId: null,
        action: "test.append",
        subjectType,
        subjectId: "1",
        reason: "first",
        createdAt: new Date(),
      },
    ]);
    const db = database.db;
    expect(
      await refusal(
        db.update(auditLog).set({ reason: "changed" }).where(eq(auditLog.subjectType, subjectType)),
      ),
    ).toMatch(/append-only/);
    expect(await refusal(db.delete(auditLog).where(eq(auditLog.subjectType, subjectType)))).toMatch(
      /append-only/,
    );
    expect(await refusal(db.delete(auditLog).where(sql`false`))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
    const [kept] = await db.select().from(auditLog).where(eq(auditLog.subjectType, subjectType));
    expect(kept).toMatchObject({ reason: "first", subjectId: "1" });
  });
});

describe("listing the audit log", () => {
  it("filters by actor (name, e-mail or phone as typed), action, record and Riyadh days, newest first", async () => {
    const subjectType = freshSubjectType();
    const { user: sara } = await createUser(database, {
      name: `سارة ${randomUUID().slice(0, 6)}`,
      roles: ["committee"],
    });
    const { user: omar } = await createUser(database, { name: "Omar Test", roles: ["admin"] });
    // 23:30 on 9 March in Riyadh is 20:30 UTC; 00:30 on 10 March is 21:30 UTC on the 9th.
    const lateOn9th = new Date("2001-03-09T20:30:00Z");
    const earlyOn10th = new Date("2001-03-09T21:30:00Z");
    const on11th = new Date("2001-03-11T09:00:00Z");
    await record([
      { actorUserId: sara.id, action: "test.verify", subjectType, subjectId: "a", createdAt: lateOn9th },
      { actorUserId: omar.id, action: "test.reject", subjectType, subjectId: "b", createdAt: earlyOn10th },
      { actorUserId: null, action: "test.verify", subjectType, subjectId: "a", createdAt: on11th },
    ]);
    const ids = async (filter: AuditFilter) =>
      (await list({ subjectType, ...filter })).entries.map((e) => `${e.action}:${e.subjectId}`);

    expect(await ids({})).toEqual(["test.verify:a", "test.reject:b", "test.verify:a"]);
    expect((await list({ subjectType })).entries.map((e) => e.createdAt.getTime())).toEqual(
      [on11th, earlyOn10th, lateOn9th].map((d) => d.getTime()),
    );
    expect(await ids({ actor: sara.name.slice(0, 10) })).toEqual(["test.verify:a"]);
    expect(await ids({ actor: omar.email.toUpperCase() })).toEqual(["test.reject:b"]);
    // The phone as people type it: 05…, with Arabic-Indic digits (normalised by the form).
    const local = `0${omar.phone.slice(4)}`;
    const arabicDigits = local.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const typed = AuditFilterSchema.parse(auditFilterInput(new URLSearchParams({ actor: arabicDigits })));
    expect(await ids(typed)).toEqual(["test.reject:b"]);
    expect(await ids({ actor: "%" })).toEqual([]);
    expect(await ids({ action: "test.verify" })).toEqual(["test.verify:a", "test.verify:a"]);
    expect(await ids({ subjectId: "b" })).toEqual(["test.reject:b"]);
    expect(await ids({ from: "2001-03-10", to: "2001-03-10" })).toEqual(["test.reject:b"]);
    expect(await ids({ to: "2001-03-09" })).toEqual(["test.verify:a"]);
    expect(await ids({ from: "2001-03-11" })).toEqual(["test.verify:a"]);

    const [withActor] = (await list({ subjectType, subjectId: "b" })).entries;
    expect(withActor!.actor).toEqual({ id: omar.id, name: omar.name, email: omar.email, phone: omar.phone });
    expect((await list({ subjectType, from: "2001-03-11" })).entries[0]!.actor).toBeNull();
    expect(riyadhDayStart("2001-03-10").toISOString()).toBe("2001-03-09T21:00:00.000Z");
  });

  it("pages by keyset: no entry repeats or is skipped, entries at the same instant included", async () => {
    const subjectType = freshSubjectType();
    const at = new Date("2002-01-01T10:00:00Z");
    await record(
      Array.from({ length: 7 }, (_, i) => ({
        actorUserId: null,
        action: "test.page",
        subjectType,
        subjectId: String(i),
        // Three entries share one instant: the id orders them.
        createdAt: new Date(at.getTime() + Math.min(i, 4) * 1000),
      })),
    );
    const seen: AuditEntryView[] = [];
    let cursor = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list({ subjectType }, { cursor, limit: 3 });
      seen.push(...page.entries);
      cursor = page.next;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen.map((e) => e.subjectId)).toEqual(["6", "5", "4", "3", "2", "1", "0"]);
  });

  it("refuses filters it cannot use, with a message key for each field", () => {
    const result = AuditFilterSchema.safeParse(
      auditFilterInput(
        new URLSearchParams({
          action: "DROP TABLE",
          from: "2026-02-30",
          subjectType: "Auction!",
          actor: "x".repeat(101),
        }),
      ),
    );
    expect(result.success).toBe(false);
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({
      action: "adminAudit.errors.action",
      from: "adminAudit.errors.date",
      subjectType: "adminAudit.errors.subjectType",
      actor: "adminAudit.errors.actor",
    });
    const backwards = AuditFilterSchema.safeParse({ from: "2026-03-02", to: "2026-03-01" });
    expect(backwards.error!.issues).toMatchObject([{ path: ["to"], message: "adminAudit.errors.range" }]);
    expect(auditFilterInput(new URLSearchParams({ actor: "  ", subjectId: " ٤٢ " }))).toEqual({
      subjectId: "42",
    });
  });
});

describe("the CSV export", () => {
  it("escapes cells (RFC 4180) and disarms formulas", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('a "quoted", text')).toBe('"a ""quoted"", text"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+966500000000")).toBe("'+966500000000");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
  });

  it("streams every matching entry a page at a time, UTF-8 with a byte-order mark, in the reader's language", async () => {
    const subjectType = freshSubjectType();
    const { user: actor } = await createUser(database, { name: "=cmd|' /C calc'!A0", roles: ["committee"] });
    await record(
      Array.from({ length: 5 }, (_, i) => ({
        actorUserId: actor.id,
        action: "withdrawal.reject",
        subjectType,
        subjectId: `w${i}`,
        reason: i === 0 ? 'الحساب مغلق، "راجِع البنك"' : null,
        before: { status: "requested" },
        after: { status: "rejected" },
        details: { amount: 50_000 },
        createdAt: new Date(Date.UTC(2003, 0, 1, 9, 0, i)),
      })),
    );
    const stream = auditCsvStream({
      db: database.db,
      people: peopleDirectory(database.db),
      filter: { subjectType },
      lang: "ar",
      t: (key, options) => translate("ar", key, options),
      pageSize: 2,
    });
    const reader = stream.getReader();
    const chunks: Uint8Array[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    // The header, then one chunk per page of two: never the whole file at once.
    expect(chunks.length).toBe(4);
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8").slice(1);
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe(
      "القيد,الوقت (الرياض),المنفِّذ,البريد الإلكتروني,الجوال,رمز الإجراء,الإجراء,نوع السجل,رقم السجل,السبب,قبل,بعد,بيانات أخرى",
    );
    const first = lines[1]!;
    expect(first).toContain(`,2003-01-01 12:00:04,'=cmd|' /C calc'!A0,${actor.email},'${actor.phone},`);
    expect(first).toContain(
      `,withdrawal.reject,رفض طلب سحب,${subjectType},w4,,الحالة: مطلوب,الحالة: مرفوض,المبلغ: 500 ر.س`,
    );
    expect(lines[5]).toContain(`,w0,"الحساب مغلق، ""راجِع البنك""",`);
  });
});

describe("role changes", () => {
  it("are audited with who changed them and the roles before and after", async () => {
    const { user } = await createUser(database);
    const { user: admin } = await createUser(database, { roles: ["admin"] });
    await setStaffRoles({ db: database.db, actorUserId: admin.id, userId: user.id, staff: ["committee"] });
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.subjectId, user.id));
    expect(rows).toMatchObject([
      {
        actorUserId: admin.id,
        action: "user.roles",
        subjectType: "user",
        before: { roles: ["bidder"] },
        after: { roles: ["bidder", "committee"] },
      },
    ]);
  });
});
