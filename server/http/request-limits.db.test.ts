import { request as httpRequest, createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { createSession } from "~/modules/accounts/sessions.server";
import { createUser, uniqueEmail, uniquePhone } from "../../tests/factories/accounts";
import { createTestDatabase } from "../../tests/support/database";
import { createTestHttpApp } from "../../tests/support/http-app";
import { httpClient } from "../../tests/support/http-client";
import { FORM_BODY_LIMIT, JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT } from "./body-limits";

/*
 * Requests that could hurt the service or reach the database with text it cannot store: every
 * body has a limit answered 413 before the rest is read, and U+0000, lone surrogates and (in
 * names) direction overrides are refused in the request's language, never a 500.
 */

let database: Database;
let app: ReturnType<typeof createTestHttpApp>;
let call: ReturnType<typeof httpClient>;
let server: Server;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestHttpApp(database);
  call = httpClient(app);
  const listener = getRequestListener(app.fetch);
  server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

async function signedIn(roles: ("bidder" | "committee")[] = ["bidder"]) {
  const { user } = await createUser(database, { roles });
  const session = await createSession({
    db: database.db,
    userId: user.id,
    now: new Date(),
    client: { ip: null, userAgent: null },
  });
  return { id: user.id, token: session.token };
}

type Answer = { status: number; contentType: string; body: Record<string, unknown>; sent: number };

/**
 * A request to the listening server that sends its body chunk by chunk, only while no answer has
 * come: `declared` bytes announced (Content-Length), or a chunked body that never ends.
 */
function sendUntilAnswered(
  path: string,
  headers: Record<string, string>,
  declared?: number,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(16 * 1024, "a");
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: { ...headers, ...(declared === undefined ? {} : { "Content-Length": String(declared) }) },
      },
      (res) => {
        answered = true;
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (part: string) => (text += part));
        res.on("end", () => {
          req.destroy();
          resolve({
            status: res.statusCode!,
            contentType: String(res.headers["content-type"]),
            body: JSON.parse(text) as Record<string, unknown>,
            sent,
          });
        });
      },
    );
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const writeMore = () => {
      if (answered || (declared !== undefined && sent + chunk.length > declared)) return;
      sent += chunk.length;
      req.write(chunk, () => setImmediate(writeMore));
    };
    writeMore();
  });
}

describe("body limits", () => {
  it("answers a page form announcing 100 MB with 413 at once, in the page's language", async () => {
    const answer = await sendUntilAnswered(
      "/en/login",
      { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost:3000" },
      100 * 1024 * 1024,
    );
    expect(answer.status).toBe(413);
    expect(answer.contentType).toContain("application/problem+json");
    expect(answer.body).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      detail: "The request is too large.",
      limit: FORM_BODY_LIMIT,
    });
    expect(answer.sent).toBeLessThan(100 * 1024 * 1024);
  });

  it("stops reading an endless chunked JSON body past 64 KiB", async () => {
    const answer = await sendUntilAnswered("/api/v1/auth/login", {
      "Content-Type": "application/json",
      "Accept-Language": "ar",
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      detail: "حجم الطلب أكبر من المسموح به.",
      limit: JSON_BODY_LIMIT,
    });
  });

  it("limits the webhook's JSON and the sign-in's, and lets a normal body through", async () => {
    const big = JSON.stringify({ padding: "x".repeat(JSON_BODY_LIMIT) });
    for (const path of ["/api/v1/payments/webhooks/sandbox", "/api/v1/auth/login"]) {
      const { status, json } = await call("POST", path, { rawBody: big, lang: "en" });
      expect(status, path).toBe(413);
      expect(json).toMatchObject({ code: "PAYLOAD_TOO_LARGE", detail: "The request is too large." });
    }
    const normal = await call("POST", "/api/v1/auth/login", {
      body: { identifier: "nobody@test.example", password: "wrong-password" },
    });
    expect(normal.status).toBe(401);
  });

  it("gives the upload routes 10 MB, and answers beyond it UPLOAD_TOO_LARGE", async () => {
    const { token } = await signedIn();
    const form = (bytes: number) => {
      const body = new FormData();
      body.set("accountName", "Test Account");
      body.set("receipt", new File([new Uint8Array(bytes)], "receipt.pdf", { type: "application/pdf" }));
      return body;
    };
    const post = (body: FormData) =>
      app.request("/api/v1/payments/transfers", {
        method: "POST",
        headers: {
          Cookie: `mazad_session=${token}`,
          Origin: "http://localhost:3000",
          "Idempotency-Key": "k-12345678",
        },
        body,
      });
    // A form of 300 KiB is over the forms' limit but well within an upload's: the route answers it.
    const withinLimit = await post(form(300 * 1024));
    expect(withinLimit.status).toBe(422);
    const tooLarge = await post(form(UPLOAD_BODY_LIMIT));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ code: "UPLOAD_TOO_LARGE" });
  });
});

describe("text no route can store", () => {
  it("refuses a null character in the query string or the path of pages and the API", async () => {
    const page = await call("GET", "/en/search?q=%00");
    expect(page.status).toBe(400);
    expect(page.json).toMatchObject({
      code: "INVALID_QUERY",
      issues: [{ path: "q", message: expect.stringContaining("cannot be saved") }],
    });
    const api = await call("GET", "/api/v1/auctions?q=a%00b", { lang: "ar" });
    expect(api.status).toBe(400);
    expect(api.json).toMatchObject({ code: "INVALID_QUERY", issues: [{ path: "q" }] });
    expect(api.json.issues[0].message).toContain("لا يمكن حفظها");
    expect((await call("GET", "/en/mazadat/%00")).status).toBe(400);
  });

  it("answers a browser asking for such a page with a page in its language", async () => {
    const res = await app.request("/search?q=%00", { headers: { Accept: "text/html,*/*" } });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("text/html");
    const page = await res.text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain("لا يمكن حفظها");
    expect(page).toContain('<a href="/">');
  });

  it("refuses a null character in a page's form", async () => {
    const res = await call("POST", "/en/register", {
      rawBody: "name=a%00b&email=x%40test.example",
      contentType: "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "BAD_REQUEST", issues: [{ path: "name" }] });
  });

  it("refuses U+0000 and lone surrogates in the API's JSON fields, 422 with the field", async () => {
    const registration = (name: string) => ({
      name,
      email: uniqueEmail("nul"),
      phone: uniquePhone(),
      password: "secret-pass",
      confirmPassword: "secret-pass",
      birthDate: "1990-01-01",
      acceptTerms: true,
    });
    const nul = await call("POST", "/api/v1/auth/register", { body: registration("Ali\u0000"), lang: "en" });
    expect(nul.status).toBe(422);
    expect(nul.json).toMatchObject({
      code: "VALIDATION",
      issues: [{ path: "name", message: expect.stringContaining("cannot be saved") }],
    });
    const surrogate = await call("POST", "/api/v1/auth/register", {
      rawBody: JSON.stringify(registration("Ali")).replace('"Ali"', '"Ali\\ud800"'),
    });
    expect(surrogate.status).toBe(422);
    expect(surrogate.json.issues).toEqual([
      { path: "name", message: expect.stringContaining("لا يمكن حفظها") },
    ]);

    const { token } = await signedIn();
    const profile = await call("PATCH", "/api/v1/me", { cookie: token, body: { name: "\u0000" } });
    expect(profile.status).toBe(422);
    expect(profile.json.issues[0].path).toBe("name");
  });

  it("refuses a null character in the committee's reason", async () => {
    const committee = await signedIn(["committee"]);
    const res = await call("POST", `/api/v1/admin/transfers/${crypto.randomUUID()}/reject`, {
      cookie: committee.token,
      body: { reason: "not \u0000 matched" },
    });
    expect(res.status).toBe(422);
    expect(res.json.issues[0].path).toBe("reason");
  });
});

describe("names", () => {
  it("refuses direction overrides in a person's name and an account holder's", async () => {
    const register = await call("POST", "/api/v1/auth/register", {
      lang: "en",
      body: {
        name: "Ali \u202eilA",
        email: uniqueEmail("bidi"),
        phone: uniquePhone(),
        password: "secret-pass",
        confirmPassword: "secret-pass",
        birthDate: "1990-01-01",
        acceptTerms: true,
      },
    });
    expect(register.status).toBe(422);
    expect(register.json.issues).toEqual([
      { path: "name", message: "Remove the hidden text-direction characters from this name." },
    ]);

    const { token } = await signedIn();
    const body = new FormData();
    body.set("method", "bank_transfer");
    body.set("amount", "250000");
    body.set("bankName", "Al Rajhi");
    body.set("iban", "SA0380000000608010167519");
    body.set("accountName", "Ali\u2066 Test\u2069");
    body.set("receipt", new File([new Uint8Array(8)], "receipt.pdf", { type: "application/pdf" }));
    const res = await app.request("/api/v1/payments/transfers", {
      method: "POST",
      headers: {
        Cookie: `mazad_session=${token}`,
        Origin: "http://localhost:3000",
        "Idempotency-Key": "k-bidi-1234",
        "Accept-Language": "ar",
      },
      body,
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { issues: unknown[] }).issues).toEqual([
      { path: "accountName", message: "احذف أحرف التحكم في اتجاه الكتابة المخفية من هذا الاسم." },
    ]);
  });
});

describe("API answers", () => {
  it("answers a multipart field's error 422 VALIDATION with the field's path", async () => {
    const { token } = await signedIn();
    const body = new FormData();
    body.append("method", "bank_transfer");
    body.append("method", "bank_wire");
    const res = await app.request("/api/v1/payments/transfers", {
      method: "POST",
      headers: {
        Cookie: `mazad_session=${token}`,
        Origin: "http://localhost:3000",
        "Idempotency-Key": "k-multi-123",
      },
      body,
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: "VALIDATION", issues: [{ path: "method" }] });
  });

  it("says INVALID_QUERY's issues in the request's language", async () => {
    const arabic = await call("GET", "/api/v1/auctions?pageSize=500", { lang: "ar" });
    expect(arabic.status).toBe(400);
    expect(arabic.json).toMatchObject({ code: "INVALID_QUERY", issues: [{ path: "pageSize" }] });
    expect(arabic.json.issues[0].message).toMatch(/[\u0600-\u06ff]/);
    const english = await call("GET", "/api/v1/auctions?pageSize=500", { lang: "en" });
    expect(english.json.issues[0].message).toMatch(/^[\x20-\x7e]+$/);
  });
});
