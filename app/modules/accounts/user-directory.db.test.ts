import { randomInt, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { createUser } from "../../../tests/factories/accounts";
import { createTestDatabase } from "../../../tests/support/database";
// The decisions as the back office takes them: the user is told.
import { suspendAndTell as suspendUser } from "~/modules/backoffice/user-decisions.server";
import { getUserDetail, listUsers } from "./user-directory.server";
import { DirectoryQuerySchema } from "./user-admin-schemas";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const toArabicIndic = (digits: string) =>
  digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

describe("the user directory", () => {
  it("finds users by name, e-mail or mobile number as typed, filters by role and status, page after page", async () => {
    const tag = `دليل${randomUUID().slice(0, 6)}`;
    const mobile = String(randomInt(0, 100_000_000)).padStart(8, "0");
    const base = Date.now() - 60_000;
    const at = (i: number) => new Date(base + i * 1000);
    const { user: oldest } = await createUser(database, { name: `سارة ${tag}`, createdAt: at(0) });
    const { user: member } = await createUser(database, {
      name: `خالد ${tag}`,
      roles: ["committee"],
      createdAt: at(1),
    });
    const { user: newest } = await createUser(database, {
      name: `ريم ${tag}`,
      email: `reem.${tag.slice(4)}@Test.example`,
      phone: `+9665${mobile}`,
      createdAt: at(2),
    });
    const { user: admin } = await createUser(database, { roles: ["admin"] });
    const list = (query: Record<string, string>, pageSize?: number) =>
      listUsers({ db: database.db, query: DirectoryQuerySchema.parse(query), pageSize });
    const ids = (page: Awaited<ReturnType<typeof list>>) => page.users.map((u) => u.id);

    expect(ids(await list({ q: tag }))).toEqual([newest.id, member.id, oldest.id]);

    // Keyset pages: every user once, in order, and the last page says so.
    const first = await list({ q: tag }, 2);
    expect(ids(first)).toEqual([newest.id, member.id]);
    expect(first.next).not.toBeNull();
    const second = await list({ q: tag, after: first.next! }, 2);
    expect(ids(second)).toEqual([oldest.id]);
    expect(second.next).toBeNull();

    // The mobile number as people type it: Arabic-Indic digits, a leading 0, spaces.
    const typed = `٠٥${toArabicIndic(mobile.slice(0, 4))} ${toArabicIndic(mobile.slice(4))}`;
    expect(ids(await list({ q: typed }))).toEqual([newest.id]);
    expect(ids(await list({ q: `REEM.${tag.slice(4).toUpperCase()}` }))).toEqual([newest.id]);
    // LIKE's wildcards are plain characters.
    expect(ids(await list({ q: `${tag}%` }))).toEqual([]);

    expect(ids(await list({ q: tag, role: "committee" }))).toEqual([member.id]);
    await suspendUser({ db: database.db, actorUserId: admin.id, userId: oldest.id, reason: "Fraud report" });
    expect(ids(await list({ q: tag, status: "suspended" }))).toEqual([oldest.id]);
    expect(ids(await list({ q: tag, status: "active" }))).toEqual([newest.id, member.id]);
    // Unknown filters and a forged cursor are ignored, never an error.
    expect(ids(await list({ q: tag, role: "king", status: "gone", after: "bm9wZQ" }))).toEqual([
      newest.id,
      member.id,
      oldest.id,
    ]);

    const detail = await getUserDetail(database.db, oldest.id);
    expect(detail).toMatchObject({
      id: oldest.id,
      suspended: true,
      suspension: { reason: "Fraud report", by: { id: admin.id } },
    });
    expect(await getUserDetail(database.db, randomUUID())).toBeNull();
  });
});
