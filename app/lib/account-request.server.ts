import type { Submission, SubmissionResult } from "@conform-to/react";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getRequestInfo, getServices, type RequestUser } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { formatDateTime } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { AppError, errorCodes, type ErrorCode } from "./errors";
import { accountDeps } from "~/modules/accounts/account-deps.server";
import { addSeconds } from "~/lib/clock";
import {
  readSessionCookie,
  serializeExpiredSessionCookie,
  serializeSessionCookie,
} from "~/modules/accounts/session-cookie.server";
import type { IssuedSession } from "~/modules/accounts/sessions.server";
import type { ClientInfo } from "~/modules/accounts/session-user";
import { hasAnyRole } from "~/modules/accounts/roles";
import { afterSignIn } from "./redirect-target";

type Context = Readonly<RouterContextProvider>;

/**
 * What every sign-in page's action hears back: Conform's result (its messages are keys or text),
 * and on a page with several forms, which one was sent.
 */
export type AuthReply = { result: SubmissionResult<string[]>; intent?: string };

type FailOptions = {
  intent?: string;
  /** Errors that belong to one field (OTP_INVALID → "code"); their message key goes there. */
  fields?: Partial<Record<ErrorCode, string>>;
  /** Fields never sent back into the page (passwords). */
  hideFields?: string[];
};

/**
 * The signed-in user of a page request. A guest is sent to sign in and brought back here
 * afterwards (`redirectTo` holds only this site's path).
 */
export function requirePageUser(request: Request, context: Context): RequestUser {
  const { user, lang } = getRequestInfo(context);
  if (user) return user;
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  throw redirect(`${localizePath("/login", lang)}?redirectTo=${encodeURIComponent(back)}`);
}

/**
 * The signed-in committee member (or admin) of a back-office page: a guest is sent to sign in,
 * anyone else gets the 403 page.
 */
export function requireCommitteePage(request: Request, context: Context): RequestUser {
  const user = requirePageUser(request, context);
  if (!hasAnyRole(user.roles, ["committee", "admin"])) throw data(null, { status: 403 });
  return user;
}

/**
 * The account pages' view of a request: the domain's dependencies, who is asking (address,
 * browser, current session token) and the session cookie in both directions. Actions call the
 * accounts module in-process, exactly as the JSON API does.
 */
export function authRequest(request: Request, context: Context) {
  const services = getServices(context);
  const info = getRequestInfo(context);
  const deps = accountDeps(services);
  const secure = services.config.production;
  const lang = info.lang;
  const client: ClientInfo = { ip: info.clientIp ?? null, userAgent: request.headers.get("user-agent") };

  /** The Set-Cookie value that puts `session` in the browser (for answers that stay on the page). */
  const sessionCookie = (session: IssuedSession) =>
    serializeSessionCookie(session.token, { expiresAt: session.expiresAt, now: deps.clock(), secure });

  return {
    deps,
    lang,
    user: info.user ?? null,
    /** The current session's id, to mark "this device" among the user's sessions. */
    sessionId: info.sessionId ?? null,
    client,
    token: readSessionCookie(request.headers.get("cookie")),

    sessionCookie,

    /** A redirect that starts `session` in the browser (the token never reaches scripts). */
    redirectSignedIn(to: string, session: IssuedSession) {
      return redirect(to, { headers: { "Set-Cookie": sessionCookie(session) } });
    },

    /** A redirect that removes the session cookie. */
    redirectSignedOut(to: string) {
      return redirect(to, { headers: { "Set-Cookie": serializeExpiredSessionCookie({ secure }) } });
    },

    /** Schema errors: 400 with every field's message key. */
    invalid(submission: Submission<unknown>, options: Pick<FailOptions, "intent" | "hideFields"> = {}) {
      const result = submission.reply({ hideFields: options.hideFields });
      return data<AuthReply>({ result, intent: options.intent }, { status: 400 });
    },

    /**
     * A domain error as the form's answer, with the error's own status (401, 409, 429 …) and
     * Retry-After when it has one. Field issues go next to their fields; anything else becomes
     * the form's message, translated here since it may count minutes and name the time to come
     * back. Errors that are not AppErrors are rethrown (they are bugs, not answers).
     */
    fail(submission: Submission<unknown>, error: unknown, options: FailOptions = {}) {
      if (!(error instanceof AppError)) throw error;
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.details?.issues ?? []) (fieldErrors[issue.path] ??= []).push(issue.message);
      const field = options.fields?.[error.code];
      if (field) (fieldErrors[field] ??= []).push(errorCodes[error.code].message);
      const formErrors = Object.keys(fieldErrors).length === 0 ? [errorMessage(error)] : [];
      const retryAfter = error.details?.retryAfterSeconds;
      return data<AuthReply>(
        {
          result: submission.reply({ fieldErrors, formErrors, hideFields: options.hideFields }),
          intent: options.intent,
        },
        { status: error.status, headers: retryAfter ? { "Retry-After": String(retryAfter) } : undefined },
      );
    },

    /** Signed-in visitors do not need /login or /register: they go where they were heading. */
    leaveIfSignedIn(redirectTo: unknown) {
      if (info.user) throw redirect(afterSignIn(redirectTo, lang));
    },
  };

  function errorMessage(error: AppError): string {
    const key = errorCodes[error.code].message;
    const retryAfter = error.details?.retryAfterSeconds;
    if (retryAfter === undefined) return translate(lang, key);
    if (error.code === "OTP_RESEND_TOO_SOON") return translate(lang, key, { count: retryAfter });
    const time = formatDateTime(addSeconds(deps.clock(), retryAfter), lang);
    return `${translate(lang, key, { count: Math.ceil(retryAfter / 60) })} ${translate(lang, "auth.retryAt", { time })}`;
  }
}
