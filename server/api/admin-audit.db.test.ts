import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { createSession } from "~/modules/accounts/sessions.server";
import { recordAudit } from "~/modules/audit/record-audit.server";
import { createUser } from "../../tests/factories/accounts";
import { apiClient, callerHeaders, offContract } from "../../tests/support/api-client";
import { createTestDatabase } from "../../tests/support/database";
import { createTestHttpApp } from "../../tests/support/http-app";

let database: Database;
let app: ReturnType<typeof createTestHttpApp>;
let api: ReturnType<typeof apiClient>;
let token: string;
let member: { id: string; name: string };
const subjectType = `t_${randomUUID()
  .replace(/[^a-f]/g, "")
  .slice(0, 12)}`;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestHttpApp(database);
  api = apiClient(app);
  member = (await createUser(database, { roles: ["committee"], name: "Huda Committee" })).user;
  token = (
    await createSession({
      db: database.db,
      userId: member.id,
      now: new Date(),
      client: { ip: null, userAgent: null },
    })
  ).token;
  await database.db.transaction(async (tx) => {
    for (let i = 0; i < 3; i++)
      await recordAudit(tx, {
        actorUserId: member.id,
        action: "withdrawal.reject",
        subjectType,
        subjectId: `w${i}`,
        reason: "@SUM(1+1)",
        before: { status: "requested" },
        after: { status: "rejected" },
        details: { amount: 12_345 },
        createdAt: new Date(Date.UTC(2004, 5, 1, 8, 0, i)),
      });
  });
});
afterAll(() => database.close());

describe("GET /admin/audit-log", () => {
  it("pages the filtered log newest first with a cursor, the action labelled in the caller's language", async () => {
    const first = await api.GET("/admin/audit-log", {
      params: { query: { subjectType, limit: 2 } },
      headers: callerHeaders({ cookie: token, lang: "en" }),
    });
    expect(first.response.status).toBe(200);
    expect(first.data!.entries.map((e) => e.subjectId)).toEqual(["w2", "w1"]);
    expect(first.data!.entries[0]).toMatchObject({
      actor: { id: member.id, name: "Huda Committee" },
      action: "withdrawal.reject",
      actionLabel: "Withdrawal rejected",
      reason: "@SUM(1+1)",
      before: { status: "requested" },
      after: { status: "rejected" },
      details: { amount: 12_345 },
      createdAt: "2004-06-01T08:00:02.000Z",
    });
    const second = await api.GET("/admin/audit-log", {
      params: { query: { subjectType, limit: 2, cursor: first.data!.next! } },
      headers: callerHeaders({ cookie: token, lang: "ar" }),
    });
    expect(second.data!.entries.map((e) => [e.subjectId, e.actionLabel])).toEqual([["w0", "رفض طلب سحب"]]);
    expect(second.data!.next).toBeNull();
  });

  it("answers 400 for a filter or cursor it cannot use, never a 5xx", async () => {
    for (const query of [
      { from: "2026-02-30" },
      { from: "2026-03-02", to: "2026-03-01" },
      { action: "drop table" },
      { cursor: "zzzzzzzzzzzz.1" },
      // A time past the year 9999, and a day before 1900: no instant the database can compare.
      { cursor: "aa0a0aa00a.0" },
      { from: "0000-01-01" },
      { limit: 0 },
    ]) {
      const res = await api.GET("/admin/audit-log", {
        params: { query: offContract<{ from?: string }>(query) },
        headers: callerHeaders({ cookie: token }),
      });
      expect(res.response.status, JSON.stringify(query)).toBe(400);
      expect(res.error).toMatchObject({ code: "INVALID_QUERY" });
    }
    const backwards = await api.GET("/admin/audit-log", {
      params: { query: { from: "2026-03-02", to: "2026-03-01" } },
      headers: callerHeaders({ cookie: token, lang: "en" }),
    });
    expect(backwards.error!.issues).toEqual([
      { path: "to", message: "The end date must not come before the start date." },
    ]);
  });
});

describe("GET /admin/audit-log.csv", () => {
  it("sends the filtered log as an attachment: UTF-8 with a byte-order mark, formulas disarmed", async () => {
    const res = await api.GET("/admin/audit-log.csv", {
      params: { query: { subjectType, lang: "en" } },
      headers: callerHeaders({ cookie: token }),
      parseAs: "arrayBuffer",
    });
    expect(res.response.status).toBe(200);
    expect(res.response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(res.data as ArrayBuffer);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.subarray(3)).split("\r\n").filter(Boolean);
    expect(lines[0]).toBe(
      "Entry,Time (Riyadh),Who,E-mail,Phone,Action code,Action,Record type,Record ID,Reason,Before,After,Other facts",
    );
    expect(lines.slice(1).map((l) => l.split(",")[8])).toEqual(["w2", "w1", "w0"]);
    expect(lines[1]).toContain(",'@SUM(1+1),Status: Requested,Status: Rejected,Amount: SAR 123.45");
  });
});
