import type { Env, Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { Config } from "~/config.server";
import { isLang, langCookieMaxAgeSeconds, langCookieName, localizePath } from "~/i18n/config";

/** The language switch: the choice remembered for a year, the visitor kept on the same page. */
export function registerLanguageRoutes<E extends Env>(app: Hono<E>, config: Config) {
  app.get("/language/:lang", (c) => {
    const lang = c.req.param("lang");
    if (!isLang(lang)) return c.notFound();
    const next = safeNextPath(c.req.query("next"));
    c.header(
      "Set-Cookie",
      `${langCookieName}=${lang}; Path=/; Max-Age=${langCookieMaxAgeSeconds}; SameSite=Lax${config.production ? "; Secure" : ""}`,
    );
    return c.redirect(localizePath(next.pathname, lang) + next.search, 303);
  });
  // A returning visitor who chose English lands on the English home page.
  app.get("/", async (c, next) => {
    if (getCookie(c, langCookieName) === "en") return c.redirect("/en", 302);
    return next();
  });
}

/** Only same-site paths may be a redirect target; anything else goes home. */
function safeNextPath(raw: string | undefined): { pathname: string; search: string } {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\")) {
    return { pathname: "/", search: "" };
  }
  try {
    const url = new URL(raw, "http://mazad.invalid");
    if (url.origin !== "http://mazad.invalid") return { pathname: "/", search: "" };
    return { pathname: url.pathname, search: url.search };
  } catch {
    return { pathname: "/", search: "" };
  }
}
