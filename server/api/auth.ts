import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Services } from "~/context.server";
import {
  createRegisterSchema,
  ForgotPasswordSchema,
  LoginSchema,
  OtpCodeSchema,
  ResetPasswordSchema,
} from "~/modules/accounts/account-schemas";
import { accountDeps } from "~/modules/accounts/account-deps.server";
import { readDeviceCookie, serializeDeviceCookie } from "~/modules/accounts/known-devices.server";
import { registerAccount } from "~/modules/accounts/register-account.server";
import { requestPasswordReset, resetPassword } from "~/modules/accounts/reset-password.server";
import type { IssuedSession } from "~/modules/accounts/sessions.server";
import { signIn, signOut } from "~/modules/accounts/sign-in.server";
import { confirmPhone, resendPhoneCode } from "~/modules/accounts/verify-phone.server";
import { apiLang } from "../http/lang";
import {
  authRequired,
  clearSessionCookie,
  clientInfo,
  requireAuth,
  setSessionCookie,
} from "../http/session-auth";
import { PendingCodeSchema, pendingCode, SignedInSchema, signedIn, accountsTag } from "./account-schemas";
import { guestProblem, json, jsonBody, problemResponse } from "./schemas";

const PhonePurposeSchema = z
  .enum(["verify_phone", "change_phone"])
  .default("verify_phone")
  .openapi({ description: "verify_phone after registering; change_phone for a new phone set in PATCH /me" });

const limited = problemResponse(
  "Too many attempts (RATE_LIMITED) or a code asked for too soon; see Retry-After",
);
const signInLimited = problemResponse(
  "This address or device must wait after repeated failures (RATE_LIMITED), or the account is locked for " +
    "devices it has not signed in from before (SIGN_IN_LOCKED); see Retry-After",
);
const invalid = problemResponse(
  "Invalid fields (VALIDATION), each with its message in the request's language",
);

/** The birth-date rule reads the services' clock (tests move it), so the route is made per app. */
const postAuthRegisterRoute = (clock: () => Date) =>
  createRoute({
    method: "post",
    path: "/auth/register",
    tags: accountsTag,
    summary: "Register a bidder; signs in and texts a code to confirm the phone",
    request: { body: jsonBody(createRegisterSchema(clock)) },
    responses: {
      201: json(
        SignedInSchema.extend({ code: PendingCodeSchema }),
        "Registered and signed in, phone unconfirmed",
      ),
      409: problemResponse("The e-mail or phone is already registered (CONFLICT, naming the field)"),
      422: invalid,
      429: limited,
    },
  });

const postAuthOtpVerifyRoute = createRoute({
  method: "post",
  path: "/auth/otp/verify",
  tags: accountsTag,
  summary: "Confirm the phone with the texted code; rotates the session",
  request: { body: jsonBody(z.object({ code: OtpCodeSchema, purpose: PhonePurposeSchema })) },
  responses: {
    200: json(SignedInSchema, "Confirmed; a new session token replaces the old one"),
    400: problemResponse("OTP_INVALID, OTP_EXPIRED or OTP_ATTEMPTS_EXCEEDED"),
    401: guestProblem,
    409: problemResponse("ALREADY_VERIFIED, or the new phone was taken meanwhile (CONFLICT)"),
    422: invalid,
    429: limited,
  },
});

const postAuthOtpResendRoute = createRoute({
  method: "post",
  path: "/auth/otp/resend",
  tags: accountsTag,
  summary: "Text a new code (60 s cool-down, 5 an hour)",
  request: { body: jsonBody(z.object({ purpose: PhonePurposeSchema })) },
  responses: {
    200: json(PendingCodeSchema, "A new code was sent"),
    400: problemResponse("No phone change is pending"),
    401: guestProblem,
    409: problemResponse("ALREADY_VERIFIED"),
    429: limited,
  },
});

const postAuthLoginRoute = createRoute({
  method: "post",
  path: "/auth/login",
  tags: accountsTag,
  summary: "Sign in with e-mail or phone and password; sets the cookie and returns the token",
  request: { body: jsonBody(LoginSchema) },
  responses: {
    200: json(SignedInSchema, "Signed in; any session the request carried is replaced"),
    401: problemResponse("Invalid credentials (never says which part, or whether the account exists)"),
    403: problemResponse("The right password, but the account is suspended (ACCOUNT_SUSPENDED)"),
    422: invalid,
    429: signInLimited,
  },
});

const postAuthLogoutRoute = createRoute({
  method: "post",
  path: "/auth/logout",
  tags: accountsTag,
  summary: "Sign out: ends this session and clears the cookie",
  responses: { 204: { description: "Signed out (also when no session was presented)" } },
});

const postAuthPasswordForgotRoute = createRoute({
  method: "post",
  path: "/auth/password/forgot",
  tags: accountsTag,
  summary: "Text a reset code to the account's phone",
  description: "Answers 202 whether or not the account exists.",
  request: { body: jsonBody(ForgotPasswordSchema) },
  responses: {
    202: json(z.object({ status: z.literal("accepted") }), "A code was sent if the account exists"),
    422: invalid,
    429: limited,
  },
});

const postAuthPasswordResetRoute = createRoute({
  method: "post",
  path: "/auth/password/reset",
  tags: accountsTag,
  summary: "Set a new password with the texted code; signs out every session",
  request: { body: jsonBody(ResetPasswordSchema) },
  responses: {
    204: { description: "Password changed; sign in again" },
    400: problemResponse("OTP_INVALID (also for an unknown account), OTP_EXPIRED or OTP_ATTEMPTS_EXCEEDED"),
    422: invalid,
    429: limited,
  },
});

export function registerAuthRoutes(api: OpenAPIHono, services: Services) {
  const deps = () => accountDeps(services);
  const cookieOptions = () => ({ now: deps().clock(), secure: services.config.production });
  api.use("/auth/otp/*", authRequired);
  /** The client becomes a known device of the account (ADR 009): kept in a cookie. */
  const setDeviceCookie = (c: Context, token: string) =>
    c.header("Set-Cookie", serializeDeviceCookie(token, { secure: services.config.production }), {
      append: true,
    });
  const signedInAnswer = (c: Context, user: Parameters<typeof signedIn>[0], session: IssuedSession) => {
    setSessionCookie(c, session, cookieOptions());
    return signedIn(user, session);
  };

  api.openapi(
    postAuthRegisterRoute(() => deps().clock()),
    async (c) => {
      const { user, session, code } = await registerAccount({
        deps: deps(),
        input: c.req.valid("json"),
        locale: apiLang(c),
        client: clientInfo(c, services.config),
        previousToken: c.get("auth")?.token ?? null,
      });
      return c.json({ ...signedInAnswer(c, user, session), code: pendingCode(code) }, 201);
    },
  );

  api.openapi(postAuthOtpVerifyRoute, async (c) => {
    const auth = requireAuth(c);
    const { code, purpose } = c.req.valid("json");
    const { user, session } = await confirmPhone({
      deps: deps(),
      userId: auth.user.id,
      purpose,
      code,
      client: clientInfo(c, services.config),
      previousToken: auth.token,
    });
    return c.json(signedInAnswer(c, user, session), 200);
  });

  api.openapi(postAuthOtpResendRoute, async (c) => {
    const { user } = requireAuth(c);
    const code = await resendPhoneCode({
      deps: deps(),
      userId: user.id,
      purpose: c.req.valid("json").purpose,
      client: clientInfo(c, services.config),
    });
    return c.json(pendingCode(code), 200);
  });

  api.openapi(postAuthLoginRoute, async (c) => {
    const { identifier, password } = c.req.valid("json");
    const { user, session, deviceToken } = await signIn({
      deps: deps(),
      identifier,
      password,
      client: clientInfo(c, services.config),
      previousToken: c.get("auth")?.token ?? null,
      deviceToken: readDeviceCookie(c.req.header("cookie")),
    });
    setDeviceCookie(c, deviceToken);
    return c.json(signedInAnswer(c, user, session), 200);
  });

  api.openapi(postAuthLogoutRoute, async (c) => {
    await signOut({ deps: deps(), token: c.get("auth")?.token ?? null });
    clearSessionCookie(c, { secure: services.config.production });
    return c.body(null, 204);
  });

  api.openapi(postAuthPasswordForgotRoute, async (c) => {
    await requestPasswordReset({
      deps: deps(),
      identifier: c.req.valid("json").identifier,
      client: clientInfo(c, services.config),
    });
    return c.json({ status: "accepted" as const }, 202);
  });

  api.openapi(postAuthPasswordResetRoute, async (c) => {
    const { deviceToken } = await resetPassword({
      deps: deps(),
      input: c.req.valid("json"),
      client: clientInfo(c, services.config),
      deviceToken: readDeviceCookie(c.req.header("cookie")),
    });
    setDeviceCookie(c, deviceToken);
    return c.body(null, 204);
  });
}
