import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { idempotencyKeys, ledgerTransactions } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { creditWallet } from "~/modules/wallet/credit-wallet.server";
import { createBidders } from "../../../tests/factories/bidding";
import { createTestDatabase } from "../../../tests/support/database";
import { pruneIdempotencyKeys, requestFingerprint, runIdempotent } from "./run-idempotent.server";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("runIdempotent", () => {
  it("runs an operation once for concurrent and later copies of a request", async () => {
    const [user] = await createBidders(database, 1, { funds: 0 });
    const key = `topup-${crypto.randomUUID()}`;
    const run = () =>
      runIdempotent({
        db: database.db,
        userId: user!.id,
        key,
        scope: "test:credit",
        fingerprint: requestFingerprint({ amount: 500 }),
        work: async (tx) => ({ transactionId: await creditWallet(tx, { userId: user!.id, amount: 500 }) }),
      });
    const answers = await Promise.all([run(), run(), run()]);
    expect(new Set(answers.map((a) => a.transactionId)).size).toBe(1);
    expect(await run()).toEqual(answers[0]);
    const credited = await database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.userId, user!.id));
    expect(credited).toHaveLength(1);
  });

  it("refuses the same key with another request, and replays a refusal without redoing anything", async () => {
    const [user] = await createBidders(database, 1, { funds: 0 });
    const key = crypto.randomUUID();
    const base = { db: database.db, userId: user!.id, key, scope: "test:refusal" };
    let calls = 0;
    const refuse = () =>
      runIdempotent({
        ...base,
        fingerprint: requestFingerprint({ amount: 1 }),
        work: async (tx) => {
          calls++;
          await creditWallet(tx, { userId: user!.id, amount: 100 });
          throw new AppError("DEPOSIT_NOT_COVERED", { money: { deposit: 5, available: 1 } });
        },
      });
    await expect(refuse()).rejects.toMatchObject({
      code: "DEPOSIT_NOT_COVERED",
      details: { money: { deposit: 5, available: 1 } },
    });
    await expect(refuse()).rejects.toMatchObject({ code: "DEPOSIT_NOT_COVERED" });
    expect(calls).toBe(1);
    // The refused operation's writes were undone; the key and its answer stayed.
    expect(
      await database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.userId, user!.id)),
    ).toEqual([]);
    await expect(
      runIdempotent({ ...base, fingerprint: requestFingerprint({ amount: 2 }), work: async () => "other" }),
    ).rejects.toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
    await expect(
      runIdempotent({
        ...base,
        scope: "test:another",
        fingerprint: requestFingerprint({ amount: 1 }),
        work: async () => "x",
      }),
    ).rejects.toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
  });

  it("keeps keys at least seven days", async () => {
    const [user] = await createBidders(database, 1, { funds: 0 });
    const now = new Date();
    const day = 86_400_000;
    for (const [key, age] of [
      ["fresh", 7 * day],
      ["stale", 9 * day],
    ] as const) {
      await database.db.insert(idempotencyKeys).values({
        userId: user!.id,
        key,
        scope: "test",
        requestHash: "h",
        createdAt: new Date(now.getTime() - age),
      });
    }
    await pruneIdempotencyKeys({ db: database.db, now });
    const left = await database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, user!.id));
    expect(left.map((k) => k.key)).toEqual(["fresh"]);
  });
});
