import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { properties, users } from "~/db/schema";
import { hashPassword } from "~/modules/accounts/passwords.server";
import type { UserRole } from "~/modules/accounts/roles";
import { creditWallet } from "~/modules/wallet/credit-wallet.server";
import { DEMO_OWNER_EMAIL, demoOwnedAssetNumbers } from "./demo-owner";

/** The one password of every demo account (documented in the README; never seeded in production). */
export const DEMO_PASSWORD = "Mazad@2026";

export type DemoAccount = {
  role: UserRole;
  name: string;
  email: string;
  phone: string;
  locale: "ar" | "en";
};

/** Demo wallets in halalas: enough to cover the deposit of any demo auction. */
const demoFunds: Partial<Record<UserRole, number>> = {
  bidder: 5_000_000 * 100,
  agent: 3_000_000 * 100,
  owner: 2_000_000 * 100,
};

/** One account per role, phone confirmed, so every part of the product can be tried at once. */
export const demoAccounts: DemoAccount[] = [
  {
    role: "bidder",
    name: "سارة العتيبي",
    email: "bidder@mazad.example",
    phone: "+966500000101",
    locale: "ar",
  },
  { role: "agent", name: "فهد الدوسري", email: "agent@mazad.example", phone: "+966500000102", locale: "ar" },
  {
    role: "owner",
    name: "عبدالله الشمري",
    email: DEMO_OWNER_EMAIL,
    phone: "+966500000103",
    locale: "en",
  },
  {
    role: "committee",
    name: "منيرة الزهراني",
    email: "committee@mazad.example",
    phone: "+966500000104",
    locale: "ar",
  },
  { role: "admin", name: "ريم القحطاني", email: "admin@mazad.example", phone: "+966500000105", locale: "ar" },
];

/**
 * Adds the demo accounts that are missing; safe on every start and from several instances
 * (a unique e-mail or phone makes a racing insert a no-op). Existing accounts are left alone,
 * so a changed demo password stays changed.
 */
export async function seedDemoAccounts(db: Db, options: { now?: Date } = {}): Promise<{ created: number }> {
  const now = options.now ?? new Date();
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts.map((a) => a.email),
      ),
    );
  const have = new Set(existing.map((row) => row.email));
  const missing = demoAccounts.filter((account) => !have.has(account.email));
  if (missing.length === 0) return { created: 0 };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created = await db
    .insert(users)
    .values(
      missing.map((account) => ({
        name: account.name,
        email: account.email,
        phone: account.phone,
        passwordHash,
        birthDate: "1988-04-12",
        phoneVerifiedAt: now,
        termsAcceptedAt: now,
        roles: [account.role],
        locale: account.locale,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  // Money to try bidding with at once (real top-ups are the payments work's).
  for (const row of created) {
    const funds = demoFunds[demoAccounts.find((a) => a.email === row.email)!.role];
    if (funds)
      await creditWallet(db, {
        userId: row.id,
        amount: funds,
        memo: { method: "bank_transfer", reference: "DEMO" },
        now,
      });
  }
  return { created: created.length };
}

/**
 * Makes the demo owner the owner of `demoOwnedAssetNumbers` when nobody owns them yet; safe on
 * every start (does nothing without the demo catalogue or the demo owner).
 */
export async function seedDemoOwnership(db: Db): Promise<{ owned: number }> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_OWNER_EMAIL));
  if (!owner) return { owned: 0 };
  const rows = await db
    .update(properties)
    .set({ ownerUserId: owner.id })
    .where(
      and(
        inArray(properties.assetNumber, Object.values(demoOwnedAssetNumbers)),
        isNull(properties.ownerUserId),
      ),
    )
    .returning({ id: properties.id });
  return { owned: rows.length };
}

/** The start-up line that tells a developer how to sign in. */
export function describeDemoAccounts(): string {
  const list = demoAccounts.map((a) => `${a.role} ${a.email}`).join(", ");
  return `Demo accounts (password "${DEMO_PASSWORD}", sign in by e-mail or phone 0500000101–0500000105): ${list}`;
}
