import type { Context } from "hono";
import { errorCodes, type ErrorCode } from "~/lib/errors";
import { apiLang, translate } from "./lang";

export type ProblemIssue = { path: string; message: string };

/**
 * An RFC 9457 problem document in the request's language. Typed with the code's own status so a
 * route declaring `404: problemResponse(...)` accepts `problem(c, "NOT_FOUND")`.
 */
export function problem<C extends ErrorCode>(c: Context, code: C, extra: { issues?: ProblemIssue[] } = {}) {
  const { status, message } = errorCodes[code];
  const lang = apiLang(c);
  const body = {
    type: "about:blank",
    title: translate("en", message),
    status: status as number,
    code: code as string,
    detail: translate(lang, message),
    instance: new URL(c.req.url).pathname,
    ...(extra.issues ? { issues: extra.issues } : {}),
  };
  // Hono keeps a Content-Type given here instead of its default application/json.
  return c.json(body, status as (typeof errorCodes)[C]["status"], {
    "Content-Type": "application/problem+json; charset=utf-8",
    "Content-Language": lang,
  });
}
