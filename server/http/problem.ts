import type { Context } from "hono";
import { errorCodes, type AppError, type ErrorCode } from "~/lib/errors";
import { langFromPath, localizePath } from "~/i18n/config";
import { formatMoney } from "~/i18n/format";
import { apiLang, detectApiLanguage, translate } from "./lang";

export type ProblemIssue = { path: string; message: string };

/**
 * An RFC 9457 problem document in the request's language. Typed with the code's own status so a
 * route declaring `404: problemResponse(...)` accepts `problem(c, "NOT_FOUND")`.
 */
export function problem<C extends ErrorCode>(
  c: Context,
  code: C,
  extra: { issues?: ProblemIssue[]; params?: Record<string, unknown>; data?: Record<string, unknown> } = {},
) {
  const { status, message } = errorCodes[code];
  const lang = apiLang(c);
  const body = {
    type: "about:blank",
    title: translate("en", message, extra.params),
    status: status as number,
    code: code as string,
    detail: translate(lang, message, extra.params),
    instance: new URL(c.req.url).pathname,
    ...(extra.issues ? { issues: extra.issues } : {}),
    ...extra.data,
  };
  // Hono keeps a Content-Type given here instead of its default application/json.
  return c.json(body, status as (typeof errorCodes)[C]["status"], {
    "Content-Type": "application/problem+json; charset=utf-8",
    "Content-Language": lang,
  });
}

/**
 * A problem answered by the middleware every request meets before its route (body limits, request
 * guards): in the API's language for an API path, otherwise in the page's (its URL's); field
 * messages that are message keys are translated.
 */
export async function requestProblem<C extends ErrorCode>(
  c: Context,
  code: C,
  extra: { issues?: ProblemIssue[]; data?: Record<string, unknown> } = {},
) {
  if (c.req.path.startsWith("/api/")) await detectApiLanguage(c, async () => {});
  else c.set("language", langFromPath(c.req.path));
  const issues = extra.issues ? localizeIssues(c, extra.issues) : undefined;
  return problem(c, code, { ...(issues ? { issues } : {}), ...(extra.data ? { data: extra.data } : {}) });
}

/** Namespaces of the message keys that fields' messages may be (the shared schemas' and the domain's). */
const issueMessageKey =
  /^(validation|wallet|topUp|uploads|adminSettings|adminAuctions|listings|inquiries|requests|chat)\./;

/** Field messages that are message keys (`validation.*`, `wallet.*`…) are translated; others pass as they are. */
export function localizeIssues(c: Context, issues: ProblemIssue[]): ProblemIssue[] {
  const lang = apiLang(c);
  return issues.map((issue) => ({
    path: issue.path,
    message: issueMessageKey.test(issue.message) ? translate(lang, issue.message) : issue.message,
  }));
}

/**
 * A domain error (AppError) as problem+json: its field issues translated, and for 429 a
 * Retry-After header with a message counting minutes (or seconds for a code resend).
 */
export function appErrorProblem(c: Context, error: AppError) {
  const retryAfter = error.details?.retryAfterSeconds;
  if (retryAfter !== undefined) c.header("Retry-After", String(retryAfter));
  const params =
    retryAfter === undefined
      ? undefined
      : { count: countsMinutes.has(error.code) ? Math.ceil(retryAfter / 60) : retryAfter };
  const issues = error.details?.issues ? localizeIssues(c, error.details.issues) : undefined;
  const money = error.details?.money;
  if (money) {
    const lang = apiLang(c);
    const formatted = Object.fromEntries(Object.entries(money).map(([k, v]) => [k, formatMoney(v, lang)]));
    return problem(c, error.code, { issues, params: { ...params, ...formatted }, data: money });
  }
  if (error.code === "PHONE_NOT_VERIFIED")
    return problem(c, error.code, { issues, params, data: confirmPhoneLinks(c) });
  return problem(c, error.code, { issues, params });
}

/** A Zod issue as the validation hooks receive it. */
type SchemaIssue = {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  origin?: string;
  maximum?: unknown;
  minimum?: unknown;
  values?: readonly unknown[];
};

/** The request-language message of an issue whose schema wrote it in English (or left Zod's). */
function queryIssueMessage(issue: SchemaIssue): [string, Record<string, unknown>?] {
  const numeric = issue.origin === "number" || issue.origin === "bigint";
  if (issue.code === "too_big" && numeric) return ["validation.atMost", { maximum: issue.maximum }];
  if (issue.code === "too_small" && numeric) return ["validation.atLeast", { minimum: issue.minimum }];
  if (issue.code === "invalid_value" && issue.values?.length) {
    return [
      "validation.oneOf",
      { values: issue.values.map(String).join("، "), interpolation: { escapeValue: false } },
    ];
  }
  return ["validation.invalidValue"];
}

/**
 * A validation hook's issues in the request's language: message keys translated; the schemas' own
 * English messages (the query and path schemas', Zod's) kept for English and, for Arabic, said
 * again from the issue's kind (a number's bounds, the allowed values, or that it is not valid).
 */
export function localizeSchemaIssues(c: Context, issues: readonly SchemaIssue[]): ProblemIssue[] {
  const lang = apiLang(c);
  return issues.map((issue) => {
    const path = issue.path.map(String).join(".");
    if (issueMessageKey.test(issue.message)) return { path, message: translate(lang, issue.message) };
    if (lang === "en") return { path, message: issue.message };
    const [key, params] = queryIssueMessage(issue);
    return { path, message: translate(lang, key, params) };
  });
}

/** Codes whose message counts minutes from Retry-After (the others count seconds). */
const countsMinutes = new Set<ErrorCode>(["RATE_LIMITED", "SIGN_IN_LOCKED"]);

/** Where to confirm the phone, beside PHONE_NOT_VERIFIED: the page, and the API's two steps. */
function confirmPhoneLinks(c: Context) {
  return {
    confirmPhone: {
      page: localizePath("/verify", apiLang(c)),
      resendCode: "POST /api/v1/auth/otp/resend",
      verifyCode: "POST /api/v1/auth/otp/verify",
    },
  };
}
