import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { auditLog, users } from "~/db/schema";
import { createSession } from "~/modules/accounts/sessions.server";
import { ibanWithCheckDigits } from "~/modules/wallet/iban";
import { createBidders } from "../../tests/factories/bidding";
import { createTestDatabase } from "../../tests/support/database";
import { createTestHttpApp } from "../../tests/support/http-app";
import { httpClient, TEST_ORIGIN } from "../../tests/support/http-client";

const SAR = 100;
const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

let database: Database;
let app: ReturnType<typeof createTestHttpApp>;
let call: ReturnType<typeof httpClient>;
let committeeToken: string;
let ibanCounter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestHttpApp(database);
  call = httpClient(app);
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
async function postBankAccount(
  token: string | null,
  fields: { iban?: string; accountName?: string; file?: { bytes: Uint8Array; name: string; type: string } },
  lang: "ar" | "en" = "en",
) {
  const form = new FormData();
  if (fields.iban !== undefined) form.set("iban", fields.iban);
  if (fields.accountName !== undefined) form.set("accountName", fields.accountName);
  if (fields.file)
    form.set(
      "certificate",
      new File([fields.file.bytes as Uint8Array<ArrayBuffer>], fields.file.name, { type: fields.file.type }),
    );
  const res = await app.request("/api/v1/me/bank-accounts", {
    method: "POST",
    headers: {
      Origin: TEST_ORIGIN,
      "Accept-Language": lang,
      ...(token ? { Cookie: `mazad_session=${token}` } : {}),
    },
    body: form,
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- assertions check the shape
}

const certificate = { bytes: pdf, name: "iban-certificate.pdf", type: "application/pdf" };
const key = () => ({ "Idempotency-Key": crypto.randomUUID() });

/** A user with a bank account the committee verified over the API. */
async function withVerifiedAccount(funds = 5_000 * SAR) {
  const user = await signedIn(["bidder"], funds);
  const added = await postBankAccount(user.token, {
    iban: newIban(),
    accountName: "Sara Alotaibi",
    file: certificate,
  });
  expect(added.status).toBe(201);
  const verified = await call("POST", `/api/v1/admin/bank-accounts/${added.json.id}/verify`, {
    cookie: committeeToken,
  });
  expect(verified.status).toBe(200);
  return { user, account: verified.json };
}

describe("wallet API: who may call what", () => {
  it("answers guests 401 and non-committee users 403", async () => {
    for (const [method, path] of [
      ["GET", "/api/v1/me/wallet/movements"],
      ["GET", "/api/v1/me/bank-accounts"],
      ["GET", "/api/v1/me/withdrawals"],
      ["POST", "/api/v1/me/withdrawals"],
      ["GET", "/api/v1/admin/withdrawals"],
    ] as const) {
      const res = await call(method, path, { lang: "en", body: method === "POST" ? {} : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect(
      (await postBankAccount(null, { iban: newIban(), accountName: "Sara", file: certificate })).status,
    ).toBe(401);
    const bidder = await signedIn();
    const id = crypto.randomUUID();
    for (const [path, body] of [
      ["/api/v1/admin/withdrawals", undefined],
      [`/api/v1/admin/withdrawals/${id}/paid`, {}],
      [`/api/v1/admin/withdrawals/${id}/reject`, { reason: "Not allowed" }],
      [`/api/v1/admin/bank-accounts/${id}/verify`, undefined],
      [`/api/v1/admin/bank-accounts/${id}/reject`, { reason: "Not allowed" }],
    ] as const) {
      const res = await call(body === undefined && path.endsWith("withdrawals") ? "GET" : "POST", path, {
        cookie: bidder.token,
        body,
        lang: "en",
      });
      expect(res.status, path).toBe(403);
      expect(res.json.code).toBe("FORBIDDEN");
    }
    const admin = await signedIn(["admin"]);
    expect((await call("GET", "/api/v1/admin/withdrawals", { cookie: admin.token })).status).toBe(200);
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
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      iban,
      accountName: "Sara Alotaibi",
      bank: { code: "80", name: "Al Rajhi Bank" },
      status: "pending",
      rejectionReason: null,
    });
    expect(res.json.certificateUrl).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}$/);
    // The owner and the committee can read the certificate; nobody else.
    const fetchAs = (token: string) =>
      app.request(res.json.certificateUrl, { headers: { Cookie: `mazad_session=${token}` } });
    const file = await fetchAs(user.token);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    expect((await fetchAs(committeeToken)).status).toBe(200);
    expect((await fetchAs((await signedIn()).token)).status).toBe(404);
    const list = await call("GET", "/api/v1/me/bank-accounts", { cookie: user.token, lang: "ar" });
    expect(list.json.items).toEqual([
      expect.objectContaining({ id: res.json.id, bank: { code: "80", name: "مصرف الراجحي" } }),
    ]);
    const again = await postBankAccount(user.token, {
      iban,
      accountName: "Sara Alotaibi",
      file: certificate,
    });
    expect(again).toMatchObject({ status: 409, json: { code: "BANK_ACCOUNT_EXISTS" } });
  });

  it("explains every refusal in the request's language", async () => {
    const user = await signedIn();
    const bad = await postBankAccount(user.token, {
      iban: "SA04 8000 0000 6080 1016 7519",
      accountName: "Sa",
    });
    expect(bad.status).toBe(422);
    expect(bad.json.issues).toEqual([
      { path: "iban", message: "Enter a valid IBAN" },
      { path: "accountName", message: "Account name must be at least 3 characters" },
      { path: "certificate", message: "Attach the IBAN certificate" },
    ]);
    const arabic = await postBankAccount(user.token, { accountName: "سارة", file: certificate }, "ar");
    expect(arabic.json.issues).toEqual([{ path: "iban", message: "حقل مطلوب" }]);
    const notIban = await postBankAccount(
      user.token,
      { iban: "123", accountName: "سارة", file: certificate },
      "ar",
    );
    expect(notIban.json.issues).toEqual([{ path: "iban", message: "رقم الآيبان غير صحيح" }]);
    const html = await postBankAccount(user.token, {
      iban: newIban(),
      accountName: "Sara Alotaibi",
      file: {
        bytes: new TextEncoder().encode("<html><body>hi</body></html>"),
        name: "x.pdf",
        type: "application/pdf",
      },
    });
    expect(html).toMatchObject({
      status: 415,
      json: { code: "UPLOAD_TYPE_NOT_ALLOWED", detail: "Only JPEG, PNG, WebP or PDF files are accepted." },
    });
    const json = await call("POST", "/api/v1/me/bank-accounts", {
      cookie: user.token,
      body: { iban: newIban(), accountName: "Sara" },
    });
    expect(json.status).toBe(415);
    expect((await call("GET", "/api/v1/me/bank-accounts", { cookie: user.token })).json.items).toEqual([]);
  });
});

describe("withdrawals over the API", () => {
  it("need a key, a verified account of yours and the money; retries answer the first", async () => {
    const { user, account } = await withVerifiedAccount(5_000 * SAR);
    const path = "/api/v1/me/withdrawals";
    const body = { bankAccountId: account.id, amount: 1_500 * SAR };
    const noKey = await call("POST", path, { cookie: user.token, body, lang: "en" });
    expect(noKey).toMatchObject({ status: 400, json: { code: "IDEMPOTENCY_KEY_REQUIRED" } });
    const invalid = await call("POST", path, {
      cookie: user.token,
      headers: key(),
      body: { bankAccountId: account.id, amount: 10.5 },
      lang: "ar",
    });
    expect(invalid.status).toBe(422);
    expect(invalid.json.issues).toEqual([{ path: "amount", message: "أدخل مبلغًا صحيحًا أكبر من صفر" }]);
    const tooMuch = await call("POST", path, {
      cookie: user.token,
      headers: key(),
      body: { bankAccountId: account.id, amount: 5_000 * SAR + 1 },
      lang: "en",
    });
    expect(tooMuch).toMatchObject({
      status: 422,
      json: {
        code: "WITHDRAWAL_EXCEEDS_AVAILABLE",
        available: 5_000 * SAR,
        detail: "The amount is more than your available balance (SAR 5,000).",
      },
    });
    const stranger = await signedIn();
    const notYours = await call("POST", path, { cookie: stranger.token, headers: key(), body });
    expect(notYours.status).toBe(404);

    const headers = key();
    const first = await call("POST", path, { cookie: user.token, headers, body, lang: "en" });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      amount: 1_500 * SAR,
      status: "requested",
      receipt: null,
      bankAccount: { id: account.id, bank: { name: "Al Rajhi Bank" } },
    });
    const retry = await call("POST", path, { cookie: user.token, headers, body });
    expect(retry.json.id).toBe(first.json.id);
    const reused = await call("POST", path, { cookie: user.token, headers, body: { ...body, amount: 100 } });
    expect(reused.json.code).toBe("IDEMPOTENCY_KEY_REUSED");

    const wallet = await call("GET", "/api/v1/me/wallet", { cookie: user.token });
    expect(wallet.json).toMatchObject({
      available: 3_500 * SAR,
      locked: 0,
      withdrawing: 1_500 * SAR,
      balance: 5_000 * SAR,
      locks: [],
    });
    const mine = await call("GET", path, { cookie: user.token });
    expect(mine.json).toMatchObject({ total: 1, items: [{ id: first.json.id }] });
    expect((await call("GET", `${path}/${first.json.id}`, { cookie: stranger.token })).status).toBe(404);
    const movements = await call("GET", "/api/v1/me/wallet/movements?pageSize=5", {
      cookie: user.token,
      lang: "en",
    });
    expect(movements.json).toMatchObject({ total: 2, page: 1, pageSize: 5, pages: 1 });
    expect(
      movements.json.items.map((m: { description: string }) => m.description.replace(/[\u2066-\u2069]/g, "")),
    ).toEqual([`Withdrawal to SA…${account.iban.slice(-4)} requested`, "Top-up by bank transfer"]);
    expect((await call("GET", "/api/v1/me/wallet/movements?page=0", { cookie: user.token })).status).toBe(
      400,
    );
  });

  it("are paid or refused by the committee, audited, once", async () => {
    const { user, account } = await withVerifiedAccount(5_000 * SAR);
    const ask = (amount: number) =>
      call("POST", "/api/v1/me/withdrawals", {
        cookie: user.token,
        headers: key(),
        body: { bankAccountId: account.id, amount },
      });
    const a = (await ask(1_000 * SAR)).json;
    const b = (await ask(2_000 * SAR)).json;
    const queue = await call("GET", "/api/v1/admin/withdrawals", { cookie: committeeToken, lang: "en" });
    expect(queue.status).toBe(200);
    const ids = queue.json.withdrawals.map((w: { id: string }) => w.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(queue.json.withdrawals.find((w: { id: string }) => w.id === a.id)).toMatchObject({
      user: { id: user.id },
      bankAccount: { iban: account.iban, accountName: "Sara Alotaibi", bank: { name: "Al Rajhi Bank" } },
    });

    const paid = await call("POST", `/api/v1/admin/withdrawals/${a.id}/paid`, {
      cookie: committeeToken,
      body: { reference: "FT-123" },
    });
    expect(paid.json).toMatchObject({ status: "paid", receipt: { reference: "FT-123" } });
    expect(paid.json.receipt.verificationCode).toMatch(/^MZD-/);
    const twice = await call("POST", `/api/v1/admin/withdrawals/${a.id}/paid`, { cookie: committeeToken });
    expect(twice).toMatchObject({ status: 409, json: { code: "WITHDRAWAL_ALREADY_DECIDED" } });

    const short = await call("POST", `/api/v1/admin/withdrawals/${b.id}/reject`, {
      cookie: committeeToken,
      body: { reason: "no" },
      lang: "ar",
    });
    expect(short.status).toBe(422);
    expect(short.json.issues).toEqual([{ path: "reason", message: "اكتب سببًا من 3 إلى 500 حرف" }]);
    const rejected = await call("POST", `/api/v1/admin/withdrawals/${b.id}/reject`, {
      cookie: committeeToken,
      body: { reason: "The account is closed" },
    });
    expect(rejected.json).toMatchObject({ status: "rejected", rejectionReason: "The account is closed" });
    expect((await call("GET", "/api/v1/me/wallet", { cookie: user.token })).json).toMatchObject({
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
    const rejected = await call("POST", `/api/v1/admin/bank-accounts/${added.json.id}/reject`, {
      cookie: committeeToken,
      body: { reason: "The certificate is unreadable" },
    });
    expect(rejected.json).toMatchObject({
      status: "rejected",
      rejectionReason: "The certificate is unreadable",
    });
    const res = await call("POST", "/api/v1/me/withdrawals", {
      cookie: user.token,
      headers: key(),
      body: { bankAccountId: added.json.id, amount: 100 },
      lang: "en",
    });
    expect(res.json).toMatchObject({
      code: "BANK_ACCOUNT_NOT_VERIFIED",
      detail: "You can only withdraw to a verified bank account.",
    });
  });

  it("are documented under the Wallet tag", async () => {
    const doc = (await call("GET", "/api/v1/openapi.json")).json;
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
