import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { testAccountDeps } from "../../../tests/factories/accounts";
import { createTestDatabase } from "../../../tests/support/database";
import { signIn } from "~/modules/accounts/sign-in.server";
import { userRoles } from "~/modules/accounts/roles";
import { DEMO_PASSWORD, demoAccounts, describeDemoAccounts, seedDemoAccounts } from "./seed-accounts.server";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("demo accounts", () => {
  it("cover every role, phone confirmed, and are seeded once", async () => {
    expect(demoAccounts.map((a) => a.role).sort()).toEqual([...userRoles].sort());
    const first = await seedDemoAccounts(database.db);
    const again = await seedDemoAccounts(database.db);
    // On a shared PostgreSQL another run may have seeded them already.
    expect(first.created === demoAccounts.length || first.created === 0).toBe(true);
    expect(again.created).toBe(0);
    const rows = await database.db
      .select()
      .from(users)
      .where(
        inArray(
          users.email,
          demoAccounts.map((a) => a.email),
        ),
      );
    expect(rows).toHaveLength(demoAccounts.length);
    for (const row of rows) expect(row.phoneVerifiedAt).not.toBeNull();
  });

  it("sign in with the documented password, by e-mail or phone", async () => {
    await seedDemoAccounts(database.db);
    const deps = testAccountDeps(database);
    for (const account of demoAccounts) {
      const byEmail = await signIn({
        deps,
        identifier: { kind: "email", value: account.email },
        password: DEMO_PASSWORD,
        client: { ip: null, userAgent: null },
      });
      expect(byEmail.user.roles).toEqual([account.role]);
    }
    const byPhone = await signIn({
      deps,
      identifier: { kind: "phone", value: demoAccounts[0]!.phone },
      password: DEMO_PASSWORD,
      client: { ip: null, userAgent: null },
    });
    expect(byPhone.user.phoneVerified).toBe(true);
    expect(describeDemoAccounts()).toContain("admin admin@mazad.example");
  });
});
