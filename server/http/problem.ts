import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { errorCodes, type ErrorCode } from "~/lib/errors";
import { apiLang, translate } from "./lang";

export type ProblemIssue = { path: string; message: string };

/** An RFC 9457 problem document in the request's language. */
export function problem(c: Context, code: ErrorCode, extra: { issues?: ProblemIssue[] } = {}) {
  const { status, message } = errorCodes[code];
  const lang = apiLang(c);
  const body = {
    type: `about:blank`,
    title: translate("en", message),
    status,
    code,
    detail: translate(lang, message),
    instance: new URL(c.req.url).pathname,
    ...(extra.issues ? { issues: extra.issues } : {}),
  };
  return c.body(JSON.stringify(body), status as ContentfulStatusCode, {
    "Content-Type": "application/problem+json; charset=utf-8",
    "Content-Language": lang,
  });
}
