import { randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { hashPassword } from "~/modules/accounts/passwords.server";
import { creditWallet } from "~/modules/wallet/credit-wallet.server";
import { uniquePhone } from "./accounts";

let passwordHash: Promise<string> | null = null;

/**
 * Verified bidders with money in their wallets (a credited bank transfer each). One password hash
 * is shared, so hundreds of bidders cost no more than one.
 */
export async function createBidders(
  database: Database,
  count: number,
  options: { funds?: number; password?: string } = {},
) {
  passwordHash ??= hashPassword(options.password ?? "secret-pass");
  const hash = await passwordHash;
  const now = new Date();
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `مزايد ${i + 1}`,
        email: `bidder.${randomUUID().slice(0, 12)}@test.example`,
        phone: uniquePhone(),
        passwordHash: hash,
        birthDate: "1988-02-01",
        phoneVerifiedAt: now,
        termsAcceptedAt: now,
        roles: ["bidder"],
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: users.id, email: users.email, phone: users.phone });
  const funds = options.funds ?? 1_000_000 * 100;
  if (funds > 0) for (const row of rows) await creditWallet(database.db, { userId: row.id, amount: funds });
  return rows;
}
