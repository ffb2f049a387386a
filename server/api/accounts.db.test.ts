import { OpenAPIHono } from "@hono/zod-openapi";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "~/config.server";
import type { Database } from "~/db/client.server";
import { AppError } from "~/lib/errors";
import { notificationChannels, notificationKinds } from "~/modules/accounts/notification-preferences";
import { createUser, testClock, uniqueEmail, uniquePhone } from "../../tests/factories/accounts";
import { createTestDatabase } from "../../tests/support/database";
import { createTestHttpApp } from "../../tests/support/http-app";
import { httpClient, TEST_ORIGIN } from "../../tests/support/http-client";
import { detectApiLanguage } from "../http/lang";
import { appErrorProblem, problem } from "../http/problem";
import { rolesRequired, sessionMiddleware } from "../http/session-auth";

let database: Database;
const clock = testClock(new Date());
let app: ReturnType<typeof createTestHttpApp>;
let call: ReturnType<typeof httpClient>;
let ipCounter = 0;
/** Each test speaks from its own address, so per-address limits never leak between tests. */
const newIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestHttpApp(database, { clock: clock.now, env: { TRUST_PROXY: "1" } });
  call = httpClient(app);
});

afterAll(async () => {
  await database.close();
});

const toArabicDigits = (s: string) => s.replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!);

async function latestCode(recipient: string): Promise<string> {
  const { json } = await call("GET", `/api/v1/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  const sms = (json.data as { channel: string; body: string }[]).find((m) => m.channel === "sms");
  const code = /#(\d{6})$/.exec(sms?.body ?? "")?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

function registration(overrides: Record<string, unknown> = {}) {
  const local = uniquePhone().replace("+966", "0");
  return {
    name: "نورة القحطاني",
    email: uniqueEmail("noura"),
    phone: toArabicDigits(local),
    password: "secret1",
    confirmPassword: "secret1",
    birthDate: "1995-03-10",
    acceptTerms: true,
    ...overrides,
  };
}

describe("register → code from the outbox → verify → sign in → me → sessions → sign out", () => {
  it("works end to end over HTTP, with Arabic-Indic digits in the phone and the code", async () => {
    const ip = newIp();
    const form = registration();
    const registered = await call("POST", "/api/v1/auth/register", { body: form, ip });
    expect(registered.status).toBe(201);
    const phone = registered.json.code.phone as string;
    expect(phone).toMatch(/^\+9665\d{8}$/);
    expect(registered.json.user).toMatchObject({
      name: "نورة القحطاني",
      phoneVerified: false,
      roles: ["bidder"],
    });
    expect(registered.cookie).toBe(registered.json.token);
    const setCookie = registered.res.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/); // only in production
    // An answer carrying a session token is kept by no cache.
    expect(registered.res.headers.get("cache-control")).toBe("private, no-store");

    // The text is in the registering language (Arabic here), with the WebOTP line.
    const outbox = await call("GET", `/api/v1/dev/outbox?recipient=${encodeURIComponent(phone)}`);
    expect(outbox.json.data[0]).toMatchObject({
      channel: "sms",
      status: "stored",
      template: "otp.verify_phone",
    });
    expect(outbox.json.data[0].body).toContain("رمز تأكيد رقم جوالك");
    const code = await latestCode(phone);

    const verified = await call("POST", "/api/v1/auth/otp/verify", {
      body: { code: toArabicDigits(code) },
      cookie: registered.cookie,
      ip,
    });
    expect(verified.status).toBe(200);
    expect(verified.json.user.phoneVerified).toBe(true);
    // Rotated: the registration session is over, the new one works.
    expect(verified.cookie).toBe(verified.json.token);
    expect(verified.json.token).not.toBe(registered.json.token);
    expect((await call("GET", "/api/v1/me", { cookie: registered.cookie })).status).toBe(401);

    const loggedOut = await call("POST", "/api/v1/auth/logout", { cookie: verified.cookie, ip });
    expect(loggedOut.status).toBe(204);
    expect(loggedOut.cookie).toBe("");
    expect((await call("GET", "/api/v1/me", { cookie: verified.cookie })).status).toBe(401);

    const login = await call("POST", "/api/v1/auth/login", {
      body: { identifier: toArabicDigits(phone.replace("+966", "0")), password: "secret1" },
      ip,
    });
    expect(login.status).toBe(200);
    expect(login.cookie).toBe(login.json.token);
    expect(login.res.headers.get("cache-control")).toBe("private, no-store");
    const me = await call("GET", "/api/v1/me", { cookie: login.cookie });
    expect(me.status).toBe(200);
    expect(me.res.headers.get("cache-control")).toBe("private, no-store");
    expect(me.json).toMatchObject({
      email: form.email,
      phone,
      phoneVerified: true,
      locale: "ar",
      birthDate: "1995-03-10",
    });
    expect(me.json.notifications).toHaveLength(notificationKinds.length * notificationChannels.length);

    // A second device signs in with the e-mail, in any case; both sessions are listed.
    const second = await call("POST", "/api/v1/auth/login", {
      body: { identifier: form.email.toUpperCase(), password: "secret1" },
      ip,
    });
    const sessions = await call("GET", "/api/v1/me/sessions", { bearer: second.json.token });
    expect(sessions.status).toBe(200);
    expect(sessions.json.data).toHaveLength(2);
    expect(sessions.json.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const other = sessions.json.data.find((s: { current: boolean }) => !s.current);
    expect(
      (await call("DELETE", `/api/v1/me/sessions/${other.id}`, { bearer: second.json.token })).status,
    ).toBe(204);
    expect((await call("GET", "/api/v1/me", { cookie: login.cookie })).status).toBe(401);
    expect(
      (await call("DELETE", `/api/v1/me/sessions/${other.id}`, { bearer: second.json.token })).status,
    ).toBe(404);

    expect(
      (await call("POST", "/api/v1/auth/logout", { bearer: second.json.token, origin: null })).status,
    ).toBe(204);
    expect((await call("GET", "/api/v1/me", { bearer: second.json.token })).status).toBe(401);
  });

  it("signs out every other session at once", async () => {
    const { user, password } = await createUser(database);
    const ip = newIp();
    const signIn = () =>
      call("POST", "/api/v1/auth/login", { body: { identifier: user.email, password }, ip });
    const [a, b, c] = [await signIn(), await signIn(), await signIn()];
    const res = await call("DELETE", "/api/v1/me/sessions", { cookie: c.cookie });
    expect(res.json).toEqual({ revoked: 2 });
    expect((await call("GET", "/api/v1/me", { cookie: a.cookie })).status).toBe(401);
    expect((await call("GET", "/api/v1/me", { cookie: b.cookie })).status).toBe(401);
    expect((await call("GET", "/api/v1/me", { cookie: c.cookie })).status).toBe(200);
  });
});

describe("validation and conflicts", () => {
  it("answers every seed message in the request's language", async () => {
    const bad = {
      name: "",
      email: "x@",
      phone: "12345",
      password: "123",
      confirmPassword: "124",
      birthDate: "",
    };
    const ar = await call("POST", "/api/v1/auth/register", { body: bad, ip: newIp() });
    expect(ar.status).toBe(422);
    expect(ar.res.headers.get("content-type")).toMatch(/application\/problem\+json/);
    expect(ar.json).toMatchObject({ code: "VALIDATION", detail: "بعض الحقول غير صالحة." });
    expect(
      Object.fromEntries(ar.json.issues.map((i: { path: string; message: string }) => [i.path, i.message])),
    ).toEqual({
      name: "حقل مطلوب",
      email: "بريد إلكتروني غير صالح",
      phone: "رقم جوال غير صالح",
      password: "يجب ألا تقل كلمة المرور عن 6 أحرف",
      birthDate: "حقل مطلوب",
      acceptTerms: "يجب الموافقة على الشروط والأحكام",
    });
    const en = await call("POST", "/api/v1/auth/register", {
      body: { ...registration(), confirmPassword: "other", acceptTerms: false },
      ip: newIp(),
      lang: "en",
    });
    expect(en.json.issues).toEqual([
      { path: "acceptTerms", message: "You must agree to the terms" },
      { path: "confirmPassword", message: "Password and confirmation must match" },
    ]);
    const otp = await call("POST", "/api/v1/auth/password/reset", {
      body: { identifier: "0501234567", code: "", password: "secret1", confirmPassword: "secret1" },
      lang: "en",
      ip: newIp(),
    });
    expect(otp.json.issues).toEqual([{ path: "code", message: "OTP code required" }]);
    const otp2 = await call("POST", "/api/v1/auth/password/reset", {
      body: { identifier: "0501234567", code: "12345", password: "secret1", confirmPassword: "secret1" },
      ip: newIp(),
    });
    expect(otp2.json.issues).toEqual([{ path: "code", message: "رمز التحقق غير صالح" }]);
  });

  it("refuses a body that is not JSON", async () => {
    const res = await call("POST", "/api/v1/auth/login", {
      rawBody: "identifier=a",
      contentType: "text/plain",
    });
    expect(res.status).toBe(415);
    expect(res.json.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const broken = await call("POST", "/api/v1/auth/login", { rawBody: "{not json" });
    expect(broken.status).toBe(400);
  });

  it("says which of e-mail and phone is taken, at registration only", async () => {
    const { user } = await createUser(database);
    const res = await call("POST", "/api/v1/auth/register", {
      body: registration({ email: user.email.toUpperCase(), phone: user.phone.replace("+966", "00966") }),
      ip: newIp(),
      lang: "en",
    });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: "CONFLICT" });
    expect(res.json.issues).toEqual([
      { path: "email", message: "This email is already registered" },
      { path: "phone", message: "This mobile number is already registered" },
    ]);
  });
});

describe("guards", () => {
  const meRoutes: [string, string, unknown?][] = [
    ["GET", "/api/v1/me"],
    ["PATCH", "/api/v1/me", { name: "x" }],
    [
      "POST",
      "/api/v1/me/password",
      { currentPassword: "a", password: "secret1", confirmPassword: "secret1" },
    ],
    ["GET", "/api/v1/me/sessions"],
    ["DELETE", "/api/v1/me/sessions"],
    ["DELETE", "/api/v1/me/sessions/7d1b3e52-8f4f-4c1e-9a51-5f3b1d2c7a10"],
    ["POST", "/api/v1/auth/otp/verify", { code: "123456" }],
    ["POST", "/api/v1/auth/otp/resend", {}],
  ];

  it.each(meRoutes)(
    "answers a guest's %s %s with 401 Not authenticated, in Arabic and English",
    async (method, path, body) => {
      const ar = await call(method, path, { body });
      expect(ar.status).toBe(401);
      expect(ar.json).toMatchObject({ code: "UNAUTHENTICATED", detail: "لم يتم تسجيل الدخول" });
      const en = await call(method, path, { body, lang: "en" });
      expect(en.json.detail).toBe("Not authenticated");
      const forged = await call(method, path, { body, bearer: "A".repeat(43), lang: "en" });
      expect(forged.status).toBe(401);
      // A guest hears 401 even for a body that would not validate.
      if (body !== undefined) {
        expect((await call(method, path, { body: { code: [] }, lang: "en" })).status).toBe(401);
      }
    },
  );

  it("clears a cookie whose session has ended", async () => {
    const res = await call("GET", "/api/v1/me", { cookie: "B".repeat(43) });
    expect(res.status).toBe(401);
    expect(res.cookie).toBe("");
  });

  it("answers 403 to a user without the role, and lets the role through", async () => {
    const config = parseConfig({ DATA_DIR: "tests/.tmp/http" });
    const services = {
      config,
      database,
      logger: pino({ level: "silent" }),
      buildId: "t",
      redis: null,
      clock: clock.now,
    };
    const guarded = new OpenAPIHono();
    guarded.use(detectApiLanguage);
    guarded.use(sessionMiddleware(services, (c) => problem(c, "CSRF")));
    guarded.get("/committee", rolesRequired("committee", "admin"), (c) => c.json({ ok: true }));
    guarded.onError((err, c) => (err instanceof AppError ? appErrorProblem(c, err) : c.text("error", 500)));
    const guardedCall = httpClient(guarded);

    const bidder = await createUser(database, { roles: ["bidder", "owner"] });
    const committee = await createUser(database, { roles: ["committee"] });
    const tokenOf = async (u: typeof bidder) =>
      (
        await call("POST", "/api/v1/auth/login", {
          body: { identifier: u.user.email, password: u.password },
          ip: newIp(),
        })
      ).json.token as string;

    expect((await guardedCall("GET", "/committee")).status).toBe(401);
    const forbidden = await guardedCall("GET", "/committee", { bearer: await tokenOf(bidder), lang: "en" });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json).toMatchObject({
      code: "FORBIDDEN",
      detail: "You do not have permission to do this.",
    });
    const allowed = await guardedCall("GET", "/committee", { bearer: await tokenOf(committee) });
    expect(allowed.json).toEqual({ ok: true });
  });
});

describe("sign-in", () => {
  it("gives an unknown account and a wrong password the same answer, and spends a hash on both", async () => {
    const { user } = await createUser(database);
    const wrong = () =>
      call("POST", "/api/v1/auth/login", {
        body: { identifier: user.email, password: "wrong-pass" },
        ip: newIp(),
      });
    const unknown = () =>
      call("POST", "/api/v1/auth/login", {
        body: { identifier: uniqueEmail("nobody"), password: "wrong-pass" },
        ip: newIp(),
      });
    const a = await wrong();
    const b = await unknown();
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(b.json).toEqual(a.json);
    expect(a.json).toMatchObject({ code: "INVALID_CREDENTIALS", detail: "بيانات الدخول غير صحيحة" });
    expect(a.res.headers.get("set-cookie")).toBeNull();

    // Both verify an argon2id hash, so their times are alike: a lookup alone would be ~10× faster.
    const time = async (attempt: () => Promise<unknown>) => {
      const started = performance.now();
      await attempt();
      return performance.now() - started;
    };
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const wrongTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      unknownTimes.push(await time(unknown));
      wrongTimes.push(await time(wrong));
    }
    const ratio = median(unknownTimes) / median(wrongTimes);
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });

  it("makes one address wait after five wrong passwords (429, Retry-After), and an account-wide lockout spares known devices", async () => {
    const { user, password } = await createUser(database);
    const login = (ip: string, options: { lang?: "ar" | "en"; device?: string; identifier?: string } = {}) =>
      call("POST", "/api/v1/auth/login", {
        body: { identifier: options.identifier ?? user.email, password },
        ip,
        lang: options.lang,
        headers: options.device ? { Cookie: `mazad_device=${options.device}` } : {},
      });
    const stranger = newIp();
    for (let i = 0; i < 5; i++) {
      const res = await call("POST", "/api/v1/auth/login", {
        body: { identifier: user.phone, password: "nope-nope" },
        ip: stranger,
      });
      expect(res.status).toBe(401);
    }
    const waiting = await login(stranger);
    expect(waiting.status).toBe(429);
    expect(waiting.res.headers.get("retry-after")).toBe("60");
    expect(waiting.json).toMatchObject({
      code: "RATE_LIMITED",
      detail: "عدد المحاولات كبير جدًا. أعد المحاولة بعد دقيقة.",
    });
    expect((await login(stranger, { lang: "en" })).json.detail).toBe(
      "Too many attempts. Try again in 1 minute.",
    );

    // The owner, elsewhere, is not held back; the answer makes the browser a known device.
    const owner = await login(newIp());
    expect(owner.status).toBe(200);
    const device = /^mazad_device=([^;]+)/.exec(
      owner.res.headers.getSetCookie().find((c) => c.startsWith("mazad_device=")) ?? "",
    )?.[1];
    expect(device).toBeTruthy();

    // Failures from many addresses lock the account for unknown devices only.
    const spread = (identifier: string) =>
      Promise.all(
        Array.from({ length: 20 }, () =>
          call("POST", "/api/v1/auth/login", { body: { identifier, password: "x" }, ip: newIp() }),
        ),
      );
    await spread(user.email);
    const locked = await login(newIp(), { lang: "en" });
    expect(locked.status).toBe(429);
    expect(Number(locked.res.headers.get("retry-after"))).toBeGreaterThan(59 * 60);
    expect(locked.json).toMatchObject({ code: "SIGN_IN_LOCKED" });
    expect(locked.json.detail).toContain(
      "Try again in 60 minutes, sign in from a device you have used before",
    );
    expect((await login(newIp(), { device })).status).toBe(200);

    // An unknown identifier locks the same way, so a lockout tells nothing either.
    const ghost = uniqueEmail("ghost");
    await spread(ghost);
    expect((await login(newIp(), { identifier: ghost })).json.code).toBe("SIGN_IN_LOCKED");
  });

  it("limits failures from one address across accounts", async () => {
    const ip = newIp();
    let last = 0;
    for (let i = 0; i < 51; i++) {
      last = (
        await call("POST", "/api/v1/auth/login", { body: { identifier: uniqueEmail(), password: "x" }, ip })
      ).status;
    }
    expect(last).toBe(429);
  });
});

describe("cross-site request forgery", () => {
  let token: string;
  beforeAll(async () => {
    const { user, password } = await createUser(database);
    token = (
      await call("POST", "/api/v1/auth/login", { body: { identifier: user.email, password }, ip: newIp() })
    ).json.token;
  });

  it("refuses a cookie-authenticated write from another origin, or from nowhere", async () => {
    const evil = await call("PATCH", "/api/v1/me", {
      body: { name: "Hacked" },
      cookie: token,
      origin: "https://evil.example",
    });
    expect(evil.status).toBe(403);
    expect(evil.json.code).toBe("CSRF");
    const silent = await call("PATCH", "/api/v1/me", {
      body: { name: "Hacked" },
      cookie: token,
      origin: null,
    });
    expect(silent.status).toBe(403);
    const nullOrigin = await call("POST", "/api/v1/auth/logout", { cookie: token, origin: "null" });
    expect(nullOrigin.status).toBe(403);
    expect(
      (await call("GET", "/api/v1/me", { cookie: token, origin: "https://evil.example" })).json.name,
    ).not.toBe("Hacked");
  });

  it("accepts our origin, our Referer, and bearer tokens from anywhere", async () => {
    expect((await call("PATCH", "/api/v1/me", { body: { theme: "dark" }, cookie: token })).status).toBe(200);
    const viaReferer = await call("PATCH", "/api/v1/me", {
      body: { theme: "light" },
      cookie: token,
      origin: null,
      referer: `${TEST_ORIGIN}/profile/settings`,
    });
    expect(viaReferer.status).toBe(200);
    const bearer = await call("PATCH", "/api/v1/me", {
      body: { name: "Bearer" },
      bearer: token,
      origin: "https://app.example",
    });
    expect(bearer.status).toBe(200);
    expect(bearer.json.name).toBe("Bearer");
  });

  it("refuses a cross-site sign-in form (login CSRF)", async () => {
    const res = await call("POST", "/api/v1/auth/login", {
      body: { identifier: "a@b.example", password: "x" },
      origin: "https://evil.example",
    });
    expect(res.status).toBe(403);
  });
});

describe("sessions over HTTP", () => {
  it("ends after 30 idle minutes, and slides while used", async () => {
    const { user, password } = await createUser(database);
    const login = await call("POST", "/api/v1/auth/login", {
      body: { identifier: user.email, password },
      ip: newIp(),
    });
    clock.advanceSeconds(25 * 60);
    expect((await call("GET", "/api/v1/me", { cookie: login.cookie })).status).toBe(200);
    clock.advanceSeconds(25 * 60);
    expect((await call("GET", "/api/v1/me", { cookie: login.cookie })).status).toBe(200);
    clock.advanceSeconds(31 * 60);
    const idle = await call("GET", "/api/v1/me", { cookie: login.cookie });
    expect(idle.status).toBe(401);
    expect(idle.cookie).toBe("");
  });
});

describe("codes over HTTP", () => {
  it("holds a resend back for 60 seconds, with Retry-After and a message counting seconds", async () => {
    const ip = newIp();
    const registered = await call("POST", "/api/v1/auth/register", { body: registration(), ip });
    const cookie = registered.cookie;
    const soon = await call("POST", "/api/v1/auth/otp/resend", { body: {}, cookie, ip });
    expect(soon.status).toBe(429);
    expect(soon.json.code).toBe("OTP_RESEND_TOO_SOON");
    expect(soon.res.headers.get("retry-after")).toBe("60");
    expect(soon.json.detail).toBe("يمكنك طلب رمز جديد بعد 60 ثانية.");
    clock.advanceSeconds(61);
    const again = await call("POST", "/api/v1/auth/otp/resend", { body: {}, cookie, ip });
    expect(again.status).toBe(200);
    expect(again.json.phone).toBe(registered.json.code.phone);
    const wrong = await call("POST", "/api/v1/auth/otp/verify", {
      body: { code: "000000" },
      cookie,
      ip,
      lang: "en",
    });
    if (wrong.status !== 400) throw new Error(JSON.stringify(wrong.json));
    expect(wrong.json).toMatchObject({ code: "OTP_INVALID", detail: "OTP code invalid" });
    clock.advanceSeconds(11 * 60);
    const code = await latestCode(registered.json.code.phone);
    const expired = await call("POST", "/api/v1/auth/otp/verify", {
      body: { code },
      cookie: again.cookie ?? cookie,
      ip,
    });
    // The idle limit is 30 minutes, so the session is still alive; the code is not.
    expect(expired.json.code).toBe("OTP_EXPIRED");
  });
});

describe("forgotten password", () => {
  it("answers the same for unknown accounts, resets with the code and signs out everywhere", async () => {
    const { user } = await createUser(database, { locale: "en" });
    const ip = newIp();
    const before = await call("POST", "/api/v1/auth/login", {
      body: { identifier: user.email, password: "secret-pass" },
      ip,
    });
    const known = await call("POST", "/api/v1/auth/password/forgot", {
      body: { identifier: user.phone },
      ip,
    });
    const unknown = await call("POST", "/api/v1/auth/password/forgot", {
      body: { identifier: uniquePhone() },
      ip,
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.json).toEqual(known.json);
    // Asking again at once is held back silently: still 202, and no second text.
    const again = await call("POST", "/api/v1/auth/password/forgot", {
      body: { identifier: user.email },
      ip,
    });
    expect(again.status).toBe(202);
    const outbox = await call("GET", `/api/v1/dev/outbox?recipient=${encodeURIComponent(user.phone)}`);
    expect(outbox.json.data).toHaveLength(1);
    expect(outbox.json.data[0].body).toContain("password reset code");

    const ghost = await call("POST", "/api/v1/auth/password/reset", {
      body: {
        identifier: uniquePhone(),
        code: "123456",
        password: "brand-new",
        confirmPassword: "brand-new",
      },
      ip,
    });
    expect(ghost.json.code).toBe("OTP_INVALID");
    const code = await latestCode(user.phone);
    const reset = await call("POST", "/api/v1/auth/password/reset", {
      body: { identifier: user.phone, code, password: "brand-new", confirmPassword: "brand-new" },
      ip,
    });
    expect(reset.status).toBe(204);
    expect((await call("GET", "/api/v1/me", { cookie: before.cookie })).status).toBe(401);
    expect(
      (
        await call("POST", "/api/v1/auth/login", {
          body: { identifier: user.email, password: "secret-pass" },
          ip,
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await call("POST", "/api/v1/auth/login", {
          body: { identifier: user.email, password: "brand-new" },
          ip,
        })
      ).status,
    ).toBe(200);
    const mail = await call("GET", `/api/v1/dev/outbox?recipient=${encodeURIComponent(user.email)}`);
    expect(mail.json.data[0]).toMatchObject({ channel: "email", subject: "Your Mazad password was changed" });
  });
});

describe("profile", () => {
  it("changes the phone only after the code sent to the new phone, with the current password", async () => {
    const { user, password } = await createUser(database, { locale: "en" });
    const ip = newIp();
    const login = await call("POST", "/api/v1/auth/login", {
      body: { identifier: user.email, password },
      ip,
    });
    const newPhone = uniquePhone();
    const noPassword = await call("PATCH", "/api/v1/me", {
      body: { phone: newPhone },
      cookie: login.cookie,
      lang: "en",
    });
    expect(noPassword.status).toBe(422);
    expect(noPassword.json.issues).toEqual([{ path: "currentPassword", message: "Required field" }]);
    const patched = await call("PATCH", "/api/v1/me", {
      body: {
        phone: newPhone.replace("+966", "0"),
        currentPassword: password,
        name: "New name",
        locale: "ar",
      },
      cookie: login.cookie,
      ip,
    });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ phone: user.phone, name: "New name", locale: "ar" });
    expect(patched.json.pendingPhone.phone).toBe(newPhone);
    const code = await latestCode(newPhone);
    const confirmed = await call("POST", "/api/v1/auth/otp/verify", {
      body: { code, purpose: "change_phone" },
      cookie: login.cookie,
      ip,
    });
    expect(confirmed.status).toBe(200);
    const me = await call("GET", "/api/v1/me", { cookie: confirmed.cookie });
    expect(me.json).toMatchObject({ phone: newPhone, phoneVerified: true, pendingPhone: null });
  });

  it("changes the password, keeping only this session", async () => {
    const { user, password } = await createUser(database);
    const ip = newIp();
    const a = await call("POST", "/api/v1/auth/login", { body: { identifier: user.email, password }, ip });
    const b = await call("POST", "/api/v1/auth/login", { body: { identifier: user.email, password }, ip });
    const wrong = await call("POST", "/api/v1/me/password", {
      body: { currentPassword: "nope", password: "another1", confirmPassword: "another1" },
      cookie: b.cookie,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.issues).toEqual([
      { path: "currentPassword", message: "كلمة المرور الحالية غير صحيحة" },
    ]);
    const changed = await call("POST", "/api/v1/me/password", {
      body: { currentPassword: password, password: "another1", confirmPassword: "another1" },
      cookie: b.cookie,
    });
    expect(changed.status).toBe(200);
    expect(changed.cookie).toBe(changed.json.token);
    expect((await call("GET", "/api/v1/me", { cookie: a.cookie })).status).toBe(401);
    expect((await call("GET", "/api/v1/me", { cookie: b.cookie })).status).toBe(401);
    expect((await call("GET", "/api/v1/me", { cookie: changed.cookie })).status).toBe(200);
  });

  it("stores notification choices over the defaults", async () => {
    const { user, password } = await createUser(database);
    const login = await call("POST", "/api/v1/auth/login", {
      body: { identifier: user.email, password },
      ip: newIp(),
    });
    const res = await call("PATCH", "/api/v1/me", {
      body: { notifications: [{ kind: "outbid", channel: "sms", enabled: false }] },
      cookie: login.cookie,
    });
    const pref = (kind: string, channel: string) =>
      res.json.notifications.find(
        (p: { kind: string; channel: string }) => p.kind === kind && p.channel === channel,
      );
    expect(pref("outbid", "sms").enabled).toBe(false);
    expect(pref("outbid", "in_app").enabled).toBe(true);
  });
});

describe("development outbox and the API document", () => {
  it("is not served in production", async () => {
    const production = createTestHttpApp(database, {
      env: { APP_ENV: "production", SESSION_SECRET: "p".repeat(40), ALLOW_SANDBOX_GATEWAY: "true" },
    });
    const res = await production.request("/api/v1/dev/outbox");
    expect(res.status).toBe(404);
  });

  it("documents the account API", async () => {
    const doc = (await (await app.request("/api/v1/openapi.json")).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/auth/register",
        "/auth/otp/verify",
        "/auth/otp/resend",
        "/auth/login",
        "/auth/logout",
        "/auth/password/forgot",
        "/auth/password/reset",
        "/me",
        "/me/sessions",
        "/me/sessions/{id}",
        "/dev/outbox",
      ]),
    );
  });
});
