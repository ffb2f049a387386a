import { localizePath, stripLangPrefix, type Lang } from "~/i18n/config";

/** Pages a sign-in must never lead back to: they would loop or sign the user out again. */
const authPaths = new Set([
  "/login",
  "/register",
  "/verify",
  "/logout",
  "/forgot-password",
  "/reset-password",
]);

const base = "http://mazad.invalid";

/**
 * A `redirectTo` value the sign-in pages may follow: a path on this site ("/en/auctions?x=1"),
 * or null for anything else — other hosts ("//evil.example", "https://…"), backslash tricks,
 * control characters, and the sign-in pages themselves.
 */
export function safeRedirectTarget(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 2000) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (!raw.startsWith("/") || raw.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (authPaths.has(stripLangPrefix(url.pathname.replace(/\/+$/, "") || "/"))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a signed-in user goes next: the safe `redirectTo`, else the profile in the page's language. */
export function afterSignIn(raw: unknown, lang: Lang): string {
  return safeRedirectTarget(raw) ?? localizePath("/profile", lang);
}

/** `path` with `?redirectTo=` carried over when there is a safe one. */
export function withRedirectTo(path: string, redirectTo: string | null): string {
  return redirectTo ? `${path}?${new URLSearchParams({ redirectTo }).toString()}` : path;
}
