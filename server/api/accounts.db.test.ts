import { OpenAPIHono } from "@hono/zod-openapi";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "~/config.server";
import type { Database } from "~/db/client.server";
import type { components, operations } from "~/lib/api-types";
import { AppError } from "~/lib/errors";
import { notificationChannels, notificationKinds } from "~/modules/accounts/notification-preferences";
import { createUser, testClock, uniqueEmail, uniquePhone } from "../../tests/factories/accounts";
import { createTestDatabase } from "../../tests/support/database";
import { apiClient, callerHeaders, offContract, type Caller } from "../../tests/support/api-client";
import { createTestHttpApp } from "../../tests/support/http-app";
import { httpClient, sessionCookieOf, TEST_ORIGIN } from "../../tests/support/http-client";
import { detectApiLanguage } from "../http/lang";
import { appErrorProblem, problem } from "../http/problem";
import { rolesRequired, sessionMiddleware } from "../http/session-auth";

let database: Database;
const clock = testClock(new Date());
let app: ReturnType<typeof createTestHttpApp>;
let api: ReturnType<typeof apiClient>;
/** For the development outbox, which the production document (the client's types) leaves out. */
let call: ReturnType<typeof httpClient>;
let ipCounter = 0;
/** Each test speaks from its own address, so per-address limits never leak between tests. */
const newIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestHttpApp(database, { clock: clock.now, env: { TRUST_PROXY: "1" } });
  api = apiClient(app);
  call = httpClient(app);
});

type RegisterBody = operations["postAuthRegister"]["requestBody"]["content"]["application/json"];
type Problem = components["schemas"]["Problem"];

/** The session token an answer sets as the mazad_session cookie ("" when it clears it). */
const cookieOf = (result: { response: Response }) => sessionCookieOf(result.response);
const register = (caller: Caller, body: RegisterBody) =>
  api.POST("/auth/register", { headers: callerHeaders(caller), body });
const login = (caller: Caller, body: { identifier: string; password: string }) =>
  api.POST("/auth/login", { headers: callerHeaders(caller), body });
const me = (caller: Caller) => api.GET("/me", { headers: callerHeaders(caller) });
const patchMe = (caller: Caller, body: operations["patchMe"]["requestBody"]["content"]["application/json"]) =>
  api.PATCH("/me", { headers: callerHeaders(caller), body });
const verifyCode = (caller: Caller, body: { code: string; purpose?: "change_phone" }) =>
  api.POST("/auth/otp/verify", { headers: callerHeaders(caller), body });
const resendCode = (caller: Caller) =>
  api.POST("/auth/otp/resend", { headers: callerHeaders(caller), body: {} });
const resetPassword = (
  caller: Caller,
  body: { identifier: string; code: string; password: string; confirmPassword: string },
) => api.POST("/auth/password/reset", { headers: callerHeaders(caller), body });
const forgotPassword = (caller: Caller, identifier: string) =>
  api.POST("/auth/password/forgot", { headers: callerHeaders(caller), body: { identifier } });
const changePassword = (
  caller: Caller,
  body: { currentPassword: string; password: string; confirmPassword: string },
) => api.POST("/me/password", { headers: callerHeaders(caller), body });
const logout = (caller: Caller) => api.POST("/auth/logout", { headers: callerHeaders(caller) });

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

function registration(overrides: Partial<RegisterBody> = {}): RegisterBody {
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
    const registered = await register({ ip }, form);
    expect(registered.response.status).toBe(201);
    const phone = registered.data!.code.phone;
    expect(phone).toMatch(/^\+9665\d{8}$/);
    expect(registered.data!.user).toMatchObject({
      name: "نورة القحطاني",
      phoneVerified: false,
      roles: ["bidder"],
    });
    const registeredCookie = cookieOf(registered);
    expect(registeredCookie).toBe(registered.data!.token);
    const setCookie = registered.response.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/); // only in production
    // An answer carrying a session token is kept by no cache.
    expect(registered.response.headers.get("cache-control")).toBe("private, no-store");

    // The text is in the registering language (Arabic here), with the WebOTP line.
    const outbox = await call("GET", `/api/v1/dev/outbox?recipient=${encodeURIComponent(phone)}`);
    expect(outbox.json.data[0]).toMatchObject({
      channel: "sms",
      status: "stored",
      template: "otp.verify_phone",
    });
    expect(outbox.json.data[0].body).toContain("رمز تأكيد رقم جوالك");
    const code = await latestCode(phone);

    const verified = await verifyCode({ cookie: registeredCookie, ip }, { code: toArabicDigits(code) });
    expect(verified.response.status).toBe(200);
    expect(verified.data!.user.phoneVerified).toBe(true);
    // Rotated: the registration session is over, the new one works.
    const verifiedCookie = cookieOf(verified);
    expect(verifiedCookie).toBe(verified.data!.token);
    expect(verified.data!.token).not.toBe(registered.data!.token);
    expect((await me({ cookie: registeredCookie })).response.status).toBe(401);

    const loggedOut = await logout({ cookie: verifiedCookie, ip });
    expect(loggedOut.response.status).toBe(204);
    expect(cookieOf(loggedOut)).toBe("");
    expect((await me({ cookie: verifiedCookie })).response.status).toBe(401);

    const signedIn = await login(
      { ip },
      { identifier: toArabicDigits(phone.replace("+966", "0")), password: "secret1" },
    );
    expect(signedIn.response.status).toBe(200);
    const loginCookie = cookieOf(signedIn);
    expect(loginCookie).toBe(signedIn.data!.token);
    expect(signedIn.response.headers.get("cache-control")).toBe("private, no-store");
    const mine = await me({ cookie: loginCookie });
    expect(mine.response.status).toBe(200);
    expect(mine.response.headers.get("cache-control")).toBe("private, no-store");
    expect(mine.data).toMatchObject({
      email: form.email,
      phone,
      phoneVerified: true,
      locale: "ar",
      birthDate: "1995-03-10",
    });
    expect(mine.data!.notifications).toHaveLength(notificationKinds.length * notificationChannels.length);

    // A second device signs in with the e-mail, in any case; both sessions are listed.
    const second = await login({ ip }, { identifier: form.email.toUpperCase(), password: "secret1" });
    const asSecond = { headers: callerHeaders({ bearer: second.data!.token }) };
    const sessions = await api.GET("/me/sessions", asSecond);
    expect(sessions.response.status).toBe(200);
    expect(sessions.data!.data).toHaveLength(2);
    expect(sessions.data!.data.filter((s) => s.current)).toHaveLength(1);
    const other = sessions.data!.data.find((s) => !s.current)!;
    const endOther = () =>
      api.DELETE("/me/sessions/{id}", { ...asSecond, params: { path: { id: other.id } } });
    expect((await endOther()).response.status).toBe(204);
    expect((await me({ cookie: loginCookie })).response.status).toBe(401);
    expect((await endOther()).response.status).toBe(404);

    expect((await logout({ bearer: second.data!.token, origin: null })).response.status).toBe(204);
    expect((await me({ bearer: second.data!.token })).response.status).toBe(401);
  });

  it("signs out every other session at once", async () => {
    const { user, password } = await createUser(database);
    const ip = newIp();
    const signIn = async () => cookieOf(await login({ ip }, { identifier: user.email, password }));
    const [a, b, c] = [await signIn(), await signIn(), await signIn()];
    const res = await api.DELETE("/me/sessions", { headers: callerHeaders({ cookie: c }) });
    expect(res.data).toEqual({ revoked: 2 });
    expect((await me({ cookie: a })).response.status).toBe(401);
    expect((await me({ cookie: b })).response.status).toBe(401);
    expect((await me({ cookie: c })).response.status).toBe(200);
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
    const ar = await register({ ip: newIp() }, offContract<RegisterBody>(bad));
    expect(ar.response.status).toBe(422);
    expect(ar.response.headers.get("content-type")).toMatch(/application\/problem\+json/);
    expect(ar.error).toMatchObject({ code: "VALIDATION", detail: "بعض الحقول غير صالحة." });
    expect(Object.fromEntries(ar.error!.issues!.map((i) => [i.path, i.message]))).toEqual({
      name: "حقل مطلوب",
      email: "بريد إلكتروني غير صالح",
      phone: "رقم جوال غير صالح",
      password: "يجب ألا تقل كلمة المرور عن 6 أحرف",
      birthDate: "حقل مطلوب",
      acceptTerms: "يجب الموافقة على الشروط والأحكام",
    });
    const en = await register(
      { ip: newIp(), lang: "en" },
      { ...registration(), confirmPassword: "other", acceptTerms: offContract<true>(false) },
    );
    expect(en.error!.issues).toEqual([
      { path: "acceptTerms", message: "You must agree to the terms" },
      { path: "confirmPassword", message: "Password and confirmation must match" },
    ]);
    const otp = await resetPassword(
      { lang: "en", ip: newIp() },
      { identifier: "0501234567", code: "", password: "secret1", confirmPassword: "secret1" },
    );
    expect(otp.error!.issues).toEqual([{ path: "code", message: "OTP code required" }]);
    const otp2 = await resetPassword(
      { ip: newIp() },
      { identifier: "0501234567", code: "12345", password: "secret1", confirmPassword: "secret1" },
    );
    expect(otp2.error!.issues).toEqual([{ path: "code", message: "رمز التحقق غير صالح" }]);
  });

  it("refuses a body that is not JSON", async () => {
    const raw = (text: string, contentType?: string) =>
      api.POST("/auth/login", {
        headers: contentType ? { "Content-Type": contentType } : {},
        body: offContract<{ identifier: string; password: string }>(text),
        bodySerializer: (body) => body as unknown as string,
      });
    const res = await raw("identifier=a", "text/plain");
    expect(res.response.status).toBe(415);
    expect(res.error!.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const broken = await raw("{not json");
    expect(broken.response.status).toBe(400);
  });

  it("says which of e-mail and phone is taken, at registration only", async () => {
    const { user } = await createUser(database);
    const res = await register(
      { ip: newIp(), lang: "en" },
      registration({ email: user.email.toUpperCase(), phone: user.phone.replace("+966", "00966") }),
    );
    expect(res.response.status).toBe(409);
    expect(res.error).toMatchObject({ code: "CONFLICT" });
    expect(res.error!.issues).toEqual([
      { path: "email", message: "This email is already registered" },
      { path: "phone", message: "This mobile number is already registered" },
    ]);
  });
});

describe("guards", () => {
  type Send = (caller: Caller, body?: unknown) => Promise<{ response: Response; error?: Problem }>;
  const headers = callerHeaders;
  const meRoutes: [string, string, Send, unknown?][] = [
    ["GET", "/me", (caller) => api.GET("/me", { headers: headers(caller) })],
    [
      "PATCH",
      "/me",
      (caller, body) => api.PATCH("/me", { headers: headers(caller), body: offContract(body) }),
      { name: "x" },
    ],
    [
      "POST",
      "/me/password",
      (caller, body) => api.POST("/me/password", { headers: headers(caller), body: offContract(body) }),
      { currentPassword: "a", password: "secret1", confirmPassword: "secret1" },
    ],
    ["GET", "/me/sessions", (caller) => api.GET("/me/sessions", { headers: headers(caller) })],
    ["DELETE", "/me/sessions", (caller) => api.DELETE("/me/sessions", { headers: headers(caller) })],
    [
      "DELETE",
      "/me/sessions/{id}",
      (caller) =>
        api.DELETE("/me/sessions/{id}", {
          headers: headers(caller),
          params: { path: { id: "7d1b3e52-8f4f-4c1e-9a51-5f3b1d2c7a10" } },
        }),
    ],
    [
      "POST",
      "/auth/otp/verify",
      (caller, body) => api.POST("/auth/otp/verify", { headers: headers(caller), body: offContract(body) }),
      { code: "123456" },
    ],
    [
      "POST",
      "/auth/otp/resend",
      (caller, body) => api.POST("/auth/otp/resend", { headers: headers(caller), body: offContract(body) }),
      {},
    ],
  ];

  it.each(meRoutes)(
    "answers a guest's %s %s with 401 Not authenticated, in Arabic and English",
    async (_method, _path, send, body) => {
      const ar = await send({}, body);
      expect(ar.response.status).toBe(401);
      expect(ar.error).toMatchObject({ code: "UNAUTHENTICATED", detail: "لم يتم تسجيل الدخول" });
      const en = await send({ lang: "en" }, body);
      expect(en.error!.detail).toBe("Not authenticated");
      const forged = await send({ bearer: "A".repeat(43), lang: "en" }, body);
      expect(forged.response.status).toBe(401);
      // A guest hears 401 even for a body that would not validate.
      if (body !== undefined) {
        expect((await send({ lang: "en" }, { code: [] })).response.status).toBe(401);
      }
    },
  );

  it("clears a cookie whose session has ended", async () => {
    const res = await me({ cookie: "B".repeat(43) });
    expect(res.response.status).toBe(401);
    expect(cookieOf(res)).toBe("");
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
    // A route table of this test's own, not the API: the plain client calls it.
    const guardedCall = httpClient(guarded);

    const bidder = await createUser(database, { roles: ["bidder", "owner"] });
    const committee = await createUser(database, { roles: ["committee"] });
    const tokenOf = async (u: typeof bidder) =>
      (await login({ ip: newIp() }, { identifier: u.user.email, password: u.password })).data!.token;

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
    const wrong = () => login({ ip: newIp() }, { identifier: user.email, password: "wrong-pass" });
    const unknown = () =>
      login({ ip: newIp() }, { identifier: uniqueEmail("nobody"), password: "wrong-pass" });
    const a = await wrong();
    const b = await unknown();
    expect(a.response.status).toBe(401);
    expect(b.response.status).toBe(401);
    expect(b.error).toEqual(a.error);
    expect(a.error).toMatchObject({ code: "INVALID_CREDENTIALS", detail: "بيانات الدخول غير صحيحة" });
    expect(a.response.headers.get("set-cookie")).toBeNull();

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
    const signIn = (ip: string, options: { lang?: "ar" | "en"; device?: string; identifier?: string } = {}) =>
      api.POST("/auth/login", {
        headers: {
          ...callerHeaders({ ip, lang: options.lang }),
          ...(options.device ? { Cookie: `mazad_device=${options.device}` } : {}),
        },
        body: { identifier: options.identifier ?? user.email, password },
      });
    const stranger = newIp();
    for (let i = 0; i < 5; i++) {
      const res = await login({ ip: stranger }, { identifier: user.phone, password: "nope-nope" });
      expect(res.response.status).toBe(401);
    }
    const waiting = await signIn(stranger);
    expect(waiting.response.status).toBe(429);
    expect(waiting.response.headers.get("retry-after")).toBe("60");
    expect(waiting.error).toMatchObject({
      code: "RATE_LIMITED",
      detail: "عدد المحاولات كبير جدًا. أعد المحاولة بعد دقيقة.",
    });
    expect((await signIn(stranger, { lang: "en" })).error!.detail).toBe(
      "Too many attempts. Try again in 1 minute.",
    );

    // The owner, elsewhere, is not held back; the answer makes the browser a known device.
    const owner = await signIn(newIp());
    expect(owner.response.status).toBe(200);
    const device = /^mazad_device=([^;]+)/.exec(
      owner.response.headers.getSetCookie().find((c) => c.startsWith("mazad_device=")) ?? "",
    )?.[1];
    expect(device).toBeTruthy();

    // Failures from many addresses lock the account for unknown devices only.
    const spread = (identifier: string) =>
      Promise.all(Array.from({ length: 20 }, () => login({ ip: newIp() }, { identifier, password: "x" })));
    await spread(user.email);
    const locked = await signIn(newIp(), { lang: "en" });
    expect(locked.response.status).toBe(429);
    expect(Number(locked.response.headers.get("retry-after"))).toBeGreaterThan(59 * 60);
    expect(locked.error).toMatchObject({ code: "SIGN_IN_LOCKED" });
    expect(locked.error!.detail).toContain(
      "Try again in 60 minutes, sign in from a device you have used before",
    );
    expect((await signIn(newIp(), { device })).response.status).toBe(200);

    // An unknown identifier locks the same way, so a lockout tells nothing either.
    const ghost = uniqueEmail("ghost");
    await spread(ghost);
    expect((await signIn(newIp(), { identifier: ghost })).error!.code).toBe("SIGN_IN_LOCKED");
  });

  it("limits failures from one address across accounts", async () => {
    const ip = newIp();
    let last = 0;
    for (let i = 0; i < 51; i++) {
      last = (await login({ ip }, { identifier: uniqueEmail(), password: "x" })).response.status;
    }
    expect(last).toBe(429);
  });
});

describe("cross-site request forgery", () => {
  let token: string;
  beforeAll(async () => {
    const { user, password } = await createUser(database);
    token = (await login({ ip: newIp() }, { identifier: user.email, password })).data!.token;
  });

  it("refuses a cookie-authenticated write from another origin, or from nowhere", async () => {
    const evil = await patchMe({ cookie: token, origin: "https://evil.example" }, { name: "Hacked" });
    expect(evil.response.status).toBe(403);
    expect(evil.error!.code).toBe("CSRF");
    const silent = await patchMe({ cookie: token, origin: null }, { name: "Hacked" });
    expect(silent.response.status).toBe(403);
    const nullOrigin = await logout({ cookie: token, origin: "null" });
    expect(nullOrigin.response.status).toBe(403);
    expect((await me({ cookie: token, origin: "https://evil.example" })).data!.name).not.toBe("Hacked");
  });

  it("accepts our origin, our Referer, and bearer tokens from anywhere", async () => {
    expect((await patchMe({ cookie: token }, { theme: "dark" })).response.status).toBe(200);
    const viaReferer = await api.PATCH("/me", {
      headers: {
        ...callerHeaders({ cookie: token, origin: null }),
        Referer: `${TEST_ORIGIN}/profile/settings`,
      },
      body: { theme: "light" },
    });
    expect(viaReferer.response.status).toBe(200);
    const bearer = await patchMe({ bearer: token, origin: "https://app.example" }, { name: "Bearer" });
    expect(bearer.response.status).toBe(200);
    expect(bearer.data!.name).toBe("Bearer");
  });

  it("refuses a cross-site sign-in form (login CSRF)", async () => {
    const res = await login({ origin: "https://evil.example" }, { identifier: "a@b.example", password: "x" });
    expect(res.response.status).toBe(403);
  });
});

describe("sessions over HTTP", () => {
  it("ends after 30 idle minutes, and slides while used", async () => {
    const { user, password } = await createUser(database);
    const cookie = cookieOf(await login({ ip: newIp() }, { identifier: user.email, password }));
    clock.advanceSeconds(25 * 60);
    expect((await me({ cookie })).response.status).toBe(200);
    clock.advanceSeconds(25 * 60);
    expect((await me({ cookie })).response.status).toBe(200);
    clock.advanceSeconds(31 * 60);
    const idle = await me({ cookie });
    expect(idle.response.status).toBe(401);
    expect(cookieOf(idle)).toBe("");
  });
});

describe("codes over HTTP", () => {
  it("holds a resend back for 60 seconds, with Retry-After and a message counting seconds", async () => {
    const ip = newIp();
    const registered = await register({ ip }, registration());
    const cookie = cookieOf(registered);
    const soon = await resendCode({ cookie, ip });
    expect(soon.response.status).toBe(429);
    expect(soon.error!.code).toBe("OTP_RESEND_TOO_SOON");
    expect(soon.response.headers.get("retry-after")).toBe("60");
    expect(soon.error!.detail).toBe("يمكنك طلب رمز جديد بعد 60 ثانية.");
    clock.advanceSeconds(61);
    const again = await resendCode({ cookie, ip });
    expect(again.response.status).toBe(200);
    expect(again.data!.phone).toBe(registered.data!.code.phone);
    const wrong = await verifyCode({ cookie, ip, lang: "en" }, { code: "000000" });
    if (wrong.response.status !== 400) throw new Error(JSON.stringify(wrong.error ?? wrong.data));
    expect(wrong.error).toMatchObject({ code: "OTP_INVALID", detail: "OTP code invalid" });
    clock.advanceSeconds(11 * 60);
    const code = await latestCode(registered.data!.code.phone);
    const expired = await verifyCode({ cookie: cookieOf(again) ?? cookie, ip }, { code });
    // The idle limit is 30 minutes, so the session is still alive; the code is not.
    expect(expired.error!.code).toBe("OTP_EXPIRED");
  });
});

describe("forgotten password", () => {
  it("answers the same for unknown accounts, resets with the code and signs out everywhere", async () => {
    const { user } = await createUser(database, { locale: "en" });
    const ip = newIp();
    const before = cookieOf(await login({ ip }, { identifier: user.email, password: "secret-pass" }));
    const known = await forgotPassword({ ip }, user.phone);
    const unknown = await forgotPassword({ ip }, uniquePhone());
    expect(known.response.status).toBe(202);
    expect(unknown.response.status).toBe(202);
    expect(unknown.data).toEqual(known.data);
    // Asking again at once is held back silently: still 202, and no second text.
    const again = await forgotPassword({ ip }, user.email);
    expect(again.response.status).toBe(202);
    const outbox = await call("GET", `/api/v1/dev/outbox?recipient=${encodeURIComponent(user.phone)}`);
    expect(outbox.json.data).toHaveLength(1);
    expect(outbox.json.data[0].body).toContain("password reset code");

    const ghost = await resetPassword(
      { ip },
      { identifier: uniquePhone(), code: "123456", password: "brand-new", confirmPassword: "brand-new" },
    );
    expect(ghost.error!.code).toBe("OTP_INVALID");
    const code = await latestCode(user.phone);
    const reset = await resetPassword(
      { ip },
      { identifier: user.phone, code, password: "brand-new", confirmPassword: "brand-new" },
    );
    expect(reset.response.status).toBe(204);
    expect((await me({ cookie: before })).response.status).toBe(401);
    expect((await login({ ip }, { identifier: user.email, password: "secret-pass" })).response.status).toBe(
      401,
    );
    expect((await login({ ip }, { identifier: user.email, password: "brand-new" })).response.status).toBe(
      200,
    );
    const mail = await call("GET", `/api/v1/dev/outbox?recipient=${encodeURIComponent(user.email)}`);
    expect(mail.json.data[0]).toMatchObject({ channel: "email", subject: "Your Mazad password was changed" });
  });
});

describe("profile", () => {
  it("changes the phone only after the code sent to the new phone, with the current password", async () => {
    const { user, password } = await createUser(database, { locale: "en" });
    const ip = newIp();
    const cookie = cookieOf(await login({ ip }, { identifier: user.email, password }));
    const newPhone = uniquePhone();
    const noPassword = await patchMe({ cookie, lang: "en" }, { phone: newPhone });
    expect(noPassword.response.status).toBe(422);
    expect(noPassword.error!.issues).toEqual([{ path: "currentPassword", message: "Required field" }]);
    const patched = await patchMe(
      { cookie, ip },
      { phone: newPhone.replace("+966", "0"), currentPassword: password, name: "New name", locale: "ar" },
    );
    expect(patched.response.status).toBe(200);
    expect(patched.data).toMatchObject({ phone: user.phone, name: "New name", locale: "ar" });
    expect(patched.data!.pendingPhone!.phone).toBe(newPhone);
    const code = await latestCode(newPhone);
    const confirmed = await verifyCode({ cookie, ip }, { code, purpose: "change_phone" });
    expect(confirmed.response.status).toBe(200);
    const mine = await me({ cookie: cookieOf(confirmed) });
    expect(mine.data).toMatchObject({ phone: newPhone, phoneVerified: true, pendingPhone: null });
  });

  it("changes the password, keeping only this session", async () => {
    const { user, password } = await createUser(database);
    const ip = newIp();
    const a = cookieOf(await login({ ip }, { identifier: user.email, password }));
    const b = cookieOf(await login({ ip }, { identifier: user.email, password }));
    const wrong = await changePassword(
      { cookie: b },
      { currentPassword: "nope", password: "another1", confirmPassword: "another1" },
    );
    expect(wrong.response.status).toBe(422);
    expect(wrong.error!.issues).toEqual([
      { path: "currentPassword", message: "كلمة المرور الحالية غير صحيحة" },
    ]);
    const changed = await changePassword(
      { cookie: b },
      { currentPassword: password, password: "another1", confirmPassword: "another1" },
    );
    expect(changed.response.status).toBe(200);
    expect(cookieOf(changed)).toBe(changed.data!.token);
    expect((await me({ cookie: a })).response.status).toBe(401);
    expect((await me({ cookie: b })).response.status).toBe(401);
    expect((await me({ cookie: cookieOf(changed) })).response.status).toBe(200);
  });

  it("stores notification choices over the defaults", async () => {
    const { user, password } = await createUser(database);
    const cookie = cookieOf(await login({ ip: newIp() }, { identifier: user.email, password }));
    const res = await patchMe(
      { cookie },
      { notifications: [{ kind: "outbid", channel: "sms", enabled: false }] },
    );
    const pref = (kind: string, channel: string) =>
      res.data!.notifications.find((p) => p.kind === kind && p.channel === channel)!;
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
