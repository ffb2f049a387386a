import type { Context, MiddlewareHandler } from "hono";
import { hasUnstorableCharacters, textKeys } from "~/lib/text-rules";
import { langFromPath } from "~/i18n/config";
import { errorCodes } from "~/lib/errors";
import { translate } from "./lang";
import { plainPage } from "./plain-page";
import { requestProblem } from "./problem";

/*
 * Text no route can store, refused before any route sees it: a null character (U+0000) or a lone
 * surrogate in the path or the query string (names and values, decoded), or in the fields of a
 * URL-encoded form. The schemas refuse the same characters field by field (app/lib/text-rules.ts),
 * with the field's own message; these guards make sure no route, present or future, can pass one
 * on to PostgreSQL, which answers such text with an error.
 */

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The first query parameter (name or value) holding an unstorable character. */
function unstorableParameter(params: URLSearchParams): string | null {
  for (const [name, value] of params) {
    if (hasUnstorableCharacters(name) || hasUnstorableCharacters(value)) return name;
  }
  return null;
}

/** A parameter's name as an answer may repeat it: without the characters it was refused for. */
const printable = (name: string) => name.replaceAll("\u0000", "\ufffd").replace(/[\ud800-\udfff]/g, "\ufffd");

const isUrlEncoded = (contentType: string) => /^application\/x-www-form-urlencoded\b/i.test(contentType);

/** The refusal of a path or query string holding unstorable text; null when it holds none. */
export async function unstorableUrlProblem(c: Context): Promise<Response | null> {
  const url = new URL(c.req.url);
  if (hasUnstorableCharacters(decodedPath(url.pathname))) {
    return refuseUrl(c, "BAD_REQUEST", "path");
  }
  const parameter = unstorableParameter(url.searchParams);
  return parameter === null ? null : refuseUrl(c, "INVALID_QUERY", printable(parameter));
}

/** 400: problem+json, or for a browser asking for a page, a page in the path's language. */
function refuseUrl(c: Context, code: "BAD_REQUEST" | "INVALID_QUERY", path: string) {
  if (!isApi(c.req.path) && (c.req.header("accept") ?? "").includes("text/html")) {
    const lang = langFromPath(c.req.path);
    const title = translate(lang, errorCodes[code].message);
    return plainPage(c, { lang, title, message: translate(lang, textKeys.unstorable), status: 400 });
  }
  return requestProblem(c, code, { issues: [{ path, message: textKeys.unstorable }] });
}

/** The refusal of a URL-encoded form holding unstorable text; null when it holds none. */
async function unstorableFormProblem(c: Context): Promise<Response | null> {
  // A URL-encoded form is at most 256 KiB (body-limits.ts): read from a copy, the route reads it again.
  if (!c.req.raw.body || !isUrlEncoded(c.req.header("content-type") ?? "")) return null;
  const field = unstorableParameter(new URLSearchParams(await c.req.raw.clone().text()));
  if (field === null) return null;
  // An API answers a body's fields 422; a page's form, 400.
  const code = isApi(c.req.path) ? "VALIDATION" : "BAD_REQUEST";
  return requestProblem(c, code, { issues: [{ path: printable(field), message: textKeys.unstorable }] });
}

/** Operations of the JSON API: guarded by `apiRequestGuard`, after authentication. */
const isApi = (path: string) => path.startsWith("/api/");

/**
 * The API's guard, run by every operation right after its access guard
 * (server/api/security-table.ts), so that a guest hears 401 before anything about the request.
 */
export const apiRequestGuard: MiddlewareHandler = async (c, next) =>
  (await unstorableUrlProblem(c)) ?? (await unstorableFormProblem(c)) ?? next();

/** The same guard for everything else (pages, files, the language switch). */
export function requestGuards(): MiddlewareHandler {
  return async (c, next) =>
    isApi(c.req.path)
      ? next()
      : ((await unstorableUrlProblem(c)) ?? (await unstorableFormProblem(c)) ?? next());
}
