import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { runTransaction } from "~/db/transaction.server";
import { createUser } from "../../../tests/factories/accounts";
import { createAuction, createPlace } from "../../../tests/factories/auctions";
import { createTestDatabase } from "../../../tests/support/database";
import { creditWallet } from "./credit-wallet.server";
import { lockAccounts, postTransactions } from "./ledger.server";
import { listWalletMovements } from "./wallet-movements.server";

const SAR = 100;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Money paid in and, in the same moment, locked as the auction's deposit (as a registration does). */
async function payInAndLock(userId: string, auctionId: number, amount: number, at: Date) {
  await runTransaction(database.db, async (tx) => {
    const accounts = await lockAccounts(tx, [
      { kind: "bank_clearing" },
      { kind: "user_available", userId },
      { kind: "user_locked", userId, auctionId },
    ]);
    await postTransactions(
      tx,
      [
        {
          kind: "top_up",
          userId,
          postings: [
            { accountId: accounts.get({ kind: "bank_clearing" }).id, amount: -amount },
            { accountId: accounts.get({ kind: "user_available", userId }).id, amount },
          ],
        },
        {
          kind: "deposit_lock",
          userId,
          auctionId,
          postings: [
            { accountId: accounts.get({ kind: "user_available", userId }).id, amount: -amount },
            { accountId: accounts.get({ kind: "user_locked", userId, auctionId }).id, amount },
          ],
        },
      ],
      at,
    );
  });
}

describe("the wallet's history order", () => {
  it("is strictly newest first by when each movement happened, not by when it was recorded", async () => {
    const { user } = await createUser(database);
    const place = await createPlace(database.db);
    const { auction } = await createAuction(database.db, place);
    const monday = new Date("2026-11-23T09:00:00Z");
    const tuesday = new Date("2026-11-24T09:00:00Z");
    const wednesday = new Date("2026-11-25T09:00:00Z");
    // Recorded out of order: Wednesday's top-up first, then Monday's, then Tuesday's payment
    // and the deposit it paid for (a backdated import, or transactions committing late).
    const wednesdayTopUp = await creditWallet(database.db, {
      userId: user.id,
      amount: 500 * SAR,
      now: wednesday,
    });
    const mondayTopUp = await creditWallet(database.db, { userId: user.id, amount: 100 * SAR, now: monday });
    await payInAndLock(user.id, auction.id, 50 * SAR, tuesday);

    const { items, total } = await listWalletMovements({ db: database.db, userId: user.id });
    expect(total).toBe(4);
    expect(items.map((m) => [m.kind, m.createdAt.toISOString()])).toEqual([
      ["top_up", wednesday.toISOString()],
      // The deposit is listed above the money that paid it, never below (before) it.
      ["deposit_lock", tuesday.toISOString()],
      ["top_up", tuesday.toISOString()],
      ["top_up", monday.toISOString()],
    ]);
    expect(items[0]!.id).toBe(wednesdayTopUp);
    expect(items[3]!.id).toBe(mondayTopUp);

    // Pages follow the same order.
    const second = await listWalletMovements({ db: database.db, userId: user.id, page: 2, pageSize: 3 });
    expect(second.items.map((m) => m.id)).toEqual([mondayTopUp]);
  });
});
