import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import { bankAccounts, payments, withdrawals } from "~/db/schema";
import type { Lang } from "~/i18n/config";
import { translate } from "~/i18n/instances.server";
import { declareBankTransfer } from "~/modules/payments/bank-transfers.server";
import { ibanWithCheckDigits } from "~/modules/wallet/iban";
import { readUserBalances } from "~/modules/wallet/ledger.server";
import { addBankAccount, verifyBankAccount } from "~/modules/withdrawals/bank-accounts.server";
import { requestWithdrawal } from "~/modules/withdrawals/withdrawals.server";
import { createLocalStorage } from "~/storage/local-storage.server";
import { createUser } from "../factories/accounts";
import { createBidders } from "../factories/bidding";
import { createTestDatabase } from "../support/database";
import { formRequest, isDataWithInit, routeContext, thrownResponse } from "../support/route-context";
import { createTestServices } from "../support/services";
import { action as transfersAction } from "~/routes/admin/admin-transfers";
import { action as withdrawalsAction } from "~/routes/admin/admin-withdrawals";

/*
 * The committee's decisions on /admin/transfers and /admin/withdrawals, called as React Router
 * calls the pages' actions: a posted form and the router context with the services and the
 * signed-in user. A decision ends in a redirect to the list with its notice; a refusal comes back
 * next to the form; anyone outside the committee gets the 403 page.
 */

const SAR = 100;
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), "mazad-admin-decisions-")));
let database: Database;
let services: Services;
let committee: Person;
let ibanCounter = 0;

type Person = { id: string; name: string; roles: ("bidder" | "committee")[] };

beforeAll(async () => {
  database = await createTestDatabase();
  services = await createTestServices(database);
  const { user } = await createUser(database, { roles: ["committee"], name: "عضو اللجنة" });
  committee = { id: user.id, name: user.name, roles: ["committee"] };
});
afterAll(async () => {
  await services.live.close();
  await database.close();
});

type Context = ReturnType<typeof routeContext>;

/** The arguments React Router gives a page's action: the request, the context, the route's pattern. */
const argsOf = (request: Request, context: Context, pattern: string) => ({
  request,
  context,
  params: {},
  url: new URL(request.url),
  pattern,
});

/** The two pages' actions, each called as React Router calls it. */
const pages = {
  transfers: (request: Request, context: Context) =>
    transfersAction(argsOf(request, context, "/admin/transfers")),
  withdrawals: (request: Request, context: Context) =>
    withdrawalsAction(argsOf(request, context, "/admin/withdrawals")),
};
type Page = keyof typeof pages;

/** Posts `fields` to an admin page as `user`: the redirect or refusal React Router would send. */
async function post(
  page: Page,
  user: Person,
  fields: Record<string, string>,
  options: { lang?: Lang; query?: string } = {},
) {
  const lang = options.lang ?? "ar";
  const url = `http://localhost:3000${lang === "en" ? "/en" : ""}/admin/${page}${options.query ?? ""}`;
  try {
    const result: unknown = await pages[page](
      formRequest(url, fields),
      routeContext(services, { user, lang }),
    );
    if (!isDataWithInit(result)) throw new Error("expected a redirect or a refusal");
    return { status: result.init?.status ?? 200, data: result.data, location: null };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, data: null, location: thrown.headers.get("Location") };
  }
}

/** What a bidder (not of the committee) gets for posting `fields` to an admin page. */
const asBidder = (page: Page, userId: string, fields: Record<string, string>) =>
  thrownResponse(() =>
    pages[page](
      formRequest(`http://localhost:3000/admin/${page}`, fields),
      routeContext(services, { user: { id: userId, name: "مزايد", roles: ["bidder"] } }),
    ),
  );

/** A bidder who declared a 25,000 SAR top-up by bank transfer, awaiting the committee. */
async function declaredTopUp() {
  const [user] = await createBidders(database, 1, { funds: 0 });
  const payment = await declareBankTransfer(
    { db: database.db, storage },
    {
      userId: user!.id,
      idempotencyKey: crypto.randomUUID(),
      purpose: "top_up",
      amount: 25_000 * SAR,
      method: "bank_transfer",
      bankName: "مصرف الراجحي",
      iban: ibanWithCheckDigits("SA", "80000000608010167519"),
      accountName: "ريم عبدالله",
      receipt: { name: "transfer.pdf", bytes: PDF },
    },
  );
  return { user: user!, paymentId: payment.id };
}

const paymentStatus = async (id: string) =>
  (await database.db.select({ status: payments.status }).from(payments).where(eq(payments.id, id)))[0]!
    .status;
const available = async (userId: string) =>
  (await readUserBalances(database.db, [userId])).get(userId)?.available ?? 0;

describe("/admin/transfers", () => {
  it("is refused to anyone outside the committee, who decides nothing", async () => {
    const { user, paymentId } = await declaredTopUp();
    const answer = await asBidder("transfers", user.id, { intent: "verify", id: paymentId });
    expect(answer.status).toBe(403);
    expect(await paymentStatus(paymentId)).toBe("awaiting_review");
    expect(await available(user.id)).toBe(0);
  });

  it("verifies a transfer: the wallet is credited and the list says so", async () => {
    const { user, paymentId } = await declaredTopUp();
    const answer = await post(
      "transfers",
      committee,
      { intent: "verify", id: paymentId },
      { query: "?page=2" },
    );
    expect(answer).toMatchObject({
      status: 302,
      location: `/admin/transfers?done=verified&payment=${paymentId}&page=2`,
    });
    expect(await paymentStatus(paymentId)).toBe("paid");
    expect(await available(user.id)).toBe(25_000 * SAR);
  });

  it("rejects a transfer only with a reason, and tells the committee when it was already decided", async () => {
    const { user, paymentId } = await declaredTopUp();
    const noReason = await post("transfers", committee, {
      intent: "reject",
      id: paymentId,
      reason: "x",
    });
    expect(noReason.status).toBe(400);
    expect(noReason.data).toMatchObject({
      intent: "reject",
      result: { error: { reason: ["validation.reason"] } },
    });
    expect(await paymentStatus(paymentId)).toBe("awaiting_review");

    const rejected = await post(
      "transfers",
      committee,
      { intent: "reject", id: paymentId, reason: "No such transfer on the statement" },
      { lang: "en" },
    );
    expect(rejected).toMatchObject({
      status: 302,
      location: `/en/admin/transfers?done=rejected&payment=${paymentId}`,
    });
    expect(await paymentStatus(paymentId)).toBe("rejected");

    const again = await post("transfers", committee, {
      intent: "verify",
      id: paymentId,
    });
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({
      result: { error: { "": [translate("ar", "payments.errors.transferReviewed")] } },
    });
    expect(await available(user.id)).toBe(0);
  });
});

describe("/admin/withdrawals", () => {
  /** A bidder with 10,000 SAR, a bank account (verified unless said otherwise) and a 4,000 SAR withdrawal. */
  async function requested(options: { verified?: boolean } = {}) {
    const [user] = await createBidders(database, 1, { funds: 10_000 * SAR });
    const account = await addBankAccount({
      db: database.db,
      storage,
      userId: user!.id,
      iban: ibanWithCheckDigits("SA", `80${`${Date.now()}${++ibanCounter}`.slice(-18).padStart(18, "0")}`),
      accountName: "سارة العتيبي",
      certificate: { name: "iban.pdf", bytes: PDF },
    });
    if (options.verified === false) return { user: user!, account, withdrawalId: null };
    await verifyBankAccount({ db: database.db, bankAccountId: account.id, actorUserId: committee.id });
    const { withdrawal } = await requestWithdrawal({
      db: database.db,
      userId: user!.id,
      bankAccountId: account.id,
      amount: 4_000 * SAR,
      idempotencyKey: null,
    });
    return { user: user!, account, withdrawalId: withdrawal.id };
  }

  const withdrawal = async (id: string) =>
    (await database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;

  it("marks a withdrawal paid with the bank's reference", async () => {
    const { user, withdrawalId } = await requested();
    const answer = await post("withdrawals", committee, {
      intent: "paid",
      id: withdrawalId!,
      reference: "FT-2026-0042",
    });
    expect(answer).toMatchObject({ status: 302, location: "/admin/withdrawals?notice=paid" });
    expect(await withdrawal(withdrawalId!)).toMatchObject({ status: "paid", reviewedBy: committee.id });
    expect(await available(user.id)).toBe(6_000 * SAR);
  });

  it("rejects a withdrawal once: the money is back, a second decision is refused", async () => {
    const { user, withdrawalId } = await requested();
    expect(await available(user.id)).toBe(6_000 * SAR);
    const reject = { intent: "reject-withdrawal", id: withdrawalId!, reason: "The IBAN's bank refused it" };
    const answer = await post("withdrawals", committee, reject, { lang: "en" });
    expect(answer).toMatchObject({ status: 302, location: "/en/admin/withdrawals?notice=rejected" });
    expect((await withdrawal(withdrawalId!)).status).toBe("rejected");
    expect(await available(user.id)).toBe(10_000 * SAR);

    const again = await post("withdrawals", committee, {
      intent: "paid",
      id: withdrawalId!,
    });
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({
      result: { error: { "": [translate("ar", "wallet.errors.withdrawalDecided")] } },
    });
    expect((await withdrawal(withdrawalId!)).status).toBe("rejected");
  });

  it("verifies a bank account; a bidder cannot", async () => {
    const { user, account } = await requested({ verified: false });
    const fields = { intent: "verify-account", id: account.id };
    const refused = await asBidder("withdrawals", user.id, fields);
    expect(refused.status).toBe(403);
    const status = async () =>
      (await database.db.select().from(bankAccounts).where(eq(bankAccounts.id, account.id)))[0]!.status;
    expect(await status()).toBe("pending");

    const answer = await post("withdrawals", committee, fields);
    expect(answer).toMatchObject({ status: 302, location: "/admin/withdrawals?notice=verified" });
    expect(await status()).toBe("verified");
  });
});
