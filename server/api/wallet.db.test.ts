import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { auditLog, users } from "~/db/schema";
import { createSession } from "~/modules/accounts/sessions.server";
import { ibanWithCheckDigits } from "~/modules/wallet/iban";
import { createBidders } from "../../tests/factories/bidding";
import { createTestDatabase } from "../../tests/support/database";
import {
  apiClient,
  asFormData,
  binary,
  callerHeaders,
  offContract,
  type Caller,
} from "../../tests/support/api-client";
import { createTestHttpApp } from "../../tests/support/http-app";

const SAR = 100;
const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

let database: Database;
let app: ReturnType<typeof createTestHttpApp>;
let api: ReturnType<typeof apiClient>;
let committeeToken: string;
let ibanCounter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestHttpApp(database);
  api = apiClient(app);
  committeeToken = (await signedIn(["committee"])).token;
});
afterAll(() => database.close());

/** A funded, confirmed user with a session token (cookie value). */
async function signedIn(roles: string[] = ["bidder"], funds = 5_000 * SAR) {
  const [user] = await createBidders(database, 1, { funds });
  if (roles.join() !== "bidder") await database.db.update(users).set({ roles }).where(eq(users.id, user!.id));
  const session = await createSession({
    db: database.db,
    userId: user!.id,
    now: new Date(),
    client: { ip: null, userAgent: null },
  });
  return { id: user!.id, token: session.token };
}

function newIban() {
  const account = `${process.pid}${Date.now()}${++ibanCounter}`.slice(-18).padStart(18, "0");
  return ibanWithCheckDigits("SA", `80${account}`);
}

/** A multipart POST as a browser on our origin sends it. */
function postBankAccount(
  token: string | null,
  fields: { iban?: string; accountName?: string; file?: { bytes: Uint8Array; name: string; type: string } },
  lang: "ar" | "en" = "en",
) {
  const { file } = fields;
  return api.POST("/me/bank-accounts", {
    headers: callerHeaders({ lang, ...(token ? { cookie: token } : {}) }),
    // A form without the IBAN or the name is what the refusals below test.
    body: offContract<{ iban: string; accountName: string; certificate?: string }>({
      iban: fields.iban,
      accountName: fields.accountName,
      certificate:
        file && binary(new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type })),
    }),
    bodySerializer: asFormData,
  });
}

const certificate = { bytes: pdf, name: "iban-certificate.pdf", type: "application/pdf" };

/** A user with a bank account the committee verified over the API. */
async function withVerifiedAccount(funds = 5_000 * SAR) {
  const user = await signedIn(["bidder"], funds);
  const added = await postBankAccount(user.token, {
    iban: newIban(),
    accountName: "Sara Alotaibi",
    file: certificate,
  });
  expect(added.response.status).toBe(201);
  const verified = await api.POST("/admin/bank-accounts/{id}/verify", {
    params: { path: { id: added.data!.id } },
    headers: callerHeaders({ cookie: committeeToken }),
  });
  expect(verified.response.status).toBe(200);
  return { user, account: verified.data! };
}

const withdraw = (caller: Caller, body: { bankAccountId: string; amount: number }) =>
  api.POST("/me/withdrawals", { headers: callerHeaders(caller), body });

describe("wallet API: who may call what", () => {
  it("answers guests 401 and non-committee users 403", async () => {
    const guest = { headers: callerHeaders({ lang: "en" }) };
    for (const [name, send] of [
      ["GET /me/wallet/movements", () => api.GET("/me/wallet/movements", guest)],
      ["GET /me/bank-accounts", () => api.GET("/me/bank-accounts", guest)],
      ["GET /me/withdrawals", () => api.GET("/me/withdrawals", guest)],
      [
        "POST /me/withdrawals",
        () =>
          api.POST("/me/withdrawals", {
            ...guest,
            body: offContract<{ bankAccountId: string; amount: number }>({}),
          }),
      ],
      ["GET /admin/withdrawals", () => api.GET("/admin/withdrawals", guest)],
    ] as const) {
      expect((await send()).response.status, name).toBe(401);
    }
    expect(
      (await postBankAccount(null, { iban: newIban(), accountName: "Sara", file: certificate })).response
        .status,
    ).toBe(401);
    const bidder = await signedIn();
    const asBidder = { headers: callerHeaders({ cookie: bidder.token, lang: "en" }) };
    const path = { path: { id: crypto.randomUUID() } };
    for (const [name, send] of [
      ["GET /admin/withdrawals", () => api.GET("/admin/withdrawals", asBidder)],
      [
        "POST /admin/withdrawals/{id}/paid",
        () => api.POST("/admin/withdrawals/{id}/paid", { ...asBidder, params: path, body: {} }),
      ],
      [
        "POST /admin/withdrawals/{id}/reject",
        () =>
          api.POST("/admin/withdrawals/{id}/reject", {
            ...asBidder,
            params: path,
            body: { reason: "Not allowed" },
          }),
      ],
      [
        "POST /admin/bank-accounts/{id}/verify",
        () => api.POST("/admin/bank-accounts/{id}/verify", { ...asBidder, params: path }),
      ],
      [
        "POST /admin/bank-accounts/{id}/reject",
        () =>
          api.POST("/admin/bank-accounts/{id}/reject", {
            ...asBidder,
            params: path,
            body: { reason: "Not allowed" },
          }),
      ],
    ] as const) {
      const res = await send();
      expect(res.response.status, name).toBe(403);
      expect(res.error!.code).toBe("FORBIDDEN");
    }
    const admin = await signedIn(["admin"]);
    expect(
      (await api.GET("/admin/withdrawals", { headers: callerHeaders({ cookie: admin.token }) })).response
        .status,
    ).toBe(200);
  });
});

describe("POST /api/v1/me/bank-accounts", () => {
  it("adds an IBAN as typed, with its certificate, awaiting verification", async () => {
    const user = await signedIn();
    const iban = newIban();
    const typed = iban.toLowerCase().replace(/(.{4})/g, "$1 ");
    const res = await postBankAccount(user.token, {
      iban: typed,
      accountName: "  Sara Alotaibi ",
      file: certificate,
    });
    expect(res.response.status).toBe(201);
    const added = res.data!;
    expect(added).toMatchObject({
      iban,
      accountName: "Sara Alotaibi",
      bank: { code: "80", name: "Al Rajhi Bank" },
      status: "pending",
      rejectionReason: null,
    });
    expect(added.certificateUrl).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}$/);
    // The owner and the committee can read the certificate; nobody else.
    const fetchAs = (token: string) =>
      app.request(added.certificateUrl!, { headers: { Cookie: `mazad_session=${token}` } });
    const file = await fetchAs(user.token);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    expect((await fetchAs(committeeToken)).status).toBe(200);
    expect((await fetchAs((await signedIn()).token)).status).toBe(404);
    const list = await api.GET("/me/bank-accounts", {
      headers: callerHeaders({ cookie: user.token, lang: "ar" }),
    });
    expect(list.data!.items).toEqual([
      expect.objectContaining({ id: added.id, bank: { code: "80", name: "مصرف الراجحي" } }),
    ]);
    const again = await postBankAccount(user.token, {
      iban,
      accountName: "Sara Alotaibi",
      file: certificate,
    });
    expect(again.response.status).toBe(409);
    expect(again.error).toMatchObject({ code: "BANK_ACCOUNT_EXISTS" });
  });

  it("explains every refusal in the request's language", async () => {
    const user = await signedIn();
    const bad = await postBankAccount(user.token, {
      iban: "SA04 8000 0000 6080 1016 7519",
      accountName: "Sa",
    });
    expect(bad.response.status).toBe(422);
    expect(bad.error!.issues).toEqual([
      { path: "iban", message: "Enter a valid IBAN" },
      { path: "accountName", message: "Account name must be at least 3 characters" },
      { path: "certificate", message: "Attach the IBAN certificate" },
    ]);
    const arabic = await postBankAccount(user.token, { accountName: "سارة", file: certificate }, "ar");
    expect(arabic.error!.issues).toEqual([{ path: "iban", message: "حقل مطلوب" }]);
    const notIban = await postBankAccount(
      user.token,
      { iban: "123", accountName: "سارة", file: certificate },
      "ar",
    );
    expect(notIban.error!.issues).toEqual([{ path: "iban", message: "رقم الآيبان غير صحيح" }]);
    const html = await postBankAccount(user.token, {
      iban: newIban(),
      accountName: "Sara Alotaibi",
      file: {
        bytes: new TextEncoder().encode("<html><body>hi</body></html>"),
        name: "x.pdf",
        type: "application/pdf",
      },
    });
    expect(html.response.status).toBe(415);
    expect(html.error).toMatchObject({
      code: "UPLOAD_TYPE_NOT_ALLOWED",
      detail: "Only JPEG, PNG, WebP or PDF files are accepted.",
    });
    // The same fields as JSON, not as a form: the document's media type is multipart/form-data.
    const json = await api.POST("/me/bank-accounts", {
      headers: callerHeaders({ cookie: user.token }),
      body: { iban: newIban(), accountName: "Sara" },
    });
    expect(json.response.status).toBe(415);
    const none = await api.GET("/me/bank-accounts", { headers: callerHeaders({ cookie: user.token }) });
    expect(none.data!.items).toEqual([]);
  });
});

describe("withdrawals over the API", () => {
  it("need a key, a verified account of yours and the money; retries answer the first", async () => {
    const { user, account } = await withVerifiedAccount(5_000 * SAR);
    const body = { bankAccountId: account.id, amount: 1_500 * SAR };
    const noKey = await withdraw({ cookie: user.token, lang: "en" }, body);
    expect(noKey.response.status).toBe(400);
    expect(noKey.error).toMatchObject({ code: "IDEMPOTENCY_KEY_REQUIRED" });
    const invalid = await withdraw(
      { cookie: user.token, key: true, lang: "ar" },
      { bankAccountId: account.id, amount: 10.5 },
    );
    expect(invalid.response.status).toBe(422);
    expect(invalid.error!.issues).toEqual([{ path: "amount", message: "أدخل مبلغًا صحيحًا أكبر من صفر" }]);
    const tooMuch = await withdraw(
      { cookie: user.token, key: true, lang: "en" },
      { bankAccountId: account.id, amount: 5_000 * SAR + 1 },
    );
    expect(tooMuch.response.status).toBe(422);
    expect(tooMuch.error).toMatchObject({
      code: "WITHDRAWAL_EXCEEDS_AVAILABLE",
      available: 5_000 * SAR,
      detail: "The amount is more than your available balance (SAR 5,000).",
    });
    const stranger = await signedIn();
    const notYours = await withdraw({ cookie: stranger.token, key: true }, body);
    expect(notYours.response.status).toBe(404);

    const key = crypto.randomUUID();
    const first = await withdraw({ cookie: user.token, key, lang: "en" }, body);
    expect(first.response.status).toBe(201);
    expect(first.data).toMatchObject({
      amount: 1_500 * SAR,
      status: "requested",
      receipt: null,
      bankAccount: { id: account.id, bank: { name: "Al Rajhi Bank" } },
    });
    const retry = await withdraw({ cookie: user.token, key }, body);
    expect(retry.data!.id).toBe(first.data!.id);
    const reused = await withdraw({ cookie: user.token, key }, { ...body, amount: 100 });
    expect(reused.error!.code).toBe("IDEMPOTENCY_KEY_REUSED");

    const asUser = { headers: callerHeaders({ cookie: user.token }) };
    const wallet = await api.GET("/me/wallet", asUser);
    expect(wallet.data).toMatchObject({
      available: 3_500 * SAR,
      locked: 0,
      withdrawing: 1_500 * SAR,
      balance: 5_000 * SAR,
      locks: [],
    });
    const mine = await api.GET("/me/withdrawals", asUser);
    expect(mine.data).toMatchObject({ total: 1, items: [{ id: first.data!.id }] });
    const theirs = await api.GET("/me/withdrawals/{id}", {
      params: { path: { id: first.data!.id } },
      headers: callerHeaders({ cookie: stranger.token }),
    });
    expect(theirs.response.status).toBe(404);
    const movements = await api.GET("/me/wallet/movements", {
      params: { query: { pageSize: 5 } },
      headers: callerHeaders({ cookie: user.token, lang: "en" }),
    });
    expect(movements.data).toMatchObject({ total: 2, page: 1, pageSize: 5, pages: 1 });
    expect(movements.data!.items.map((m) => m.description.replace(/[\u2066-\u2069]/g, ""))).toEqual([
      `Withdrawal to SA…${account.iban.slice(-4)} requested`,
      "Top-up by bank transfer",
    ]);
    const pageZero = await api.GET("/me/wallet/movements", { ...asUser, params: { query: { page: 0 } } });
    expect(pageZero.response.status).toBe(400);
  });

  it("are paid or refused by the committee, audited, once", async () => {
    const { user, account } = await withVerifiedAccount(5_000 * SAR);
    const ask = async (amount: number) =>
      (await withdraw({ cookie: user.token, key: true }, { bankAccountId: account.id, amount })).data!;
    const a = await ask(1_000 * SAR);
    const b = await ask(2_000 * SAR);
    const committee = (lang?: "ar" | "en") => callerHeaders({ cookie: committeeToken, lang });
    const queue = await api.GET("/admin/withdrawals", { headers: committee("en") });
    expect(queue.response.status).toBe(200);
    const ids = queue.data!.withdrawals.map((w) => w.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(queue.data!.withdrawals.find((w) => w.id === a.id)).toMatchObject({
      user: { id: user.id },
      bankAccount: { iban: account.iban, accountName: "Sara Alotaibi", bank: { name: "Al Rajhi Bank" } },
    });

    const paid = await api.POST("/admin/withdrawals/{id}/paid", {
      params: { path: { id: a.id } },
      headers: committee(),
      body: { reference: "FT-123" },
    });
    expect(paid.data).toMatchObject({ status: "paid", receipt: { reference: "FT-123" } });
    expect(paid.data!.receipt!.verificationCode).toMatch(/^MZD-/);
    const twice = await api.POST("/admin/withdrawals/{id}/paid", {
      params: { path: { id: a.id } },
      headers: committee(),
    });
    expect(twice.response.status).toBe(409);
    expect(twice.error).toMatchObject({ code: "WITHDRAWAL_ALREADY_DECIDED" });

    const reject = (reason: string, lang?: "ar" | "en") =>
      api.POST("/admin/withdrawals/{id}/reject", {
        params: { path: { id: b.id } },
        headers: committee(lang),
        body: { reason },
      });
    const short = await reject("no", "ar");
    expect(short.response.status).toBe(422);
    expect(short.error!.issues).toEqual([{ path: "reason", message: "اكتب سببًا من 3 إلى 500 حرف" }]);
    const rejected = await reject("The account is closed");
    expect(rejected.data).toMatchObject({ status: "rejected", rejectionReason: "The account is closed" });
    expect(
      (await api.GET("/me/wallet", { headers: callerHeaders({ cookie: user.token }) })).data,
    ).toMatchObject({
      available: 4_000 * SAR,
      withdrawing: 0,
      balance: 4_000 * SAR,
    });
    const actions = await database.db
      .select({ action: auditLog.action, subjectId: auditLog.subjectId })
      .from(auditLog)
      .where(eq(auditLog.subjectType, "withdrawal"));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: "withdrawal.paid", subjectId: a.id },
        { action: "withdrawal.reject", subjectId: b.id },
      ]),
    );
  });

  it("to a bank account the committee rejected: refused", async () => {
    const user = await signedIn();
    const added = await postBankAccount(user.token, {
      iban: newIban(),
      accountName: "Sara Ali",
      file: certificate,
    });
    const rejected = await api.POST("/admin/bank-accounts/{id}/reject", {
      params: { path: { id: added.data!.id } },
      headers: callerHeaders({ cookie: committeeToken }),
      body: { reason: "The certificate is unreadable" },
    });
    expect(rejected.data).toMatchObject({
      status: "rejected",
      rejectionReason: "The certificate is unreadable",
    });
    const res = await withdraw(
      { cookie: user.token, key: true, lang: "en" },
      { bankAccountId: added.data!.id, amount: 100 },
    );
    expect(res.error).toMatchObject({
      code: "BANK_ACCOUNT_NOT_VERIFIED",
      detail: "You can only withdraw to a verified bank account.",
    });
  });

  it("are documented under the Wallet tag", async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document itself, read as JSON
    const doc = (await (await app.request("/api/v1/openapi.json")).json()) as any;
    for (const path of [
      "/me/wallet/movements",
      "/me/bank-accounts",
      "/me/withdrawals",
      "/admin/withdrawals",
      "/admin/withdrawals/{id}/paid",
      "/admin/withdrawals/{id}/reject",
      "/admin/bank-accounts/{id}/verify",
      "/admin/bank-accounts/{id}/reject",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
      const operations = Object.values(doc.paths[path]) as { tags: string[] }[];
      for (const op of operations) expect(op.tags).toEqual(["Wallet"]);
    }
    expect(doc.paths["/me/bank-accounts"].post.requestBody.content["multipart/form-data"]).toBeDefined();
    expect(doc.components.schemas.Wallet.properties.withdrawing).toBeDefined();
  });
});
